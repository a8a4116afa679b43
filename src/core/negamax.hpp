// A generic negamax alpha-beta search with iterative deepening, a move-ordering hook and an
// optional transposition table. Games whose hot search needs more (the Connect Four solver,
// the Othello endgame) have their own; this one serves the classic depth-N players.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "core/score.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "core/transposition_table.hpp"

namespace plies::core {

// What a game state offers the search. Scores are from the side to move's point of view.
// - generate_moves(buffer) writes the legal moves into buffer (size kMaxMoves), returns count;
// - play(m) / undo(m) make and take back a move;
// - terminal_score(ply) is the exact score when the game is over at this node, else nullopt;
//   `ply` is the distance from the root, so that faster wins can score higher;
// - evaluate() is the heuristic at the horizon.
template <class S>
concept NegamaxState = requires(S& s, const S& cs, typename S::Move m,
                                std::span<typename S::Move> buffer, int ply) {
    typename S::Move;
    { S::kMaxMoves } -> std::convertible_to<int>;
    { S::kMaxPly } -> std::convertible_to<int>;
    { cs.generate_moves(buffer) } -> std::convertible_to<int>;
    s.play(m);
    s.undo(m);
    { cs.terminal_score(ply) } -> std::same_as<std::optional<int>>;
    { cs.evaluate() } -> std::convertible_to<int>;
};

// A state that can use the transposition table. Its proven scores must follow core/score.hpp
// (win_in / loss_in), so that they can be stored relative to the node.
template <class S>
concept HashableState = NegamaxState<S> && requires(const S& s) {
    { s.hash() } -> std::convertible_to<std::uint64_t>;
};

// The default ordering hook: keep the order generate_moves gave.
struct KeepOrder {
    template <class S, class Move>
    void operator()(const S&, std::span<Move>, int /*ply*/) const {}
};

struct NegamaxOptions {
    bool iterative_deepening = true;
    bool use_table = false;  // only honoured for HashableState
    std::size_t table_bytes = std::size_t{8} << 20;
};

// Observer: core::NoObserver (the normal search, compiles away), or a hook called around every
// child searched (core::TreeRecorder for `plies tree`, core::NoPruning to count plain minimax).
template <NegamaxState S, class Order = KeepOrder, class Observer = NoObserver>
class Negamax {
  public:
    using Move = typename S::Move;

    explicit Negamax(NegamaxOptions options = {}, Order order = {}, Observer* observer = nullptr)
        : options_(options), order_(std::move(order)), observer_(observer) {
        if constexpr (HashableState<S>) {
            if (options_.use_table) table_.emplace(options_.table_bytes);
        }
    }

    // Searches `state` (restored on return) within `limits` (depth 0 = to the end of the game).
    SearchResult<Move> search(S& state, const SearchLimits& limits, const StopToken* stop) {
        SearchControl control(limits, stop);
        control_ = &control;
        result_ = SearchResult<Move>{};
        prepare_buffers();

        const int max_depth =
            limits.depth > 0 ? std::min(limits.depth, int{S::kMaxPly}) : int{S::kMaxPly};
        Move* root_moves = moves_at(0);
        const int root_count = state.generate_moves(std::span<Move>(root_moves, S::kMaxMoves));
        if (root_count == 0) {
            result_.score = state.terminal_score(0).value_or(state.evaluate());
            result_.exact = state.terminal_score(0).has_value();
            finish(control);
            return result_;
        }
        order_(std::as_const(state), std::span<Move>(root_moves, root_count), 0);
        std::vector<Move> root(root_moves, root_moves + root_count);

        const int first_depth = options_.iterative_deepening ? 1 : max_depth;
        for (int depth = first_depth; depth <= max_depth; ++depth) {
            hit_horizon_ = false;
            const auto iteration = search_root(state, root, depth);
            if (!iteration) break;  // stopped mid-iteration; keep the last complete one
            result_.depth = depth;
            result_.score = iteration->first;
            result_.best_move = root[iteration->second];
            result_.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
            // Search the best move first at the next depth.
            std::rotate(root.begin(), root.begin() + iteration->second,
                        root.begin() + iteration->second + 1);
            if (!hit_horizon_) {
                result_.exact = true;  // every line reached a game end: deeper changes nothing
                break;
            }
            if (is_proven(result_.score) && plies_to_end(result_.score) <= depth) {
                result_.exact = true;
                break;
            }
            if (control.past_deadline()) break;
        }
        if (!result_.best_move) {
            // Stopped before depth 1 completed: the best fully searched move, else the first.
            result_.best_move = partial_best_ ? *partial_best_ : root.front();
            result_.score = partial_best_ ? partial_score_ : 0;
            result_.pv = {*result_.best_move};
        }
        finish(control);
        return result_;
    }

