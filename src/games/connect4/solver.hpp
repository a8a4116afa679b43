// The perfect Connect Four solver: the exact score of a position in the community convention
// (Pascal Pons' test sets, see data/connect4/README.md): 0 for a draw; a win scores 22 minus
// the number of discs the winner has played; a loss the negative; from the side to move's view.
//
// Search: fail-soft negamax with alpha-beta on the score, driven at the root by a sequence of
// null-window searches that halve the remaining score range (the MTD-like scheme of Pons'
// tutorial). Ideas used, each measured in nodes (see the bench): moves that lose at once are
// never searched, a forced block is played without ordering or table work, moves are ordered
// by the threats they create with centre-first ties, a two-slot table of lower/upper bounds
// and best moves keyed by the position or its mirror image (with a small near table of its own
// for positions near the leaves, which stays in the caches: solver_table.hpp), probing every
// child in the table before searching any (enhanced transposition cut-offs), and bounds from
// the second player's follow-up strategy (claimeven, extended to columns of odd height) with
// either side to move.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "games/connect4/position.hpp"
#include "games/connect4/solver_table.hpp"

namespace plies::connect4 {

class Book;

// Scores of the convention: the extremes a position can have.
inline constexpr int kMinScore = -(kCells / 2) + 3;     // -18: the loss at the 4th disc
inline constexpr int kMaxScore = (kCells + 1) / 2 - 3;  // 18

// The score of winning at once with `moves` discs on the board.
[[nodiscard]] constexpr int immediate_win_score(int moves) {
    return (kCells + 1 - moves) / 2;
}

// Search switches (the defaults are the fastest measured); the bench and the tests turn them
// on and off one at a time to measure what each is worth.
struct SolverFeatures {
    // A position and its mirror image share one table entry, for positions of at most
    // mirror_max_moves discs: deeper, mirror pairs rarely both occur in one search (measured:
    // the same nodes within 0.2% on Test_L2_R2 and Test_L1_R1), so the mirror key costs time
    // for nothing.
    bool mirror_keys = true;
    int mirror_max_moves = 12;
    // Threats on the mover's good rows (odd rows for the first player, even for the second)
    // count double in move ordering. Off by default: on, 3-4% more nodes on L2_R2 and L1_R1.
    bool parity_order = false;
    bool child_probes = true;       // enhanced transposition cut-offs
    int child_probe_min_empty = 0;  // ... only with at least this many empty cells
    bool claim_even = true;   // bounds from the second player's follow-up (claimeven) strategy
    bool table_moves = true;  // try the table's best move first
};

class Solver {
  public:
    explicit Solver(std::size_t table_bytes = SolverTable::kDefaultBytes);

    // The exact score (weak = false) or its sign (-1, 0, 1) (weak = true). The position must not
    // be over. Returns nullopt only if `control` stopped the search.
    [[nodiscard]] std::optional<int> solve(const Position& position, bool weak = false);
    // The exact score when it needs no search (a win at once, a full board, the book), else
    // nullopt.
    [[nodiscard]] std::optional<int> known_score(const Position& position) const;

    // The score of playing each column (nullopt for a full column), from the side to move's
    // view; every playable column gets an exact score. Nullopt if stopped.
    [[nodiscard]] std::optional<std::array<std::optional<int>, kWidth>> analyse(
        const Position& position, bool weak = false);

    // A column reaching the position's score (its value `score` must come from solve), centre
    // first among equals. Nullopt if stopped.
    [[nodiscard]] std::optional<int> best_move(const Position& position, int score,
                                               bool weak = false);

    // Limits for the following calls (nullptr: none). The control is polled every node.
    void set_control(core::SearchControl* control) { control_ = control; }
    void set_book(const Book* book) { book_ = book; }
    void set_features(const SolverFeatures& features) { features_ = features; }
    [[nodiscard]] const SolverFeatures& features() const { return features_; }

    void clear_table() { table_.clear(); }
    // Whether the next clear_table() wipes the memory rather than starting a new generation.
    [[nodiscard]] bool next_clear_wipes() const { return table_.next_clear_wipes(); }
    void reset_nodes() { nodes_ = 0; }
    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }

  private:
    // Null-window driver for scores in [low, high] (the position's side to move cannot win at
    // once).
    [[nodiscard]] int solve_range(const Position& position, int low, int high);
    // The sign of the score (1, 0, -1) within [low, high].
    [[nodiscard]] int solve_weak(const Position& position, int low, int high);
    // Negamax on [alpha, beta]; `opponent_wins` = winning_cells of the side not to move.
    [[nodiscard]] int search(Position position, int alpha, int beta, Bitboard opponent_wins);
    [[nodiscard]] int search_root(const Position& position, int alpha, int beta);
    // The part of search() for a position with at least two moves `next` that do not lose at
    // once, its score known to lie in [low, high].
    [[nodiscard]] int branch(const Position& position, int alpha, int beta, Bitboard next,
                             Bitboard opponent_wins, int low, int high);
    [[nodiscard]] std::uint64_t table_key(const Position& position, bool& mirrored) const;

    SolverTable table_;
    SolverFeatures features_{};
    const Book* book_ = nullptr;
    core::SearchControl* control_ = nullptr;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
};

// Moves that do not hand the opponent an immediate win: empty when every move loses at once
// (two opponent threats to block, or the only block sits under another threat).
[[nodiscard]] Bitboard non_losing_moves(const Position& position);

// The key of the mirror image (columns reversed) of a position key.
[[nodiscard]] constexpr std::uint64_t mirror_key(std::uint64_t key) {
    constexpr std::uint64_t col = (std::uint64_t{1} << kColumnBits) - 1;
    return ((key & col) << 42) | ((key & (col << 7)) << 28) | ((key & (col << 14)) << 14) |
           (key & (col << 21)) | ((key >> 14) & (col << 14)) | ((key >> 28) & (col << 7)) |
           ((key >> 42) & col);
}

// One line of batch solving: a move string (1-based columns). On success `score` is set; on a
// bad line `error` says why (bad character, full column, game already over).
struct LineResult {
    std::optional<int> score;
    std::string error;
    std::uint64_t nodes = 0;
    std::int64_t microseconds = 0;
};
[[nodiscard]] LineResult solve_line(Solver& solver, std::string_view line, bool weak);

}  // namespace plies::connect4
