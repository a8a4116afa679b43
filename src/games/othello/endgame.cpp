#include "games/othello/endgame.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "games/othello/endgame_shallow.hpp"
#include "games/othello/evaluation.hpp"
#include "games/othello/moves.hpp"
#include "games/othello/patterns.hpp"
#include "games/othello/stability.hpp"

namespace plies::othello {

namespace {

// Enhanced transposition cut-off: children are probed in the table first, from 8 empties.
constexpr int kEtcEmpties = 8;
// Corner stability and potential mobility join the ordering from 8 empties (below, they cost
// more time than they save: +0.2% nodes on FFO #40-#49 without them at 7).
constexpr int kFullOrderEmpties = 8;
// The pattern evaluation (1/16 of it, in hundredths of a disc) joins the ordering from 12
// empties: it orders well but costs a node more. With the weights of 393abab and the replies
// passed in, 12 rather than 14: FFO #40-#49 834 M -> 742 M nodes, 23.1 -> 21.2 s; 10 saves
// nodes still (714 M) but costs time.
constexpr int kEvaluationOrderEmpties = 12;
constexpr int kEvaluationDivisor = 16;
// Fastest-first weights, per unit: an opponent reply (a corner reply counts twice), a corner
// move, a disc anchored to one of our corners, an empty square next to our discs, a move into
// a quadrant with an odd number of empties (together about 8% fewer nodes than mobility alone).
constexpr int kReplyWeight = 64;
constexpr int kCornerMoveBonus = 16;
constexpr int kCornerStabilityWeight = 16;
constexpr int kPotentialMobilityWeight = 8;
constexpr int kParityBonus = 16;

// A selective pass before the exact one (roots of 18+ empties: only the first 3 moves at nodes
// of 12+ empties) orders the exact pass high in the tree and centres its aspiration window
// (+-2, widened on failure); its bounds are never reused, so the result stays exact (FFO #48:
// 924 M -> 672 M nodes).
constexpr int kSelectiveRootEmpties = 18;
constexpr int kSelectiveEmpties = 12;
constexpr int kSelectiveMoves = 3;
constexpr int kAspiration = 2;
// From 18 empties the ordering searches (empties - 12) / 3 plies over the evaluation, up to 5,
// a disc weighing 50 against 64 for an opponent reply (FFO #20-#39: 228 M -> 149 M nodes).
constexpr int kSearchOrderEmpties = 18;
constexpr int kSearchOrderBase = 12;
constexpr int kSearchOrderMaxDepth = 5;
constexpr int kSearchOrderDivisor = 2;

std::uint64_t hash_position(Bitboard p, Bitboard o) {
    const std::uint64_t h = position_mix(p, o);
    return h ^ (h >> 31);
}

// Our corners and the edge squares next to our corners: discs that are (nearly always) stable.
int corner_stability(Bitboard p) {
    const Bitboard stable =
        (((0x0100000000000001ULL & p) << 1) | ((0x8000000000000080ULL & p) >> 1) |
         ((0x0000000000000081ULL & p) << 8) | ((0x8100000000000000ULL & p) >> 8) | kCorners) &
        p;
    return std::popcount(stable);
}

}  // namespace

struct EndgameSearch {
    EndgameSolver& solver;
    core::SearchControl control;
    std::uint64_t nodes = 0;
    std::uint64_t next_poll = 0;
    std::uint64_t node_limit = 0;
    // 0 in the exact pass; in the selective pass, the number of moves searched at nodes with
    // kSelectiveEmpties or more (the others are taken to fail low).
    int selective_moves = 0;
    // The pattern evaluation if its weights are there, else the hand-made one.
    const PatternWeights* weights = default_pattern_weights();

    [[nodiscard]] int evaluation(Bitboard p, Bitboard o) const {
        return weights != nullptr ? weights->evaluate({p, o}) : evaluate({p, o});
    }
    // The same, given the side to move's legal moves.
    [[nodiscard]] int evaluation(Bitboard p, Bitboard o, Bitboard moves) const {
        return weights != nullptr ? weights->evaluate({p, o}, moves) : evaluate({p, o});
    }

