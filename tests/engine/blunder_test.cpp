// The game box's blunder mode, implemented once in the engine for every game.
#include <gtest/gtest.h>

#include <set>

#include "engine/registry.hpp"

namespace {

using namespace plies::engine;

TEST(Blunder, FrequencyMatchesTheProbability) {
    auto game = create_game("tictactoe");  // empty board: no win or block to force
    auto player = create_player(*game, "perfect:blunder=0.3");
    plies::core::Rng rng(2024);
    int blunders = 0;
    const int trials = 4000;
    for (int i = 0; i < trials; ++i) {
        const auto choice = player->choose(*game, {.limits = {}, .stop = nullptr, .rng = &rng});
        if (choice.info.note == "blunder") ++blunders;
    }
    // Binomial(4000, 0.3): mean 1200, standard deviation 29; allow 4 deviations.
    EXPECT_NEAR(blunders, 1200, 116);
}

TEST(Blunder, NeverReplacesAnImmediateWin) {
    auto game = create_game("tictactoe");
    game->set_position("1425");  // X: 1,2  O: 4,5 — X wins at 3 (and must, though O threatens 6)
    auto player = create_player(*game, "classic:depth=1,blunder=1");
    plies::core::Rng rng(1);
    for (int i = 0; i < 200; ++i) {
        const auto choice = player->choose(*game, {.limits = {}, .stop = nullptr, .rng = &rng});
        EXPECT_EQ(choice.move, "3");
    }
}

TEST(Blunder, NeverReplacesAForcedBlock) {
    auto game = create_game("tictactoe");
    game->set_position("514");  // X: 5,4  O: 1 — O must block at 6
    auto player = create_player(*game, "perfect:blunder=1");
    plies::core::Rng rng(1);
    for (int i = 0; i < 200; ++i) {
        const auto choice = player->choose(*game, {.limits = {}, .stop = nullptr, .rng = &rng});
        EXPECT_EQ(choice.move, "6");
    }
}

TEST(Blunder, ProbabilityOneAlwaysBlundersWhenFree) {
    auto game = create_game("tictactoe");
    auto player = create_player(*game, "perfect:blunder=1");
    plies::core::Rng rng(5);
    std::set<std::string> seen;
    for (int i = 0; i < 300; ++i)
        seen.insert(player->choose(*game, {.limits = {}, .stop = nullptr, .rng = &rng}).move);
    EXPECT_EQ(seen.size(), 9u);  // uniformly random over the nine cells
}

}  // namespace
