// The Gomoku engine against itself as it was (strong:version=1, the engine of December 2026),
// on node budgets so the games are the same on every machine: the current engine must score
// more, in freestyle and in renju, from the repository's central openings with colours swapped.
// Measured at 20,000 nodes a move over 40 games: version 2 (late-move reductions) scored 58.8%
// in freestyle and 60% in renju; version 3 (the trained evaluation) 72.5% and 82.5%. The bound
// is set where version 2 would fail.
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "arena/tournament.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

double score_against_version_1(const std::string& rule) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "gomoku";
    config.options = {{"rule", rule}};
    config.players = {"strong:nodes=20000", "strong:nodes=20000,version=1"};
    config.games_per_pairing = 40;
    config.openings = std::string(PLIES_SOURCE_DIR) + "/data/gomoku/openings/central.txt";
    config.seed = 7;
    config.concurrency = 1;  // ctest runs other tests beside it
    config.db_path = dir.file("strength.db");
    const auto result = Arena(config).run();
    EXPECT_EQ(result.standings.games, 40);
    const double score = result.standings.players[0].spec == config.players[0]
                             ? result.standings.players[0].result.score()
                             : result.standings.players[1].result.score();
    std::printf("%s: the current engine scores %.1f%% against version 1\n", rule.c_str(),
                100 * score);
    return score;
}

TEST(GomokuStrength, TheCurrentEngineOutscoresVersion1InFreestyle) {
    EXPECT_GE(score_against_version_1("freestyle"), 0.65);
}

TEST(GomokuStrength, TheCurrentEngineOutscoresVersion1InRenju) {
    EXPECT_GE(score_against_version_1("renju"), 0.65);
}

}  // namespace
}  // namespace plies::arena
