#include "engine/games/connect4_solving.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <ostream>

#include <fmt/format.h>

#include "games/connect4/book.hpp"
#include "games/connect4/classic.hpp"
#include "games/connect4/solver.hpp"
#include "games/connect4/solver_bench.hpp"

namespace plies::engine::connect4_solving {
namespace {

using connect4::Position;
using connect4::Solver;

// One solver per thread for solve/analyse: its 64 MiB table is made once, not per call.
Solver& thread_solver() {
    thread_local Solver solver;
    solver.set_book(connect4::default_book());
    return solver;
}

// "win in 3" (the mover's own moves, the winning one included), "loss in 2" (the opponent's
// moves), "draw": a score of the convention read for a position with `moves` discs.
std::string describe(int score, int moves) {
    if (score == 0) return "draw";
    const int winner_disc = 22 - std::abs(score);
    if (score > 0) return fmt::format("win in {}", winner_disc - moves / 2);
    return fmt::format("loss in {}", winner_disc - (moves + 1) / 2);
}

core::SearchLimits solver_limits(const core::SearchLimits& limits) {
    core::SearchLimits out;
    out.nodes = limits.nodes;
    out.time = limits.time;
    return out;
}

// `perfect`: the solver's move (fastest win, slowest loss), the book when present; with a
// time or node limit that runs out, the classic search picks the move instead.
// `strong:time=T`: the same with the solver given 60% of T and the classic search the rest.
class SolverPlayer final : public Player {
  public:
    SolverPlayer(std::string spec, core::SearchLimits limits, bool strong, PositionOf position_of,
                 ColumnName column_name)
        : spec_(std::move(spec)),
          limits_(limits),
          strong_(strong),
          position_of_(position_of),
          column_name_(column_name) {
        solver_.set_book(connect4::default_book());
    }
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const Position& position = position_of_(game);
        const core::SearchLimits limits = core::tighter(request.limits, limits_);
        core::SearchLimits for_solver = solver_limits(limits);
        if (strong_) for_solver.time = limits.time * 6 / 10;
        core::SearchControl control(for_solver, request.stop);
        solver_.set_control(&control);
        solver_.reset_nodes();
        const auto score = solver_.solve(position);
        const auto column = score ? solver_.best_move(position, *score) : std::nullopt;
        solver_.set_control(nullptr);

        MoveChoice choice;
        choice.info.nodes = solver_.nodes();
        choice.info.time = control.elapsed();
        if (column) {
            choice.move = column_name_(game, *column);
            choice.info.score = *score;
            choice.info.score_text = describe(*score, position.moves());
            choice.info.exact = true;
            return choice;
        }
        // The solver ran out of budget: the classic search decides with what is left.
        core::SearchLimits rest;
        rest.nodes = limits.nodes;
        if (limits.time.count() > 0)
            rest.time = std::max(
                std::chrono::milliseconds(1),
                limits.time -
                    std::chrono::duration_cast<std::chrono::milliseconds>(control.elapsed()));
        connect4::ClassicOptions options;
        options.depth = 20;
        const auto result = connect4::choose_classic(position, options, rest, request.stop);
        choice.move = column_name_(game, *result.search.best_move);
        choice.info.nodes += result.search.nodes;
        choice.info.time += result.search.time;
        choice.info.depth = result.search.depth;
        choice.info.score = result.search.score;
        choice.info.score_text = fmt::format("{:+} (classic search)", result.search.score);
        choice.info.note = "solver out of time: classic search";
        return choice;
    }

  private:
    std::string spec_;
    core::SearchLimits limits_;
    bool strong_;
    PositionOf position_of_;
    ColumnName column_name_;
    Solver solver_;
};

}  // namespace

std::vector<PlayerKind> player_kinds() {
    return {
        {"perfect", {}, "the exact solver: fastest win, slowest loss (uses the opening book)"},
        {"strong",
         {},
         "the solver within time=T (default 1s), else the classic search with what is left"},
    };
}

bool provides(const std::string& kind) {
    return kind == "perfect" || kind == "strong";
}

