#include "games/othello/endgame.hpp"

#include <algorithm>
#include <array>

#include "games/othello/evaluation.hpp"
#include "games/othello/stability.hpp"

namespace plies::othello {

namespace {

constexpr int kInfinity = 99;
// At or below this many empties the search uses no hash table (Edax does the same below about
// seven empties: the table costs more than the subtrees it saves).
constexpr int kShallowEmpties = 7;
// From this many empties up, children are probed in the table before any is searched
// (enhanced transposition cut-off).
constexpr int kEtcEmpties = 10;
constexpr int kEvaluationOrderEmpties = 12;
// From this many empties up, a one-ply search over the evaluation replaces it (weight 1/8).
constexpr int kSearchOrderEmpties = 13;
constexpr int kSearchOrderDivisor = 8;
// Fastest-first weights: a reply of the opponent costs 64 (a corner reply twice), a corner
// move earns 16, and high in the tree the evaluation (hundredths of a disc) adds 1/16 of itself.
constexpr int kReplyWeight = 64;
constexpr int kCornerMoveBonus = 16;
constexpr int kEvaluationDivisor = 16;

constexpr std::array<Bitboard, 4> kQuadrants{0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                             0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
// Square classes in the order the shallow searches try them: corners, edges away from the
// corners, the centre, the inner ring, C-squares, X-squares.
constexpr std::array<Bitboard, 6> kSquareClasses{0x8100000000000081ULL, 0x3C0081818181003CULL,
                                                 0x00003C3C3C3C0000ULL, 0x003C424242423C00ULL,
                                                 0x4281000000008142ULL, 0x0042000000004200ULL};

// Quadrants holding an odd number of empties: moving there first is the parity heuristic
// (the last move in a region is worth having).
Bitboard odd_quadrants(Bitboard empty) {
    Bitboard odd = 0;
    for (const Bitboard q : kQuadrants)
        if (std::popcount(empty & q) & 1) odd |= q;
    return odd;
}

std::uint64_t hash_position(Bitboard p, Bitboard o) {
    std::uint64_t h =
        p * 0x9E3779B97F4A7C15ULL ^ (o + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    return h ^ (h >> 31);
}

}  // namespace

struct EndgameSearch {
    EndgameSolver& solver;
    core::SearchControl control;
    std::uint64_t nodes = 0;
    std::uint64_t next_poll = 0;

    // Polls the stop token, node budget and clock every 2048 nodes (well under a millisecond).
    bool poll() {
        if (nodes < next_poll) return control.stopped();
        next_poll = nodes + 2048;
        return control.should_stop(nodes & ~std::uint64_t{1023});
    }

    // The last empty square: no search, just count the flips.
    int last1(Bitboard p, Bitboard o, int sq) {
        ++nodes;
        const int mine = std::popcount(p);
        if (const Bitboard f = flips(sq, p, o)) return 2 * (mine + 1 + std::popcount(f)) - 64;
        if (const Bitboard f = flips(sq, o, p)) return 2 * (mine - std::popcount(f)) - 64;
        return mine > 31 ? 2 * mine - 62 : 2 * mine - 64;  // 63 discs: no draw possible
    }

    int last2(Bitboard p, Bitboard o, int alpha, int s1, int s2, bool passed) {
        ++nodes;
        int best = -kInfinity;
        if (const Bitboard f = flips(s1, p, o)) {
            best = -last1(o ^ f, p ^ f ^ bit(s1), s2);
            if (best > alpha) return best;
        }
        if (const Bitboard f = flips(s2, p, o)) {
            const int v = -last1(o ^ f, p ^ f ^ bit(s2), s1);
            return std::max(v, best);
        }
        if (best != -kInfinity) return best;
        if (passed) return final_score(p, o);
        return -last2(o, p, -alpha - 1, s1, s2, true);
    }

    int last3(Bitboard p, Bitboard o, int alpha, int s1, int s2, int s3, bool passed) {
        ++nodes;
        int best = -kInfinity;
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
        if (best != -kInfinity) return best;
        if (passed) return final_score(p, o);
        return -last3(o, p, -alpha - 1, s1, s2, s3, true);
    }

    // Null-window search (beta = alpha + 1) for 4..kShallowEmpties empties: parity first, then
    // square class, no hash table.
    int nws_shallow(Bitboard p, Bitboard o, int alpha, int empties, bool passed) {
        ++nodes;
        const Bitboard empty = ~(p | o);
        const Bitboard odd = odd_quadrants(empty);
        int best = -kInfinity;
        for (const Bitboard group : {empty & odd, empty & ~odd}) {
            for (const Bitboard square_class : kSquareClasses) {
                for (Bitboard m = group & square_class; m != 0; m &= m - 1) {
                    const int sq = std::countr_zero(m);
                    const Bitboard f = flips(sq, p, o);
                    if (f == 0) continue;
                    const int v = -search_small(o ^ f, p ^ f ^ bit(sq), -alpha - 1, empties - 1);
                    if (v > alpha) return v;
                    best = std::max(best, v);
                }
            }
        }
        if (best != -kInfinity) return best;
        if (passed) return final_score(p, o);
        return -nws_shallow(o, p, -alpha - 1, empties, true);
    }

    // Any null-window search with at most kShallowEmpties empties.
    int search_small(Bitboard p, Bitboard o, int alpha, int empties) {
        const Bitboard empty = ~(p | o);
        switch (empties) {
            case 0:
                ++nodes;
                return final_score(p, o);
            case 1:
                return last1(p, o, std::countr_zero(empty));
            case 2: {
                const int s1 = std::countr_zero(empty);
                return last2(p, o, alpha, s1, std::countr_zero(empty & (empty - 1)), false);
            }
            case 3: {
                // Parity order: a square alone in its quadrant first.
                std::array<int, 3> squares{};
                int n = 0;
                const Bitboard odd = odd_quadrants(empty);
                for (const Bitboard group : {empty & odd, empty & ~odd})
                    for (const Bitboard square_class : kSquareClasses)
                        for (Bitboard m = group & square_class; m != 0; m &= m - 1)
                            squares[static_cast<std::size_t>(n++)] = std::countr_zero(m);
                return last3(p, o, alpha, squares[0], squares[1], squares[2], false);
            }
            default:
                return nws_shallow(p, o, alpha, empties, false);
        }
    }

    EndgameSolver::Entry* probe(Bitboard p, Bitboard o) {
        const std::size_t index =
            (hash_position(p, o) >> (64 - solver.table_bits_)) & ~std::size_t{1};
        for (std::size_t i = index; i < index + 2; ++i) {
            auto& e = solver.table_[i];
            if (e.player == p && e.opponent == o) return &e;
        }
        return nullptr;
    }

    // Stores a bound: `score` > alpha is a lower bound, < beta an upper bound.
    void store(Bitboard p, Bitboard o, int alpha, int beta, int score, int move, int empties) {
        const std::size_t index =
            (hash_position(p, o) >> (64 - solver.table_bits_)) & ~std::size_t{1};
        EndgameSolver::Entry* slot = nullptr;
        for (std::size_t i = index; i < index + 2; ++i) {
            auto& e = solver.table_[i];
            if (e.player == p && e.opponent == o) slot = &e;
        }
        if (slot == nullptr) {
            // Keep the entry that cost more (more empties); replace the other.
            auto& a = solver.table_[index];
            auto& b = solver.table_[index + 1];
            slot = a.empties <= b.empties ? &a : &b;
            *slot = EndgameSolver::Entry{p, o, -64, 64, kNoMove, 0};
        }
        slot->empties = static_cast<std::uint8_t>(empties);
        if (score > alpha)
            slot->lower = static_cast<std::int8_t>(std::max<int>(slot->lower, score));
        if (score < beta) slot->upper = static_cast<std::int8_t>(std::min<int>(slot->upper, score));
        if (move != kNoMove) slot->move = static_cast<std::uint8_t>(move);
    }

    struct Candidate {
        int square;
        Bitboard flipped;
        int order;
    };

    // Fastest-first: the hash move, then the moves that leave the opponent the fewest replies
    // (corner replies counted twice), corners, and high in the tree the evaluation. (Parity
    // ordering measured worse here; the shallow searches use it.)
    int order_moves(Bitboard p, Bitboard o, Bitboard moves, int hash_move, int empties,
                    std::array<Candidate, 32>& list) {
        int count = 0;
        for (; moves != 0; moves &= moves - 1) {
            const int sq = std::countr_zero(moves);
            const Bitboard f = flips(sq, p, o);
            int order;
            if (sq == hash_move) {
                order = 1 << 30;
            } else {
                const Bitboard next_p = o ^ f;
                const Bitboard next_o = p ^ f ^ bit(sq);
                const Bitboard replies = legal_moves(next_p, next_o);
                order =
                    -kReplyWeight * (std::popcount(replies) + std::popcount(replies & kCorners));
                if (kCorners & bit(sq)) order += kCornerMoveBonus;
                if (empties >= kSearchOrderEmpties) {
                    order -= shallow_value(next_p, next_o, 1, -kShallowInfinity, kShallowInfinity) /
                             kSearchOrderDivisor;
                } else if (empties >= kEvaluationOrderEmpties) {
                    order -= evaluate({next_p, next_o}) / kEvaluationDivisor;
                }
            }
            list[static_cast<std::size_t>(count++)] = {sq, f, order};
        }
        return count;
    }

    static constexpr int kShallowInfinity = 1 << 20;
    // A small alpha-beta over the evaluation, for move ordering high in the tree.
    int shallow_value(Bitboard p, Bitboard o, int depth, int alpha, int beta) {
        if (depth == 0) return evaluate({p, o});
        Bitboard moves = legal_moves(p, o);
        if (moves == 0) {
            if (legal_moves(o, p) == 0) return final_score(p, o) * 100;
            return -shallow_value(o, p, depth, -beta, -alpha);
        }
        int best = -kShallowInfinity;
        for (; moves != 0; moves &= moves - 1) {
            const int sq = std::countr_zero(moves);
            const Bitboard f = flips(sq, p, o);
            const int v = -shallow_value(o ^ f, p ^ f ^ bit(sq), depth - 1, -beta, -alpha);
            if (v > best) {
                best = v;
                if (v > alpha) alpha = v;
                if (alpha >= beta) break;
            }
        }
        return best;
    }

    static void pick_best(std::array<Candidate, 32>& list, int from, int count) {
        int best = from;
        for (int i = from + 1; i < count; ++i)
            if (list[static_cast<std::size_t>(i)].order >
                list[static_cast<std::size_t>(best)].order)
                best = i;
        std::swap(list[static_cast<std::size_t>(from)], list[static_cast<std::size_t>(best)]);
    }

    // Null-window search with the hash table, above kShallowEmpties.
    int nws(Bitboard p, Bitboard o, int alpha, int empties) {
        if (empties <= kShallowEmpties) return search_small(p, o, alpha, empties);
        ++nodes;
        if (poll()) return 0;
        const Bitboard moves = legal_moves(p, o);
        if (moves == 0) {
            if (legal_moves(o, p) == 0) return final_score(p, o);
            return -nws(o, p, -alpha - 1, empties);
        }
        // Stability cut-off: the opponent keeps its stable discs, so we score at most
        // 64 - 2 x that many. Checked only when even all the opponent's discs could cut.
        if (alpha >= 64 - 2 * std::popcount(o)) {
            const int upper = 64 - 2 * std::popcount(stable_discs(o, p));
            if (upper <= alpha) return upper;
        }
        int hash_move = kNoMove;
        if (const auto* e = probe(p, o)) {
            if (e->lower > alpha) return e->lower;
            if (e->upper <= alpha) return e->upper;
            hash_move = e->move;
        }
        std::array<Candidate, 32> list;
        const int count = order_moves(p, o, moves, hash_move, empties, list);
        // Enhanced transposition cut-off: a child already known to fail low for the opponent
        // (its upper bound <= -alpha - 1) is a cut here without searching.
        if (empties >= kEtcEmpties) {
            for (int i = 0; i < count; ++i) {
                const auto& c = list[static_cast<std::size_t>(i)];
                if (const auto* e = probe(o ^ c.flipped, p ^ c.flipped ^ bit(c.square))) {
                    if (-e->upper > alpha) {
                        store(p, o, alpha, alpha + 1, -e->upper, c.square, empties);
                        return -e->upper;
                    }
                }
            }
        }
        int best = -kInfinity;
        int best_move = kNoMove;
        for (int i = 0; i < count; ++i) {
            pick_best(list, i, count);
            const auto& c = list[static_cast<std::size_t>(i)];
            const int v =
                -nws(o ^ c.flipped, p ^ c.flipped ^ bit(c.square), -alpha - 1, empties - 1);
            if (control.stopped()) return 0;
            if (v > best) {
                best = v;
                best_move = c.square;
                if (v > alpha) break;
            }
        }
        store(p, o, alpha, alpha + 1, best, best_move, empties);
        return best;
    }

    // Principal-variation search for the root and the PV nodes.
    int pvs(Bitboard p, Bitboard o, int alpha, int beta, int empties, int* root_move) {
        ++nodes;
        if (empties == 0) return final_score(p, o);
        if (poll()) return 0;
        const Bitboard moves = legal_moves(p, o);
        if (moves == 0) {
            if (legal_moves(o, p) == 0) return final_score(p, o);
            if (root_move != nullptr) *root_move = kPassMove;
            return -pvs(o, p, -beta, -alpha, empties, nullptr);
        }
        int hash_move = kNoMove;
        if (const auto* e = probe(p, o)) {
            hash_move = e->move;
            if (root_move == nullptr) {
                if (e->lower >= beta) return e->lower;
                if (e->upper <= alpha) return e->upper;
                if (e->lower == e->upper) return e->lower;
            }
        }
        std::array<Candidate, 32> list;
        const int count = order_moves(p, o, moves, hash_move, empties, list);
        const int alpha_start = alpha;
        int best = -kInfinity;
        int best_move = kNoMove;
        for (int i = 0; i < count; ++i) {
            pick_best(list, i, count);
            const auto& c = list[static_cast<std::size_t>(i)];
            const Bitboard np = o ^ c.flipped;
            const Bitboard no = p ^ c.flipped ^ bit(c.square);
            int v;
            if (i == 0) {
                v = -pvs(np, no, -beta, -alpha, empties - 1, nullptr);
            } else {
                v = -nws(np, no, -alpha - 1, empties - 1);
                if (!control.stopped() && v > alpha && v < beta)
                    v = -pvs(np, no, -beta, -alpha, empties - 1, nullptr);
            }
            if (control.stopped()) return 0;
            if (v > best) {
                best = v;
                best_move = c.square;
                if (root_move != nullptr) *root_move = best_move;
                if (v > alpha) alpha = v;
                if (alpha >= beta) break;
            }
        }
        store(p, o, alpha_start, beta, best, best_move, empties);
        return best;
    }
};

EndgameSolver::EndgameSolver(int table_bits)
    : table_(std::size_t{1} << table_bits), table_bits_(table_bits) {}

EndgameResult EndgameSolver::solve(const Position& pos, int alpha, int beta,
                                   const core::SearchLimits& limits, const core::StopToken* stop) {
    EndgameSearch search{*this, core::SearchControl(limits, stop)};
    EndgameResult result;
    int move = kNoMove;
    result.score = search.pvs(pos.player, pos.opponent, alpha, beta, pos.empty_count(), &move);
    result.best_move = move;
    result.nodes = search.nodes;
    result.time = search.control.elapsed();
    result.stopped = search.control.stopped();
    return result;
}

void EndgameSolver::clear() { std::fill(table_.begin(), table_.end(), Entry{}); }

namespace {
EndgameSolver& thread_solver() {
    thread_local EndgameSolver solver(20);
    return solver;
}
}  // namespace

EndgameResult solve_endgame(const Position& pos, int alpha, int beta,
                            const core::SearchLimits& limits, const core::StopToken* stop) {
    return thread_solver().solve(pos, alpha, beta, limits, stop);
}

void clear_endgame_table() { thread_solver().clear(); }

}  // namespace plies::othello
