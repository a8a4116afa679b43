#include "games/connect4/bench.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "games/connect4/classic.hpp"
#include "games/connect4/move_string.hpp"
#include "games/connect4/perft.hpp"

namespace plies::connect4 {

namespace {

// The empty board, two openings, and positions from Pascal Pons' public test sets (Begin-Easy,
// Begin-Medium, Middle-Easy and Middle-Medium; data/connect4 in the repository's tests).
constexpr std::array<std::string_view, 10> kBenchPositions{
    "",
    "4",
    "4453",
    "6146",
    "32164625",
    "243335424257",
    "274552224131661",
    "5455174361263362",
    "52753311433677442422121",
    "5554224333234511764415115",
};

Position position_from(std::string_view moves) {
    std::string error;
    return *parse_moves(moves, error);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int run_classic_bench(std::ostream& out, bool quick) {
    const std::vector<int> depths = quick ? std::vector<int>{4, 6} : std::vector<int>{4, 6, 8, 10};
    fmt::print(out,
               "Connect Four classic AI (the game box): one alpha-beta search per position, "
               "columns 3,2,4,1,5,0,6, threat heuristic\n");
    fmt::print(out, "{} positions: empty board, openings, Pons' test sets\n\n",
               kBenchPositions.size());
    fmt::print(out, "{:>5} {:>12} {:>12} {:>10} {:>13} {:>14} {:>9}\n", "depth", "nodes", "nodes/s",
               "cut-offs", "branches cut", "minimax nodes", "skipped");
    std::uint64_t signature = 0;
    for (const int depth : depths) {
        ClassicOptions options;
        options.depth = depth;
        options.iterative_deepening = false;
        std::uint64_t nodes = 0, cutoffs = 0, pruned = 0, full = 0;
        double seconds = 0;
        for (const auto moves : kBenchPositions) {
            const Position position = position_from(moves);
            const auto start = std::chrono::steady_clock::now();
            const auto result = search_classic(position, options, {}, nullptr);
            seconds += seconds_since(start);
            nodes += result.nodes;
            cutoffs += result.cutoffs;
            pruned += result.pruned;
            full += minimax_tree_size(position, depth);
        }
        signature += nodes;
        fmt::print(out, "{:>5} {:>12} {:>12.0f} {:>10} {:>13} {:>14} {:>8.1f}%\n", depth, nodes,
                   seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0, cutoffs, pruned, full,
                   100.0 * (1.0 - static_cast<double>(nodes) / static_cast<double>(full)));
    }
    fmt::print(out, "signature: {} nodes\n\n", signature);

    // The player as used in games (phases, then iterative deepening 1..N) from the empty board.
    fmt::print(out, "time per move from the empty board (classic:depth=N, best of {} runs)\n",
               quick ? 1 : 3);
    fmt::print(out, "{:>5} {:>6} {:>12} {:>12}\n", "depth", "move", "nodes", "time");
    for (const int depth : depths) {
        ClassicOptions options;
        options.depth = depth;
        double best = 1e9;
        ClassicResult result;
        for (int run = 0; run < (quick ? 1 : 3); ++run) {
            const auto start = std::chrono::steady_clock::now();
            result = choose_classic(Position{}, options, {}, nullptr);
            best = std::min(best, seconds_since(start));
        }
        fmt::print(out, "{:>5} {:>6} {:>12} {:>9.3f} ms\n", depth, *result.search.best_move + 1,
                   result.search.nodes, best * 1000.0);
    }
    return 0;
}

int run_positions_bench(std::ostream& out, int max_plies, bool quick) {
    if (max_plies <= 0) max_plies = quick ? 8 : 12;
    max_plies = std::min(max_plies, kCells);
    const auto start = std::chrono::steady_clock::now();
    const auto distinct = distinct_positions(max_plies);
    fmt::print(out, "distinct positions (OEIS A212693) up to {} plies in {:.2f} s\n", max_plies,
               seconds_since(start));
    fmt::print(out, "{:>4} {:>12} {:>14}\n", "ply", "positions", "sequences");
    for (int ply = 0; ply <= max_plies; ++ply) {
        std::string sequences = "-";
        if (ply <= 10) sequences = fmt::format("{}", perft(Position{}, ply));
        fmt::print(out, "{:>4} {:>12} {:>14}\n", ply, distinct[static_cast<std::size_t>(ply)],
                   sequences);
    }
    return 0;
}

}  // namespace plies::connect4
