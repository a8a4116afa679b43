// Text forms of Gomoku points, rules and positions.
//
// A point is written `h8`: the column as a letter from `a` at the left (a-o on 15x15, a-t on
// 20x20; `i` is used), then the row as a number from 1 at the BOTTOM. Internally (and in the
// Gomocup protocol) y counts rows from the top: row = size - y.
// A position is the list of moves from the empty board, black first: `h8i9j10` (spaces or
// commas between moves are allowed).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

[[nodiscard]] std::string point_name(Point p, int size);
// nullopt unless the text is one point on a board of this size.
[[nodiscard]] std::optional<Point> parse_point(std::string_view text, int size);

[[nodiscard]] std::string_view rule_name(Rule rule);
[[nodiscard]] std::optional<Rule> parse_rule(std::string_view text);

// Splits a move list into point names; nullopt with a message in `error` on a syntax error or a
// point off the board. Does not check that the moves are legal.
[[nodiscard]] std::optional<std::vector<Point>> parse_move_list(std::string_view text, int size,
                                                                std::string& error);

// The board as text, row `size` at the top, with column letters and row numbers:
// `X` black, `O` white, `.` empty (and `x`/`o` for the last move).
[[nodiscard]] std::string render(const Board& board);

}  // namespace plies::gomoku
