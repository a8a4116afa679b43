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
    out.game_left = tighter_value(a.game_left, b.game_left);
    out.game_increment = out.game_left == a.game_left ? a.game_increment : b.game_increment;
    return out;
}

}  // namespace plies::core
