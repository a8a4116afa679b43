// `plies gtp othello`: plies as an Othello engine over the Go Text Protocol, as Edax and
// Egaroucid speak it (see protocol/gtp.hpp).
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/errors.hpp"
#include "engine/registry.hpp"
#include "protocol/gtp.hpp"

namespace plies::cli {

void add_gtp_command(CLI::App& app) {
    auto config = std::make_shared<protocol::GtpConfig>();
    auto* cmd =
        app.add_subcommand("gtp", "Play Othello as an engine over GTP, the Go Text Protocol");
    cmd->add_option("game", config->game, "Game (othello)")->check(CLI::IsMember({"othello"}));
    cmd->add_option("--player", config->player,
                    "The player that answers genmove (default: strong; its time comes from "
                    "time_settings and time_left, else 1 s a move)");
    cmd->footer(
        "Vertices are Othello's own (a1-h8, row 1 at the top) and 'pass'.\n"
        "Examples:\n"
        "  plies gtp othello\n"
        "  plies gtp othello --player strong:depth=10\n"
        "  printf 'boardsize 8\\nplay b d3\\ngenmove w\\nshowboard\\nquit\\n' | plies gtp "
        "othello");
    cmd->callback([config] {
        if (config->game.empty()) config->game = "othello";
        if (!config->player.empty()) {
            // A bad spec is an error now, not an answer to the first genmove.
            const auto game = engine::create_game(config->game);
            (void)engine::create_player(*game, config->player);
        }
        exit_with(protocol::run_gtp(std::cin, std::cout, *config));
    });
}

}  // namespace plies::cli
