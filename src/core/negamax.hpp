// A generic negamax alpha-beta search with iterative deepening and a move-ordering hook, for
// the classic depth-N players (tic-tac-toe's). Games whose hot search needs more (the Connect Four
// solver, the Othello endgame) have their own. Freestanding (fixed buffers, no clock): the game
// box's build (src/box/) runs it for the perfect tic-tac-toe player. The Observer hook lets
// `plies tree` record the tree it searches (core/negamax_tree.hpp, desktop only).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>

#include "core/pv_table.hpp"
#include "core/score.hpp"
#include "core/search_observer.hpp"
#include "core/search_report.hpp"

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

// The default ordering hook: keep the order generate_moves gave.
struct KeepOrder {
    template <class S, class Move>
    void operator()(const S&, std::span<Move>, int /*ply*/) const {}
};

struct NegamaxOptions {
    bool iterative_deepening = true;
};

// Control says when to stop: should_stop(nodes) at every node (true from then on), stopped()
// after it, past_deadline() between iterations (core::SearchControl on the desktop).
// Observer: core::NoObserver (the normal search, compiles away), or a hook called around every
// child searched (core::TreeRecorder for `plies tree`, core::NoPruning to count plain minimax).
template <NegamaxState S, class Control, class Order = KeepOrder, class Observer = NoObserver>
class Negamax {
  public:
    using Move = typename S::Move;
    using Report = SearchReport<Move, S::kMaxPly>;

    explicit Negamax(NegamaxOptions options = {}, Order order = {}, Observer* observer = nullptr)
        : options_(options), order_(std::move(order)), observer_(observer) {}

    // Searches `state` (restored on return) to `depth` plies (0 = to the end of the game).
    Report search(S& state, int depth, Control& control) {
        control_ = &control;
        report_ = Report{};
        partial_best_.reset();
        partial_score_ = 0;

        const int max_depth = depth > 0 ? std::min(depth, int{S::kMaxPly}) : int{S::kMaxPly};
        Move* root = moves_at(0);
        const int root_count = state.generate_moves(std::span<Move>(root, S::kMaxMoves));
        if (root_count == 0) {
            report_.score = state.terminal_score(0).value_or(state.evaluate());
            report_.exact = state.terminal_score(0).has_value();
            report_.stopped = control.stopped();
            return report_;
        }
        order_(std::as_const(state), std::span<Move>(root, root_count), 0);
        // The root's moves stay in their own row: the search below uses the rows from ply 1.
        const std::span<Move> root_moves(root, static_cast<std::size_t>(root_count));

        const int first_depth = options_.iterative_deepening ? 1 : max_depth;
        for (int iteration = first_depth; iteration <= max_depth; ++iteration) {
            hit_horizon_ = false;
            const auto found = search_root(state, root_moves, iteration);
            if (!found) break;  // stopped mid-iteration; keep the last complete one
            report_.depth = iteration;
            report_.score = found->first;
            report_.best_move = root_moves[found->second];
            report_.pv_length = pv_.root_length();
            std::copy_n(pv_.root_line(), pv_.root_length(), report_.pv.begin());
            // Search the best move first at the next depth.
            std::rotate(root_moves.begin(), root_moves.begin() + found->second,
                        root_moves.begin() + found->second + 1);
            if (!hit_horizon_) {
                report_.exact = true;  // every line reached a game end: deeper changes nothing
                break;
            }
            if (is_proven(report_.score) && plies_to_end(report_.score) <= iteration) {
                report_.exact = true;
                break;
            }
            if (control.past_deadline()) break;
        }
        if (!report_.best_move) {
            // Stopped before depth 1 completed: the best fully searched move, else the first.
            report_.best_move = partial_best_ ? *partial_best_ : root_moves[0];
            report_.score = partial_best_ ? partial_score_ : 0;
            report_.pv[0] = *report_.best_move;
            report_.pv_length = 1;
        }
        report_.stopped = control.stopped();
        return report_;
    }

    // The value of `move` alone, to `depth` plies in all (0 = to the end of the game), searched
    // with a full window below it so that it is exact, not a bound; pv starts with it.
    Report search_move(S& state, Move move, int depth, Control& control) {
        control_ = &control;
        report_ = Report{};
        const int plies = depth > 0 ? std::min(depth, int{S::kMaxPly}) : int{S::kMaxPly};
        ++report_.nodes;
        report_.score = search_child(state, move, plies - 1, 1, -kInfinity, kInfinity);
        pv_.update(0, move);
        report_.best_move = move;
        report_.depth = plies;
        report_.pv_length = pv_.root_length();
        std::copy_n(pv_.root_line(), pv_.root_length(), report_.pv.begin());
        report_.stopped = control.stopped();
        return report_;
    }

  private:
    // Returns (score, index of the best root move), or nullopt if the search was stopped.
    std::optional<std::pair<int, std::size_t>> search_root(S& state, std::span<Move> root,
                                                           int depth) {
        int alpha = -kInfinity;
        const int beta = kInfinity;
        std::size_t best_index = 0;
        ++report_.nodes;
        for (std::size_t i = 0; i < root.size(); ++i) {
            // search_child() written out: called here, it cost the perfect tic-tac-toe search
            // 0.9% more instructions (callgrind).
            if constexpr (Observer::kActive)
                observer_->enter(static_cast<int>(root[i]), alpha, beta);
            state.play(root[i]);
            const int score = -negamax(state, depth - 1, 1, -beta, -alpha);
            state.undo(root[i]);
            if constexpr (Observer::kActive) observer_->leave(score);
            if (control_->stopped()) return std::nullopt;
            if (score > alpha) {
                alpha = score;
                best_index = i;
                pv_.update(0, root[i]);
                if (!report_.best_move) {
                    partial_best_ = root[i];
                    partial_score_ = score;
                }
            }
        }
        return std::pair{alpha, best_index};
    }

    int negamax(S& state, int depth, int ply, int alpha, int beta) {
        ++report_.nodes;
        pv_.clear(ply);
        if (control_->should_stop(report_.nodes)) return 0;
        if (const auto terminal = state.terminal_score(ply)) return *terminal;
        if (depth <= 0 || ply >= S::kMaxPly) {
            hit_horizon_ = true;
            return state.evaluate();
        }

        Move* moves = moves_at(ply);
        const int count = state.generate_moves(std::span<Move>(moves, S::kMaxMoves));
        order_(std::as_const(state), std::span<Move>(moves, count), ply);

        int best = -kInfinity;
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
                if (score > alpha) {
                    alpha = score;
                    pv_.update(ply, move);
                }
            }
            if (Observer::kPrune && alpha >= beta) {
                ++report_.cutoffs;
                report_.pruned += static_cast<std::uint64_t>(count - i - 1);
                if constexpr (Observer::kActive) observer_->cut(count - i - 1);
                break;
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

    Move* moves_at(int ply) {
        return moves_.data() +
               static_cast<std::size_t>(ply) * static_cast<std::size_t>(S::kMaxMoves);
    }

    NegamaxOptions options_;
    Order order_;
    [[no_unique_address]] ObserverRef<Observer> observer_;
    Control* control_ = nullptr;
    Report report_;
    // One row of kMaxMoves per ply, the root's included.
    std::array<Move, static_cast<std::size_t>(S::kMaxPly + 1) * S::kMaxMoves> moves_{};
    PvTable<Move, S::kMaxPly> pv_;
    std::optional<Move> partial_best_;
    int partial_score_ = 0;
    bool hit_horizon_ = false;
};

}  // namespace plies::core
