// Hand-made Gomoku positions for the tests: stones put where listed, the side to move chosen.
#pragma once

#include "games/gomoku/board.hpp"
#include "games/gomoku/notation.hpp"

namespace plies::gomoku::test_positions {

// Black and white stones as move lists ("h8 i8 j8"); no move is recorded.
inline Board position(Rule rule, const char* black, const char* white, Color to_move) {
    Board board(15, rule);
    std::string error;
    const auto blacks = parse_move_list(black, 15, error).value();
    const auto whites = parse_move_list(white, 15, error).value();
    for (Point p : blacks) board.put(p, Color::black);
    for (Point p : whites) board.put(p, Color::white);
    board.set_side_to_move(to_move);
    return board;
}

}  // namespace plies::gomoku::test_positions
