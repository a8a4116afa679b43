// Othello bitboards: legal-move generation, flips, playing a move, final scores.
// Square index = row * 8 + column, a1 = 0 (top-left), h1 = 7, a2 = 8, h8 = 63.
// A Position is side-relative (`player` = the side to move) so searches swap two words per ply.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace plies::othello {

using Bitboard = std::uint64_t;

inline constexpr int kPassMove = 64;  // the move index of a pass
inline constexpr int kNoMove = 65;

inline constexpr Bitboard kNotColumnA = 0xFEFEFEFEFEFEFEFEULL;
inline constexpr Bitboard kNotColumnH = 0x7F7F7F7F7F7F7F7FULL;
inline constexpr Bitboard kInnerColumns = 0x7E7E7E7E7E7E7E7EULL;
inline constexpr Bitboard kCorners = 0x8100000000000081ULL;

[[nodiscard]] constexpr Bitboard bit(int square) {
    return Bitboard{1} << square;
}

struct Position {
    Bitboard player = 0;    // discs of the side to move
    Bitboard opponent = 0;  // discs of the other side

    [[nodiscard]] constexpr Bitboard empties() const { return ~(player | opponent); }
    [[nodiscard]] constexpr int empty_count() const {
        return 64 - std::popcount(player | opponent);
    }
    [[nodiscard]] constexpr Position passed() const { return {opponent, player}; }
    friend constexpr bool operator==(const Position&, const Position&) = default;
};

// The standard start, black (X) to move: d5 and e4 black, d4 and e5 white.
inline constexpr Position kStartPosition{bit(28) | bit(35), bit(27) | bit(36)};

// Legal moves of `p` against `o`: for each of the 8 directions a parallel-prefix fill (Kogge-
// Stone) over the opponent's discs. Horizontal and diagonal fills use the opponent's discs minus
// columns a and h so that no run wraps around the board's edge.
[[nodiscard]] inline Bitboard legal_moves(Bitboard p, Bitboard o) {
    const Bitboard inner = o & kInnerColumns;
    Bitboard moves = 0;
    const auto fill = [&](Bitboard mask, int shift) {
        Bitboard run = mask & (p << shift);
        run |= mask & (run << shift);
        const Bitboard pairs = mask & (mask << shift);
        run |= pairs & (run << (2 * shift));
        run |= pairs & (run << (2 * shift));
        moves |= run << shift;
        run = mask & (p >> shift);
        run |= mask & (run >> shift);
        const Bitboard pairs_back = mask & (mask >> shift);
        run |= pairs_back & (run >> (2 * shift));
        run |= pairs_back & (run >> (2 * shift));
        moves |= run >> shift;
    };
    fill(inner, 1);
    fill(o, 8);
    fill(inner, 7);
    fill(inner, 9);
    return moves & ~(p | o);
}

namespace detail {
// Rays from each square in each direction (the square itself excluded). Directions 0-3 go to
// higher indices (east, south-west, south, south-east), 4-7 to lower ones.
struct Rays {
    std::array<std::array<Bitboard, 8>, 64> ray{};
};
constexpr Rays make_rays() {
    Rays rays;
    constexpr int dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    constexpr int dc[8] = {1, -1, 0, 1, -1, 1, 0, -1};
    for (int sq = 0; sq < 64; ++sq) {
        for (int d = 0; d < 8; ++d) {
            Bitboard r = 0;
            int row = sq / 8 + dr[d];
            int col = sq % 8 + dc[d];
            while (row >= 0 && row < 8 && col >= 0 && col < 8) {
                r |= bit(row * 8 + col);
                row += dr[d];
                col += dc[d];
            }
            rays.ray[sq][d] = r;
        }
    }
    return rays;
}
inline constexpr Rays kRays = make_rays();
}  // namespace detail

// Discs of `o` flipped when `p` plays on the empty `square` (0 if the move is illegal). Along each
// ray the first square that is not an opponent disc is found with a lowest/highest-bit trick;
// when it is our own disc, the opponent discs before it flip.
[[nodiscard]] inline Bitboard flips(int square, Bitboard p, Bitboard o) {
    const auto& rays = detail::kRays.ray[square];
    Bitboard flipped = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = rays[d];
        const Bitboard blockers = ray & ~o;
        const Bitboard first = blockers & (0 - blockers);
        if (first & p) flipped |= ray & (first - 1);
    }
    for (int d = 4; d < 8; ++d) {
        const Bitboard ray = rays[d];
        const Bitboard blockers = ray & ~o;
        if (blockers == 0) continue;
        const int last = 63 - std::countl_zero(blockers);
        if (p & bit(last)) flipped |= ray & ~((bit(last) << 1) - 1);
    }
    return flipped;
}

// The position after the side to move plays the legal `square` that flips `flipped`.
[[nodiscard]] inline Position play(const Position& pos, int square, Bitboard flipped) {
    return {pos.opponent ^ flipped, pos.player ^ flipped ^ bit(square)};
}

// Final disc difference for the side to move when nobody can move: empties go to the winner.
[[nodiscard]] inline int final_score(Bitboard p, Bitboard o) {
    const int mine = std::popcount(p);
    const int theirs = std::popcount(o);
    const int empty = 64 - mine - theirs;
    if (mine > theirs) return mine - theirs + empty;
    if (mine < theirs) return mine - theirs - empty;
    return 0;
}

[[nodiscard]] inline bool game_over(const Position& pos) {
    return legal_moves(pos.player, pos.opponent) == 0 && legal_moves(pos.opponent, pos.player) == 0;
}

}  // namespace plies::othello
