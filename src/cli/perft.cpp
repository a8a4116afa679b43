// `plies perft GAME DEPTH [POSITION]`: move-generation counts, depth by depth.
#include <chrono>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {
struct PerftArgs {
    std::string game;
    int depth = 0;
    std::string position;
    bool only_last = false;
    GameOptionFlags flags;
};

void run_perft(const PerftArgs& args) {
    auto game = engine::create_game(args.game, args.flags.options());
    if (!args.position.empty()) game->set_position(args.position);
    for (int depth = args.only_last ? args.depth : 1; depth <= args.depth; ++depth) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t leaves = game->perft(depth);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        fmt::print(
            "perft {:>2}: {:>16}   {:8.3f} s   {:>14} leaves/s\n", depth, with_commas(leaves),
            seconds,
            seconds > 0
                ? with_commas(static_cast<std::uint64_t>(static_cast<double>(leaves) / seconds))
                : std::string("-"));
    }
}
}  // namespace

void add_perft_command(CLI::App& app) {
    auto args = std::make_shared<PerftArgs>();
    auto* cmd = app.add_subcommand("perft", "Count the move sequences of each length (perft)");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("depth", args->depth, "Depth in plies")->required()->check(CLI::Range(1, 64));
    cmd->add_option("position", args->position, "Start position (default: the initial position)");
    cmd->add_flag("--only-last", args->only_last, "Print only the given depth");
    args->flags.add_to(cmd);
    cmd->footer(
        "A sequence that ends the game early is not counted at greater depths, except in Othello,\n"
        "where by the published convention a finished game counts as one leaf at every depth and "
        "a\n"
        "pass is a ply.\n"
        "Examples:\n"
        "  plies perft tictactoe 9\n"
        "  plies perft connect4 8\n"
        "  plies perft othello 9\n" +
        std::string(kDashPositionsHelp));
    cmd->allow_extras();
    cmd->callback([args, cmd] {
        refuse_extra_arguments(*cmd);
        run_perft(*args);
    });
}

}  // namespace plies::cli
