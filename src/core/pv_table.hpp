// The principal variation of a depth-first search, collected as it unwinds.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

namespace plies::core {

// The line found from each ply: the one from ply p has at most kMaxPly - p moves, so the lines
// are packed as a triangle: kMaxPly * (kMaxPly + 1) / 2 moves instead of a square table (the
// Connect Four classic search kept a 44 x 44 table of int, 7.7 KB, on the stack: more than a
// microcontroller task has).
template <class Move, int kMaxPly>
class PvTable {
  public:
    // A node at `ply` starts with an empty line.
    void clear(int ply) { length_[index(ply)] = 0; }
    // `move` is the new best move at `ply`: its line becomes it plus the line from ply + 1.
    void update(int ply, Move move) {
        Move* line = row(ply);
        const int child = length_[index(ply + 1)];
        line[0] = move;
        std::copy_n(row(ply + 1), child, line + 1);
        length_[index(ply)] = child + 1;
    }
    [[nodiscard]] const Move* root_line() const { return moves_.data(); }
    [[nodiscard]] int root_length() const { return length_[0]; }

  private:
    static constexpr std::size_t index(int ply) { return static_cast<std::size_t>(ply); }
    // Row p starts after rows 0..p-1, of kMaxPly, kMaxPly - 1, ... moves.
    Move* row(int ply) { return moves_.data() + index(ply * kMaxPly - ply * (ply - 1) / 2); }

    std::array<Move, kMaxPly*(kMaxPly + 1) / 2 + 1> moves_{};
    std::array<int, kMaxPly + 2> length_{};
};

}  // namespace plies::core
