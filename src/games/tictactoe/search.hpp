// Tic-tac-toe players' searches: the minimax primer's perfect minimax, classic depth-N, greedy,
// perft.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "games/tictactoe/board.hpp"

namespace plies::tictactoe {

// The minimax primer's "unbeatable" AI: minimax with alpha-beta to the end of the game, scores +10
// / 0 / -10 minus the depth. Never loses.
[[nodiscard]] core::SearchResult<int> search_perfect(const Board& board,
                                                     const core::SearchLimits& limits,
                                                     const core::StopToken* stop);

// Alpha-beta to `depth` plies with ClassicState's heuristic at the horizon.
[[nodiscard]] core::SearchResult<int> search_classic(const Board& board, int depth,
                                                     const core::SearchLimits& limits,
                                                     const core::StopToken* stop);

// A move's value as each player sees it: the same search with a full window below the move
// (exact, not a bound), to the end (perfect) or to `depth` plies in all (classic).
[[nodiscard]] core::SearchResult<int> score_perfect_move(const Board& board, int cell);
[[nodiscard]] core::SearchResult<int> score_classic_move(const Board& board, int cell, int depth);
// Greedy's value of a cell: ClassicState's heuristic for the mover after it.
[[nodiscard]] int greedy_value(const Board& board, int cell);

// The tree each player's search walks from `board` (not over): perfect (depth 0) or classic.
[[nodiscard]] core::RecordedSearch record_perfect_tree(const Board& board,
                                                       const core::TreeLimits& limits);
[[nodiscard]] core::RecordedSearch record_classic_tree(const Board& board, int depth,
                                                       const core::TreeLimits& limits);

// One ply: win now, else block, else the move with the best ClassicState heuristic.
[[nodiscard]] int choose_greedy(const Board& board);

// Exact value for the side to move: +1 win, 0 draw, -1 loss.
[[nodiscard]] int solve_value(const Board& board);

// Move sequences of exactly `depth` plies (a game that ends earlier is not counted).
[[nodiscard]] std::uint64_t perft(Board& board, int depth);

// Notation: cells 1-9 row by row from the top-left.
[[nodiscard]] std::string cell_name(int cell);
[[nodiscard]] std::optional<int> parse_cell(std::string_view text);

}  // namespace plies::tictactoe
