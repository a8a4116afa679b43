// Counting Connect Four games and positions: perft (move sequences), distinct positions per ply
// (OEIS A212693) and the size of a full-width minimax tree (what alpha-beta saves).
#pragma once

#include <cstdint>
#include <vector>

#include "games/connect4/position.hpp"

namespace plies::connect4 {

// Move sequences of exactly `depth` plies from `position`; a game that ends earlier (a win or
// a full board) is not counted.
[[nodiscard]] std::uint64_t perft(const Position& position, int depth);

// Distinct positions after 0, 1, ..., max_plies plies of legal games from the empty board (a
// won position is counted but not continued): OEIS A212693 (1, 7, 49, 238, 1120, ...).
[[nodiscard]] std::vector<std::uint64_t> distinct_positions(int max_plies);

// Nodes that plain minimax to `depth` plies visits from `position` (the root included): every
// position down to the horizon, stopping at game ends. Alpha-beta's node count divided by this
// is the share of the tree it had to look at.
[[nodiscard]] std::uint64_t minimax_tree_size(const Position& position, int depth);

}  // namespace plies::connect4
