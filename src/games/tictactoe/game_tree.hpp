// The whole tic-tac-toe game tree, counted: what a plain minimax from the empty board visits,
// against which the alpha-beta of the perfect player is measured (the minimax primer counts how
// much alpha-beta saves).
#pragma once

#include <cstdint>

namespace plies::tictactoe {

struct GameTreeCounts {
    std::uint64_t nodes = 0;               // every node of the tree, the root included
    std::uint64_t games = 0;               // its leaves: the complete games
    std::uint64_t positions = 0;           // distinct boards reached, the empty one included
    std::uint64_t terminal_positions = 0;  // distinct boards where the game is over
};

[[nodiscard]] GameTreeCounts count_game_tree();

}  // namespace plies::tictactoe