    // Whether an entry's bounds can be used: a selective pass's bounds are guesses.
    [[nodiscard]] bool usable(const EndgameSolver::Bounds& e) const {
        return selective_moves != 0 || !e.selective();
    }
    [[nodiscard]] int move_limit(int count, int empties) const {
        return selective_moves != 0 && empties >= kSelectiveEmpties
                   ? std::min(count, selective_moves)
                   : count;
    }

    // Polls the stop token and clock every 2048 nodes (well under a millisecond), and a node
    // budget when it is reached: the search stops within one shallow solve of it.
    bool poll() {
        if (nodes < next_poll) return control.stopped();
        next_poll = nodes + 2048;
        if (node_limit != 0 && nodes >= node_limit) return control.should_stop(node_limit);
        if (node_limit != 0) next_poll = std::min(next_poll, node_limit);
        return control.should_stop(nodes & ~std::uint64_t{1023});
    }

    [[nodiscard]] EndgameSolver::Bucket& bucket(Bitboard p, Bitboard o) const {
        return solver.table_[hash_position(p, o) >> (64 - solver.bucket_bits_)];
    }

    // Starts loading a position's bucket into the cache: the enhanced transposition cut-off
    // probes every child, and their misses then overlap.
    void prefetch(Bitboard p, Bitboard o) const { __builtin_prefetch(&bucket(p, o)); }

    const EndgameSolver::Bounds* probe(Bitboard p, Bitboard o) const {
        const auto& b = bucket(p, o);
        for (std::size_t i = 0; i < EndgameSolver::kBucketWays; ++i)
            if (b.player[i] == p && b.opponent[i] == o) return &b.bounds[i];
        return nullptr;
    }

    // Stores a bound: `score` > alpha is a lower bound, < beta an upper bound. `start_nodes`: the
    // node count when the search of the position began (its cost decides what stays).
    void store(Bitboard p, Bitboard o, int alpha, int beta, int score, int move,
               std::uint64_t start_nodes) {
        auto& b = bucket(p, o);
        std::size_t way = 0;
        while (way < EndgameSolver::kBucketWays && (b.player[way] != p || b.opponent[way] != o))
            ++way;
        const std::uint8_t stamp =
            static_cast<std::uint8_t>((solver.generation_ & EndgameSolver::kGenerationMask) |
                                      (selective_moves != 0 ? EndgameSolver::kSelectiveStamp : 0));
        if (way == EndgameSolver::kBucketWays) {
            // Replace an entry of an earlier solve first, then the one whose search cost least
            // (log2 of its nodes; ranking by empties instead: FFO #40-#49 991 M nodes, by
            // cost 986 M).
            way = 0;
            for (std::size_t i = 1; i < EndgameSolver::kBucketWays; ++i)
                if (replace_rank(b.bounds[i]) < replace_rank(b.bounds[way])) way = i;
            b.player[way] = p;
            b.opponent[way] = o;
            b.bounds[way] = EndgameSolver::Bounds{-64, 64, kNoMove, 0, stamp};
        } else if (b.bounds[way].selective() != (selective_moves != 0)) {
            if (selective_moves != 0) return;  // an exact entry is worth more than a guess
            b.bounds[way] = EndgameSolver::Bounds{-64, 64, b.bounds[way].move, 0, stamp};
        }
        auto& slot = b.bounds[way];
        slot.stamp = stamp;
        slot.cost = static_cast<std::uint8_t>(std::bit_width(nodes - start_nodes));
        if (score > alpha) slot.lower = static_cast<std::int8_t>(std::max<int>(slot.lower, score));
        if (score < beta) slot.upper = static_cast<std::int8_t>(std::min<int>(slot.upper, score));
        if (move != kNoMove) slot.move = static_cast<std::uint8_t>(move);
    }

    [[nodiscard]] int replace_rank(const EndgameSolver::Bounds& e) const {
        return (e.generation() == (solver.generation_ & EndgameSolver::kGenerationMask) ? 64 : 0) +
               e.cost;
    }

