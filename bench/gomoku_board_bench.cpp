// Speed of the Gomoku board's incremental pattern update, the cost that dominates every search
// (a stone placed or removed re-reads the line kinds of up to 40 points for both colours).
#include <benchmark/benchmark.h>

#include <array>

#include "games/gomoku/board.hpp"
#include "games/gomoku/vcf.hpp"

namespace {

using plies::gomoku::Board;
using plies::gomoku::make_point;

// A 24-move freestyle game: plays it out, then takes every move back.
void BM_GomokuPlayUndo(benchmark::State& state) {
    constexpr std::array<std::array<int, 2>, 24> kGame{{
        {7, 7},  {8, 8}, {7, 8}, {6, 6},  {8, 6}, {9, 7},  {6, 8}, {7, 6},
        {5, 8},  {4, 8}, {8, 9}, {9, 10}, {6, 9}, {5, 10}, {6, 7}, {6, 10},
        {7, 10}, {5, 6}, {9, 6}, {10, 6}, {4, 6}, {3, 5},  {7, 5}, {7, 4},
    }};
    Board board;
    for (auto _ : state) {
        for (const auto& [x, y] : kGame) board.play(make_point(x, y));
        for (std::size_t i = 0; i < kGame.size(); ++i) board.undo();
        benchmark::DoNotOptimize(board.hash());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kGame.size()) * 2);
}
BENCHMARK(BM_GomokuPlayUndo);

}  // namespace

BENCHMARK_MAIN();
