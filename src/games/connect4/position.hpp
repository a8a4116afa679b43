// Connect Four rules on two bitboards: the side to move's discs and all discs.
//
// Layout: column c (0-based, left to right) uses bits c*7 .. c*7+5, bottom to top; bit c*7+6 is
// a sentinel row that stays empty so that shifts between columns never wrap into a line. This
// is the representation described in Pascal Pons' "Solving Connect 4" tutorial (the ideas, not
// its code): a move is `mask + bottom-of-column`, and the position key `current + mask` is
// unique.
#pragma once

#include <bit>
#include <cstdint>

namespace plies::connect4 {

using Bitboard = std::uint64_t;

inline constexpr int kWidth = 7;
inline constexpr int kHeight = 6;
inline constexpr int kCells = kWidth * kHeight;
inline constexpr int kColumnBits = kHeight + 1;

[[nodiscard]] constexpr Bitboard bottom_cell(int col) {
    return Bitboard{1} << (col * kColumnBits);
}
[[nodiscard]] constexpr Bitboard top_cell(int col) {
    return Bitboard{1} << (kHeight - 1 + col * kColumnBits);
}
[[nodiscard]] constexpr Bitboard column_mask(int col) {
    return ((Bitboard{1} << kHeight) - 1) << (col * kColumnBits);
}
[[nodiscard]] constexpr Bitboard cell_bit(int col, int row) {
    return Bitboard{1} << (col * kColumnBits + row);
}
[[nodiscard]] constexpr Bitboard make_bottom_row() {
    Bitboard b = 0;
    for (int c = 0; c < kWidth; ++c) b |= bottom_cell(c);
    return b;
}
inline constexpr Bitboard kBottomRow = make_bottom_row();
inline constexpr Bitboard kBoardMask = kBottomRow * ((Bitboard{1} << kHeight) - 1);

// The directions as bit shifts (1 vertical, 7 horizontal, 6 and 8 the two diagonals) are template
// parameters below, so that every shift is by a constant: on a 32-bit CPU (the game box, src/box/)
// a 64-bit shift by a variable costs a branch and several instructions.
template <int kShift>
[[nodiscard]] constexpr bool has_four_along(Bitboard discs) {
    const Bitboard pairs = discs & (discs >> kShift);
    return (pairs & (pairs >> (2 * kShift))) != 0;
}

// True if `discs` holds four in a row in any direction.
[[nodiscard]] constexpr bool has_four(Bitboard discs) {
    return has_four_along<1>(discs) || has_four_along<kColumnBits>(discs) ||
           has_four_along<kColumnBits - 1>(discs) || has_four_along<kColumnBits + 1>(discs);
}

// The cells that complete three of `discs` in a row along one non-vertical direction.
template <int kShift>
[[nodiscard]] constexpr Bitboard gaps_along(Bitboard discs) {
    // Three in a row with the gap at one end or the other ...
    Bitboard two = (discs << kShift) & (discs << (2 * kShift));
    Bitboard cells = two & (discs << (3 * kShift));  // xxx_ read from the gap: gap after three
    cells |= two & (discs >> kShift);                // x_xx / xx_x patterns
    two = (discs >> kShift) & (discs >> (2 * kShift));
    cells |= two & (discs << kShift);
    cells |= two & (discs >> (3 * kShift));
    return cells;
}

// Empty cells (playable or not) that would complete four in a row for `discs`.
[[nodiscard]] constexpr Bitboard winning_cells(Bitboard discs, Bitboard occupied) {
    // Vertical: only the cell right above three stacked discs.
    const Bitboard cells = ((discs << 1) & (discs << 2) & (discs << 3)) |
                           gaps_along<kColumnBits>(discs) | gaps_along<kColumnBits - 1>(discs) |
                           gaps_along<kColumnBits + 1>(discs);
    return cells & (kBoardMask ^ occupied);
}

class Position {
  public:
    // --- state --------------------------------------------------------------------------------
    [[nodiscard]] Bitboard current() const { return current_; }  // side to move's discs
    [[nodiscard]] Bitboard mask() const { return mask_; }        // all discs
    [[nodiscard]] Bitboard opponent() const { return current_ ^ mask_; }
    [[nodiscard]] int moves() const { return moves_; }
    // Unique key of the position (the side to move is implied by the disc count).
    [[nodiscard]] std::uint64_t key() const { return current_ + mask_; }
    // 0 if the first player (yellow) is to move, 1 for the second (red).
    [[nodiscard]] int side_to_move() const { return moves_ & 1; }

    // --- moves (columns 0-based) ------------------------------------------------------------
    [[nodiscard]] bool can_play(int col) const { return (mask_ & top_cell(col)) == 0; }
    [[nodiscard]] int height(int col) const { return std::popcount(mask_ & column_mask(col)); }
    // The cell where the next disc of each column lands (none for full columns).
    [[nodiscard]] Bitboard playable_cells() const { return (mask_ + kBottomRow) & kBoardMask; }
    void play(int col) { play_cell((mask_ + bottom_cell(col)) & column_mask(col)); }
    // Plays a disc at `cell`, which must be one of playable_cells().
    void play_cell(Bitboard cell) {
        current_ ^= mask_;
        mask_ |= cell;
        ++moves_;
    }
    void undo(int col) {
        const Bitboard discs = mask_ & column_mask(col);
        const Bitboard top = (discs + bottom_cell(col)) >> 1;  // the highest disc of the column
        mask_ ^= top;
        current_ ^= mask_;
        --moves_;
    }

    // --- results ------------------------------------------------------------------------------
    // True if the side to move wins at once by playing `col` (which must be playable).
    [[nodiscard]] bool is_winning_move(int col) const {
        return (winning_cells(current_, mask_) & playable_cells() & column_mask(col)) != 0;
    }
    [[nodiscard]] bool can_win_now() const {
        return (winning_cells(current_, mask_) & playable_cells()) != 0;
    }
    // The player who just moved has four in a row.
    [[nodiscard]] bool last_mover_won() const { return has_four(opponent()); }
    [[nodiscard]] bool full() const { return moves_ == kCells; }
    [[nodiscard]] bool over() const { return last_mover_won() || full(); }

    // --- the game box's view: 0 empty, 1 first player (yellow), 2 second player (red) ---------
    [[nodiscard]] int cell(int col, int row) const {
        const Bitboard bit = cell_bit(col, row);
        if ((mask_ & bit) == 0) return 0;
        const bool mover_owns = (current_ & bit) != 0;
        const int mover = side_to_move() + 1;
        return mover_owns ? mover : 3 - mover;
    }
    // The discs of player 0 (first) or 1 (second).
    [[nodiscard]] Bitboard discs_of(int player) const {
        return player == side_to_move() ? current_ : opponent();
    }

    // Rebuilds the position whose key() is `key`. The key is unique because, per column,
    // key + bottom = (current discs) + 2^height: its highest bit marks the column's height.
    [[nodiscard]] static Position from_key(std::uint64_t key) {
        const Bitboard marked = key + kBottomRow;
        Position position;
        for (int col = 0; col < kWidth; ++col) {
            const Bitboard column = marked & (column_mask(col) | top_cell(col) << 1);
            const Bitboard height_bit = Bitboard{1} << (63 - std::countl_zero(column));
            position.mask_ |= height_bit - bottom_cell(col);
        }
        position.current_ = key - position.mask_;
        position.moves_ = std::popcount(position.mask_);
        return position;
    }

    friend bool operator==(const Position&, const Position&) = default;

  private:
    Bitboard current_ = 0;
    Bitboard mask_ = 0;
    int moves_ = 0;
};

}  // namespace plies::connect4
