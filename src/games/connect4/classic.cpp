#include "games/connect4/classic.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/score.hpp"
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
// hot loop has no branch or call through a pointer for it.
template <Evaluation kEvaluation>
class ClassicSearch {
public:
    ClassicSearch(const core::SearchLimits& limits, const core::StopToken* stop)
        : control_(limits, stop) {}

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
            position.play(col);
            const int score = -negamax(position, depth - 1, 1, -kInfinity, -alpha);
            position.undo(col);
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
            position.play(col);
            const int score = -negamax(position, depth - 1, ply + 1, -beta, -alpha);
            position.undo(col);
            if (control_.stopped()) return 0;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    update_pv(ply, col);
                }
            }
            if (alpha >= beta) {
                ++result_.cutoffs;
                result_.pruned += static_cast<std::uint64_t>(remaining);
                break;
            }
        }
        return best;
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

ClassicResult choose_classic(const Position& position, const ClassicOptions& options,
                             const core::SearchLimits& limits, const core::StopToken* stop) {
    if (auto forced = forced_move(position)) return *forced;
    ClassicResult out;
    out.phase = Phase::search;
    out.search = search_classic(position, options, limits, stop);
    return out;
}

ClassicResult choose_greedy(const Position& position, Evaluation evaluation) {
    if (auto forced = forced_move(position)) return *forced;
    int best_col = -1;
    int best_score = -kInfinity;
    std::uint64_t nodes = 1;
    for (int col : kColumnOrder) {
        if (!position.can_play(col)) continue;
        Position after = position;
        after.play(col);
        ++nodes;
        // The heuristic is from the side to move's view, which is now the opponent.
        const int score = after.full() ? 0 : -heuristic(after, evaluation);
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
