// The Gomoku bug report's counts, move by move and game by game: whether the mover could make a
// four-three (with a solid or a split four) and did, whether it blocked the opponent's
// four-three point or lone open three (solid or split), and the shape that won the game. Built
// on the line patterns of Board and the shapes of threats.hpp.
#pragma once

#include <cstdint>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

// A four is solid when its five point is at an end of the stones (OXXXX.), split when it is
// between them (X.XXX, XX.XX); a three is solid (.XXX.) or split (.X.XX.) the same way.
enum class Gap : std::uint8_t { solid, split };

// One situation of the report: whether the mover was in it, and whether its move met it.
struct Situation {
    bool moment = false;
    bool met = false;
};

// The situations the side to move is in before playing `move`. None is a moment while a five
// is there to make or to block (the review's "win in one" counts those).
struct MoveSituations {
    // The mover has a four-three point whose four is solid / split (and no straight four or
    // four-four); met: the move is such a point. The report's 29% and 27%.
    Situation four_three[2];  // indexed by Gap
    // The opponent has a four-three point and the mover no winning shape of its own; met: after
    // the move the opponent has none left. A four that leaves it is no moment (the block is
    // judged at the next move). The report's 33%.
    Situation block_four_three;
    // The opponent has one open three (solid / split) and no four-three point, the mover no
    // winning shape; met: after the move the opponent cannot make a straight four. The report's
    // 67% and 100%.
    Situation block_three[2];  // indexed by Gap
};

// `move` must be legal for the side to move; the board is not changed.
[[nodiscard]] MoveSituations review_move(const Board& board, Point move);

// The shape that decided a game won by a five (the report's table of how the humans won), read
// back from the final position's move history.
enum class WinShape : std::uint8_t {
    none,              // no five on the board
    straight_four,     // a straight four (from an open three the loser left)
    four_three_solid,  // a four-three whose three was solid, then the straight four
    four_three_split,  // the same with a split three
    four_four,         // two fours at once
    vcf,               // one of the shapes above, reached by one or more fours in a row
    four_not_blocked,  // the loser could have blocked the last four and did not
    forbidden_block,   // renju: the only block of the four was forbidden for black
};

[[nodiscard]] WinShape how_won(const Board& final_position);

// The gap of the four or the open three that `c` makes by playing p, along `direction` (the
// line must make one there): split when one of its key points (the five point of the four, a
// straight-four point of the three) lies between its stones.
[[nodiscard]] Gap gap_at(const Board& board, Color c, Point p, int direction);

}  // namespace plies::gomoku
