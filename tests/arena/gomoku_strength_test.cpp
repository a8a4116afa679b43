// The Gomoku engine against itself as it was (strong:version=1, the engine of December 2026),
// on node budgets so the games are the same on every machine: the current engine must score
// more, in freestyle and in renju, from the repository's central openings with colours swapped.
// Measured at 20,000 nodes a move over 40 games: version 2 (late-move reductions) scored 58.8%
// in freestyle and 60% in renju; version 3 (the trained evaluation) 72.5% and 82.5%. The bound
// is set where version 2 would fail; version 4 scored 78.8% and 87.5%. The default is also matched
// against the generation before it.
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "arena/tournament.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

// The score of `player` against `opponent` over `games` games.
double score_against(const std::string& player, const std::string& opponent,
                     const std::string& rule, int games = 40) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "gomoku";
    config.options = {{"rule", rule}};
    config.players = {player, opponent};
    config.games_per_pairing = games;
    config.openings = std::string(PLIES_SOURCE_DIR) + "/data/gomoku/openings/central.txt";
    config.seed = 7;
    config.concurrency = 1;  // ctest runs other tests beside it
    config.db_path = dir.file("strength.db");
    const auto result = Arena(config).run();
    EXPECT_EQ(result.standings.games, games);
    const double score = result.standings.players[0].spec == config.players[0]
                             ? result.standings.players[0].result.score()
                             : result.standings.players[1].result.score();
    std::printf("%s: %s scores %.1f%% against %s\n", rule.c_str(), player.c_str(), 100 * score,
                opponent.c_str());
    return score;
}

double score_against_version_1(const std::string& rule) {
    return score_against("strong:nodes=20000", "strong:nodes=20000,version=1", rule);
}

TEST(GomokuStrength, TheCurrentEngineOutscoresVersion1InFreestyle) {
    EXPECT_GE(score_against_version_1("freestyle"), 0.65);
}

TEST(GomokuStrength, TheCurrentEngineOutscoresVersion1InRenju) {
    EXPECT_GE(score_against_version_1("renju"), 0.65);
}

// The default against the generation before it, on node budgets: version 6 (reverse futility
// and a null move, the default since December 2026) scored 62.5% in freestyle and 75% in renju
// against version 5 at 30,000 nodes a move over 32 games. (Version 5 against version 4 was
// tested here before it: 62.5% / 81.2%.)
TEST(GomokuStrength, Version6ScoresAtLeastHalfAgainstVersion5) {
    for (const std::string rule : {"freestyle", "renju"})
        EXPECT_GE(
            score_against("strong:nodes=30000,version=6", "strong:nodes=30000,version=5", rule, 32),
            0.5);
}

}  // namespace
}  // namespace plies::arena
