#include "games/connect4/classic.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/score.hpp"
#include "core/search_tree.hpp"
#include "games/connect4/evaluation.hpp"

namespace plies::connect4 {

int heuristic(const Position& position, Evaluation evaluation) {
    const int raw = evaluation == Evaluation::threats
                        ? threat_evaluation(position)
                        : window_evaluation(position, position.side_to_move());
    return std::clamp(raw, -(kWinScore - 1), kWinScore - 1);
}

namespace {

constexpr int kMaxDepth = kCells;  // no game lasts longer
constexpr int kInfinity = kWinScore * 10;

// Negamax alpha-beta, one object per search. The heuristic is a template parameter so that the
// hot loop has no branch or call through a pointer for it; so is the observer that `plies tree`
// records the tree with (core::NoObserver, the normal search, compiles away).
template <Evaluation kEvaluation, class Observer = core::NoObserver>
class ClassicSearch {
  public:
    ClassicSearch(const core::SearchLimits& limits, const core::StopToken* stop,
                  Observer* observer = nullptr)
        : control_(limits, stop), observer_(observer) {}

    core::SearchResult<int> run(Position position, const ClassicOptions& options) {
        const int depth = std::clamp(options.depth, 1, kMaxDepth);
        const int first = options.iterative_deepening ? 1 : depth;
        for (int iteration = first; iteration <= depth; ++iteration) {
            horizon_reached_ = false;
            const auto found = search_root(position, iteration);
            if (!found) break;  // stopped: keep the last finished depth
            result_.depth = iteration;
            result_.score = found->first;
            result_.best_move = found->second;
            result_.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
            // A proven result or a tree that ended everywhere cannot change with depth.
            if (is_win_score(result_.score) || !horizon_reached_) {
                result_.exact = true;
                break;
            }
        }
        if (!result_.best_move) {
            // Stopped inside depth 1: the best root move searched so far, else the first one.
            result_.best_move = partial_best_ >= 0 ? partial_best_ : first_playable(position);
            result_.score = partial_best_ >= 0 ? partial_score_ : 0;
            result_.pv = {*result_.best_move};
        }
        result_.time = control_.elapsed();
        result_.stopped = control_.stopped();
        return result_;
    }

    // The value of playing `col` to `depth` plies in all, searched with a full window below it.
    core::SearchResult<int> score_move(Position position, int col, int depth) {
        ++result_.nodes;
        const int score = search_child(position, col, depth - 1, 1, -kInfinity, kInfinity);
        update_pv(0, col);
        result_.best_move = col;
        result_.score = score;
        result_.depth = depth;
        result_.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
        return result_;
    }

  private:
    static int first_playable(const Position& position) {
        for (int col : kColumnOrder)
            if (position.can_play(col)) return col;
        return -1;
    }

    // (score, column) of the root at `depth`, or nullopt if stopped before it finished.
    std::optional<std::pair<int, int>> search_root(Position& position, int depth) {
        ++result_.nodes;
        int alpha = -kInfinity;
        int best_col = -1;
        for (int col : kColumnOrder) {
            if (!position.can_play(col)) continue;
            const int score = search_child(position, col, depth - 1, 1, alpha, kInfinity);
            if (control_.stopped()) return std::nullopt;
            if (score > alpha) {  // strictly better: ties keep the earlier column of the order
                alpha = score;
                best_col = col;
                update_pv(0, col);
                if (!result_.best_move) {  // no depth finished yet: remember the best so far
                    partial_best_ = col;
                    partial_score_ = score;
                }
            }
        }
        return std::pair{alpha, best_col};
    }

