// The game box's and the greedy player's view of a Connect Four position for learners (`plies
// analyse --player ... --explain`, `plies tree`), for the Connect Four adapter (connect4.cpp).
#pragma once

#include <string>
#include <vector>

#include "engine/explain.hpp"
#include "engine/game.hpp"
#include "games/connect4/classic.hpp"
#include "games/connect4/position.hpp"

namespace plies::engine::connect4_explain {

// A classic score in words: "+105", or "+1034 (win in 3 plies)" for a proven result.
[[nodiscard]] std::string score_text(int score, const connect4::Position& position);

// The parts of the heuristic, from the view of the side to move at `root`, at the end of `line`
// (0-based columns from `root`): the sum of their values is the heuristic there (the score of a
// line that ends in four in a row is one part, the win or loss).
[[nodiscard]] std::vector<ScorePart> leaf_parts(const connect4::Position& root,
                                                const std::vector<int>& line,
                                                connect4::Evaluation evaluation);

// greedy (`greedy` true) or classic: every playable column's value, the player's line and parts.
[[nodiscard]] std::vector<MoveView> move_views(const connect4::Position& position, bool greedy,
                                               const connect4::ClassicOptions& options,
                                               const std::vector<std::string>& names, bool explain);

// What the game box does before any search, if anything ("" when it searches).
[[nodiscard]] std::string phase_note(const connect4::Position& position,
                                     const std::vector<std::string>& names);

}  // namespace plies::engine::connect4_explain