    // Fastest-first: the hash move, then the moves that leave the opponent the fewest replies
    // (corner replies counted twice) and the fewest potential moves, that keep corner-anchored
    // discs, in odd quadrants; high in the tree also the evaluation or a shallow search over it.
    int order_moves(Bitboard p, Bitboard o, Bitboard moves, int hash_move, int empties,
                    MoveList& list) {
        const Bitboard empty = ~(p | o);
        const int odd = odd_quadrants(empty);
        return collect_moves(p, o, moves, hash_move, list, [&](Candidate& c) {
            const int sq = c.square;
            const Bitboard next_p = o ^ c.flipped;
            const Bitboard next_o = p ^ c.flipped ^ bit(sq);
            if (empties >= kEtcEmpties) prefetch(next_p, next_o);
            const Bitboard replies = legal_moves(next_p, next_o);
            c.replies = replies;
            int order =
                -kReplyWeight * (std::popcount(replies) + std::popcount(replies & kCorners));
            if (empties >= kFullOrderEmpties)
                order += kCornerStabilityWeight * corner_stability(next_o) -
                         kPotentialMobilityWeight *
                             std::popcount(adjacent_squares(next_o) & empty & ~bit(sq));
            if (kCorners & bit(sq)) order += kCornerMoveBonus;
            if ((odd >> quadrant(sq)) & 1) order += kParityBonus;
            if (empties >= kSearchOrderEmpties) {
                const int depth =
                    std::clamp((empties - kSearchOrderBase) / 3, 1, kSearchOrderMaxDepth);
                order -= shallow_value(next_p, next_o, depth, -kShallowInfinity, kShallowInfinity) /
                         kSearchOrderDivisor;
            } else if (empties >= kEvaluationOrderEmpties) {
                order -= evaluation(next_p, next_o, replies) / kEvaluationDivisor;
            }
            return order;
        });
    }

