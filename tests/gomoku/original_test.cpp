// The Gomoku bug report's web AI (games/gomoku/original): its forward-only line score on hand-
// counted lines, and the moves its description determines: a five, the block of a five, the
// left end of a split three, and the four-three it misses when the stones lie behind the point.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "games/gomoku/original.hpp"
#include "games/gomoku/search.hpp"
#include "games/gomoku/threats.hpp"
#include "played_board.hpp"

namespace plies::gomoku {
namespace {

using testing::at;
using testing::played;

constexpr int kRight = 0;
constexpr int kDown = 1;

TEST(OriginalGomokuAi, ScoresOnlyTheFiveCellsForward) {
    // Black e8 f8 g8 h8, white c8 (and a1 a3 a5 far away).
    const Board board = played("e8 c8 f8 a1 g8 a3 h8 a5");
    // d8 sees e8-h8 forward: streak 4 = 16 * 120 + 50,000, divided by 8 for white c8 behind it.
    EXPECT_EQ(forward_line_score(board, at("d8"), kRight, Color::black), (1920 + 50'000) / 8);
    // i8 sees nothing to its right; the four behind it does not count.
    EXPECT_EQ(forward_line_score(board, at("i8"), kRight, Color::black), 0);
    // b8: five cells b8-f8 hold c8 (white): the streak stops there, before e8 and f8.
    EXPECT_EQ(forward_line_score(board, at("b8"), kRight, Color::black), 0);
    // e10 looking down sees e10 e9 e8 e7 e6: e8 only, 1 * 120.
    EXPECT_EQ(forward_line_score(board, at("e10"), kDown, Color::black), 120);
    // A point's score is the sum of its four directions.
    EXPECT_EQ(forward_point_score(board, at("d8"), Color::black),
              forward_line_score(board, at("d8"), kRight, Color::black) +
                  forward_line_score(board, at("d8"), kDown, Color::black) +
                  forward_line_score(board, at("d8"), 2, Color::black) +
                  forward_line_score(board, at("d8"), 3, Color::black));
    // Gaps are skipped: black d10 f10 g10 (e10 empty) seen from c10: streak 3.
    const Board gaps = played("d10 a1 f10 a3 g10 a5");
    EXPECT_EQ(forward_line_score(gaps, at("c10"), kRight, Color::black), 9 * 120);
}

TEST(OriginalGomokuAi, MakesAFiveAndBlocksOne) {
    // White to move with its own four b2-b5 (five at b6 or b1) and black's four e8-h8 (d8
    // white): the only winning check comes first.
    const Board win = played("e8 b2 f8 b3 g8 b4 h8 b5 a15");
    const Point w = original_move(win, nullptr);
    EXPECT_TRUE(w == at("b6") || w == at("b1"));
    // Without a five of its own it blocks black's five at i8 (d8 is white), a point that sees
    // none of the four forward.
    const Board block = played("e8 d8 f8 a1 g8 a3 h8");
    EXPECT_EQ(original_move(block, nullptr), at("i8"));
}

TEST(OriginalGomokuAi, BlocksASplitThreeAtItsLeftEnd) {
    // Black e8 f8 h8 (a split three, gap g8); white a1 a15 far away. d8 sees e8 f8 h8 forward
    // (3 * 3 * 120), more than any other point: the left end, a block (the report: split
    // threes blocked 100%).
    const Board board = played("e8 a1 f8 a15 h8");
    EXPECT_EQ(original_move(board, nullptr), at("d8"));
}

TEST(OriginalGomokuAi, SolidThreeTiesAreBrokenAtRandom) {
    // Black e8 f8 g8: c8 and d8 both see the three forward (1080); only d8 blocks it. Without a
    // random generator the first of them from the top-left (c8) is played.
    const Board board = played("e8 a1 f8 a15 g8");
    EXPECT_EQ(original_move(board, nullptr), at("c8"));
    std::set<Point> chosen;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        core::Rng rng(seed);
        chosen.insert(original_move(board, &rng));
    }
    EXPECT_EQ(chosen, (std::set<Point>{at("c8"), at("d8")}));
}

TEST(OriginalGomokuAi, MissesAFourThreeWhoseStonesLieBehindThePoint) {
    // The report's picture: white's four-three point h8 (e8 f8 g8 left of it, d8 black: a four;
    // h9 h10 above it: an open three) sees no stone of either line forward, so the web AI plays
    // elsewhere; plies' greedy player finds it.
    const Board board = played("d8 e8 a1 f8 a3 g8 a5 h9 a15 h10 o1");
    ASSERT_EQ(board.side_to_move(), Color::white);
    ASSERT_EQ(shape_at(board, Color::white, at("h8")), Shape::four_three);
    EXPECT_EQ(forward_point_score(board, at("h8"), Color::white), 0);
    EXPECT_NE(original_move(board, nullptr), at("h8"));
    EXPECT_EQ(greedy_move(board).move, at("h8"));
}

}  // namespace
}  // namespace plies::gomoku
