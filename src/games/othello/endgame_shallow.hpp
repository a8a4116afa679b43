// The endgame solver's last plies: null-window searches over at most kShallowEmpties empty
// squares without a hash table (below about seven empties the table costs more than the
// subtrees it saves), with dedicated code for the last four, three, two and one squares.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "games/othello/board.hpp"

namespace plies::othello {

inline constexpr int kShallowEmpties = 6;
// Beyond any disc score (-64..64): the start of a max search.
inline constexpr int kDiscScoreInfinity = 99;

// The 4x4 quadrant of a square (bit 0: columns e-h, bit 1: rows 5-8). Parity ordering plays
// first in quadrants holding an odd number of empties: the last move in a region is worth
// having.
[[nodiscard]] constexpr int quadrant(int sq) {
    return ((sq >> 2) & 1) | ((sq >> 4) & 2);
}

// Quadrants holding an odd number of empties, one bit per quadrant.
[[nodiscard]] inline int odd_quadrants(Bitboard empty) {
    constexpr std::array<Bitboard, 4> kQuadrants{0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                                 0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
    int odd = 0;
    for (std::size_t q = 0; q < 4; ++q) odd |= (std::popcount(empty & kQuadrants[q]) & 1) << q;
    return odd;
}

// The final disc difference for the side to move, exact when it is within (alpha, alpha + 1),
// else a bound on the failing side. `pos` has at most kShallowEmpties empties; `nodes` counts
// every position visited. `moves`: the legal moves if known, else kMovesUnknown.
[[nodiscard]] int solve_shallow(const Position& pos, int alpha, std::uint64_t& nodes,
                                Bitboard moves = kMovesUnknown);

}  // namespace plies::othello
