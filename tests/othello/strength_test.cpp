// The strong engine against itself as it was (strong:version=1, the engine of December 2026
// with its hand-made midgame evaluation), on node budgets so the games are the same on every
// machine: from random openings, each played twice with colours swapped, the current engine must
// score clearly more. Measured at 20,000 nodes a move over these 40 games: version 2 (the
// pattern evaluation of every phase) 38-0-2 (95%), version 3 (with Multi-ProbCut) 36-0-4 (90%);
// the bound is 70%.
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
