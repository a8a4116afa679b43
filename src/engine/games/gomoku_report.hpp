// Game::move_situations and Game::win_shape for Gomoku: the Gomoku bug report's counts (its own
// four-threes made, with a solid or a split four; the opponent's four-three points and lone
// open threes blocked; how each game was won) under the names the review prints.
#pragma once

#include <string>
#include <vector>

#include "engine/game.hpp"
#include "games/gomoku/board.hpp"

namespace plies::engine::gomoku_report {

inline constexpr const char* kFourThreeSolidFour = "four-three made (solid four)";
inline constexpr const char* kFourThreeSplitFour = "four-three made (split four)";
inline constexpr const char* kBlockFourThree = "four-three point blocked";
inline constexpr const char* kBlockSolidThree = "lone solid three blocked";
inline constexpr const char* kBlockSplitThree = "lone split three blocked";

// The five situations above, in that order; `move` must be legal.
[[nodiscard]] std::vector<MoveSituation> move_situations(const gomoku::Board& board,
                                                         gomoku::Point move);

// "straight four", "four-three (solid three)", "four-three (split three)", "four-four", "VCF",
// "four not blocked", "forbidden block"; "" without a five on the board.
[[nodiscard]] std::string win_shape(const gomoku::Board& board);

}  // namespace plies::engine::gomoku_report
