// The level tables of the README, played by the arena exactly as documented there: each
// stronger level must score above the weaker one. Connect Four's levels are the list;
// `perfect` is not in the test: without a deep opening book its first moves take seconds.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "arena/tournament.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

// Runs a round robin and checks that the players, listed strongest first, score in that order.
void expect_levels_in_order(const std::string& game, const std::vector<std::string>& players,
                            int games, const std::string& openings, std::uint64_t seed) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = game;
    config.players = players;
    config.games_per_pairing = games;
    config.openings = openings;
    config.seed = seed;
    config.concurrency = 2;
    config.db_path = dir.file("levels.db");
    const auto result = Arena(config).run();
    const auto& standings = result.standings.players;
    ASSERT_EQ(standings.size(), players.size());
    for (std::size_t i = 0; i + 1 < standings.size(); ++i)
        EXPECT_GT(standings[i].result.score(), standings[i + 1].result.score())
            << standings[i].spec << " should score above " << standings[i + 1].spec;
    // Every pairing was played out in full.
    for (const auto& pairing : result.standings.pairings) EXPECT_EQ(pairing.result.games(), games);
}

TEST(ArenaLevels, ConnectFourLevelsScoreInOrder) {
    // README: plies arena connect4 -p ... --games 20 --openings random:4 --seed 1
    expect_levels_in_order("connect4",
                           {"classic:depth=6", "classic:depth=4,blunder=0.2", "greedy", "random"},
                           20, "random:4", 1);
}

TEST(ArenaLevels, GomokuLevelsScoreInOrder) {
    // README: plies arena gomoku -p classic:depth=2 greedy random --games 10 --openings random:2
    expect_levels_in_order("gomoku", {"classic:depth=2", "greedy", "random"}, 10, "random:2", 1);
}

TEST(ArenaLevels, GomokuBugReportAiSitsBetweenGreedyAndRandom) {
    // README: the original-style AI loses every game to plies' levels and wins every one against
    // random (100 games a pairing there).
    expect_levels_in_order("gomoku", {"greedy", "original", "random"}, 10, "random:2", 1);
}

}  // namespace
}  // namespace plies::arena
