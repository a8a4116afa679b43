// The endgame solver's last plies: null-window searches over at most kShallowEmpties empty
// squares without a hash table (below about seven empties the table costs more than the
// subtrees it saves), with dedicated code for the last four, three, two and one squares.
#pragma once

#include <cstdint>

#include "games/othello/board.hpp"

namespace plies::othello {

inline constexpr int kShallowEmpties = 6;

// The final disc difference for the side to move, exact when it is within (alpha, alpha + 1),
// else a bound on the failing side. `pos` has at most kShallowEmpties empties; `nodes` counts
// every position visited.
[[nodiscard]] int solve_shallow(const Position& pos, int alpha, std::uint64_t& nodes);

}  // namespace plies::othello