    int negamax(Position& position, int depth, int ply, int alpha, int beta) {
        ++result_.nodes;
        pv_length_[ply] = 0;
        if (control_.should_stop(result_.nodes)) return 0;
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
            const int score = search_child(position, col, depth - 1, ply + 1, alpha, beta);
            if (control_.stopped()) return 0;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    update_pv(ply, col);
                }
            }
            if (Observer::kPrune && alpha >= beta) {
                ++result_.cutoffs;
                result_.pruned += static_cast<std::uint64_t>(remaining);
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

    void update_pv(int ply, int col) {
        const auto p = static_cast<std::size_t>(ply);
        pv_[p][0] = col;
        const int child = pv_length_[p + 1];
        std::copy_n(pv_[p + 1].begin(), child, pv_[p].begin() + 1);
        pv_length_[p] = child + 1;
    }

    static constexpr Bitboard kTopRow = kBottomRow << (kHeight - 1);

    core::SearchControl control_;
    Observer* observer_;
    core::SearchResult<int> result_;
    std::array<std::array<int, kMaxDepth + 2>, kMaxDepth + 2> pv_{};
    std::array<int, kMaxDepth + 2> pv_length_{};
    int partial_best_ = -1;
    int partial_score_ = 0;
    bool horizon_reached_ = false;
};

ClassicResult one_move(Phase phase, int col, int score) {
    ClassicResult out;
    out.phase = phase;
    out.search.best_move = col;
    out.search.score = score;
    out.search.pv = {col};
    out.search.exact = phase == Phase::immediate_win;
    return out;
}

// Phases 1 and 2, shared by the classic and greedy players.
std::optional<ClassicResult> forced_move(const Position& position) {
    if (const int col = immediate_win_column(position); col >= 0)
        return one_move(Phase::immediate_win, col, win_score(position.moves() + 1));
    if (const int col = forced_block_column(position); col >= 0)
        return one_move(Phase::block, col, 0);
    return std::nullopt;
}

}  // namespace

int immediate_win_column(const Position& position) {
    const Bitboard wins =
        winning_cells(position.current(), position.mask()) & position.playable_cells();
    for (int col : kColumnOrder)
        if ((wins & column_mask(col)) != 0) return col;
    return -1;
}

int forced_block_column(const Position& position) {
    const Bitboard threats =
        winning_cells(position.opponent(), position.mask()) & position.playable_cells();
    for (int col : kColumnOrder)
        if ((threats & column_mask(col)) != 0) return col;
    return -1;
}

core::SearchResult<int> search_classic(const Position& position, const ClassicOptions& options,
                                       const core::SearchLimits& limits,
                                       const core::StopToken* stop) {
    if (options.evaluation == Evaluation::threats)
        return ClassicSearch<Evaluation::threats>(limits, stop).run(position, options);
    return ClassicSearch<Evaluation::window>(limits, stop).run(position, options);
}

core::SearchResult<int> score_classic_move(const Position& position, int col,
                                           const ClassicOptions& options) {
    const int depth = std::clamp(options.depth, 1, kMaxDepth);
    if (options.evaluation == Evaluation::threats)
        return ClassicSearch<Evaluation::threats>({}, nullptr).score_move(position, col, depth);
    return ClassicSearch<Evaluation::window>({}, nullptr).score_move(position, col, depth);
}

namespace {
template <Evaluation kEvaluation>
core::RecordedSearch record_tree(const Position& position, ClassicOptions options,
                                 const core::TreeLimits& limits) {
    options.iterative_deepening = false;  // the game box's single depth-N search
    core::RecordedSearch out;
    core::TreeRecorder recorder(limits.max_nodes);
    out.search =
        ClassicSearch<kEvaluation, core::TreeRecorder>({}, recorder.stop_when_full(), &recorder)
            .run(position, options);
    out.tree = recorder.finish(out.search.score);
    out.infinity = kInfinity;
    if (!out.tree.complete) return out;
    core::SearchLimits budget;
    budget.nodes = limits.minimax_budget;
    core::NoPruning minimax;
    const auto plain = ClassicSearch<kEvaluation, core::NoPruning>(budget, nullptr, &minimax)
                           .run(position, options);
    out.minimax_nodes = plain.nodes;
    out.minimax_complete = !plain.stopped;
    return out;
}
}  // namespace

core::RecordedSearch record_classic_tree(const Position& position, const ClassicOptions& options,
                                         const core::TreeLimits& limits) {
    if (options.evaluation == Evaluation::threats)
        return record_tree<Evaluation::threats>(position, options, limits);
    return record_tree<Evaluation::window>(position, options, limits);
}

ClassicResult choose_classic(const Position& position, const ClassicOptions& options,
                             const core::SearchLimits& limits, const core::StopToken* stop) {
    if (auto forced = forced_move(position)) return *forced;
    ClassicResult out;
    out.phase = Phase::search;
    out.search = search_classic(position, options, limits, stop);
    return out;
}

int greedy_score(const Position& position, int col, Evaluation evaluation) {
    Position after = position;
    after.play(col);
    // The heuristic is from the side to move's view, which is now the opponent.
    return after.full() ? 0 : -heuristic(after, evaluation);
}

ClassicResult choose_greedy(const Position& position, Evaluation evaluation) {
    if (auto forced = forced_move(position)) return *forced;
    int best_col = -1;
    int best_score = -kInfinity;
    std::uint64_t nodes = 1;
    for (int col : kColumnOrder) {
        if (!position.can_play(col)) continue;
        ++nodes;
        const int score = greedy_score(position, col, evaluation);
        if (score > best_score) {
            best_score = score;
            best_col = col;
        }
    }
    ClassicResult out = one_move(Phase::search, best_col, best_score);
    out.search.depth = 1;
    out.search.nodes = nodes;
    return out;
}

}  // namespace plies::connect4
