// The Gomoku bug report's counts on hand-made positions and games with known answers: own
// four-threes with a solid and a split four, the opponent's four-three point and lone threes
// (solid, split) blocked or not, and how games were won (straight four, four-three from a solid
// and a split three, four-four, VCF, a four not blocked, renju's forbidden block).
#include <string>

#include <gtest/gtest.h>

#include "games/gomoku/move_review.hpp"
#include "played_board.hpp"

namespace plies::gomoku {
namespace {

using testing::at;
using testing::played;

constexpr int kSolid = static_cast<int>(Gap::solid);
constexpr int kSplit = static_cast<int>(Gap::split);

void expect_situation(const Situation& s, bool moment, bool met, const char* what) {
    EXPECT_EQ(s.moment, moment) << what;
    EXPECT_EQ(s.met, met) << what;
}

// Black d5 e5 f5 (c5 white) and g6 g7: g5 makes a solid four (five at h5) and the open three
// g5 g6 g7. White's f6 h7 e4 h4 leave black no other winning shape.
const std::string kSolidFourThree = "d5 c5 e5 h7 f5 f6 g6 e4 g7 h4";

TEST(GomokuMoveReview, OwnFourThreeWithASolidFour) {
    const Board board = played(kSolidFourThree);
    const auto taken = review_move(board, at("g5"));
    expect_situation(taken.four_three[kSolid], true, true, "g5");
    expect_situation(taken.four_three[kSplit], false, false, "no split four");
    expect_situation(taken.block_four_three, false, false, "nothing to block");
    const auto missed = review_move(board, at("a1"));
    expect_situation(missed.four_three[kSolid], true, false, "a1");
}

TEST(GomokuMoveReview, OwnFourThreeWithASplitFour) {
    // Black d5 e5 f5 (c5 white) and h6 h7: h5 makes d5 e5 f5 . h5, a four whose five point g5
    // lies between the stones, and the open three h5 h6 h7.
    const Board board = played("d5 c5 e5 a15 f5 o15 h6 o1 h7 a1");
    const auto taken = review_move(board, at("h5"));
    expect_situation(taken.four_three[kSplit], true, true, "h5");
    expect_situation(taken.four_three[kSolid], false, false, "no solid four");
    expect_situation(review_move(board, at("g5")).four_three[kSplit], true, false, "g5");
}

TEST(GomokuMoveReview, OpponentsFourThreePointBlockedOrNot) {
    // kSolidFourThree with a black stone far away: white to move, black's four-three at g5.
    const Board board = played(kSolidFourThree + " a15");
    expect_situation(review_move(board, at("g5")).block_four_three, true, true, "on the point");
    // h5 ends black's four line: g5 then makes only the three.
    expect_situation(review_move(board, at("h5")).block_four_three, true, true, "h5");
    expect_situation(review_move(board, at("a1")).block_four_three, true, false, "a1");
    expect_situation(review_move(board, at("a1")).four_three[kSolid], false, false, "white's");
}

TEST(GomokuMoveReview, LoneSolidThreeBlockedOrNot) {
    // Black e8 f8 g8: straight fours at d8 and h8.
    const Board board = played("e8 a1 f8 a15 g8");
    expect_situation(review_move(board, at("d8")).block_three[kSolid], true, true, "d8");
    expect_situation(review_move(board, at("h8")).block_three[kSolid], true, true, "h8");
    expect_situation(review_move(board, at("c8")).block_three[kSolid], true, false, "c8");
    expect_situation(review_move(board, at("c8")).block_three[kSplit], false, false, "solid");
}

TEST(GomokuMoveReview, LoneSplitThreeBlockedOrNot) {
    // Black e8 f8 h8: the straight four only at g8; d8 and i8 leave g8 a closed four.
    const Board board = played("e8 a1 f8 a15 h8");
    expect_situation(review_move(board, at("g8")).block_three[kSplit], true, true, "g8");
    expect_situation(review_move(board, at("d8")).block_three[kSplit], true, true, "d8");
    expect_situation(review_move(board, at("h10")).block_three[kSplit], true, false, "h10");
}

TEST(GomokuMoveReview, TwoThreesAreNotALoneThree) {
    // Black e8 f8 g8 and k4 k5 k6: two open threes (a loss for white anyway).
    const Board board = played("e8 a1 f8 a15 g8 o1 k4 o15 k5 o8 k6");
    const auto s = review_move(board, at("d8"));
    expect_situation(s.block_three[kSolid], false, false, "two threes");
}

TEST(GomokuMoveReview, NoSituationWhileAFiveIsThere) {
    // Black's four e8-h8 (d8 white): white must block; nothing else is counted.
    const Board board = played("e8 d8 f8 a1 g8 a3 h8");
    const auto s = review_move(board, at("i8"));
    expect_situation(s.block_three[kSolid], false, false, "five to block");
    expect_situation(s.block_four_three, false, false, "five to block");
}

TEST(GomokuHowWon, StraightFour) {
    EXPECT_EQ(how_won(played("e8 a1 f8 a3 g8 a5 h8 a7 d8")), WinShape::straight_four);
}

TEST(GomokuHowWon, FourThreeFromASolidThree) {
    // g5: the four d5-g5 and the three g5 g6 g7; white blocks h5; g8 the straight four.
    EXPECT_EQ(how_won(played(kSolidFourThree + " g5 h5 g8 a1 g9")), WinShape::four_three_solid);
}

TEST(GomokuHowWon, FourThreeFromASplitThree) {
    // g5: the four d5-g5 and the split three g5 . g7 g8; white blocks h5; g6 the straight four.
    EXPECT_EQ(how_won(played("d5 c5 e5 a15 f5 o15 g7 o1 g8 a1 g5 h5 g6 a3 g4")),
              WinShape::four_three_split);
}

TEST(GomokuHowWon, FourThreeAfterACounterFour) {
    // As above, but white's block h5 also makes a four of h2 h3 h4 h5 (h1 black): black blocks
    // it at h6 before it plays the straight four g6.
    EXPECT_EQ(how_won(played("d5 c5 e5 h2 f5 h3 h1 h4 g7 a1 g8 a3 g5 h5 h6 a5 g6 a7 g4")),
              WinShape::four_three_split);
}

// Black e8 f8 g8 (d8 white) and h5 h6 h7 (h4 white): h8 makes two fours.
const std::string kFourFour = "e8 d8 f8 h4 g8 g7 h5 f7 h6 i9 h7 e9";

TEST(GomokuHowWon, FourFour) {
    EXPECT_EQ(how_won(played(kFourFour + " h8 a1 h9")), WinShape::four_four);
}

TEST(GomokuHowWon, VcfReachedByAFour) {
    // First the four m2 (j2 k2 l2, i2 white), blocked at n2, then the four-four.
    EXPECT_EQ(how_won(played(kFourFour + " j2 i2 k2 a1 l2 a3 m2 n2 h8 a5 h9")), WinShape::vcf);
}

TEST(GomokuHowWon, FourNotBlocked) {
    EXPECT_EQ(how_won(played("e8 d8 f8 a1 g8 a3 h8 a5 i8")), WinShape::four_not_blocked);
}

TEST(GomokuHowWon, RenjuForbiddenBlock) {
    // White's four g10-j10 (f10 black) has its five point k10 on black's double three
    // (k10 k11 k12 and k10 l11 m12): black cannot block it.
    const Board board = played("f10 g10 k11 h10 k12 i10 l11 a1 m12 j10 a15 k10", Rule::renju);
    EXPECT_EQ(how_won(board), WinShape::forbidden_block);
}

TEST(GomokuHowWon, NoFiveNoShape) {
    EXPECT_EQ(how_won(played("h8 h9 h10")), WinShape::none);
}

}  // namespace
}  // namespace plies::gomoku