    static constexpr int kShallowInfinity = 1 << 20;
    // A small alpha-beta over the evaluation, for move ordering high in the tree.
    int shallow_value(Bitboard p, Bitboard o, int depth, int alpha, int beta) {
        ++nodes;
        if (depth == 0) return evaluation(p, o);
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

    // Null-window search with the hash table, above kShallowEmpties. `moves`: the legal moves,
    // or kMovesUnknown.
    int nws(Bitboard p, Bitboard o, int alpha, int empties, Bitboard moves) {
        if (empties <= kShallowEmpties) return solve_shallow({p, o}, alpha, nodes, moves);
        const std::uint64_t start_nodes = nodes;
        ++nodes;
        if (poll()) return 0;
        if (moves == kMovesUnknown) moves = legal_moves(p, o);
        if (moves == 0) {
            const Bitboard replies = legal_moves(o, p);
            if (replies == 0) return final_score(p, o);
            return -nws(o, p, -alpha - 1, empties, replies);
        }
        // Stability cut-off: the opponent keeps its stable discs, so we score at most
        // 64 - 2 x that many. Checked only when even all the opponent's discs could cut.
        if (alpha >= 64 - 2 * std::popcount(o)) {
            const int upper = 64 - 2 * std::popcount(stable_discs(o, p));
            if (upper <= alpha) return upper;
        }
        int hash_move = kNoMove;
        if (const auto* e = probe(p, o)) {
            if (usable(*e)) {
                if (e->lower > alpha) return e->lower;
                if (e->upper <= alpha) return e->upper;
            }
            hash_move = e->move;
        }
        MoveList list;
        const int count = order_moves(p, o, moves, hash_move, empties, list);
        // Enhanced transposition cut-off: a child already known to fail low for the opponent
        // (its upper bound <= -alpha - 1) is a cut here without searching.
        if (empties >= kEtcEmpties) {
            for (int i = 0; i < count; ++i) {
                const auto& c = list[static_cast<std::size_t>(i)];
                const auto* e = probe(o ^ c.flipped, p ^ c.flipped ^ bit(c.square));
                if (e != nullptr && usable(*e)) {
                    if (-e->upper > alpha) {
                        store(p, o, alpha, alpha + 1, -e->upper, c.square, start_nodes);
                        return -e->upper;
                    }
                }
            }
        }
        int best = -kDiscScoreInfinity;
        int best_move = kNoMove;
        const int limit = move_limit(count, empties);
        for (int i = 0; i < limit; ++i) {
            pick_best(list, i, count);
            const auto& c = list[static_cast<std::size_t>(i)];
            const int v = -nws(o ^ c.flipped, p ^ c.flipped ^ bit(c.square), -alpha - 1,
                               empties - 1, c.replies);
            if (control.stopped()) return 0;
            if (v > best) {
                best = v;
                best_move = c.square;
                if (v > alpha) break;
            }
        }
        store(p, o, alpha, alpha + 1, best, best_move, start_nodes);
        return best;
    }

    // Principal-variation search for the root and the PV nodes.
    int pvs(Bitboard p, Bitboard o, int alpha, int beta, int empties, int* root_move) {
        if (empties <= kShallowEmpties && beta == alpha + 1 && root_move == nullptr)
            return solve_shallow({p, o}, alpha, nodes);
        const std::uint64_t start_nodes = nodes;
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
            if (root_move == nullptr && usable(*e)) {
                if (e->lower >= beta) return e->lower;
                if (e->upper <= alpha) return e->upper;
                if (e->lower == e->upper) return e->lower;
            }
        }
        MoveList list;
        const int count = order_moves(p, o, moves, hash_move, empties, list);
        const int alpha_start = alpha;
        int best = -kDiscScoreInfinity;
        int best_move = kNoMove;
        const int limit = root_move != nullptr ? count : move_limit(count, empties);
        for (int i = 0; i < limit; ++i) {
            pick_best(list, i, count);
            const auto& c = list[static_cast<std::size_t>(i)];
            const Bitboard np = o ^ c.flipped;
            const Bitboard no = p ^ c.flipped ^ bit(c.square);
            int v;
            if (i == 0) {
                v = -pvs(np, no, -beta, -alpha, empties - 1, nullptr);
            } else {
                v = -nws(np, no, -alpha - 1, empties - 1, c.replies);
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
        store(p, o, alpha_start, beta, best, best_move, start_nodes);
        return best;
    }
};

EndgameSolver::EndgameSolver(int bucket_bits)
    : table_(std::size_t{1} << bucket_bits), bucket_bits_(bucket_bits) {}

EndgameResult EndgameSolver::solve(const Position& pos, int alpha, int beta,
                                   const core::SearchLimits& limits, const core::StopToken* stop) {
    ++generation_;
    EndgameSearch search{*this, core::SearchControl(limits, stop)};
    search.node_limit = limits.nodes;
    EndgameResult result;
    int move = kNoMove;
    const int empties = pos.empty_count();
    if (empties >= kSelectiveRootEmpties && beta - alpha > 2 * kAspiration) {
        // A selective pass first: its moves order the exact pass high in the tree (where the
        // evaluation orders poorly) and its score centres an aspiration window.
        search.selective_moves = kSelectiveMoves;
        const int guess = std::clamp(
            search.pvs(pos.player, pos.opponent, alpha, beta, empties, &move), alpha, beta);
        search.selective_moves = 0;
        int low = std::max(alpha, guess - kAspiration);
        int high = std::min(beta, guess + kAspiration);
        for (int failures = 0;; ++failures) {
            if (search.control.stopped()) break;
            if (failures >= 2) {  // guards against search instability: no endless re-searches
                low = alpha;
                high = beta;
            }
            const int v = search.pvs(pos.player, pos.opponent, low, high, empties, &move);
            result.score = v;
            // Fail-soft: a score at or below the window is an upper bound, at or above it a
            // lower bound; search again between it and the caller's bound.
            if (low == alpha && high == beta) break;
            if (v <= low && v > alpha) {
                low = alpha;
                high = v + 1;
            } else if (v >= high && v < beta) {
                low = v - 1;
                high = beta;
            } else {
                break;
            }
        }
    } else {
        result.score = search.pvs(pos.player, pos.opponent, alpha, beta, empties, &move);
    }
    result.best_move = move;
    result.nodes = search.nodes;
    result.time = search.control.elapsed();
    result.stopped = search.control.stopped();
    return result;
}

void EndgameSolver::clear() {
    table_.clear();
}

namespace {
EndgameSolver& thread_solver() {
    thread_local EndgameSolver solver;
    return solver;
}
}  // namespace

EndgameResult solve_endgame(const Position& pos, int alpha, int beta,
                            const core::SearchLimits& limits, const core::StopToken* stop) {
    return thread_solver().solve(pos, alpha, beta, limits, stop);
}

void clear_endgame_table() {
    thread_solver().clear();
}

}  // namespace plies::othello
