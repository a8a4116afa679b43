// The game box's classic Connect Four AI, freestanding: win now, else block, else alpha-beta to
// depth N with the columns in centre-first order and its threat heuristic at the horizon. No
// heap, no clock, no exceptions: the desktop (classic.hpp) and the box (src/box/) run this
// same code, each with its own way to stop (the Control parameter).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/pv_table.hpp"
#include "core/search_observer.hpp"
#include "core/search_report.hpp"
#include "games/connect4/evaluation.hpp"
#include "games/connect4/position.hpp"

namespace plies::connect4 {

// The game box: "the AI always checks the centre column (3) first, then works outwards".
inline constexpr std::array<int, kWidth> kColumnOrder{3, 2, 4, 1, 5, 0, 6};

// The game box: a win scores 1000 or more and a faster win scores higher. We score a win that ends
// the game with disc number n (1..42) as 1000 + 42 - n, so the score depends on the game only,
// not on the search depth: the same win scores the same at every iteration.
inline constexpr int kWinScore = 1000;
[[nodiscard]] constexpr int win_score(int moves_at_end) {
    return kWinScore + kCells - moves_at_end;
}
[[nodiscard]] constexpr bool is_win_score(int score) {
    return score >= kWinScore || score <= -kWinScore;
}

// The horizon heuristic: the game box's threat evaluation (default) or the Connect Four tutorial's
// window evaluation.
enum class Evaluation { threats, window };

// The evaluation for the side to move, capped to +-999. The seed says the heuristic stays "well
// below 1000"; the cap makes that a guarantee (a proven win must always dominate). Neither
// heuristic comes near it in real games: see the tests.
[[nodiscard]] inline int heuristic(const Position& position, Evaluation evaluation) {
    const int raw = evaluation == Evaluation::threats
                        ? threat_evaluation(position)
                        : window_evaluation(position, position.side_to_move());
    return std::clamp(raw, -(kWinScore - 1), kWinScore - 1);
}

// Which of the game box's three phases chose the move.
enum class Phase { immediate_win, block, search };

struct ClassicOptions {
    int depth = 6;
    Evaluation evaluation = Evaluation::threats;
    // Deepen 1, 2, ..., depth with the same fixed column order, so that a stopped search still
    // has the best move of the last finished depth. The last iteration is exactly the game box's
    // single depth-N search (no move is reordered between iterations), so the chosen move is the
    // same; only the node count grows by the shallower iterations. Off: one depth-N search,
    // the game box's node count.
    bool iterative_deepening = true;
};

inline constexpr int kMaxClassicDepth = kCells;  // no game lasts longer
using ClassicReport = core::SearchReport<int, kMaxClassicDepth>;

// The first column in centre-first order of the playable cells in `cells`; -1 if none.
[[nodiscard]] inline int first_column_of(Bitboard cells) {
    for (int col : kColumnOrder)
        if ((cells & column_mask(col)) != 0) return col;
    return -1;
}
// Phase 1 and 2 helpers: the first column in centre-first order where the side to move wins at
// once / must block the opponent's immediate win; -1 if none.
[[nodiscard]] inline int immediate_win_column(const Position& position) {
    return first_column_of(winning_cells(position.current(), position.mask()) &
                           position.playable_cells());
}
[[nodiscard]] inline int forced_block_column(const Position& position) {
    return first_column_of(winning_cells(position.opponent(), position.mask()) &
                           position.playable_cells());
}

// A move chosen by phase 1 or 2: column -1 when neither applies (then the search decides, and
// the box's blunder mode may play instead).
struct ForcedMove {
    Phase phase = Phase::search;
    int column = -1;
    int score = 0;  // a win's score (phase 1) or 0
};
[[nodiscard]] inline ForcedMove forced_move(const Position& position) {
    if (const int col = immediate_win_column(position); col >= 0)
        return {Phase::immediate_win, col, win_score(position.moves() + 1)};
    if (const int col = forced_block_column(position); col >= 0) return {Phase::block, col, 0};
    return {};
}

// Negamax alpha-beta, one object per search (about 1.3 KB, most of it the PV triangle; on the
// box it lives on the caller's stack for one move). The heuristic is a template parameter so that
// the hot loop has no branch or call through a pointer for it. Control answers should_stop(nodes)
// at every node and stopped() after it (core::SearchControl on the desktop; a stop flag and budgets
// on the box). So is the observer that `plies tree` records the tree with (core::NoObserver, the
// normal search, compiles away; core/search_observer.hpp).
template <Evaluation kEvaluation, class Control, class Observer = core::NoObserver>
class ClassicSearch {
  public:
    static constexpr int kInfinity = kWinScore * 10;  // the root's window

    explicit ClassicSearch(Control& control, Observer* observer = nullptr)
        : control_(control), observer_(observer) {}