    // The value of `move` alone, to limits.depth plies in all (0 = to the end of the game),
    // searched with a full window below it so that it is exact, not a bound; pv starts with it.
    SearchResult<Move> search_move(S& state, Move move, const SearchLimits& limits,
                                   const StopToken* stop) {
        SearchControl control(limits, stop);
        control_ = &control;
        result_ = SearchResult<Move>{};
        prepare_buffers();
        const int depth =
            limits.depth > 0 ? std::min(limits.depth, int{S::kMaxPly}) : int{S::kMaxPly};
        ++result_.nodes;
        result_.score = search_child(state, move, depth - 1, 1, -kInfinity, kInfinity);
        update_pv(0, move);
        result_.best_move = move;
        result_.depth = depth;
        result_.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
        finish(control);
        return result_;
    }

    [[nodiscard]] const SearchResult<Move>& last_result() const { return result_; }

  private:
    // Returns (score, index of the best root move), or nullopt if the search was stopped.
    std::optional<std::pair<int, std::size_t>> search_root(S& state, std::vector<Move>& root,
                                                           int depth) {
        int alpha = -kInfinity;
        const int beta = kInfinity;
        std::size_t best_index = 0;
        ++result_.nodes;
        for (std::size_t i = 0; i < root.size(); ++i) {
            const int score = search_child(state, root[i], depth - 1, 1, alpha, beta);
            if (control_->stopped()) return std::nullopt;
            if (score > alpha) {
                alpha = score;
                best_index = i;
                update_pv(0, root[i]);
                if (!result_.best_move) {
                    partial_best_ = root[i];
                    partial_score_ = score;
                }
            }
        }
        return std::pair{alpha, best_index};
    }

    int negamax(S& state, int depth, int ply, int alpha, int beta) {
        ++result_.nodes;
        pv_length_[ply] = 0;
        if (control_->should_stop(result_.nodes)) return 0;
        if (const auto terminal = state.terminal_score(ply)) return *terminal;
        if (depth <= 0 || ply >= S::kMaxPly) {
            hit_horizon_ = true;
            return state.evaluate();
        }

        const int original_alpha = alpha;
        std::optional<Move> table_move;
        [[maybe_unused]] std::uint64_t key = 0;
        if constexpr (HashableState<S>) {
            if (table_) {
                key = state.hash();
                if (const auto* entry = table_->probe(key)) {
                    if (entry->has_move) table_move = entry->move;
                    if (entry->depth >= depth) {
                        const int score = score_from_table(entry->score, ply);
                        if (entry->bound == Bound::exact ||
                            (entry->bound == Bound::lower && score >= beta) ||
                            (entry->bound == Bound::upper && score <= alpha)) {
                            // A cut from the table may hide a horizon below it.
                            hit_horizon_ = true;
                            return score;
                        }
                    }
                }
            }
        }

        Move* moves = moves_at(ply);
        const int count = state.generate_moves(std::span<Move>(moves, S::kMaxMoves));
        order_(std::as_const(state), std::span<Move>(moves, count), ply);
        if (table_move) {
            auto* found = std::find(moves, moves + count, *table_move);
            if (found != moves + count) std::rotate(moves, found, found + 1);
        }

        int best = -kInfinity;
        Move best_move = moves[0];
        for (int i = 0; i < count; ++i) {
            const Move move = moves[i];
            // search_child() written out: called here too, it was not inlined and the perfect
            // tic-tac-toe search ran 7% more instructions (callgrind).
            if constexpr (Observer::kActive) observer_->enter(static_cast<int>(move), alpha, beta);
            state.play(move);
            const int score = -negamax(state, depth - 1, ply + 1, -beta, -alpha);
            state.undo(move);
            if constexpr (Observer::kActive) observer_->leave(score);
            if (control_->stopped()) return 0;
            if (score > best) {
                best = score;
                best_move = move;
                if (score > alpha) {
                    alpha = score;
                    update_pv(ply, move);
                }
            }
            if (Observer::kPrune && alpha >= beta) {
                ++result_.cutoffs;
                result_.pruned += static_cast<std::uint64_t>(count - i - 1);
                if constexpr (Observer::kActive) observer_->cut(count - i - 1);
                break;
            }
        }

        if constexpr (HashableState<S>) {
            if (table_) {
                const Bound bound = best <= original_alpha ? Bound::upper
                                    : best >= beta         ? Bound::lower
                                                           : Bound::exact;
                table_->store(key, score_to_table(best, ply), depth, bound, &best_move);
            }
        }
        return best;
    }

