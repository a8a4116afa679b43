// VCT (victory by continuous threats): the attacker plays fours and open threes; the defender
// answers a four at its five point and a three with any move that takes away every straight or
// double four the attacker threatens, or with a counter-four of its own. A pure four sequence
// (VCF) is looked up at every attacker node; a three is refuted outright when the defender then
// has a VCF of its own. Black's threats and defences obey the renju rules.
//
// The search is a proof search over a restricted move set (threats only), so a "found" result
// is a proven win, while "not found" only means no win within the depth.
#pragma once

#include <cstdint>
#include <vector>

#include "core/limits.hpp"
#include "games/gomoku/board.hpp"
#include "games/gomoku/vcf.hpp"

namespace plies::gomoku {

struct VctResult {
    bool found = false;
    Point move = kNoPoint;  // the first attacker move of the win
    int depth = 0;          // threat moves (threes and fours) before the closing VCF
    std::uint64_t nodes = 0;
    bool stopped = false;
};

class VctSolver {
  public:
    explicit VctSolver(int table_bits = 16);

    // Searches a VCT for the side to move with at most max_depth threat moves before the final
    // VCF (iterative deepening from 1). Uses `vcf` (and its table) for the VCF sub-searches.
    // The board is restored on return.
    // node_limit (0 = none) bounds the nodes of this call, VCF sub-searches included; the
    // control's deadline and stop token are obeyed.
    VctResult solve(Board& board, VcfSolver& vcf, core::SearchControl& control, int max_depth,
                    std::uint64_t node_limit = 0);

    // Version 2 of the engine: a defence that leaves the attacker a straight or double four to
    // play (and makes no four of its own) is known lost at once, without a VCF sub-search.
    void set_quick_refutation(bool on) { quick_refutation_ = on; }

    // The defender's candidate answers to the attacker's threats in the current position (the
    // side to move defends): its own fours and every point on the lines of the attacker's
    // straight / double four points. Returns the count written to out.
    static int defence_points(const Board& board, Color attacker, Point* out, int capacity);

  private:
    struct FailEntry {
        std::uint64_t key = 0;
        int depth = -1;
    };

    bool attack(Board& board, int depth);
    bool defend(Board& board, int depth);
    bool vcf_for_side_to_move(Board& board);
    bool out_of_budget();
    int threat_moves(const Board& board, Point* out, int capacity) const;

    std::vector<FailEntry> table_;
    std::uint64_t mask_;
    VcfSolver* vcf_ = nullptr;
    core::SearchControl* control_ = nullptr;
    std::uint64_t nodes_ = 0;
    std::uint64_t node_limit_ = 0;
    bool stopped_ = false;
    bool quick_refutation_ = false;
    Color attacker_ = Color::black;
    std::uint64_t salt_ = 0;
};

// True when c playing p makes two five points at once (a straight four or a four-four), and p
// is legal for c: the point wins unless the opponent makes five first.
[[nodiscard]] bool winning_four(const Board& board, Color c, Point p);

// True when c has such a point: unless its opponent makes five first, c wins (when c is to
// move) or threatens to win (when its opponent is to move and must defend).
[[nodiscard]] bool has_winning_four(const Board& board, Color c);

// True when c, to move, has a legal point that makes a four and an open three at once, and
// wins by it: its opponent has no four to answer with (no five or four point), so it must
// block the four, and that block, a point where it makes no four, gives it no five point
// either; the three then becomes a straight four. Not for renju black, whose straight four
// point may be forbidden.
[[nodiscard]] bool has_winning_four_three(const Board& board, Color c);

}  // namespace plies::gomoku
