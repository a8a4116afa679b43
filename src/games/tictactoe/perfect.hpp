// The minimax primer's "unbeatable" tic-tac-toe AI: minimax with alpha-beta to the end of the
// game, scores +10 / 0 / -10 minus the depth. Freestanding: the desktop (search.hpp) and the
// game box (src/box/) run this same search, each with its own Control (see core/negamax.hpp).
#pragma once

#include "core/negamax.hpp"
#include "games/tictactoe/board.hpp"

namespace plies::tictactoe {

// One search to the end of the game: no iterative deepening, as in the primer.
template <class Control>
[[nodiscard]] core::SearchReport<int, Board::kMaxPly> run_perfect(const Board& board,
                                                                  Control& control) {
    PerfectState state{board};
    core::Negamax<PerfectState, Control> search({.iterative_deepening = false});
    return search.search(state, 0, control);
}

}  // namespace plies::tictactoe
