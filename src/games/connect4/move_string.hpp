// Connect Four positions as move strings ("4453"), the community's notation.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/connect4/position.hpp"

namespace plies::connect4 {

// Parses a move string such as "4453": 1-based columns (0-based with zero_based), the empty
// string being the empty board. On error returns nullopt and sets `error` to say which
// character is wrong and why (bad character, full column, game already over).
[[nodiscard]] std::optional<Position> parse_moves(std::string_view moves, std::string& error,
                                                  bool zero_based = false);

}  // namespace plies::connect4
