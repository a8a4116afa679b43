// The Gomoku players' view of a position for learners (`plies analyse gomoku --player ...`): the
// candidate points each player looks at, their values and, for greedy, the threats behind them.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "engine/explain.hpp"
#include "games/gomoku/board.hpp"

namespace plies::engine::gomoku_explain {

using NameOf = std::function<std::string(gomoku::Point)>;

// The most promising `count` points (the order the searches try them in), with greedy's point
// value; with explain the parts: the shapes the mover makes there (attack, counted twice) and
// the opponent's shapes it blocks (defence).
[[nodiscard]] std::vector<MoveView> greedy_views(const gomoku::Board& board, const NameOf& name_of,
                                                 bool explain, std::size_t count);

// The same points, each valued by the classic search (alpha-beta to `depth` plies in all, no
// threat search, no table) below it.
[[nodiscard]] std::vector<MoveView> classic_views(const gomoku::Board& board, int depth,
                                                  const NameOf& name_of, std::size_t count);

// The Gomoku bug report's web AI (`original`): every legal point valued by its forward line
// scores (five cells ahead in four directions) for the mover plus the same for the opponent, the
// `count` highest (board order on ties); with explain the two parts.
[[nodiscard]] std::vector<MoveView> original_views(const gomoku::Board& board,
                                                   const NameOf& name_of, bool explain,
                                                   std::size_t count);
// How `original` chooses here when not by those values: a five first, else the block of the
// opponent's five; "" otherwise.
[[nodiscard]] std::string original_note(const gomoku::Board& board);

}  // namespace plies::engine::gomoku_explain
