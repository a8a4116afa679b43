// The strong engine's plan for a game clock: how long a move thinks, and from where it spends
// the time kept back on solving the endgame.
//
// Othello's exact solver is where time buys the most: from about 22 empties it plays
// perfectly, and the midgame's errors are found there. So the midgame moves share what is left
// of the clock evenly, kSolveShares shares are kept for the solve, and the solve (win/loss/draw
// first, exact once that fits) is tried from the empties where its expected time fits in half of
// what is left.
#pragma once

#include <chrono>

namespace plies::othello {

struct MovePlan {
    enum class Solve { none, win_loss, exact };
    Solve solve = Solve::none;
    std::chrono::milliseconds time{0};      // the whole move
    std::chrono::milliseconds fallback{0};  // with a solve: the midgame search before it
};

// `game_left`: what is left of the clock (the move may not take more); `increment`: what it
// gains after each move.
[[nodiscard]] MovePlan plan_move(int empties, std::chrono::milliseconds game_left,
                                 std::chrono::milliseconds increment);

// The expected time of a solve of `empties` squares on the machine the constants were measured
// on (exact, or win/loss/draw: a null window around zero).
[[nodiscard]] std::chrono::milliseconds expected_solve_time(int empties, bool exact);

}  // namespace plies::othello
