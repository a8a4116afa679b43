// Hand-made positions for each rule set: who wins with five / an overline, and the renju
// forbidden shapes including the recursive case (a three whose only straight-four point is
// itself forbidden is not a three).
#include <string>

#include <gtest/gtest.h>

#include "games/gomoku/board.hpp"
#include "games/gomoku/notation.hpp"

namespace plies::gomoku {
namespace {

Point at(const char* name) {
    return *parse_point(name, 15);
}

// Puts the listed stones ("h8 i9 ...") without changing the turn.
Board position(Rule rule, const std::string& black, const std::string& white) {
    Board board(15, rule);
    std::string error;
    const auto blacks = parse_move_list(black, 15, error).value();
    const auto whites = parse_move_list(white, 15, error).value();
    for (Point p : blacks) board.put(p, Color::black);
    for (Point p : whites) board.put(p, Color::white);
    return board;
}

TEST(GomokuRules, FiveAndOverlineByRule) {
    // Black d8 e8 f8 h8 i8: g8 makes six.
    for (Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        Board board = position(rule, "d8 e8 f8 h8 i8", "a1 a3 a5 a7 a9");
        const bool overline_wins = rule == Rule::freestyle;
        EXPECT_EQ(board.makes_five(Color::black, at("g8")), overline_wins);
        EXPECT_EQ(board.is_forbidden(at("g8")), rule == Rule::renju);
        if (rule != Rule::renju) {
            board.play(at("g8"));
            EXPECT_EQ(board.has_winner(), overline_wins);
        }
    }
    // White overline: wins in freestyle and renju, not in standard.
    for (Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        const Board board = position(rule, "a1 a3 a5 a7 a9", "d8 e8 f8 h8 i8");
        EXPECT_EQ(board.makes_five(Color::white, at("g8")), rule != Rule::standard);
        EXPECT_FALSE(board.is_forbidden(at("g8")));
    }
    // Exactly five wins under every rule, for both colours.
    for (Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        const Board board = position(rule, "d8 e8 f8 g8", "d6 e6 f6 g6");
        EXPECT_TRUE(board.makes_five(Color::black, at("h8")));
        EXPECT_TRUE(board.makes_five(Color::white, at("h6")));
    }
}

TEST(GomokuRules, RenjuDoubleThreeDoubleFourAndFourThree) {
    // Double three: h8 makes f8-g8-h8 and h9-h10 with h8.
    EXPECT_TRUE(position(Rule::renju, "f8 g8 h9 h10", "").is_forbidden(at("h8")));
    // The same shapes are not forbidden under freestyle or standard, nor for white.
    EXPECT_FALSE(position(Rule::freestyle, "f8 g8 h9 h10", "").is_forbidden(at("h8")));
    EXPECT_FALSE(position(Rule::standard, "f8 g8 h9 h10", "").is_forbidden(at("h8")));
    // One three closed at an end is not open: allowed.
    EXPECT_FALSE(position(Rule::renju, "f8 g8 h9 h10", "e8").is_forbidden(at("h8")));
    // Split three (f8 . h8 i8 with g8 the straight-four point) plus a solid three.
    EXPECT_TRUE(position(Rule::renju, "f8 i8 h9 h10", "").is_forbidden(at("h8")));
    // Four-three is allowed.
    EXPECT_FALSE(position(Rule::renju, "e8 f8 g8 h9 h10", "d8").is_forbidden(at("h8")));
    // Double four in two lines.
    EXPECT_TRUE(position(Rule::renju, "e8 f8 g8 h9 h10 h11", "d8 h12").is_forbidden(at("h8")));
    // Double four in one line: X.XXX.X with h8 in the middle.
    EXPECT_TRUE(position(Rule::renju, "e8 g8 i8 k8", "").is_forbidden(at("h8")));
    // Five beats a forbidden shape made at the same time (RIF: five wins).
    EXPECT_FALSE(position(Rule::renju, "d8 e8 f8 g8 h9 h10 i9 j10", "").is_forbidden(at("h8")));
}

TEST(GomokuRules, RenjuRecursiveFalseThree) {
    // h8 makes a vertical three (h8 h9 h10) and a horizontal g8 h8 i8 whose only straight-four
    // point is j8 (e8 is white). With j9 j10 and k9 l10, j8 itself would be a double three (and
    // a four), hence forbidden, so the horizontal three is false and h8 is allowed.
    const Board recursive = position(Rule::renju, "g8 i8 h9 h10 j9 j10 k9 l10", "e8");
    EXPECT_FALSE(recursive.is_forbidden(at("h8")));
    Board after = recursive;
    after.put(at("h8"), Color::black);
    EXPECT_TRUE(after.is_forbidden(at("j8")));
    // Without j10, j8 makes one three only: the horizontal three is real and h8 is a double three.
    EXPECT_TRUE(position(Rule::renju, "g8 i8 h9 h10 j9 k9 l10", "e8").is_forbidden(at("h8")));
}

}  // namespace
}  // namespace plies::gomoku
