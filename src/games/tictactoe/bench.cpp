#include "games/tictactoe/bench.hpp"

#include <array>
#include <chrono>
#include <ostream>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "games/tictactoe/game_tree.hpp"
#include "games/tictactoe/search.hpp"

namespace plies::tictactoe {

namespace {
// Openings and middle games as move strings (cells 1-9): the empty board, every first move
// class (corner, edge, centre) and some replies.
constexpr std::array<std::string_view, 10> kPositions{"",   "1",  "2",   "5",    "15",
                                                      "51", "12", "159", "5193", "19374"};

Board board_from(std::string_view moves) {
    Board board;
    for (char c : moves) board.play(*parse_cell(std::string_view(&c, 1)));
    return board;
}
}  // namespace

int run_bench(std::ostream& out, bool quick) {
    std::uint64_t signature = 0;
    fmt::print(out, "{:<8} {:>10} {:>10}\n", "position", "perfect", "classic:4");
    for (auto moves : kPositions) {
        const Board board = board_from(moves);
        const auto perfect = search_perfect(board, {}, nullptr);
        const auto classic = search_classic(board, 4, {}, nullptr);
        signature += perfect.nodes + classic.nodes;
        fmt::print(out, "{:<8} {:>10} {:>10}\n", moves.empty() ? "(empty)" : moves, perfect.nodes,
                   classic.nodes);
    }
    // Repeat the perfect searches long enough to time them.
    const int rounds = quick ? 5 : 500;
    std::uint64_t nodes = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int r = 0; r < rounds; ++r) {
        for (auto moves : kPositions) nodes += search_perfect(board_from(moves), {}, nullptr).nodes;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // What alpha-beta saves: the whole tree a plain minimax visits, against the perfect
    // player's alpha-beta from the empty board.
    const GameTreeCounts tree = count_game_tree();
    const auto perfect = search_perfect(Board{}, {}, nullptr);
    const auto alpha_beta = static_cast<double>(perfect.nodes);
    const auto minimax = static_cast<double>(tree.nodes);
    fmt::print(out,
               "game tree: {} nodes for plain minimax from the empty board, {} games, {} "
               "positions ({} of them terminal)\n",
               tree.nodes, tree.games, tree.positions, tree.terminal_positions);
    // The minimax primer: alpha-beta makes minimax "between ten and a hundred times faster".
    fmt::print(out,
               "alpha-beta (perfect) from the empty board: {} nodes ({} cut-offs), {:.2f}% of "
               "minimax, {:.1f} times fewer\n",
               perfect.nodes, perfect.cutoffs, 100.0 * alpha_beta / minimax, minimax / alpha_beta);
    fmt::print(out, "signature: {} nodes\n", signature);
    fmt::print(out, "speed: {} nodes in {:.3f} s = {:.0f} nodes/s\n", nodes, seconds,
               seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}

}  // namespace plies::tictactoe
