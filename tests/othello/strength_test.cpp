// The strong engine against itself as it was (strong:version=1, the engine of December 2026
// with its hand-made midgame evaluation), on node budgets so the games are the same on every
// machine: from random openings, each played twice with colours swapped, the pattern
// evaluation of every phase (version 2) must score clearly more.
#include <gtest/gtest.h>

#include "othello/match.hpp"

namespace plies {
namespace {

TEST(OthelloStrength, PatternEvaluationOutscoresVersion1) {
    EXPECT_GE(
        play_paired_match("strong:nodes=20000", "strong:nodes=20000,version=1", 20, 6, 3).score(),
        0.70);
}

}  // namespace
}  // namespace plies
