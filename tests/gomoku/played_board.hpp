// Boards for the Gomoku tests, written as the moves that lead to them ("h8 h9 g8").
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "games/gomoku/notation.hpp"

namespace plies::gomoku::testing {

[[nodiscard]] inline Point at(const std::string& name) {
    return parse_point(name, 15).value();
}

// The 15x15 board after the moves, each checked to be legal.
[[nodiscard]] inline Board played(const std::string& moves, Rule rule = Rule::freestyle) {
    Board board(15, rule);
    std::string error;
    const auto points = parse_move_list(moves, 15, error);
    EXPECT_TRUE(points.has_value()) << error;
    for (Point p : points.value_or(std::vector<Point>{})) {
        EXPECT_TRUE(board.is_legal(p)) << point_name(p, 15) << " in " << moves;
        board.play(p);
    }
    return board;
}

}  // namespace plies::gomoku::testing
