// Othello bitboards: legal-move generation, flips, playing a move, final scores.
// Square index = row * 8 + column, a1 = 0 (top-left), h1 = 7, a2 = 8, h8 = 63.
// A Position is side-relative (`player` = the side to move) so searches swap two words per ply.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#if defined(__AVX2__) || defined(__BMI2__)
#include <immintrin.h>
#endif

namespace plies::othello {

using Bitboard = std::uint64_t;

inline constexpr int kPassMove = 64;  // the move index of a pass
inline constexpr int kNoMove = 65;
// Stands for a set of legal moves not yet computed (no legal move set has every square).
inline constexpr std::uint64_t kMovesUnknown = ~std::uint64_t{0};

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

// The multiplicative mix of a position (mover's and opponent's discs) that the search and the
// endgame solver fold into their table indices.
[[nodiscard]] constexpr std::uint64_t position_mix(Bitboard p, Bitboard o) {
    return p * 0x9E3779B97F4A7C15ULL ^ (o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
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

#if defined(__AVX2__)
// The rays of each square grouped for vectors: towards higher indices, towards lower ones.
struct alignas(32) RayVector {
    std::array<Bitboard, 4> up{};
    std::array<Bitboard, 4> down{};
};
constexpr std::array<RayVector, 64> make_ray_vectors() {
    std::array<RayVector, 64> vectors{};
    for (std::size_t sq = 0; sq < 64; ++sq) {
        for (std::size_t d = 0; d < 4; ++d) {
            vectors[sq].up[d] = kRays.ray[sq][d];
            vectors[sq].down[d] = kRays.ray[sq][d + 4];
        }
    }
    return vectors;
}
alignas(32) inline constexpr std::array<RayVector, 64> kRayVectors = make_ray_vectors();

// The OR of a vector's four 64-bit lanes.
inline Bitboard or_lanes(__m256i v) {
    __m128i x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    x = _mm_or_si128(x, _mm_unpackhi_epi64(x, x));
    return static_cast<Bitboard>(_mm_cvtsi128_si64(x));
}
#endif
}  // namespace detail

// Legal moves of `p` against `o`: for each of the 8 directions a parallel-prefix fill (Kogge-
// Stone) over the opponent's discs. Horizontal and diagonal fills use the opponent's discs minus
// columns a and h so that no run wraps around the board's edge. With AVX2 the four directions
// run in the four lanes of one vector (variable shifts), about twice as fast.
[[nodiscard]] inline Bitboard legal_moves(Bitboard p, Bitboard o) {
#if defined(__AVX2__)
    const auto inner = static_cast<long long>(kInnerColumns);
    const __m256i player = _mm256_set1_epi64x(static_cast<long long>(p));
    const __m256i mask = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(o)),
                                          _mm256_set_epi64x(inner, inner, -1LL, inner));
    const __m256i shift = _mm256_set_epi64x(9, 7, 8, 1);
    const __m256i shift2 = _mm256_add_epi64(shift, shift);
    __m256i up = _mm256_and_si256(mask, _mm256_sllv_epi64(player, shift));
    __m256i down = _mm256_and_si256(mask, _mm256_srlv_epi64(player, shift));
    up = _mm256_or_si256(up, _mm256_and_si256(mask, _mm256_sllv_epi64(up, shift)));
    down = _mm256_or_si256(down, _mm256_and_si256(mask, _mm256_srlv_epi64(down, shift)));
    const __m256i pairs_up = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, shift));
    const __m256i pairs_down = _mm256_and_si256(mask, _mm256_srlv_epi64(mask, shift));
    up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
    down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
    up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, shift2)));
    down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, shift2)));
    const __m256i moves =
        _mm256_or_si256(_mm256_sllv_epi64(up, shift), _mm256_srlv_epi64(down, shift));
    return detail::or_lanes(moves) & ~(p | o);
#else
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
#endif
}

