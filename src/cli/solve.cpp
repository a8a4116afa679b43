// `plies solve GAME [POSITION...]`: exact values of positions, one per line.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "core/cpu_time.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {
struct SolveArgs {
    std::string game;
    std::vector<std::string> positions;
    std::string file;
    bool weak = false;
    bool stats = false;
    GameOptionFlags flags;
};

// Solves one position; prints the result on stdout or an error on stderr. Returns success.
bool solve_line(engine::Game& game, const engine::GameEntry& entry, const SolveArgs& args,
                std::string line, const std::string& where) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    try {
        game.set_position(line);
        const double cpu_start = core::thread_cpu_seconds();
        const auto result =
            game.solve({.weak = args.weak, .best_move = entry.solve_prints_best_move}, nullptr);
        const double cpu_seconds = core::thread_cpu_seconds() - cpu_start;
        // Games whose lines carry annotations (Othello's OBF "; move:score") print the position
        // itself; the others echo the line as given, the empty position as "" (the columns of
        // the line stay in place).
        std::string out = entry.solve_prints_best_move ? game.position() : line;
        if (out.empty()) out = "\"\"";
        if (entry.solve_prints_best_move)
            out += " " + (result.best_move.empty() ? "--" : result.best_move);
        out += fmt::format(" {}", result.score);
        if (args.stats) {
            // CPU time (this thread's): wall time on a shared machine counts the waits for a core.
            const auto cpu_us = static_cast<std::uint64_t>(cpu_seconds * 1e6);
            const auto nps = cpu_us > 0 ? result.nodes * 1'000'000 / cpu_us : 0;
            out += fmt::format(" {} {} {} {}", result.nodes, cpu_us, nps, result.time.count());
        }
        fmt::print("{}\n", out);
        std::fflush(stdout);
        return true;
    } catch (const engine::Error& e) {
        std::fflush(stdout);
        fmt::print(stderr, "plies solve: {}: {}\n", where, e.what());
        return false;
    }
}

void run_solve(const SolveArgs& args) {
    const auto& entry = engine::find_game(args.game);
    auto game = engine::create_game(entry, args.flags.options());
    // The solver's table and book are made before the first line's clock starts.
    game->prepare_solving();
    int failures = 0;
    if (!args.positions.empty()) {
        for (std::size_t i = 0; i < args.positions.size(); ++i) {
            if (!solve_line(*game, entry, args, args.positions[i],
                            fmt::format("argument {}", i + 1)))
                ++failures;
        }
    } else {
        std::ifstream file;
        if (!args.file.empty()) {
            file.open(args.file);
            if (!file) throw engine::Error(fmt::format("cannot open '{}'", args.file));
        }
        std::istream& in = args.file.empty() ? std::cin : file;
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            if (!solve_line(*game, entry, args, line, fmt::format("line {}", number))) ++failures;
        }
    }
    if (failures > 0) exit_with(1);
}
}  // namespace

void add_solve_command(CLI::App& app) {
    auto args = std::make_shared<SolveArgs>();
    auto* cmd = app.add_subcommand("solve", "Exact value of positions (from arguments or stdin)");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("positions", args->positions,
                    "Positions in the game's notation; without any, one per line from stdin");
    cmd->add_option("--file", args->file, "Read positions from this file instead of stdin");
    cmd->add_flag("--weak", args->weak, "Only win/draw/loss (+1/0/-1), where the game offers it");
    cmd->add_flag("--stats", args->stats,
                  "Append nodes, CPU microseconds, nodes per CPU second and wall microseconds");
    args->flags.add_to(cmd);
    cmd->footer(
        "Output: one line per position, '<position> <score>' (Othello: '<position> <best move> "
        "<score>'), the score from the side to move's view: tic-tac-toe +1 win / 0 draw / -1 "
        "loss; Connect Four 22 minus the winner's disc count (negative for a loss); Othello the "
        "final disc difference. An empty line is the start position. A bad line gets an error on "
        "stderr naming it, the run goes on, and the exit status is 1.\n"
        "Examples:\n"
        "  plies solve tictactoe 5192 ''\n"
        "  echo 4455 | plies solve connect4 --stats\n"
        "  plies solve othello --file tests/data/othello/fforum-40-59.obf\n" +
        std::string(kDashPositionsHelp));
    cmd->allow_extras();
    cmd->callback([args, cmd] {
        refuse_extra_arguments(*cmd);
        run_solve(*args);
    });
}

}  // namespace plies::cli
