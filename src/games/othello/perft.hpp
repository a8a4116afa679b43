// Perft for Othello: leaf count at a depth, a pass counting as a ply, and a game that ended
// earlier counting as one leaf at every greater depth (Aart Bik, "Perft for Reversi", 2009).
#pragma once

#include <cstdint>

#include "games/othello/board.hpp"

namespace plies::othello {

[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);

}  // namespace plies::othello
