// The solving players' move (games/connect4/solving.hpp): the solver's exact move when it
// finishes, the classic search's when the budget runs out first, and the solver's value of a
// position and of each column.
#include <gtest/gtest.h>

#include <string>

#include "games/connect4/move_string.hpp"
#include "games/connect4/solving.hpp"

namespace plies::connect4 {
namespace {

Position position_of(const std::string& moves) {
    std::string error;
    const auto position = parse_moves(moves, error);
    EXPECT_TRUE(position.has_value()) << error;
    return position.value_or(Position{});
}

// Test_L2_R2's first position (15 discs, a draw): past the book, solved in a few thousand nodes.
constexpr const char* kMiddleGame = "274552224131661";

TEST(Connect4Solving, PerfectPlaysTheSolversMoveWithItsExactScore) {
    const Position position = position_of(kMiddleGame);
    SolvingPlayer player(false);
    const auto move = player.choose(position, {}, nullptr);
    EXPECT_TRUE(move.exact);
    EXPECT_EQ(move.score, 0);
    EXPECT_EQ(move.depth, 0);
    EXPECT_GT(move.nodes, 0u);
    ASSERT_TRUE(position.can_play(move.column));
    // The column keeps the draw: the opponent's value after it is 0 too.
    Position after = position;
    after.play(move.column);
    EXPECT_EQ(solve_position(after, false, false, nullptr).score, 0);
}

TEST(Connect4Solving, ARunOutSolverLeavesTheMoveToTheClassicSearch) {
    const Position position = position_of(kMiddleGame);
    SolvingPlayer player(true);
    core::SearchLimits limits;
    limits.nodes = 50;
    const auto move = player.choose(position, limits, nullptr);
    EXPECT_FALSE(move.exact);
    EXPECT_GT(move.depth, 0);
    EXPECT_TRUE(position.can_play(move.column));
}

TEST(Connect4Solving, SolvesAPositionItsBestColumnAndEachColumn) {
    const Position position = position_of(kMiddleGame);
    const auto solved = solve_position(position, false, true, nullptr);
    ASSERT_TRUE(solved.score.has_value());
    EXPECT_EQ(*solved.score, 0);
    ASSERT_TRUE(solved.best_column.has_value());
    const auto columns = analyse_columns(position, {}, nullptr);
    ASSERT_TRUE(columns.has_value());
    const auto& best = (*columns)[static_cast<std::size_t>(*solved.best_column)];
    EXPECT_EQ(best, 0);
    for (const auto& score : *columns) EXPECT_LE(score.value_or(0), 0);
    // The weak value is the sign, and a won game is lost for the side to move.
    EXPECT_EQ(solve_position(position, true, false, nullptr).score, 0);
    EXPECT_EQ(solve_position(position_of("1212121"), false, false, nullptr).score, -18);
}

TEST(Connect4Solving, DescribesScoresInMoves) {
    EXPECT_EQ(describe_score(0, 10), "draw");
    // 18: the first player wins with its 4th disc, 4 of its moves from the empty board; -18
    // after one disc: the opponent wins with its 4th, 3 of its moves away.
    EXPECT_EQ(describe_score(18, 0), "win in 4");
    EXPECT_EQ(describe_score(-18, 1), "loss in 3");
}

}  // namespace
}  // namespace plies::connect4
