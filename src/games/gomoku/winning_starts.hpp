// The side to move's winning starts by continuous fours: four-fours and straight fours,
// four-threes, and every four that starts a VCF, each proven by the VCF solver (the review's
// per-kind counts of the Gomoku bug report; Game::win_chances for Gomoku).
#pragma once

#include <vector>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

struct WinningStarts {
    std::vector<Point> four_four;   // four-fours and straight fours
    std::vector<Point> four_three;  // four-threes
    std::vector<Point> vcf;         // every winning four, the two above included
};

// Every point listed wins by continuous fours (within a node budget per point); fives are not
// listed. Empty when the game is over.
[[nodiscard]] WinningStarts winning_starts(const Board& position);

}  // namespace plies::gomoku
