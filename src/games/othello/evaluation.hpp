// The strong engine's evaluation, in hundredths of a disc for the side to move: mobility,
// potential mobility, corners, X- and C-squares, stable discs, edges, parity and (late) discs,
// with weights that move from the opening to the endgame.
#pragma once

#include "games/othello/board.hpp"

namespace plies::othello {

[[nodiscard]] int evaluate(const Position& pos);

}  // namespace plies::othello
