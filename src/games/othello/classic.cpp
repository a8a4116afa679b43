#include "games/othello/classic.hpp"

#include <algorithm>
#include <limits>

#include "core/search_tree.hpp"

namespace plies::othello {

GreedyTerms greedy_terms(const Position& pos, int square) {
    const Bitboard f = flips(square, pos.player, pos.opponent);
    const Position after = play(pos, square, f);  // side-relative: after.opponent = us
    const int mine = std::popcount(after.opponent);
    const int theirs = std::popcount(after.player);
    GreedyTerms terms;
    terms.weight = kSeedWeights[static_cast<std::size_t>(square)];
    terms.discs = mine + theirs;
    terms.difference = mine - theirs;
    terms.opponent_moves = std::popcount(legal_moves(after.player, after.opponent));
    terms.corner = (kCorners & bit(square)) != 0;
    return terms;
}

int greedy_score(const Position& pos, int square) {
    return greedy_terms(pos, square).score();
}

int choose_greedy(const Position& pos) {
    int best = kPassMove;
    int best_score = std::numeric_limits<int>::min();
    // The seed scans legalMoves() row by row, keeping the first strictly better score.
    for (Bitboard moves = legal_moves(pos.player, pos.opponent); moves != 0; moves &= moves - 1) {
        const int sq = std::countr_zero(moves);
        const int score = greedy_score(pos, sq);
        if (score > best_score) {
            best_score = score;
            best = sq;
        }
    }
    return best;
}

namespace {

constexpr std::array<std::pair<int, int>, 4> kXSquares{{{9, 0}, {14, 7}, {49, 56}, {54, 63}}};

int seed_weight_sum(Bitboard discs) {
    int sum = 0;
    for (; discs != 0; discs &= discs - 1)
        sum += kSeedWeights[static_cast<std::size_t>(std::countr_zero(discs))];
    return sum;
}

int x_square_count(Bitboard discs, Bitboard empty) {
    int count = 0;
    for (const auto& [x, corner] : kXSquares)
        if ((discs & bit(x)) && (empty & bit(corner))) ++count;
    return count;
}

// -Infinity / Infinity in the seed; scores stay far inside int.
constexpr int kInfinity = std::numeric_limits<int>::max();

// The seed's negamax; Observer is core::NoObserver in play (it compiles away) or the hook that
// records the tree for `plies tree`.
template <class Observer = core::NoObserver>
struct ClassicSearch {
    core::SearchControl control;
    Observer* observer = nullptr;
    std::uint64_t nodes = 0;
    std::uint64_t cutoffs = 0;

    // The seed's negamax(board, who, depth, alpha, beta), move for move.
    int negamax(const Position& pos, int depth, int alpha, int beta, int* best_move) {
        ++nodes;
        if (control.should_stop(nodes)) return 0;
        const Bitboard moves = legal_moves(pos.player, pos.opponent);
        if (moves == 0) {
            if (legal_moves(pos.opponent, pos.player) == 0) {
                return (std::popcount(pos.player) - std::popcount(pos.opponent)) * kClassicWinScale;
            }
            return search_child(pos.passed(), kPassMove, depth - 1, alpha, beta);
        }
        if (depth <= 0) return classic_evaluate(pos);
        std::array<int, 32> order{};
        int count = 0;
        for (Bitboard m = moves; m != 0; m &= m - 1) order[count++] = std::countr_zero(m);
        // orderMoves(): the project does not show it; we try moves by descending square weight,
        // board order among equals (a stable sort keeps the search deterministic).
        std::stable_sort(order.begin(), order.begin() + count, [](int a, int b) {
            return kSeedWeights[static_cast<std::size_t>(a)] >
                   kSeedWeights[static_cast<std::size_t>(b)];
        });
        int best_score = std::numeric_limits<int>::min();
        for (int i = 0; i < count; ++i) {
            const int sq = order[i];
            // search_child() written out: called here too, it was not inlined (+0.4%).
            if constexpr (Observer::kActive) observer->enter(sq, alpha, beta);
            const int score = -negamax(play(pos, sq, flips(sq, pos.player, pos.opponent)),
                                       depth - 1, -beta, -alpha, nullptr);
            if constexpr (Observer::kActive) observer->leave(score);
            if (control.stopped()) return 0;
            if (score > best_score) {
                best_score = score;
                if (best_move != nullptr) *best_move = sq;
            }
            if (score > alpha) alpha = score;
            if (Observer::kPrune && alpha >= beta) {
                ++cutoffs;

                if constexpr (Observer::kActive) observer->cut(count - i - 1);
                break;
            }
        }
        return best_score;
    }

