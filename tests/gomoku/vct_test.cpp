// The VCT solver (games/gomoku/vct.hpp) on hand-made shapes whose outcome is known: a
// three-three wins in freestyle and is forbidden to renju black, a lone open three is no win,
// and the defender's VCF refutes a three. Node budgets, not time, so the results are the same
// on every machine.
#include <string>

#include <gtest/gtest.h>

#include "positions.hpp"

#include "games/gomoku/notation.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/vct.hpp"

namespace plies::gomoku {
namespace {

using test_positions::position;

VctResult vct(Board& board, int depth) {
    VcfSolver vcf;
    VctSolver solver;
    core::SearchLimits limits;
    limits.nodes = 2'000'000;
    core::SearchControl control(limits, nullptr);
    return solver.solve(board, vcf, control, depth, limits.nodes);
}

// Black f8 g8 and h6 h7: h8 makes two open threes (and e8/i8... one). White far away.
constexpr const char* kBlackTwos = "f8g8h6h7";
constexpr const char* kWhiteFar = "a1a3a5b14";

// The threat a four leaves: a five point to block, none, or no defence (a straight four; in
// renju a white four whose block point is forbidden to black).
TEST(GomokuFourThreat, BlockPointOrNoDefence) {
    // White's diagonal four f4 g5 h6 i7 (e3 taken by black): its one five point is j8.
    const char* white = "f4 g5 h6 i7";
    const Board free = position(Rule::freestyle, "e3 a15", white, Color::black);
    const FourThreat plain = four_threat(free, Color::white);
    EXPECT_FALSE(plain.unstoppable);
    EXPECT_EQ(plain.block, *parse_point("j8", 15));
    EXPECT_EQ(four_threat(free, Color::black).block, kNoPoint);
    EXPECT_FALSE(four_threat(free, Color::black).unstoppable);
    // Black h8 i8 j9 j10 makes j8 a double three: forbidden to black in renju, so the four
    // cannot be blocked there; in freestyle the same block is fine.
    const Board renju = position(Rule::renju, "e3 h8 i8 j9 j10", white, Color::black);
    ASSERT_TRUE(renju.is_forbidden(*parse_point("j8", 15)));
    EXPECT_TRUE(four_threat(renju, Color::white).unstoppable);
    const Board freestyle = position(Rule::freestyle, "e3 h8 i8 j9 j10", white, Color::black);
    EXPECT_EQ(four_threat(freestyle, Color::white).block, *parse_point("j8", 15));
    // A straight four: two five points.
    const Board open = position(Rule::freestyle, "h8 i8 j8 k8", "a1 a3 a5", Color::white);
    EXPECT_TRUE(four_threat(open, Color::black).unstoppable);
    EXPECT_EQ(four_threat(open, Color::black).block, kNoPoint);
}

TEST(GomokuVct, ThreeThreeWinsInFreestyle) {
    Board board = position(Rule::freestyle, kBlackTwos, kWhiteFar, Color::black);
    const std::uint64_t before = board.hash();
    const VctResult r = vct(board, 3);
    EXPECT_TRUE(r.found);
    EXPECT_TRUE(board.is_legal(r.move));
    EXPECT_EQ(board.hash(), before);  // the board is restored
}

TEST(GomokuVct, RenjuBlackNeverWinsThroughAForbiddenPoint) {
    Board board = position(Rule::renju, kBlackTwos, kWhiteFar, Color::black);
    ASSERT_TRUE(board.is_forbidden(parse_point("h8", 15).value()));
    const VctResult r = vct(board, 3);
    if (r.found) {
        EXPECT_FALSE(board.is_forbidden(r.move)) << point_name(r.move, 15);
    }
}

TEST(GomokuVct, OneOpenTwoIsNoWin) {
    Board board = position(Rule::freestyle, "g8h8", "a1b14", Color::black);
    EXPECT_FALSE(vct(board, 4).found);
}

TEST(GomokuVct, TheDefendersFourThreeRefutesAThreeThree) {
    // White has a four-three of its own (c3 d3 e3 closed by b3, f4 f5): black's three-three
    // is too slow, white wins first by VCF.
    Board board = position(Rule::freestyle, "f8g8h6h7b3a14", "c3d3e3f4f5", Color::black);
    EXPECT_FALSE(vct(board, 1).found);
}

TEST(GomokuVct, DefencePointsCoverTheStraightFourLine) {
    // Black's open three f8 g8 h8: white's answers are on row 8 (e8, i8 and the outer points),
    // plus nothing else (white has no four).
    Board board = position(Rule::freestyle, "f8g8h8", "a1a3", Color::white);
    std::array<Point, kMaxStones> out{};
    const int n = VctSolver::defence_points(board, Color::black, out.data(), kMaxStones);
    bool has_e8 = false;
    bool has_i8 = false;
    for (int i = 0; i < n; ++i) {
        EXPECT_EQ(point_y(out[i]), point_y(parse_point("h8", 15).value()));
        has_e8 = has_e8 || out[i] == parse_point("e8", 15).value();
        has_i8 = has_i8 || out[i] == parse_point("i8", 15).value();
    }
    EXPECT_TRUE(has_e8 && has_i8);
}

// Black f8 g8 h8 closed by white e8 (i8 makes a four, j8 its five point) and i6 i7 (i8 makes an
// open three i6 i7 i8): i8 is a four-three.
TEST(GomokuFourThree, WinsWhenTheOpponentHasNoFour) {
    const Board board = position(Rule::freestyle, "f8g8h8i6i7", "e8a1a3", Color::black);
    ASSERT_EQ(shape_at(board, Color::black, *parse_point("i8", 15)), Shape::four_three);
    EXPECT_TRUE(has_winning_four_three(board, Color::black));
    EXPECT_FALSE(has_winning_four_three(board, Color::white));
    // White a1 a2 a3 a4 would be a four (a5 its five point): white blocks i8's four at j8 and
    // then fours again, so the four-three proves nothing by itself.
    const Board answered = position(Rule::freestyle, "f8g8h8i6i7", "e8a1a2a3", Color::black);
    EXPECT_FALSE(has_winning_four_three(answered, Color::black));
    // Renju black: the straight four point may be forbidden, so no static win is claimed; white
    // with the same shape has one.
    EXPECT_FALSE(has_winning_four_three(position(Rule::renju, "f8g8h8i6i7", "e8a1a3", Color::black),
                                        Color::black));
    EXPECT_TRUE(has_winning_four_three(position(Rule::renju, "e8a1a3", "f8g8h8i6i7", Color::white),
                                       Color::white));
}

}  // namespace
}  // namespace plies::gomoku
