// Stable discs: discs that no sequence of moves can flip. Used by the endgame solver's
// stability cut-off (the opponent's stable discs bound our final score) and by the evaluation.
#pragma once

#include "games/othello/board.hpp"

namespace plies::othello {

// A subset of `p`'s stable discs. A disc is stable when along each of the four axes its line
// is full (no move can ever land on it) or one of its two neighbours on that axis is off the
// board or itself a stable disc of the same colour; iterated to a fixpoint from the edges.
[[nodiscard]] Bitboard stable_discs(Bitboard p, Bitboard o);

// Full lines: squares whose row / column / diagonals contain no empty square.
[[nodiscard]] Bitboard full_rows(Bitboard occupied);
[[nodiscard]] Bitboard full_columns(Bitboard occupied);
[[nodiscard]] Bitboard full_diagonals_9(Bitboard occupied);  // a1-h8 direction
[[nodiscard]] Bitboard full_diagonals_7(Bitboard occupied);  // h1-a8 direction

}  // namespace plies::othello
