#include "games/connect4/solving.hpp"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "games/connect4/book.hpp"
#include "games/connect4/classic.hpp"

namespace plies::connect4 {
namespace {

// One solver per thread for solve/analyse: its 64 MiB table is made once, not per call.
Solver& thread_solver() {
    thread_local Solver solver;
    solver.set_book(default_book());
    return solver;
}

// The solver obeys a node and a time limit, no depth.
core::SearchLimits solver_limits(const core::SearchLimits& limits) {
    core::SearchLimits out;
    out.nodes = limits.nodes;
    out.time = limits.time;
    return out;
}

// What the classic search may spend after the solver stopped: the node limit, and the time left
// (at least 1 ms) if time is limited.
core::SearchLimits limits_left(const core::SearchLimits& limits,
                               std::chrono::microseconds elapsed) {
    core::SearchLimits rest;
    rest.nodes = limits.nodes;
    if (limits.time.count() > 0)
        rest.time =
            std::max(std::chrono::milliseconds(1),
                     limits.time - std::chrono::duration_cast<std::chrono::milliseconds>(elapsed));
    return rest;
}

}  // namespace

void prepare_solving() {
    (void)thread_solver();
}

SolvingPlayer::SolvingPlayer(bool strong) : strong_(strong) {
    solver_.set_book(default_book());
}

SolvingMove SolvingPlayer::choose(const Position& position, const core::SearchLimits& limits,
                                  const core::StopToken* stop) {
    core::SearchLimits for_solver = solver_limits(limits);
    if (strong_) for_solver.time = limits.time * 6 / 10;
    core::SearchControl control(for_solver, stop);
    solver_.set_control(&control);
    solver_.reset_nodes();
    const auto score = solver_.solve(position);
    const auto column = score ? solver_.best_move(position, *score) : std::nullopt;
    solver_.set_control(nullptr);

    SolvingMove move;
    move.nodes = solver_.nodes();
    move.time = control.elapsed();
    if (column) {
        move.column = *column;
        move.score = *score;
        move.exact = true;
        return move;
    }
    // The solver ran out of budget: the classic search decides with what is left.
    ClassicOptions options;
    options.depth = 20;
    const auto result =
        choose_classic(position, options, limits_left(limits, control.elapsed()), stop);
    move.column = *result.search.best_move;
    move.nodes += result.search.nodes;
    move.time += result.search.time;
    move.depth = result.search.depth;
    move.score = result.search.score;
    return move;
}

std::string describe_score(int score, int moves) {
    if (score == 0) return "draw";
    const int winner_disc = 22 - std::abs(score);
    if (score > 0) return fmt::format("win in {}", winner_disc - moves / 2);
    return fmt::format("loss in {}", winner_disc - (moves + 1) / 2);
}

SolvedPosition solve_position(const Position& position, bool weak, bool best_move,
                              const core::StopToken* stop) {
    SolvedPosition result;
    if (position.last_mover_won()) {
        // A finished game has its value like any other position, as tic-tac-toe and Othello
        // give it: the side to move lost to a four made with the last stone, and the solver's
        // convention scores that (kWidth * kHeight + 1 - stones before it) / 2 for the winner.
        const int winner_score = (kWidth * kHeight + 2 - position.moves()) / 2;
        result.score = weak ? -1 : -winner_score;
        return result;
    }
    Solver& solver = thread_solver();
    core::SearchControl control({}, stop);
    solver.set_control(&control);
    // The table is cleared only for a search: every 255th clear wipes it whole (4-5 ms for
    // 66 MiB), which made one answer from the book in 255 take that long.
    if (best_move || !solver.known_score(position)) solver.clear_table();
    solver.reset_nodes();
    const auto score = solver.solve(position, weak);
    if (score && !position.full() && best_move)
        result.best_column = solver.best_move(position, *score, weak);
    solver.set_control(nullptr);
    if (control.stopped()) return result;
    result.score = score;
    result.nodes = solver.nodes();
    result.time = control.elapsed();
    return result;
}

std::optional<std::array<std::optional<int>, kWidth>> analyse_columns(
    const Position& position, const core::SearchLimits& limits, const core::StopToken* stop) {
    Solver& solver = thread_solver();
    core::SearchControl control(solver_limits(limits), stop);
    solver.set_control(&control);
    const auto scores = solver.analyse(position);
    solver.set_control(nullptr);
    return scores;
}

bool solvable_now(const Position& position) {
    // Test_L2_R2 (14-27 discs, the hardest middle-game set) solves in milliseconds per
    // position; earlier positions need the book.
    const auto* book = default_book();
    return position.moves() >= 14 || (book != nullptr && position.moves() <= book->depth());
}

}  // namespace plies::connect4
