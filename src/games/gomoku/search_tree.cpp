// The classic player's search recorded for `plies tree`: the same iterations best_move() runs,
// each one's PVS walked with a core::TreeRecorder, the last one kept.
#include <optional>

#include "games/gomoku/search.hpp"
#include "games/gomoku/search_node.hpp"

namespace plies::gomoku {

ClassicTree Engine::record_classic_tree(Board& board, const SearchOptions& options,
                                        const core::TreeLimits& limits) {
    ClassicTree out;
    auto& recorded = out.recorded;
    recorded.infinity = core::kInfinity;
    // What best_move() plays before any search (an own five, a forced block, a lone candidate)
    // comes with the root alone.
    const MoveInfo played = best_move(board, {}, nullptr, options);
    if (played.note != "search") {
        out.note = played.note;
        recorded.search.best_move = played.move;
        recorded.search.score = played.result.score;
        recorded.tree = core::TreeRecorder(limits.max_nodes).finish(played.result.score);
        return out;
    }
    // best_move()'s iterative deepening (options_ and salt_ are still those it set), each
    // iteration recorded afresh.
    std::array<Point, kMaxStones> root{};
    const int count = candidate_moves(board, root);
    std::optional<core::TreeRecorder> recorder;
    for (int depth = 1; depth <= options.max_depth; ++depth) {
        out.earlier_nodes += recorded.search.nodes;
        recorder.emplace(limits.max_nodes);
        core::SearchControl control({}, recorder->stop_when_full());
        control_ = &control;
        nodes_ = 0;
        cutoffs_ = 0;
        Point best = kNoPoint;
        observer_ = &*recorder;
        const int score = search_root<core::TreeRecorder>(board, root.data(), count, depth, best);
        recorded.search.depth = depth;
        recorded.search.score = score;
        recorded.search.nodes = nodes_;
        recorded.search.cutoffs = cutoffs_;
        recorded.search.best_move = best;
        if (control.stopped() || core::is_proven(score)) break;
    }
    recorded.tree = recorder->finish(recorded.search.score);
    recorded.search.pruned = recorded.tree.pruned;
    if (recorded.tree.complete) {
        // The last iteration without its cut-offs and null windows: a plain minimax.
        core::SearchLimits budget;
        budget.nodes = limits.minimax_budget;
        core::SearchControl plain(budget, nullptr);
        control_ = &plain;
        nodes_ = 0;
        core::NoPruning minimax;
        Point ignored = kNoPoint;
        observer_ = &minimax;
        (void)search_root<core::NoPruning>(board, root.data(), count, recorded.search.depth,
                                           ignored);
        recorded.minimax_nodes = nodes_;
        recorded.minimax_complete = !plain.stopped();
    }
    control_ = nullptr;
    observer_ = nullptr;
    return out;
}

}  // namespace plies::gomoku
