#include "games/connect4/move_string.hpp"

#include <fmt/format.h>

namespace plies::connect4 {

std::optional<Position> parse_moves(std::string_view moves, std::string& error, bool zero_based) {
    Position position;
    const char first = zero_based ? '0' : '1';
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const char c = moves[i];
        if (c < first || c > first + kWidth - 1) {
            error = fmt::format("move {}: '{}' is not a column {}-{}", i + 1, c, first,
                                static_cast<char>(first + kWidth - 1));
            return std::nullopt;
        }
        if (position.over()) {
            error = fmt::format("move {}: the game was already over", i + 1);
            return std::nullopt;
        }
        const int col = c - first;
        if (!position.can_play(col)) {
            error = fmt::format("move {}: column {} is full", i + 1, c);
            return std::nullopt;
        }
        position.play(col);
    }
    return position;
}

}  // namespace plies::connect4
