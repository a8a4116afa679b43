// Threat analysis of a point: what a colour makes by playing there, over its four lines, and
// where the lines cross (four-three, four-four, three-three). Built on the incrementally kept
// line patterns of Board, so every query is four table reads.
#pragma once

#include <cstdint>
#include <string_view>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

struct PointThreat {
    bool five = false;
    bool overline = false;
    std::uint8_t fours = 0;  // fours made (a one-line double four counts two)
    bool open_four = false;
    std::uint8_t open_threes = 0;  // candidate open threes (renju black: not checked for forbidden)
    std::uint8_t threes = 0;       // closed threes
    std::uint8_t open_twos = 0;
    std::uint8_t twos = 0;
};

// The strongest shape a move makes, where lines cross included.
enum class Shape : std::uint8_t {
    none,
    two,
    open_two,
    three,
    two_open_twos,
    open_three,
    four,
    three_three,  // two open threes: wins for white / freestyle, forbidden for renju black
    four_three,  // a four and an open three: the opponent must block the four, then a straight four
    four_four,   // two fours (two lines or one line): cannot be blocked
    open_four,   // straight four: cannot be blocked
    five,
};

[[nodiscard]] Shape shape_of(const PointThreat& threat);

// What a pattern code (Board::pattern_code) makes, worked out once per code: the threat, its
// shape and its value for move ordering (point_value's side value).
struct PatternInfo {
    PointThreat threat;
    Shape shape = Shape::none;
    int value = 0;
};
[[nodiscard]] const PatternInfo& pattern_info(int code);

[[nodiscard]] inline const PointThreat& threat_at(const Board& board, Color c, Point p) {
    return pattern_info(board.pattern_code(c, p)).threat;
}
[[nodiscard]] inline Shape shape_at(const Board& board, Color c, Point p) {
    return pattern_info(board.pattern_code(c, p)).shape;
}

// The point that completes the five after `c` plays the four-making point p (the first one if
// there are several); kNoPoint if p makes no four.
[[nodiscard]] Point five_point_after(const Board& board, Color c, Point p);

// What `c`'s fours on the board leave the opponent, typically just after c played one: nothing
// to block (no five point), one block point, or no defence at all (two five points, or renju
// black would have to block on a forbidden point).
struct FourThreat {
    bool unstoppable = false;
    Point block = kNoPoint;  // the one point to block, when there is one
};
[[nodiscard]] FourThreat four_threat(const Board& board, Color c);

// A heuristic value of playing p for the side to move: its own shape (attack) plus the
// opponent's shape there (defence). Used for move ordering and by the greedy player.
[[nodiscard]] int point_value(const Board& board, Point p);
// Its parts: the line values of each side at p (with a bonus where the lines cross).
struct PointValueParts {
    int attack = 0;   // the side to move's lines through p
    int defence = 0;  // the opponent's
    [[nodiscard]] bool makes_five() const { return attack >= 20000; }
    // Making five beats blocking one, which beats everything else.
    [[nodiscard]] int score() const { return attack * 2 + defence + (makes_five() ? 100000 : 0); }
};
[[nodiscard]] PointValueParts point_value_parts(const Board& board, Point p);
[[nodiscard]] std::string_view shape_name(Shape shape);

// The static evaluation of the position for the side to move (sum of both sides' best shapes),
// kept well below core::kWinThreshold.
[[nodiscard]] int evaluate(const Board& board);

}  // namespace plies::gomoku
