// `plies bench GAME`: each game's benchmark (node signature, speed, test suites).
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

void add_bench_command(CLI::App& app) {
    struct BenchArgs {
        std::string game;
        engine::BenchRequest request;
    };
    auto args = std::make_shared<BenchArgs>();
    auto* cmd =
        app.add_subcommand("bench", "Benchmark a game's searches: node signature and speed");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("--suite", args->request.suite, "A test suite name or file (game-specific)");
    cmd->add_option("--depth", args->request.depth, "Search depth (game-specific default)");
    cmd->add_flag("--quick", args->request.quick, "A short run");
    cmd->add_flag(
        "--weak", args->request.weak,
        "Connect Four suites: solve win/draw/loss only (the suites' scores read by sign)");
    cmd->add_option("--limit", args->request.limit,
                    "Connect Four suites: the first N positions of each file")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));
    cmd->footer(
        "The node count printed as 'signature' changes whenever the search changes.\n"
        "Examples:\n"
        "  plies bench tictactoe\n"
        "  plies bench connect4 --suite tests/data/connect4/Test_L2_R1\n"
        "  plies bench connect4 --suite tests/data/connect4/Test_L1_R3 --weak --limit 20\n"
        "  plies bench othello --suite ffo\n"
        "  plies bench othello --suite midgame --depth 12");
    cmd->callback([args] {
        const auto& entry = engine::find_game(args->game);
        if (!entry.bench) throw engine::Unsupported("no benchmark for " + args->game);
        if ((args->request.weak || args->request.limit != 0) &&
            (args->game != "connect4" || args->request.suite.empty()))
            throw engine::Error("--weak and --limit apply to Connect Four's suites (--suite)");
        const int status = entry.bench(args->request, std::cout);
        if (status != 0) exit_with(status);
    });
}

}  // namespace plies::cli
