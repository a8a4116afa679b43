// The strong engine: iterative-deepening principal-variation search with a transposition
// table, hash-move / evaluation / mobility ordering, and the exact endgame solver once the
// remaining squares can be solved in the time given.
#pragma once

#include "core/limits.hpp"
#include "core/search_result.hpp"
#include "games/othello/board.hpp"
#include "games/othello/patterns.hpp"

namespace plies::othello {

// Versions of the strong engine: 1 is the engine of December 2026 (the hand-made evaluation in
// the midgame search), 2 the pattern evaluation of every phase, 3 adds Multi-ProbCut (the older
// ones kept for strength tests).
inline constexpr int kStrongVersion = 3;

// Scores are in discs for the side to move: exact final disc differences when result.exact,
// otherwise the evaluation (hundredths of a disc) divided by 100.
// With a time limit the solver takes over at <= 20 empties (17 under a second a move), falling
// back to the midgame result if it cannot finish; with only a node budget where a solve usually
// fits in it (14 empties for 100 k nodes); with only a depth limit N it solves at <= N + 6
// empties. Up to 3 empties above that reach with a time limit (where a win/loss/draw solve
// usually fits in a node budget), a win/loss/draw solve checks the midgame search's move and
// replaces it by a proven win or draw.
// With a game clock (limits.game_left, and no depth or node limit) it plans its own game
// instead: the midgame moves share the clock, and a part of it is kept for the solve, tried
// from the empties where it fits (time_plan.hpp).
// Without any limit it searches depth 8.
// `weights`: the midgame evaluation's pattern weights (default: default_pattern_weights()).
[[nodiscard]] core::SearchResult<int> search_strong(const Position& pos,
                                                    const core::SearchLimits& limits,
                                                    const core::StopToken* stop,
                                                    int version = kStrongVersion,
                                                    const PatternWeights* weights = nullptr);

// The midgame search alone, to a fixed depth (bench signature); scores in hundredths of a disc.
[[nodiscard]] core::SearchResult<int> search_midgame(const Position& pos, int depth,
                                                     const core::SearchLimits& limits,
                                                     const core::StopToken* stop,
                                                     int version = kStrongVersion);

// Multi-ProbCut (version 3): the depth of the shallow search that predicts a search of
// `depth`, and the standard deviation of the deep result around the shallow one (hundredths of
// a disc) at `empties` empty squares.
[[nodiscard]] int probcut_shallow_depth(int depth);
[[nodiscard]] int probcut_sigma(int depth, int empties);

// Empties this thread's midgame and endgame tables (search_strong does it on every call).
void clear_search_tables();

}  // namespace plies::othello
