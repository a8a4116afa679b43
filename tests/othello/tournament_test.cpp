// The Othello project's tournament: 100 games per pair, colours alternating, the first 4 moves
// random, a fixed seed, through the engine interface.
#include <gtest/gtest.h>

#include "othello/match.hpp"

namespace plies {
namespace {

TEST(OthelloTournament, SeedPairs) {
    // The seed's results: search vs one-ply 100-0, search vs random 99-1, one-ply vs random
    // 86-10 with 4 draws.
    EXPECT_GE(play_match("classic", "greedy", 100, 4).score(), 0.90);
    EXPECT_GE(play_match("classic", "random", 100, 4).score(), 0.95);
    EXPECT_GE(play_match("greedy", "random", 100, 4).score(), 0.75);
}

}  // namespace
}  // namespace plies
