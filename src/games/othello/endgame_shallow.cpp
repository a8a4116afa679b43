#include "games/othello/endgame_shallow.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "games/othello/stability.hpp"

namespace plies::othello {

namespace {

// Square classes in the order the searches try them: corners, edges away from the corners, the
// centre, the inner ring, C-squares, X-squares (the usual endgame square values).
constexpr std::array<Bitboard, 6> kSquareClasses{0x8100000000000081ULL, 0x3C0081818181003CULL,
                                                 0x00003C3C3C3C0000ULL, 0x003C424242423C00ULL,
                                                 0x4281000000008142ULL, 0x0042000000004200ULL};

// The squares in search order: by class, each class in board order (rank r: the r-th square).
constexpr std::array<std::uint8_t, 64> make_square_of_rank() {
    std::array<std::uint8_t, 64> squares{};
    std::size_t r = 0;
    for (const Bitboard square_class : kSquareClasses)
        for (int sq = 0; sq < 64; ++sq)
            if ((square_class >> sq) & 1) squares[r++] = static_cast<std::uint8_t>(sq);
    return squares;
}
constexpr std::array<std::uint8_t, 64> kSquareOfRank = make_square_of_rank();

// The empty squares as ranks (bit r: square kSquareOfRank[r] is empty): one loop over its bits
// then lists them in search order. A gather per class (one instruction each with BMI2).
inline Bitboard empties_by_rank(Bitboard empty) {
    Bitboard ranks = 0;
    int offset = 0;
    for (const Bitboard square_class : kSquareClasses) {
        ranks |= gather_bits(empty, square_class) << offset;
        offset += std::popcount(square_class);
    }
    return ranks;
}

// Stability cut-offs are tried only when alpha is at least this high for the number of
// empties: lower, the opponent rarely has enough stable discs and the test costs more than
// it saves.
constexpr std::array<int, 8> kStabilityThreshold{99, 99, 99, 99, 99, 8, 10, 12};

// The empty squares of a node as a list of bytes in one word (square order: the class order
// above), so that removing one is a shift and a mask rather than a copy.
using SquareList = std::uint64_t;

constexpr int square_at(SquareList list, int i) {
    return static_cast<int>((list >> (8 * i)) & 63);
}

constexpr SquareList without(SquareList list, int i) {
    const SquareList low = list & ((SquareList{1} << (8 * i)) - 1);
    return low | ((list >> (8 * i + 8)) << (8 * i));
}

struct Shallow {
    std::uint64_t& nodes;

    // The last empty square: no search, only the flips to count.
    int last1(Bitboard p, Bitboard o, int sq) {
        ++nodes;
        const int mine = std::popcount(p);
        if (const Bitboard f = flips(sq, p, o)) return 2 * (mine + 1 + std::popcount(f)) - 64;
        if (const Bitboard f = flips(sq, o, p)) return 2 * (mine - std::popcount(f)) - 64;
        return mine > 31 ? 2 * mine - 62 : 2 * mine - 64;  // 63 discs: no draw possible
    }

    int last2(Bitboard p, Bitboard o, int alpha, int s1, int s2, bool passed) {
        ++nodes;
        int best = -kDiscScoreInfinity;
        if (const Bitboard f = flips(s1, p, o)) {
            best = -last1(o ^ f, p ^ f ^ bit(s1), s2);
            if (best > alpha) return best;
        }
        if (const Bitboard f = flips(s2, p, o)) {
            const int v = -last1(o ^ f, p ^ f ^ bit(s2), s1);
            return std::max(v, best);
        }
        if (best != -kDiscScoreInfinity) return best;
        if (passed) return final_score(p, o);
        return -last2(o, p, -alpha - 1, s1, s2, true);
    }

    int last3(Bitboard p, Bitboard o, int alpha, int s1, int s2, int s3, bool passed) {
        ++nodes;
        int best = -kDiscScoreInfinity;
        if (const Bitboard f = flips(s1, p, o)) {
            best = -last2(o ^ f, p ^ f ^ bit(s1), -alpha - 1, s2, s3, false);
            if (best > alpha) return best;
        }
        if (const Bitboard f = flips(s2, p, o)) {
            const int v = -last2(o ^ f, p ^ f ^ bit(s2), -alpha - 1, s1, s3, false);
            if (v > alpha) return v;
            best = std::max(best, v);
        }
        if (const Bitboard f = flips(s3, p, o)) {
            const int v = -last2(o ^ f, p ^ f ^ bit(s3), -alpha - 1, s1, s2, false);
            return std::max(best, v);
        }
        if (best != -kDiscScoreInfinity) return best;
        if (passed) return final_score(p, o);
        return -last3(o, p, -alpha - 1, s1, s2, s3, true);
    }

