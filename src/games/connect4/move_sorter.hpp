// Move ordering for the Connect Four solver: at most seven moves kept sorted by a score, with
// ties in the order they were added (centre first, then outwards), by insertion sort. The idea
// of ordering by the number of threats a move creates comes from Pascal Pons' "Solving
// Connect 4" tutorial (part 9); this is our own code.
#pragma once

#include <array>
#include <cstdint>

#include "games/connect4/position.hpp"

namespace plies::connect4 {

// Columns from the centre outwards, as in the game box (3,2,4,1,5,0,6).
inline constexpr std::array<int, kWidth> kCentreFirst{3, 2, 4, 1, 5, 0, 6};

class MoveSorter {
  public:
    struct Move {
        Bitboard cell;
        Bitboard threats;   // the mover's winning cells after the move (passed to the child)
        std::uint64_t key;  // the child's table key
        int column;
        int score;
    };

    // Adds a move; among equal scores the earlier added comes out first.
    void add(Bitboard cell, Bitboard threats, std::uint64_t key, int column, int score) {
        int pos = size_++;
        for (; pos > 0 && moves_[pos - 1].score >= score; --pos) moves_[pos] = moves_[pos - 1];
        moves_[pos] = {cell, threats, key, column, score};
    }
    [[nodiscard]] int size() const { return size_; }
    // Moves come out best first (the array is kept in increasing order, read from the end).
    [[nodiscard]] const Move& operator[](int i) const { return moves_[size_ - 1 - i]; }

  private:
    std::array<Move, kWidth> moves_{};
    int size_ = 0;
};

}  // namespace plies::connect4
