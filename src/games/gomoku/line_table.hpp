// The pattern a stone makes along one line, looked up from the five cells on each side.
//
// For a point p and one direction, the ten neighbours at offsets -5..-1 and +1..+5 are each
// "own", "empty" or "blocked" (opponent stone or edge). Every one of the 3^10 configurations is
// classified once, assuming the mover puts a stone on p: five, overline, straight (open) four,
// two fours in one line (X.XXX.X), four, open three, three, open two, two. Five cells per side
// are exactly what is needed: a five through p lies within offsets -4..+4 and whether it is
// exactly five is decided by the cells at -5 or +5 (a run reaching them is already six long).
#pragma once

#include <array>
#include <cstdint>

namespace plies::gomoku {

// Ordered by strength, so comparisons such as `kind >= LineKind::four` are meaningful.
enum class LineKind : std::uint8_t {
    none,
    two,          // one more stone makes a three
    open_two,     // one more stone makes an open three
    three,        // one more stone makes a four (a "closed" or dead three)
    open_three,   // one more stone makes a straight four (not yet checked for forbidden points)
    four,         // one more stone makes five: one five point
    open_four,    // straight four: two five points, five apart (.XXXX.)
    double_four,  // two fours in one line (X.XXX.X, XX.XX.XX...): two five points
    overline,     // six or more, no five (only under an exact-five rule)
    five,
};

// Neighbour offsets -5..-1 map to bits 0..4, +1..+5 to bits 5..9.
[[nodiscard]] constexpr int neighbour_bit(int offset) {
    return offset < 0 ? offset + 5 : offset + 4;
}
[[nodiscard]] constexpr int bit_offset(int bit) {
    return bit < 5 ? bit - 5 : bit - 4;
}

struct LineEntry {
    LineKind kind = LineKind::none;
    // Offsets (as neighbour bits) where one more own stone makes five through p (four,
    // open_four, double_four), or makes a straight four through p (open_three).
    std::uint16_t key_points = 0;
};

// One table per way of counting a five: exact (black in renju, both sides in standard) or five
// or more (freestyle, white in renju).
class LineTable {
  public:
    static constexpr int kSize = 59049;  // 3^10

    // A line's index: the ten neighbours as base-3 digits, neighbour bit b the digit of 3^b,
    // 0 empty, 1 own stone, 2 blocked (opponent stone or edge). The board keeps every point's
    // index per direction and colour up to date by adding and subtracting digits.
    static constexpr std::array<std::uint16_t, 10> kDigit{1,   3,   9,    27,   81,
                                                          243, 729, 2187, 6561, 19683};
    static constexpr int kOwnDigit = 1;
    static constexpr int kBlockedDigit = 2;

    explicit LineTable(bool exact_five);

    [[nodiscard]] const LineEntry& lookup(std::uint32_t index) const { return entries_[index]; }
    // Only the kind: a table a quarter the size, read on every stone placed or removed.
    [[nodiscard]] LineKind kind(std::uint32_t index) const { return kinds_[index]; }

    [[nodiscard]] static const LineTable& exact();
    [[nodiscard]] static const LineTable& free();

  private:
    std::array<LineEntry, kSize> entries_{};
    std::array<LineKind, kSize> kinds_{};
};

}  // namespace plies::gomoku
