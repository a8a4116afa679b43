// What the tic-tac-toe players think, for `plies analyse --player` and `plies tree`: each move's
// value by the players' own searches, and their trees. Kept apart from search.cpp so that the
// players' searches are compiled (and inlined) as before.
#include "core/negamax.hpp"
#include "games/tictactoe/search.hpp"

namespace plies::tictactoe {

namespace {
// The players' searches without a hook, as a type of their own: the instantiation the players
// use stays the one search.cpp compiles (sharing it cost them 1% more instructions).
struct Unobserved : core::NoObserver {};
template <class State>
using ValueSearch = core::Negamax<State, core::KeepOrder, Unobserved>;
}  // namespace

core::SearchResult<int> score_perfect_move(const Board& board, int cell) {
    PerfectState state{board};
    return ValueSearch<PerfectState>().search_move(state, cell, {}, nullptr);
}

core::SearchResult<int> score_classic_move(const Board& board, int cell, int depth) {
    ClassicState state{board};
    core::SearchLimits limits;
    limits.depth = depth;
    return ValueSearch<ClassicState>().search_move(state, cell, limits, nullptr);
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
