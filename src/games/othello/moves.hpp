// The move list shared by the midgame search and the endgame solver: each legal move with its
// flips and an ordering score, the hash move first.
#pragma once

#include <array>
#include <utility>

#include "games/othello/board.hpp"

namespace plies::othello {

struct Candidate {
    Bitboard flipped;
    // The opponent's moves after it if the ordering computed them, else kMovesUnknown.
    Bitboard replies;
    int square;
    int order;
};

// At most 33 legal moves are possible in a legal Othello position.
using MoveList = std::array<Candidate, 36>;

// The order given to the hash move: above any score `order_of` returns.
inline constexpr int kHashMoveOrder = 1 << 30;

// Fills `list` with the moves in `moves` (board order) and returns how many there are. The hash
// move gets kHashMoveOrder; the others `order_of(candidate)`, called with the candidate's square
// and flips filled in (it may fill in `replies`).
template <class OrderOf>
int collect_moves(Bitboard p, Bitboard o, Bitboard moves, int hash_move, MoveList& list,
                  OrderOf&& order_of) {
    int count = 0;
    for (; moves != 0; moves &= moves - 1) {
        Candidate& c = list[static_cast<std::size_t>(count++)];
        c.square = std::countr_zero(moves);
        c.flipped = flips(c.square, p, o);
        c.replies = kMovesUnknown;
        c.order = c.square == hash_move ? kHashMoveOrder : order_of(c);
    }
    return count;
}

// Moves the best-ordered candidate of list[from..count) to `from` (selection sort, one step at
// a time: a cut-off usually comes after one or two moves).
inline void pick_best(MoveList& list, int from, int count) {
    int best = from;
    for (int i = from + 1; i < count; ++i)
        if (list[static_cast<std::size_t>(i)].order > list[static_cast<std::size_t>(best)].order)
            best = i;
    std::swap(list[static_cast<std::size_t>(from)], list[static_cast<std::size_t>(best)]);
}

}  // namespace plies::othello