    ClassicReport run(Position position, const ClassicOptions& options) {
        const int depth = std::clamp(options.depth, 1, kMaxClassicDepth);
        const int first = options.iterative_deepening ? 1 : depth;
        for (int iteration = first; iteration <= depth; ++iteration) {
            horizon_reached_ = false;
            const auto found = search_root(position, iteration);
            if (!found) break;  // stopped: keep the last finished depth
            report_.depth = iteration;
            report_.score = found->first;
            report_.best_move = found->second;
            report_.pv_length = pv_.root_length();
            std::copy_n(pv_.root_line(), pv_.root_length(), report_.pv.begin());
            // A proven result or a tree that ended everywhere cannot change with depth.
            if (is_win_score(report_.score) || !horizon_reached_) {
                report_.exact = true;
                break;
            }
        }
        if (!report_.best_move) {
            // Stopped inside depth 1: the best root move searched so far, else the first one.
            report_.best_move = partial_best_ >= 0 ? partial_best_ : first_playable(position);
            report_.score = partial_best_ >= 0 ? partial_score_ : 0;
            report_.pv[0] = *report_.best_move;
            report_.pv_length = 1;
        }
        report_.stopped = control_.stopped();
        return report_;
    }

    // The value of playing `col` to `depth` plies in all, searched with a full window below it
    // (so it is exact, not a bound); pv starts with `col`.
    ClassicReport score_move(Position position, int col, int depth) {
        ++report_.nodes;
        report_.score = search_child(position, col, depth - 1, 1, -kInfinity, kInfinity);
        pv_.update(0, static_cast<std::int8_t>(col));
        report_.best_move = col;
        report_.depth = depth;
        report_.pv_length = pv_.root_length();
        std::copy_n(pv_.root_line(), pv_.root_length(), report_.pv.begin());
        report_.stopped = control_.stopped();
        return report_;
    }

  private:
    static int first_playable(const Position& position) {
        for (int col : kColumnOrder)
            if (position.can_play(col)) return col;
        return -1;
    }

    // (score, column) of the root at `depth`, or nullopt if stopped before it finished.
    std::optional<std::pair<int, int>> search_root(Position& position, int depth) {
        ++report_.nodes;
        int alpha = -kInfinity;
        int best_col = -1;
        for (int col : kColumnOrder) {
            if (!position.can_play(col)) continue;
            // search_child() written out, as in negamax() below: called here, GCC inlined the
            // search differently and `plies bench connect4 --quick` ran 1% more instructions.
            if constexpr (Observer::kActive) observer_->enter(col, alpha, kInfinity);
            position.play(col);
            const int score = -negamax(position, depth - 1, 1, -kInfinity, -alpha);
            position.undo(col);
            if constexpr (Observer::kActive) observer_->leave(score);
            if (control_.stopped()) return std::nullopt;
            if (score > alpha) {  // strictly better: ties keep the earlier column of the order
                alpha = score;
                best_col = col;
                pv_.update(0, static_cast<std::int8_t>(col));
                if (!report_.best_move) {  // no depth finished yet: remember the best so far
                    partial_best_ = col;
                    partial_score_ = score;
                }
            }
        }
        return std::pair{alpha, best_col};
    }

    int negamax(Position& position, int depth, int ply, int alpha, int beta) {
        ++report_.nodes;
        pv_.clear(ply);
        if (control_.should_stop(report_.nodes)) return 0;
        if (position.last_mover_won()) return -win_score(position.moves());
        if (position.full()) return 0;
        if (depth == 0) {
            horizon_reached_ = true;
            return heuristic(position, kEvaluation);
        }
        int best = -kInfinity;
        int remaining = kWidth - std::popcount(position.mask() & kTopRow);
        for (int col : kColumnOrder) {
            if (!position.can_play(col)) continue;
            --remaining;
            // search_child() written out, as in core::Negamax (so that it surely inlines).
            if constexpr (Observer::kActive) observer_->enter(col, alpha, beta);
            position.play(col);
            const int score = -negamax(position, depth - 1, ply + 1, -beta, -alpha);
            position.undo(col);
            if constexpr (Observer::kActive) observer_->leave(score);
            if (control_.stopped()) return 0;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    pv_.update(ply, static_cast<std::int8_t>(col));
                }
            }
            if (Observer::kPrune && alpha >= beta) {
                ++report_.cutoffs;
                report_.pruned += static_cast<std::uint64_t>(remaining);
                if constexpr (Observer::kActive) observer_->cut(remaining);
                break;
            }
        }
        return best;
    }

    // Plays `col`, searches the child (at `ply`) within the parent's window and returns its value
    // from the parent's view.
    int search_child(Position& position, int col, int depth, int ply, int alpha, int beta) {
        if constexpr (Observer::kActive) observer_->enter(col, alpha, beta);
        position.play(col);
        const int score = -negamax(position, depth, ply, -beta, -alpha);
        position.undo(col);
        if constexpr (Observer::kActive) observer_->leave(score);
        return score;
    }

    static constexpr Bitboard kTopRow = kBottomRow << (kHeight - 1);

    Control& control_;
    [[no_unique_address]] core::ObserverRef<Observer> observer_;
    ClassicReport report_;
    core::PvTable<std::int8_t, kMaxClassicDepth> pv_;
    int partial_best_ = -1;
    int partial_score_ = 0;
    bool horizon_reached_ = false;
};

// Phase 3 alone: alpha-beta to options.depth from `position` (not over).
template <class Control>
[[nodiscard]] ClassicReport run_classic_search(const Position& position,
                                               const ClassicOptions& options, Control& control) {
    if (options.evaluation == Evaluation::threats)
        return ClassicSearch<Evaluation::threats, Control>(control).run(position, options);
    return ClassicSearch<Evaluation::window, Control>(control).run(position, options);
}

}  // namespace plies::connect4
