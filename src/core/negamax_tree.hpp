// `plies tree` for the generic negamax (negamax.hpp): the tree one search walks, recorded by the
// search itself, and the node count of the same search without cut-offs. Desktop only (the
// recorder allocates, SearchControl reads the clock): the game box's build never includes it.
#pragma once

#include "core/limits.hpp"
#include "core/negamax.hpp"
#include "core/score.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"

namespace plies::core {

// Records the tree of one search to limits.depth (no iterative deepening: one tree), and counts
// the nodes of the same search without cut-offs.
template <NegamaxState S, class Order = KeepOrder>
RecordedSearch record_negamax_tree(S state, const SearchLimits& limits,
                                   const TreeLimits& tree_limits, Order order = {}) {
    const NegamaxOptions options{.iterative_deepening = false};
    RecordedSearch out;
    TreeRecorder recorder(tree_limits.max_nodes);
    SearchControl control(limits, recorder.stop_when_full());
    const auto report = Negamax<S, SearchControl, Order, TreeRecorder>(options, order, &recorder)
                            .search(state, limits.depth, control);
    out.search = to_search_result(report, control.elapsed());
    out.tree = recorder.finish(out.search.score);
    out.infinity = kInfinity;
    if (!out.tree.complete) return out;
    SearchLimits budget = limits;
    budget.nodes = tree_limits.minimax_budget;
    SearchControl plain_control(budget, nullptr);
    NoPruning minimax;
    const auto plain = Negamax<S, SearchControl, Order, NoPruning>(options, order, &minimax)
                           .search(state, budget.depth, plain_control);
    out.minimax_nodes = plain.nodes;
    out.minimax_complete = !plain.stopped;
    return out;
}

}  // namespace plies::core
