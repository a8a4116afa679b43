// Game::win_chances for Gomoku: the side to move's four-fours / straight fours, four-threes
// and VCF starts, each proven by the VCF solver, for the review's per-kind counts (the Gomoku bug
// report).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "games/gomoku/board.hpp"

namespace plies::engine::gomoku_chances {

inline constexpr const char* kFourFour = "four-four / straight four";
inline constexpr const char* kFourThree = "four-three";
inline constexpr const char* kVcf = "VCF";

// The kinds above, strongest first, each listed even when it has no move (a review shows them in
// this order). Every move listed wins by continuous fours (within a node budget per move);
// fives are not listed (see winning_moves).
[[nodiscard]] std::vector<WinChance> win_chances(
    const gomoku::Board& board, const std::function<std::string(gomoku::Point)>& name_of);

}  // namespace plies::engine::gomoku_chances
