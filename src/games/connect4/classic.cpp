#include "games/connect4/classic.hpp"

#include <optional>

namespace plies::connect4 {

namespace {

ClassicResult one_move(Phase phase, int col, int score) {
    ClassicResult out;
    out.phase = phase;
    out.search.best_move = col;
    out.search.score = score;
    out.search.pv = {col};
    out.search.exact = phase == Phase::immediate_win;
    return out;
}

// Phases 1 and 2, shared by the classic and greedy players.
std::optional<ClassicResult> forced_result(const Position& position) {
    const ForcedMove forced = forced_move(position);
    if (forced.column < 0) return std::nullopt;
    return one_move(forced.phase, forced.column, forced.score);
}

}  // namespace

core::SearchResult<int> search_classic(const Position& position, const ClassicOptions& options,
                                       const core::SearchLimits& limits,
                                       const core::StopToken* stop) {
    core::SearchControl control(limits, stop);
    const ClassicReport report = run_classic_search(position, options, control);
    return core::to_search_result(report, control.elapsed());
}

ClassicResult choose_classic(const Position& position, const ClassicOptions& options,
                             const core::SearchLimits& limits, const core::StopToken* stop) {
    if (auto forced = forced_result(position)) return *forced;
    ClassicResult out;
    out.phase = Phase::search;
    out.search = search_classic(position, options, limits, stop);
    return out;
}

int greedy_score(const Position& position, int col, Evaluation evaluation) {
    Position after = position;
    after.play(col);
    // The heuristic is from the side to move's view, which is now the opponent.
    return after.full() ? 0 : -heuristic(after, evaluation);
}

ClassicResult choose_greedy(const Position& position, Evaluation evaluation) {
    if (auto forced = forced_result(position)) return *forced;
    int best_col = -1;
    int best_score = -kWinScore * 10;
    std::uint64_t nodes = 1;
    for (int col : kColumnOrder) {
        if (!position.can_play(col)) continue;
        ++nodes;
        const int score = greedy_score(position, col, evaluation);
        if (score > best_score) {
            best_score = score;
            best_col = col;
        }
    }
    ClassicResult out = one_move(Phase::search, best_col, best_score);
    out.search.depth = 1;
    out.search.nodes = nodes;
    return out;
}

}  // namespace plies::connect4
