// What the classic Connect Four AI thinks, for `plies analyse --player` and `plies tree`: a
// move's value by its own search, and the tree it searches. Kept apart from classic.cpp so that
// the players' search is compiled (and inlined) there as before.
#include <algorithm>

#include "core/search_tree.hpp"
#include "games/connect4/classic.hpp"

namespace plies::connect4 {

namespace {
// The players' search without a hook, as a type of its own: the functions of the players'
// instantiation stay the ones classic.cpp compiles (the linker keeps one copy of each).
struct Unobserved : core::NoObserver {};
template <Evaluation kEvaluation>
using ValueSearch = ClassicSearch<kEvaluation, core::SearchControl, Unobserved>;
}  // namespace

core::SearchResult<int> score_classic_move(const Position& position, int col,
                                           const ClassicOptions& options) {
    const int depth = std::clamp(options.depth, 1, kMaxClassicDepth);
    core::SearchControl control({}, nullptr);
    const ClassicReport report =
        options.evaluation == Evaluation::threats
            ? ValueSearch<Evaluation::threats>(control).score_move(position, col, depth)
            : ValueSearch<Evaluation::window>(control).score_move(position, col, depth);
    return core::to_search_result(report, control.elapsed());
}

namespace {
template <Evaluation kEvaluation>
core::RecordedSearch record_tree(const Position& position, ClassicOptions options,
                                 const core::TreeLimits& limits) {
    using Recorded = ClassicSearch<kEvaluation, core::SearchControl, core::TreeRecorder>;
    using Plain = ClassicSearch<kEvaluation, core::SearchControl, core::NoPruning>;
    options.iterative_deepening = false;  // the game box's single depth-N search
    core::RecordedSearch out;
    core::TreeRecorder recorder(limits.max_nodes);
    core::SearchControl control({}, recorder.stop_when_full());
    out.search = core::to_search_result(Recorded(control, &recorder).run(position, options),
                                        control.elapsed());
    out.tree = recorder.finish(out.search.score);
    out.infinity = Recorded::kInfinity;
    if (!out.tree.complete) return out;
    core::SearchLimits budget;
    budget.nodes = limits.minimax_budget;
    core::SearchControl plain_control(budget, nullptr);
    core::NoPruning minimax;
    const ClassicReport plain = Plain(plain_control, &minimax).run(position, options);
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

}  // namespace plies::connect4
