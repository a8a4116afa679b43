#include "games/othello/stability.hpp"

#include <array>

namespace plies::othello {

namespace {
constexpr Bitboard kBorder = 0xFF818181818181FFULL;
constexpr Bitboard kColumnsAH = 0x8181818181818181ULL;
constexpr Bitboard kRows18 = 0xFF000000000000FFULL;

// The 15 diagonals of each direction as masks.
struct Diagonals {
    std::array<Bitboard, 15> down{};  // squares with equal column - row (a1-h8 direction)
    std::array<Bitboard, 15> up{};    // squares with equal column + row (h1-a8 direction)
};
constexpr Diagonals make_diagonals() {
    Diagonals d;
    for (int sq = 0; sq < 64; ++sq) {
        const int row = sq / 8;
        const int col = sq % 8;
        d.down[static_cast<std::size_t>(col - row + 7)] |= bit(sq);
        d.up[static_cast<std::size_t>(col + row)] |= bit(sq);
    }
    return d;
}
constexpr Diagonals kDiagonals = make_diagonals();
}  // namespace

Bitboard full_rows(Bitboard occupied) {
    Bitboard x = occupied;
    x &= x >> 1;
    x &= x >> 2;
    x &= x >> 4;
    return (x & 0x0101010101010101ULL) * 0xFF;
}

Bitboard full_columns(Bitboard occupied) {
    Bitboard x = occupied;
    x &= x >> 8;
    x &= x >> 16;
    x &= x >> 32;
    return (x & 0xFF) * 0x0101010101010101ULL;
}

Bitboard full_diagonals_9(Bitboard occupied) {
    Bitboard full = 0;
    for (const Bitboard d : kDiagonals.down)
        if ((occupied & d) == d) full |= d;
    return full;
}

Bitboard full_diagonals_7(Bitboard occupied) {
    Bitboard full = 0;
    for (const Bitboard d : kDiagonals.up)
        if ((occupied & d) == d) full |= d;
    return full;
}

Bitboard stable_discs(Bitboard p, Bitboard o) {
    const Bitboard occupied = p | o;
    const Bitboard horizontal = full_rows(occupied) | kColumnsAH;
    const Bitboard vertical = full_columns(occupied) | kRows18;
    const Bitboard diagonal9 = full_diagonals_9(occupied) | kBorder;
    const Bitboard diagonal7 = full_diagonals_7(occupied) | kBorder;
    Bitboard stable = p & horizontal & vertical & diagonal9 & diagonal7;
    for (;;) {
        const Bitboard h =
            horizontal | ((stable << 1) & kNotColumnA) | ((stable >> 1) & kNotColumnH);
        const Bitboard v = vertical | (stable << 8) | (stable >> 8);
        const Bitboard d9 =
            diagonal9 | ((stable << 9) & kNotColumnA) | ((stable >> 9) & kNotColumnH);
        const Bitboard d7 =
            diagonal7 | ((stable << 7) & kNotColumnH) | ((stable >> 7) & kNotColumnA);
        const Bitboard next = p & h & v & d9 & d7;
        if (next == stable) return stable;
        stable = next;
    }
}

}  // namespace plies::othello