// Discs of `o` flipped when `p` plays on the empty `square` (0 if the move is illegal). Along each
// ray the first square that is not an opponent disc is found with a lowest/highest-bit trick;
// when it is our own disc, the opponent discs before it flip. With AVX2 the four rays towards
// higher indices run in one vector and the four towards lower indices in another, branch-free.
[[nodiscard]] inline Bitboard flips(int square, Bitboard p, Bitboard o) {
#if defined(__AVX2__)
    const auto& rays = detail::kRayVectors[static_cast<std::size_t>(square)];
    const __m256i player = _mm256_set1_epi64x(static_cast<long long>(p));
    const __m256i opponent = _mm256_set1_epi64x(static_cast<long long>(o));
    const __m256i zero = _mm256_setzero_si256();
    const __m256i up = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.up.data()));
    const __m256i down = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.down.data()));
    // Upwards: the lowest non-opponent square of each ray (x & -x).
    const __m256i blockers_up = _mm256_andnot_si256(opponent, up);
    const __m256i first = _mm256_and_si256(blockers_up, _mm256_sub_epi64(zero, blockers_up));
    const __m256i no_anchor_up = _mm256_cmpeq_epi64(_mm256_and_si256(first, player), zero);
    const __m256i flipped_up = _mm256_andnot_si256(
        no_anchor_up, _mm256_and_si256(up, _mm256_add_epi64(first, _mm256_set1_epi64x(-1))));
    // Downwards: the highest non-opponent square (leading-zero count, or a smear without it).
    __m256i blockers = _mm256_andnot_si256(opponent, down);
#if defined(__AVX512CD__) && defined(__AVX512VL__)
    const __m256i last =
        _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(0x8000000000000000ULL)),
                          _mm256_lzcnt_epi64(blockers));
#else
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 1));
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 2));
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 4));
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 8));
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 16));
    blockers = _mm256_or_si256(blockers, _mm256_srli_epi64(blockers, 32));
    const __m256i last = _mm256_andnot_si256(_mm256_srli_epi64(blockers, 1), blockers);
#endif
    const __m256i no_anchor_down = _mm256_cmpeq_epi64(_mm256_and_si256(last, player), zero);
    // The ray's squares above `last`: down & -(last << 1).
    const __m256i flipped_down = _mm256_andnot_si256(
        no_anchor_down, _mm256_and_si256(down, _mm256_sub_epi64(zero, _mm256_slli_epi64(last, 1))));
    return detail::or_lanes(_mm256_or_si256(flipped_up, flipped_down));
#else
    const auto& rays = detail::kRays.ray[static_cast<std::size_t>(square)];
    Bitboard flipped = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = rays[static_cast<std::size_t>(d)];
        const Bitboard blockers = ray & ~o;
        const Bitboard first = blockers & (0 - blockers);
        if (first & p) flipped |= ray & (first - 1);
    }
    for (int d = 4; d < 8; ++d) {
        const Bitboard ray = rays[static_cast<std::size_t>(d)];
        const Bitboard blockers = ray & ~o;
        if (blockers == 0) continue;
        const int last = 63 - std::countl_zero(blockers);
        if (p & bit(last)) flipped |= ray & ~((bit(last) << 1) - 1);
    }
    return flipped;
#endif
}

// The position after the side to move plays the legal `square` that flips `flipped`.
[[nodiscard]] inline Position play(const Position& pos, int square, Bitboard flipped) {
    return {pos.opponent ^ flipped, pos.player ^ flipped ^ bit(square)};
}

// The bits of `board` under `mask`, packed into the low bits in square order (pext).
[[nodiscard]] inline Bitboard gather_bits(Bitboard board, Bitboard mask) {
#if defined(__BMI2__)
    return _pext_u64(board, mask);
#else
    Bitboard out = 0;
    for (Bitboard k = 1; mask != 0; mask &= mask - 1, k <<= 1)
        if (board & mask & (0 - mask)) out |= k;
    return out;
#endif
}

// The squares next to `discs` in the 8 directions (potential mobility: the opponent's empty
// neighbours are where moves may appear).
[[nodiscard]] constexpr Bitboard adjacent_squares(Bitboard discs) {
    const Bitboard east = (discs << 1) & kNotColumnA;
    const Bitboard west = (discs >> 1) & kNotColumnH;
    const Bitboard row = discs | east | west;
    return east | west | (row << 8) | (row >> 8);
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
