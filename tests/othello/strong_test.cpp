// The strong engine against the Othello project's classic search, as the issue states it: 50 games,
// colours alternating, the first 4 moves random, a fixed seed.
#include <gtest/gtest.h>

#include "othello/match.hpp"

namespace plies {
namespace {

TEST(OthelloStrong, BeatsClassic) {
    // The issue asks this of strong:time=100ms. A time limit makes the games depend on the
    // machine's load and costs 100 ms a move (about 100 s a run), so the test gives the engine
    // a fixed node budget instead: deterministic, and no more than what 100 ms buys it. On the
    // 2.1 GHz CI machine the midgame search runs at about 7.5 M nodes/s, so 100 ms (deepening
    // stops at half the budget) gives 400-700 k nodes a move on a free core and still about
    // 100 k at a load of 14 on 2 cores; with a node budget the solver also starts later (14
    // empties here against 17 with the time limit). So this is the time-limited player at its
    // weakest or weaker: measured 48-2 (96%) in about 16 s of CPU (50 k nodes scored 45-5, too
    // close to the bound).
    EXPECT_GE(play_match("strong:nodes=100000", "classic", 50, 4).score(), 0.90);
}

// The issue's own form, with the clock (strong:time=100ms), over 20 games: it won 50-0 over 50,
// but since strong uses nearly all of its 100 ms those 50 games took 103 s of the test run, the
// longest test by far. Its result depends on the machine's load, which the node-budget test
// above bounds from below over the full 50 games.
TEST(OthelloStrong, TimeLimitedBeatsClassic) {
    EXPECT_GE(play_match("strong:time=100ms", "classic", 20, 4).score(), 0.90);
}

}  // namespace
}  // namespace plies
