// The exact endgame solver: the final disc difference (empties to the winner) under perfect
// play. From 18 empties a selective pass first (only the first moves searched high in the
// tree) gives the exact pass its moves and an aspiration window. Principal-variation search at
// the root and PV nodes, null-window searches with a transposition table (4-way buckets,
// the costliest searches kept), enhanced transposition cut-offs, stability cut-offs and
// fastest-first ordering (opponent mobility, potential mobility, corner stability, parity; the
// evaluation high in the tree, a shallow search over it from 18 empties) down to 7 empties,
// then parity- and square-class-ordered searches without hashing (endgame_shallow.hpp) with
// dedicated code for the last four, three, two and one squares.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

#include "core/limits.hpp"
#include "core/table_memory.hpp"
#include "games/othello/board.hpp"

namespace plies::othello {

// analyse() is exact at or below this many empties (a few seconds at most per move).
inline constexpr int kAnalyseExactEmpties = 18;

struct EndgameResult {
    int score = 0;  // exact when alpha < score < beta; else a bound on the failing side
    int best_move = kNoMove;
    std::uint64_t nodes = 0;
    std::chrono::microseconds time{0};
    bool stopped = false;
};

// The solver's table: 2^17 buckets of three entries, one 64-byte cache line each (8 MiB). A
// bigger table saves few nodes and waits on main memory (FFO #40-#49: 2^18 buckets 815 M nodes /
// 25 s, 2^17 825 M / 24 s, 2^16 841 M / 23 s; #50-#52 best at 2^17).
inline constexpr int kEndgameTableBits = 17;

// One solver keeps its transposition table between calls: endgame bounds are exact facts about
// a position, so they stay valid for every later search.
class EndgameSolver {
  public:
    explicit EndgameSolver(int bucket_bits = kEndgameTableBits);

    // Solves `pos` within (alpha, beta) under `limits` and `stop`.
    EndgameResult solve(const Position& pos, int alpha, int beta, const core::SearchLimits& limits,
                        const core::StopToken* stop);

    void clear();

    // What a search found out about a position.
    struct Bounds {
        std::int8_t lower = -64;
        std::int8_t upper = 64;
        std::uint8_t move = kNoMove;
        std::uint8_t cost = 0;  // log2 of the nodes its last search took (replacement)
        // Bits 0-6: the solve() call that stored it (replacement order, modulo 128); bit 7: the
        // bounds come from a selective pass (only their move is used later).
        std::uint8_t stamp = 0;
        [[nodiscard]] bool selective() const { return (stamp & kSelectiveStamp) != 0; }
        [[nodiscard]] int generation() const { return stamp & kGenerationMask; }
    };
    static constexpr std::uint8_t kSelectiveStamp = 0x80;
    static constexpr std::uint8_t kGenerationMask = 0x7F;
    static constexpr int kBucketWays = 3;
    // Three positions with their bounds in one cache line, so that a probe reads one line.
    // Positions are kept whole: a hit is the same position, never a hash collision.
    struct alignas(64) Bucket {
        std::array<Bitboard, kBucketWays> player{};
        std::array<Bitboard, kBucketWays> opponent{};
        std::array<Bounds, kBucketWays> bounds{};
    };

  private:
    core::TableMemory<Bucket> table_;
    int bucket_bits_;
    std::uint8_t generation_ = 0;
    friend struct EndgameSearch;
};

// Solves with a per-thread solver (its table reused between calls).
[[nodiscard]] EndgameResult solve_endgame(const Position& pos, int alpha, int beta,
                                          const core::SearchLimits& limits,
                                          const core::StopToken* stop);

// Empties the per-thread solver's table used by solve_endgame.
void clear_endgame_table();

}  // namespace plies::othello
