// `plies nboard`: plies as an Othello engine for the NBoard GUI and other programs that speak the
// NBoard protocol (see protocol/nboard.hpp).
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/registry.hpp"
#include "protocol/nboard.hpp"

namespace plies::cli {

void add_nboard_command(CLI::App& app) {
    auto config = std::make_shared<protocol::NboardConfig>();
    auto* cmd = app.add_subcommand(
        "nboard", "Play Othello as an engine over the NBoard protocol (stdin/stdout)");
    cmd->add_option("--player", config->player,
                    "The player that answers 'go' (default: strong at the depth NBoard sets)");
    cmd->footer(
        "In NBoard: Engine > Select engine > Add, with the command '/path/to/plies nboard'.\n"
        "Examples:\n"
        "  plies nboard\n"
        "  plies nboard --player strong:time=2s\n"
        "  printf 'nboard 2\\nset depth 6\\nset game (;GM[Othello]BO[8 "
        "---------------------------O*------*O--------------------------- *];)\\ngo\\n' "
        "| plies nboard");
    cmd->callback([config] {
        if (!config->player.empty()) {
            // A bad spec is an error now, not a status line at the first 'go'.
            const auto game = engine::create_game("othello");
            (void)engine::create_player(*game, config->player);
        }
        exit_with(protocol::run_nboard(std::cin, std::cout, *config));
    });
}

}  // namespace plies::cli
