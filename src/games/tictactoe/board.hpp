// Tic-tac-toe rules on two 9-bit bitboards; cells 0..8 row by row from the top-left.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>

namespace plies::tictactoe {

enum class Mark : std::uint8_t { none, x, o };

class Board {
  public:
    using Move = int;  // cell 0..8
    static constexpr int kMaxMoves = 9;
    static constexpr int kMaxPly = 9;
    static constexpr std::array<std::uint16_t, 8> kLines{
        0b000'000'111, 0b000'111'000, 0b111'000'000,  // rows
        0b001'001'001, 0b010'010'010, 0b100'100'100,  // columns
        0b100'010'001, 0b001'010'100,                 // diagonals
    };
    // Centre, corners, edges: the cells in most lines first (better alpha-beta cut-offs).
    static constexpr std::array<int, 9> kOrder{4, 0, 2, 6, 8, 1, 3, 5, 7};

    [[nodiscard]] Mark to_move() const { return (moves_ % 2 == 0) ? Mark::x : Mark::o; }
    [[nodiscard]] int move_count() const { return moves_; }
    [[nodiscard]] Mark at(int cell) const {
        if ((x_ >> cell) & 1) return Mark::x;
        if ((o_ >> cell) & 1) return Mark::o;
        return Mark::none;
    }
    [[nodiscard]] bool empty_at(int cell) const { return (((x_ | o_) >> cell) & 1) == 0; }
    [[nodiscard]] std::uint16_t bits(Mark mark) const { return mark == Mark::x ? x_ : o_; }

    [[nodiscard]] static bool has_line(std::uint16_t bits) {
        for (auto line : kLines) {
            if ((bits & line) == line) return true;
        }
        return false;
    }
    [[nodiscard]] Mark winner() const {
        if (has_line(x_)) return Mark::x;
        if (has_line(o_)) return Mark::o;
        return Mark::none;
    }
    [[nodiscard]] bool full() const { return moves_ == 9; }
    [[nodiscard]] bool over() const { return full() || winner() != Mark::none; }
    // Cells where `mark` would complete a line at once.
    [[nodiscard]] std::uint16_t winning_cells(Mark mark) const {
        const std::uint16_t own = bits(mark);
        const std::uint16_t free = static_cast<std::uint16_t>(~(x_ | o_) & 0x1FF);
        std::uint16_t out = 0;
        for (auto line : kLines) {
            const std::uint16_t missing = line & static_cast<std::uint16_t>(~own);
            if (std::popcount(missing) == 1 && (missing & free)) out |= missing;
        }
        return out;
    }

    void play(Move cell) {
        (to_move() == Mark::x ? x_ : o_) |= static_cast<std::uint16_t>(1u << cell);
        ++moves_;
    }
    void undo(Move cell) {
        --moves_;
        (to_move() == Mark::x ? x_ : o_) &= static_cast<std::uint16_t>(~(1u << cell));
    }

    // Legal moves in kOrder; none once the game is over.
    int generate_moves(std::span<Move> out) const {
        if (over()) return 0;
        int n = 0;
        for (int cell : kOrder) {
            if (empty_at(cell)) out[n++] = cell;
        }
        return n;
    }

    friend bool operator==(const Board&, const Board&) = default;

  private:
    std::uint16_t x_ = 0;
    std::uint16_t o_ = 0;
    int moves_ = 0;
};

// The minimax primer's scoring, for the "perfect" player: +10 win, 0 draw, -10 loss, with the depth
// subtracted so that the fastest win and the slowest loss are preferred. The search runs to
// the end of the game, so evaluate() is never reached.
struct PerfectState : Board {
    [[nodiscard]] std::optional<int> terminal_score(int ply) const {
        if (winner() != Mark::none) return -(10 - ply);  // the previous mover made the line
        if (full()) return 0;
        return std::nullopt;
    }
    [[nodiscard]] int evaluate() const { return 0; }
};

// For `classic:depth=N`: proven results on core/score.hpp's scale, and at the horizon the
// count of lines still open to the side to move minus those open to the opponent, with a line
// holding two marks counted three times (a threat).
struct ClassicState : Board {
    [[nodiscard]] std::optional<int> terminal_score(int ply) const;
    [[nodiscard]] int evaluate() const;
};

}  // namespace plies::tictactoe
