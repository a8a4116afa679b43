#include "games/tictactoe/search.hpp"

#include <array>
#include <bit>

#include "core/negamax.hpp"
#include "games/tictactoe/perfect.hpp"

namespace plies::tictactoe {

core::SearchResult<int> search_perfect(const Board& board, const core::SearchLimits& limits,
                                       const core::StopToken* stop) {
    core::SearchControl control(limits, stop);
    const auto report = run_perfect(board, control);
    return core::to_search_result(report, control.elapsed());
}

core::SearchResult<int> search_classic(const Board& board, int depth,
                                       const core::SearchLimits& limits,
                                       const core::StopToken* stop) {
    core::SearchControl control(limits, stop);
    ClassicState state{board};
    core::Negamax<ClassicState, core::SearchControl> search;
    const auto report = search.search(state, depth, control);
    return core::to_search_result(report, control.elapsed());
}

int greedy_value(const Board& board, int cell) {
    ClassicState after{board};
    after.play(cell);
    return -after.evaluate();  // the heuristic is from the opponent's view now
}

int choose_greedy(const Board& board) {
    const Mark me = board.to_move();
    const Mark them = me == Mark::x ? Mark::o : Mark::x;
    if (const auto win = board.winning_cells(me)) return std::countr_zero(win);
    if (const auto block = board.winning_cells(them)) return std::countr_zero(block);
    std::array<int, 9> moves{};
    const int count = board.generate_moves(moves);
    int best_move = moves[0];
    int best_score = -1'000'000;
    for (int i = 0; i < count; ++i) {
        const int score = greedy_value(board, moves[i]);
        if (score > best_score) {
            best_score = score;
            best_move = moves[i];
        }
    }
    return best_move;
}

int solve_value(const Board& board) {
    PerfectState state{board};
    if (const auto terminal = state.terminal_score(0))
        return *terminal > 0 ? 1 : *terminal < 0 ? -1 : 0;
    const auto result = search_perfect(board, {}, nullptr);
    return result.score > 0 ? 1 : result.score < 0 ? -1 : 0;
}

std::uint64_t perft(Board& board, int depth) {
    if (depth == 0) return 1;
    std::array<int, 9> moves{};
    const int count = board.generate_moves(moves);
    if (depth == 1) return static_cast<std::uint64_t>(count);
    std::uint64_t total = 0;
    for (int i = 0; i < count; ++i) {
        board.play(moves[i]);
        total += perft(board, depth - 1);
        board.undo(moves[i]);
    }
    return total;
}

std::string cell_name(int cell) {
    return std::string(1, static_cast<char>('1' + cell));
}

std::optional<int> parse_cell(std::string_view text) {
    if (text.size() != 1 || text[0] < '1' || text[0] > '9') return std::nullopt;
    return text[0] - '1';
}

}  // namespace plies::tictactoe