    // Searches the position after `move` within the parent's window; the parent's view.
    int search_child(const Position& child, int move, int depth, int alpha, int beta) {
        if constexpr (Observer::kActive) observer->enter(move, alpha, beta);
        const int score = -negamax(child, depth, -beta, -alpha, nullptr);
        if constexpr (Observer::kActive) observer->leave(score);
        return score;
    }
};

}  // namespace

int classic_move_value(const Position& pos, int square, int depth) {
    ClassicSearch<> search{core::SearchControl({}, nullptr)};
    const Position after = play(pos, square, flips(square, pos.player, pos.opponent));
    return -search.negamax(after, depth - 1, -kInfinity, kInfinity, nullptr);
}

ClassicTerms classic_terms(const Position& pos) {
    const Bitboard empty = pos.empties();
    ClassicTerms terms;
    terms.squares = seed_weight_sum(pos.player) - seed_weight_sum(pos.opponent);
    terms.mobility = std::popcount(legal_moves(pos.player, pos.opponent)) -
                     std::popcount(legal_moves(pos.opponent, pos.player));
    terms.corners = std::popcount(pos.player & kCorners) - std::popcount(pos.opponent & kCorners);
    terms.x_squares = x_square_count(pos.player, empty) - x_square_count(pos.opponent, empty);
    return terms;
}

int classic_evaluate(const Position& pos) {
    return classic_terms(pos).score();
}

ClassicLine classic_line(const Position& pos, int square, int depth) {
    ClassicLine line{{square}, play(pos, square, flips(square, pos.player, pos.opponent))};
    // Down the line as the negamax goes (a pass costs a ply, and is made even at the horizon):
    // at each step the first of the moves in board order whose value is the node's.
    for (int left = depth - 1;; --left) {
        const Position& at = line.end;
        const Bitboard moves = legal_moves(at.player, at.opponent);
        if (moves == 0) {
            if (legal_moves(at.opponent, at.player) == 0) break;
            line.moves.push_back(kPassMove);
            line.end = at.passed();
            continue;
        }
        if (left <= 0) break;
        int best = kPassMove;
        int best_value = std::numeric_limits<int>::min();
        for (Bitboard m = moves; m != 0; m &= m - 1) {
            const int sq = std::countr_zero(m);
            const int value = classic_move_value(at, sq, left);
            if (value > best_value) best_value = value, best = sq;
        }
        line.moves.push_back(best);
        line.end = play(at, best, flips(best, at.player, at.opponent));
    }
    return line;
}

int classic_depth(int empties) {
    if (empties <= 8) return empties;
    if (empties <= 12) return 6;
    if (empties <= 20) return 5;
    return 4;
}

core::SearchResult<int> search_classic(const Position& pos, int depth,
                                       const core::SearchLimits& limits,
                                       const core::StopToken* stop) {
    core::SearchResult<int> result;
    ClassicSearch<> search{core::SearchControl(limits, stop)};
    const Bitboard moves = legal_moves(pos.player, pos.opponent);
    if (moves == 0) {
        result.best_move = kPassMove;
        result.pv = {kPassMove};
        return result;
    }
    const int first = std::countr_zero(moves);
    result.best_move = first;
    if (std::popcount(moves) == 1) {  // the project plays a lone move without searching
        result.pv = {first};
        return result;
    }
    const int plies = depth > 0 ? depth : classic_depth(pos.empty_count());
    int best = first;
    const int score = search.negamax(pos, plies, -kInfinity, kInfinity, &best);
    result.nodes = search.nodes;
    result.cutoffs = search.cutoffs;
    result.time = search.control.elapsed();
    result.stopped = search.control.stopped();
    // When stopped, `best` is the best of the root moves searched completely.
    result.best_move = best;
    if (!result.stopped) {
        result.score = score;
        result.depth = plies;
    }
    result.pv = {*result.best_move};
    return result;
}

core::RecordedSearch record_classic_tree(const Position& pos, int depth,
                                         const core::TreeLimits& limits) {
    const int plies = depth > 0 ? depth : classic_depth(pos.empty_count());
    core::RecordedSearch out;
    core::TreeRecorder recorder(limits.max_nodes);
    ClassicSearch<core::TreeRecorder> search{core::SearchControl({}, recorder.stop_when_full()),
                                             &recorder};
    int best = kPassMove;
    const int score = search.negamax(pos, plies, -kInfinity, kInfinity, &best);
    out.search.nodes = search.nodes;
    out.search.cutoffs = search.cutoffs;
    out.search.score = score;
    out.search.depth = plies;
    out.search.best_move = best;
    out.tree = recorder.finish(score);
    out.search.pruned = out.tree.pruned;
    out.infinity = kInfinity;
    if (!out.tree.complete) return out;
    core::SearchLimits budget;
    budget.nodes = limits.minimax_budget;
    core::NoPruning minimax;
    ClassicSearch<core::NoPruning> plain{core::SearchControl(budget, nullptr), &minimax};
    (void)plain.negamax(pos, plies, -kInfinity, kInfinity, nullptr);
    out.minimax_nodes = plain.nodes;
    out.minimax_complete = !plain.control.stopped();
    return out;
}

}  // namespace plies::othello
