// Gomoku / Renju basics: colours, rule sets, the padded board geometry and point helpers.
#pragma once

#include <array>
#include <cstdint>

namespace plies::gomoku {

// The Gomoku bug report / SPEC.md: freestyle = five or more wins; standard = exactly five wins (an
// overline neither wins nor is forbidden); renju = black wins only with exactly five and may not
// play a double three, a double four or an overline; white wins with five or more, no restriction.
enum class Rule : std::uint8_t { freestyle, standard, renju };

// Black moves first. The numeric values index per-colour arrays.
enum class Color : std::uint8_t { black = 0, white = 1 };

[[nodiscard]] constexpr Color opponent(Color c) {
    return c == Color::black ? Color::white : Color::black;
}
[[nodiscard]] constexpr int index(Color c) {
    return static_cast<int>(c);
}

// What a cell holds.
enum class Cell : std::uint8_t { empty = 0, black = 1, white = 2, wall = 3 };
[[nodiscard]] constexpr Cell cell_of(Color c) {
    return c == Color::black ? Cell::black : Cell::white;
}

inline constexpr int kMinSize = 15;
inline constexpr int kMaxSize = 20;

// The board is stored in a 32-column array with a border of kPad wall cells on every side, so
// that scanning up to five cells along any line from a board point never leaves the array and
// never wraps onto another row.
inline constexpr int kPad = 5;
inline constexpr int kStride = 32;
inline constexpr int kCells = kStride * kStride;
inline constexpr int kMaxStones = kMaxSize * kMaxSize;

// A point is an index into the padded array. Internally x counts columns from the left and y
// rows from the TOP (the Gomocup convention); the h8 notation counts rows from the bottom.
using Point = int;
inline constexpr Point kNoPoint = -1;

[[nodiscard]] constexpr Point make_point(int x, int y) {
    return (y + kPad) * kStride + x + kPad;
}
[[nodiscard]] constexpr int point_x(Point p) {
    return p % kStride - kPad;
}
[[nodiscard]] constexpr int point_y(Point p) {
    return p / kStride - kPad;
}

// The four line directions: horizontal, vertical, diagonal (down-right), anti-diagonal
// (down-left), as steps in the padded array.
inline constexpr int kDirections = 4;
inline constexpr std::array<int, kDirections> kStep{1, kStride, kStride + 1, kStride - 1};

}  // namespace plies::gomoku
