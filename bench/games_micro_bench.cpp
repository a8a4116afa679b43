// Micro-benchmarks of the hot loops of Connect Four, Othello and tic-tac-toe, the parts every
// node of their searches pays for: threat detection and table probes, move generation and flips,
// the pattern evaluation. (Whole searches are measured by `plies bench GAME`, in nodes.)
#include <benchmark/benchmark.h>

#include <bit>
#include <cstdint>

#include "core/random.hpp"
#include "games/connect4/position.hpp"
#include "games/connect4/solver_table.hpp"
#include "games/othello/board.hpp"
#include "games/othello/patterns.hpp"

namespace {

namespace c4 = plies::connect4;
namespace oth = plies::othello;

// Connect Four: the cells where the side to move would complete four, from a mid-game position.
void BM_Connect4WinningCells(benchmark::State& state) {
    c4::Position position;
    for (const int col : {3, 3, 2, 4, 4, 2, 5, 1, 1, 6, 0, 5}) position.play(col);
    for (auto _ : state) {
        benchmark::DoNotOptimize(c4::winning_cells(position.current(), position.mask()));
        benchmark::ClobberMemory();
    }
}
BENCHMARK(BM_Connect4WinningCells);

// Connect Four: a probe of the solver's 64 MiB table at a random key (a cache miss, as in the
// search's child probes), half of them present.
void BM_Connect4TableProbe(benchmark::State& state) {
    c4::SolverTable table;
    plies::core::Rng rng(31);
    constexpr int kKeys = 1 << 16;
    std::vector<std::uint64_t> keys(kKeys);
    for (auto& key : keys) key = rng.next() & ((std::uint64_t{1} << 49) - 1);
    for (int i = 0; i < kKeys; i += 2)
        table.store(keys[static_cast<std::size_t>(i)], 20, -1, 1, 3, 100);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(table.find(keys[i++ & (kKeys - 1)], 20));
    }
}
BENCHMARK(BM_Connect4TableProbe);

// Othello: the legal moves and each move's flips from the positions of a fixed random game.
void BM_OthelloMovesAndFlips(benchmark::State& state) {
    std::vector<oth::Position> positions;
    oth::Position pos = oth::kStartPosition;
    plies::core::Rng rng(27);
    while (positions.size() < 50) {
        oth::Bitboard moves = oth::legal_moves(pos.player, pos.opponent);
        if (moves == 0) break;
        positions.push_back(pos);
        for (auto skip = rng.below(static_cast<std::uint64_t>(std::popcount(moves))); skip > 0;
             --skip)
            moves &= moves - 1;
        const int square = std::countr_zero(moves);
        const oth::Bitboard f = oth::flips(square, pos.player, pos.opponent);
        pos = {pos.opponent ^ f, pos.player ^ f ^ (oth::Bitboard{1} << square)};
    }
    for (auto _ : state) {
        for (const auto& p : positions) {
            for (oth::Bitboard moves = oth::legal_moves(p.player, p.opponent); moves != 0;
                 moves &= moves - 1)
                benchmark::DoNotOptimize(oth::flips(std::countr_zero(moves), p.player, p.opponent));
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(positions.size()));
}
BENCHMARK(BM_OthelloMovesAndFlips);

// Othello: the pattern evaluation (46 pattern instances) of the shipped weights.
void BM_OthelloPatternEvaluation(benchmark::State& state) {
    const oth::PatternWeights* weights = oth::default_pattern_weights();
    if (weights == nullptr) {
        state.SkipWithError("no Othello weights (data/othello/weights.bin)");
        return;
    }
    const oth::Position pos{0x0000081C3C180000ULL, 0x0000340000240000ULL};
    for (auto _ : state) benchmark::DoNotOptimize(weights->evaluate(pos));
}
BENCHMARK(BM_OthelloPatternEvaluation);

}  // namespace

BENCHMARK_MAIN();