std::unique_ptr<Player> make_player(const PlayerSpec& spec, PositionOf position_of,
                                    ColumnName column_name) {
    core::SearchLimits limits = spec.limits();
    const bool strong = spec.kind == "strong";
    if (strong && limits.time.count() == 0) limits.time = std::chrono::seconds(1);
    return std::make_unique<SolverPlayer>(spec.canonical(), limits, strong, position_of,
                                          column_name);
}

SolveResult solve(const Position& position, const SolveOptions& options,
                  const core::StopToken* stop, const std::vector<std::string>& names) {
    if (position.last_mover_won()) {
        // A finished game has its value like any other position, as tic-tac-toe and Othello
        // give it: the side to move lost to a four made with the last stone, and the solver's
        // convention scores that (kWidth * kHeight + 1 - stones before it) / 2 for the winner.
        SolveResult lost;
        const int winner_score = (connect4::kWidth * connect4::kHeight + 2 - position.moves()) / 2;
        lost.score = options.weak ? -1 : -winner_score;
        return lost;
    }
    Solver& solver = thread_solver();
    core::SearchControl control({}, stop);
    solver.set_control(&control);
    // The table is cleared only for a search: every 255th clear wipes it whole (4-5 ms for
    // 66 MiB), which made one answer from the book in 255 take that long.
    if (options.best_move || !solver.known_score(position)) solver.clear_table();
    solver.reset_nodes();
    const auto score = solver.solve(position, options.weak);
    SolveResult result;
    if (score && !position.full() && options.best_move) {
        if (const auto column = solver.best_move(position, *score, options.weak))
            result.best_move = names[static_cast<std::size_t>(*column)];
    }
    solver.set_control(nullptr);
    if (!score || control.stopped()) throw Error("solving stopped before the end");
    result.score = *score;
    result.nodes = solver.nodes();
    result.time = control.elapsed();
    return result;
}

std::vector<MoveScore> analyse(const Position& position, const core::SearchLimits& limits,
                               const core::StopToken* stop, const std::vector<std::string>& names) {
    if (position.last_mover_won())
        throw InvalidPosition("the game is already over: the last move made four in a row");
    Solver& solver = thread_solver();
    core::SearchControl control(solver_limits(limits), stop);
    solver.set_control(&control);
    const auto scores = solver.analyse(position);
    solver.set_control(nullptr);
    if (!scores) throw Error("analysis stopped before the solver finished");
    std::vector<MoveScore> out;
    for (int col = 0; col < connect4::kWidth; ++col) {
        MoveScore move;
        move.move = names[static_cast<std::size_t>(col)];
        const auto& score = (*scores)[static_cast<std::size_t>(col)];
        move.legal = score.has_value();
        move.exact = score.has_value();
        move.score = score.value_or(0);
        move.score_text = score ? describe(*score, position.moves()) : "column full";
        out.push_back(move);
    }
    return out;
}

bool solvable_now(const Position& position) {
    // Test_L2_R2 (14-27 discs, the hardest middle-game set) solves in milliseconds per
    // position; earlier positions need the book.
    const auto* book = connect4::default_book();
    return position.moves() >= 14 || (book != nullptr && position.moves() <= book->depth());
}

int run_suite_bench(const BenchRequest& request, std::ostream& out) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    if (fs::is_directory(request.suite, ec)) {
        for (const auto& item : fs::directory_iterator(request.suite))
            if (item.path().filename().string().starts_with("Test_"))
                files.push_back(item.path().string());
        std::sort(files.begin(), files.end());
    } else {
        files.push_back(request.suite);
    }
    if (files.empty()) throw Error(fmt::format("no Test_* suite files in '{}'", request.suite));
    connect4::SuiteOptions options;
    options.weak = request.weak;
    options.limit = request.limit != 0 ? request.limit : request.quick ? 20 : 0;
    out << "Connect Four solver" << (options.weak ? " (weak: win/draw/loss)" : "")
        << ": 64 MiB table cleared before each position, no book";
    if (options.limit != 0) out << ", first " << options.limit << " positions of each suite";
    out << "\n";
    connect4::print_suite_header(out);
    bool all_right = true;
    for (const auto& file : files) {
        const auto result = connect4::run_suite(file, options);
        connect4::print_suite_result(out, result);
        if (!result.error.empty() || result.wrong != 0) all_right = false;
    }
    return all_right ? 0 : 1;
}

}  // namespace plies::engine::connect4_solving
