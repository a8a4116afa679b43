// The Othello project's search player seen by a learner (`plies analyse othello --player classic
// --explain`, the web page's hint player): each move's line and the evaluation's terms at its end.
#pragma once

#include "engine/explain.hpp"
#include "games/othello/board.hpp"

namespace plies::engine::othello_explain {

// Fills `move.line` (the negamax's line below the legal move `square`, `plies` deep in all) and
// `move.parts` (the terms at the line's end, from the mover's view; they sum to move.score).
void explain_classic(const othello::Position& pos, int square, int plies, MoveView& move);

}  // namespace plies::engine::othello_explain
