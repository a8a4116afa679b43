// The Gomoku bug report's web AI, reproduced so that its misses can be measured again: it
// scores every empty point by looking only five cells forward (right, down and the two downward
// diagonals) and summing the four directions; it never judges where two lines cross, and its
// only look-ahead is for a five (docs/ORIGINS.md).
#pragma once

#include "core/random.hpp"
#include "games/gomoku/board.hpp"

namespace plies::gomoku {

// The report's linePotential: the stones of colour c among the five cells from p forward along
// `direction` (p itself included, stopping at the first stone of the other colour or the edge),
// `streak`, scored streak^2 * 120, +50,000 from four stones, and divided by 8 (rounded down)
// when the cell just behind p holds a stone of the other colour and the streak is four or more.
[[nodiscard]] int forward_line_score(const Board& board, Point p, int direction, Color c);

// The report's scorePlacement: forward_line_score summed over the four directions.
[[nodiscard]] int forward_point_score(const Board& board, Point p, Color c);

// What the report shows of its move choice: a five if there is one (its only winning check),
// else the block of the opponent's five, else the point with the highest forward score for
// itself plus the same score for the opponent (its blocks of threes, 67% solid and 100%
// split, need the defence term). The report does not show the move loop: ties are broken
// uniformly at random with rng (the first point from the top-left without one), which is what
// its 67% of solid threes blocked from two equal points suggests. Points black may not play
// under renju are skipped. Returns kNoPoint only when no point is legal.
[[nodiscard]] Point original_move(const Board& board, core::Rng* rng);

}  // namespace plies::gomoku