    // Plays `move`, searches the child (at `ply`) within the parent's window and returns its
    // value from the parent's view.
    int search_child(S& state, Move move, int depth, int ply, int alpha, int beta) {
        if constexpr (Observer::kActive) observer_->enter(static_cast<int>(move), alpha, beta);
        state.play(move);
        const int score = -negamax(state, depth, ply, -beta, -alpha);
        state.undo(move);
        if constexpr (Observer::kActive) observer_->leave(score);
        return score;
    }

    void update_pv(int ply, const Move& move) {
        pv_[ply][0] = move;
        const int child_length = pv_length_[ply + 1];
        std::copy_n(pv_[ply + 1].begin(), child_length, pv_[ply].begin() + 1);
        pv_length_[ply] = child_length + 1;
    }

    void prepare_buffers() {
        const std::size_t plies = static_cast<std::size_t>(S::kMaxPly) + 2;
        moves_.resize(plies * static_cast<std::size_t>(S::kMaxMoves));
        pv_.assign(plies, std::vector<Move>(plies));
        pv_length_.assign(plies, 0);
        partial_best_.reset();
        partial_score_ = 0;
    }

    Move* moves_at(int ply) {
        return moves_.data() +
               static_cast<std::size_t>(ply) * static_cast<std::size_t>(S::kMaxMoves);
    }

    void finish(const SearchControl& control) {
        result_.time = control.elapsed();
        result_.stopped = control.stopped();
        control_ = nullptr;
    }

    NegamaxOptions options_;
    Order order_;
    Observer* observer_;
    std::optional<TranspositionTable<Move>> table_;
    SearchControl* control_ = nullptr;
    SearchResult<Move> result_;
    std::vector<Move> moves_;
    std::vector<std::vector<Move>> pv_;
    std::vector<int> pv_length_;
    std::optional<Move> partial_best_;
    int partial_score_ = 0;
    bool hit_horizon_ = false;
};

// Records the tree of one search to limits.depth (no iterative deepening: one tree), and counts
// the nodes of the same search without cut-offs.
template <NegamaxState S, class Order = KeepOrder>
RecordedSearch record_negamax_tree(S state, const SearchLimits& limits,
                                   const TreeLimits& tree_limits, Order order = {}) {
    const NegamaxOptions options{.iterative_deepening = false};
    RecordedSearch out;
    TreeRecorder recorder(tree_limits.max_nodes);
    out.search = Negamax<S, Order, TreeRecorder>(options, order, &recorder)
                     .search(state, limits, recorder.stop_when_full());
    out.tree = recorder.finish(out.search.score);
    out.infinity = kInfinity;
    if (!out.tree.complete) return out;
    SearchLimits budget = limits;
    budget.nodes = tree_limits.minimax_budget;
    NoPruning minimax;
    const auto plain =
        Negamax<S, Order, NoPruning>(options, order, &minimax).search(state, budget, nullptr);
    out.minimax_nodes = plain.nodes;
    out.minimax_complete = !plain.stopped;
    return out;
}

}  // namespace plies::core
