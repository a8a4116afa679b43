#include "games/tictactoe/game_tree.hpp"

#include <array>
#include <vector>

#include "games/tictactoe/board.hpp"

namespace plies::tictactoe {

namespace {

// A board as one number below 3^9: each cell 0 (empty), 1 (X) or 2 (O).
int board_index(const Board& board) {
    int index = 0;
    for (int cell = 8; cell >= 0; --cell) index = index * 3 + static_cast<int>(board.at(cell));
    return index;
}

void walk(Board& board, GameTreeCounts& counts, std::vector<bool>& seen) {
    ++counts.nodes;
    const int index = board_index(board);
    const bool first_visit = !seen[static_cast<std::size_t>(index)];
    seen[static_cast<std::size_t>(index)] = true;
    if (first_visit) ++counts.positions;
    std::array<Board::Move, Board::kMaxMoves> moves{};
    const int count = board.generate_moves(moves);
    if (count == 0) {
        ++counts.games;
        if (first_visit) ++counts.terminal_positions;
        return;
    }
    for (int i = 0; i < count; ++i) {
        board.play(moves[static_cast<std::size_t>(i)]);
        walk(board, counts, seen);
        board.undo(moves[static_cast<std::size_t>(i)]);
    }
}

}  // namespace

GameTreeCounts count_game_tree() {
    GameTreeCounts counts;
    std::vector<bool> seen(19683, false);  // 3^9 boards
    Board board;
    walk(board, counts, seen);
    return counts;
}

}  // namespace plies::tictactoe
