// `plies analyse --player` and `plies tree`: what they print, and clear refusals.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "cli/run_command.hpp"

namespace {

using plies::testing::contains;
using plies::testing::run_plies;

TEST(CliExplain, AnalyseAsAPlayer) {
    auto r = run_plies("analyse tictactoe 1425 --player perfect");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "       3      +10  win in 1")) << r.output;
    EXPECT_TRUE(contains(r.output, "plays: 3")) << r.output;
    r = run_plies("analyse othello c4c3c2c5c6d6e6 --player greedy --explain");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "      f4      -12  <- plays")) << r.output;
    EXPECT_TRUE(contains(r.output, "-2 x the opponent's moves: 5")) << r.output;
    r = run_plies("analyse connect4 4453 --player classic:depth=4 --explain");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "line: ")) << r.output;
    EXPECT_TRUE(contains(r.output, "in all")) << r.output;
    r = run_plies("analyse gomoku h8 --player greedy --explain");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "attack x 2")) << r.output;
}

TEST(CliExplain, BadPlayersAreRefused) {
    auto r = run_plies("analyse connect4 44 --player wizard");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "valid players")) << r.output;
    r = run_plies("analyse connect4 44 --player classic:depth=99");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "depth")) << r.output;
    r = run_plies("analyse connect4 44 --player random");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "cannot show")) << r.output;
    r = run_plies("analyse connect4 44 --explain");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "--player")) << r.output;
    r = run_plies("tree othello --player greedy");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "no search tree")) << r.output;
}

TEST(CliExplain, TreeAsTextAndJson) {
    auto r = run_plies("tree connect4 4453 --player classic:depth=3");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "cut-off: 2 moves pruned")) << r.output;
    EXPECT_TRUE(contains(r.output, "alpha-beta: 286 nodes")) << r.output;
    EXPECT_TRUE(contains(r.output, "plain minimax: 400 nodes")) << r.output;
    r = run_plies("tree connect4 4453 --player classic:depth=3 --json --max-depth 3");
    ASSERT_EQ(r.status, 0) << r.output;
    const auto json = nlohmann::json::parse(r.output);
    EXPECT_EQ(json["nodes"], 286);
    EXPECT_EQ(json["tree"]["nodes"], 286);
    EXPECT_EQ(json["tree"]["children"].size(), 7U);
    EXPECT_EQ(json["best_move"], "5");
}

TEST(CliExplain, HugeTreesAreRefused) {
    auto r = run_plies("tree connect4 --player classic:depth=12 --max-nodes 1000");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "more than --max-nodes")) << r.output;
    r = run_plies("tree tictactoe --player perfect --max-depth 9 --max-print 1000");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "lower --max-depth")) << r.output;
}

// The minimax primer's counts, and what alpha-beta saves from the empty board.
TEST(CliExplain, TicTacToeBenchCountsTheGameTree) {
    const auto r = run_plies("bench tictactoe --quick");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(
        contains(r.output,
                 "game tree: 549946 nodes for plain minimax from the empty board, 255168 games, "
                 "5478 positions (958 of them terminal)"))
        << r.output;
    EXPECT_TRUE(
        contains(r.output,
                 "alpha-beta (perfect) from the empty board: 7865 nodes (2854 cut-offs), 1.43% "
                 "of minimax, 69.9 times fewer"))
        << r.output;
}

}  // namespace