    // Four squares, already in parity order (odd quadrants first).
    int last4(Bitboard p, Bitboard o, int alpha, const std::array<int, 4>& s, bool passed) {
        ++nodes;
        int best = -kDiscScoreInfinity;
        if (const Bitboard f = flips(s[0], p, o)) {
            best = -last3(o ^ f, p ^ f ^ bit(s[0]), -alpha - 1, s[1], s[2], s[3], false);
            if (best > alpha) return best;
        }
        if (const Bitboard f = flips(s[1], p, o)) {
            const int v = -last3(o ^ f, p ^ f ^ bit(s[1]), -alpha - 1, s[0], s[2], s[3], false);
            if (v > alpha) return v;
            best = std::max(best, v);
        }
        if (const Bitboard f = flips(s[2], p, o)) {
            const int v = -last3(o ^ f, p ^ f ^ bit(s[2]), -alpha - 1, s[0], s[1], s[3], false);
            if (v > alpha) return v;
            best = std::max(best, v);
        }
        if (const Bitboard f = flips(s[3], p, o)) {
            const int v = -last3(o ^ f, p ^ f ^ bit(s[3]), -alpha - 1, s[0], s[1], s[2], false);
            return std::max(best, v);
        }
        if (best != -kDiscScoreInfinity) return best;
        if (passed) return final_score(p, o);
        return -last4(o, p, -alpha - 1, s, true);
    }

    // The first `n` squares of `list` with those in odd quadrants first, each group in list
    // order.
    template <std::size_t N>
    static std::array<int, N> parity_order(SquareList list, int parity) {
        std::array<int, N> out{};
        std::size_t k = 0;
        for (int odd = 1; odd >= 0; --odd)
            for (int i = 0; i < static_cast<int>(N); ++i) {
                const int sq = square_at(list, i);
                if (((parity >> quadrant(sq)) & 1) == odd) out[k++] = sq;
            }
        return out;
    }

    // 5 to kShallowEmpties empties: parity first, then square class; stability cut-offs.
    // `candidates`: the squares worth trying (the legal moves when the caller knows them).
    int search(Bitboard p, Bitboard o, int alpha, SquareList list, int n, int parity, bool passed,
               Bitboard candidates = kMovesUnknown) {
        ++nodes;
        if (alpha >= kStabilityThreshold[static_cast<std::size_t>(n)] &&
            alpha >= 64 - 2 * std::popcount(o)) {
            const int upper = 64 - 2 * std::popcount(stable_discs(o, p));
            if (upper <= alpha) return upper;
        }
        int best = -kDiscScoreInfinity;
        for (int odd = 1; odd >= 0; --odd) {
            for (int i = 0; i < n; ++i) {
                const int sq = square_at(list, i);
                const int q = quadrant(sq);
                if (((parity >> q) & 1) != odd || (candidates & bit(sq)) == 0) continue;
                const Bitboard f = flips(sq, p, o);
                if (f == 0) continue;
                const Bitboard np = o ^ f;
                const Bitboard no = p ^ f ^ bit(sq);
                const SquareList rest = without(list, i);
                const int child_parity = parity ^ (1 << q);
                int v;
                if (n == 5) {
                    v = -last4(np, no, -alpha - 1, parity_order<4>(rest, child_parity), false);
                } else {
                    v = -search(np, no, -alpha - 1, rest, n - 1, child_parity, false);
                }
                if (v > alpha) return v;
                best = std::max(best, v);
            }
        }
        if (best != -kDiscScoreInfinity) return best;
        if (passed) return final_score(p, o);
        return -search(o, p, -alpha - 1, list, n, parity, true);
    }
};

}  // namespace

int solve_shallow(const Position& pos, int alpha, std::uint64_t& nodes, Bitboard moves) {
    const Bitboard empty = pos.empties();
    SquareList list = 0;
    int n = 0;
    for (Bitboard ranks = empties_by_rank(empty); ranks != 0; ranks &= ranks - 1)
        list |= SquareList{kSquareOfRank[static_cast<std::size_t>(std::countr_zero(ranks))]}
                << (8 * n++);
    const int parity = odd_quadrants(empty);
    Shallow s{nodes};
    const Bitboard p = pos.player;
    const Bitboard o = pos.opponent;
    switch (n) {
        case 0:
            ++nodes;
            return final_score(p, o);
        case 1:
            return s.last1(p, o, square_at(list, 0));
        case 2:
            return s.last2(p, o, alpha, square_at(list, 0), square_at(list, 1), false);
        case 3: {
            const auto sq = Shallow::parity_order<3>(list, parity);
            return s.last3(p, o, alpha, sq[0], sq[1], sq[2], false);
        }
        case 4:
            return s.last4(p, o, alpha, Shallow::parity_order<4>(list, parity), false);
        default:
            return s.search(p, o, alpha, list, n, parity, false, moves);
    }
}

}  // namespace plies::othello
