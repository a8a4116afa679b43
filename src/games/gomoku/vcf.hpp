// VCF (victory by continuous fours): the side to move makes a four at every move, the opponent
// must block each at its only five point, until a four cannot be blocked (a straight four or a
// four-four) or, under renju, black would have to block on a forbidden point. Black's fours
// obey its own rules (exactly five, no forbidden point); a defender's counter-four must be
// blocked with a four, or the line fails.
#pragma once

#include <cstdint>
#include <vector>

#include "core/limits.hpp"
#include "games/gomoku/board.hpp"

namespace plies::gomoku {

struct VcfResult {
    bool found = false;
    std::vector<Point> line;  // attacker and defender moves, starting with the winning four
    std::uint64_t nodes = 0;
    bool stopped = false;  // the control ran out before the search was complete
};

// Keeps a table of positions proven to have no VCF (allocated once, reused between calls).
class VcfSolver {
  public:
    explicit VcfSolver(int table_bits = 18);

    // Searches a VCF for the side to move, with at most max_fours attacker moves. The board is
    // restored on return. Polls control once per node.
    VcfResult solve(Board& board, core::SearchControl& control, int max_fours = 40);

    void clear();

  private:
    struct FailEntry {
        std::uint64_t key = 0;
        int depth = -1;  // no VCF with at most `depth` fours
    };

    bool attack(Board& board, int depth);
    bool try_four(Board& board, Point p, int depth);
    [[nodiscard]] bool known_failure(std::uint64_t key, int depth) const;
    void store_failure(std::uint64_t key, int depth);

    std::vector<FailEntry> table_;
    std::uint64_t mask_;
    core::SearchControl* control_ = nullptr;
    std::uint64_t nodes_ = 0;
    Color attacker_ = Color::black;
    std::uint64_t rule_salt_ = 0;
    std::vector<Point> stack_;
    std::vector<Point> line_;
};

}  // namespace plies::gomoku
