// The strong engine against seed 004's classic search (50 games, colours alternating, the first
// 4 moves random, a fixed seed).
#include <gtest/gtest.h>

#include "othello/match.hpp"

namespace plies {
namespace {

TEST(OthelloStrong, BeatsClassic) {
    // strong with a fixed depth (8 plies, exact at <= 14 empties) rather than time=100ms, so that
    // the test is deterministic and does not depend on the machine's load.
    EXPECT_GE(play_match("strong:depth=8", "classic", 50, 4).score(), 0.90);
}

}  // namespace
}  // namespace plies
