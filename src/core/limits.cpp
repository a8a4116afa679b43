#include "core/limits.hpp"

#include <algorithm>

namespace plies::core {

namespace {
template <class T>
T tighter_value(T a, T b) {
    if (a == T{}) return b;
    if (b == T{}) return a;
    return std::min(a, b);
}
}  // namespace

SearchLimits tighter(const SearchLimits& a, const SearchLimits& b) {
    SearchLimits out;
    out.depth = tighter_value(a.depth, b.depth);
    out.nodes = tighter_value(a.nodes, b.nodes);
    out.time = tighter_value(a.time, b.time);
    // A time limit a move without a game clock (a player's own time=) caps the move: the game
    // clock, which would let the engine plan past it, is dropped.
    const bool capped = (a.game_left.count() == 0 && a.time.count() > 0) ||
                        (b.game_left.count() == 0 && b.time.count() > 0);
    if (!capped) {
        out.game_left = tighter_value(a.game_left, b.game_left);
        out.game_increment = out.game_left == a.game_left ? a.game_increment : b.game_increment;
    }
    return out;
}

}  // namespace plies::core
