// What the tic-tac-toe players think, for `plies analyse --player` and `plies tree`: each move's
// value by the players' own searches, and their trees. Kept apart from search.cpp so that the
// players' searches are compiled (and inlined) as before.
#include "core/limits.hpp"
#include "core/negamax.hpp"
#include "core/negamax_tree.hpp"
#include "games/tictactoe/search.hpp"

namespace plies::tictactoe {

namespace {
// The players' searches without a hook, as a type of their own: the instantiation the players
// use stays the one search.cpp compiles (sharing it cost them 1% more instructions).
struct Unobserved : core::NoObserver {};
template <class State>
using ValueSearch = core::Negamax<State, core::SearchControl, core::KeepOrder, Unobserved>;

template <class State>
core::SearchResult<int> score_move(State state, int cell, int depth) {
    core::SearchControl control({}, nullptr);
    const auto report = ValueSearch<State>().search_move(state, cell, depth, control);
    return core::to_search_result(report, control.elapsed());
}
}  // namespace

core::SearchResult<int> score_perfect_move(const Board& board, int cell) {
    return score_move(PerfectState{board}, cell, 0);
}

core::SearchResult<int> score_classic_move(const Board& board, int cell, int depth) {
    return score_move(ClassicState{board}, cell, depth);
}

core::RecordedSearch record_perfect_tree(const Board& board, const core::TreeLimits& limits) {
    return core::record_negamax_tree(PerfectState{board}, {}, limits);
}

core::RecordedSearch record_classic_tree(const Board& board, int depth,
                                         const core::TreeLimits& limits) {
    core::SearchLimits bounded;
    bounded.depth = depth;
    return core::record_negamax_tree(ClassicState{board}, bounded, limits);
}

}  // namespace plies::tictactoe
