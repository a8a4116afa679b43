// `plies play GAME`: a console game, human against the AI by default.
#include <array>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "core/text.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {

struct PlayArgs {
    std::string game;
    std::string first = "human";
    std::string second;  // default: the game's default AI
    std::uint64_t seed = 1;
    bool scores = false;
    bool quiet = false;  // for programs: moves only, one a line, no board and no prompts
    std::string position;
    GameOptionFlags flags;
};

// One line for a program reading the output: written and flushed at once (stdout is fully
// buffered on a pipe).
void print_line(const std::string& line) {
    fmt::print("{}\n", line);
    std::fflush(stdout);
}

void print_score_line(const engine::Game& game) {
    // The score of the position for the player who just moved (the Connect Four tutorial); before
    // the first move that is the second player.
    const int just_moved = 1 - game.side_to_move();
    if (const auto score = game.display_score(just_moved))
        fmt::print("Score for {}: {}\n", game.side_name(just_moved), *score);
}

void print_result(const engine::Game& game, bool quiet) {
    if (quiet) {
        const engine::Outcome outcome = game.outcome();
        print_line(outcome == engine::Outcome::first_wins    ? "result 1-0"
                   : outcome == engine::Outcome::second_wins ? "result 0-1"
                                                             : "result 1/2-1/2");
        return;
    }
    switch (game.outcome()) {
        case engine::Outcome::first_wins:
            fmt::print("{} wins.\n", game.side_name(0));
            break;
        case engine::Outcome::second_wins:
            fmt::print("{} wins.\n", game.side_name(1));
            break;
        case engine::Outcome::draw:
            fmt::print("Draw.\n");
            break;
        case engine::Outcome::ongoing:
            break;
    }
}

// Reads a human move; returns false at end of input or on "quit". Quiet: no prompt, and an
// illegal move is answered "illegal MOVE: why" on a line of its own.
bool human_turn(engine::Game& game, const std::array<std::unique_ptr<engine::Player>, 2>& players,
                bool quiet) {
    const int side = game.side_to_move();
    for (;;) {
        if (!quiet) {
            fmt::print("{} to move ({}; 'undo', 'moves', 'quit'): ", game.side_name(side),
                       game.notation_help());
            std::fflush(stdout);
        }
        std::string line;
        if (!std::getline(std::cin, line)) {
            if (!quiet) fmt::print("\nEnd of input: game left unfinished.\n");
            return false;
        }
        line = std::string(core::trim(line));
        if (line.empty()) continue;
        if (line == "quit" || line == "exit") return false;
        if (line == "moves") {
            std::string list;
            for (const auto& m : game.legal_moves()) list += (list.empty() ? "" : " ") + m;
            print_line(quiet ? list : "Legal moves: " + list);
            continue;
        }
        if (line == "undo") {
            // Take back to this player's previous turn (past the AI's reply, if any).
            int steps = players[1 - side]->is_human() ? 1 : 2;
            if (!game.can_undo()) {
                print_line(quiet ? "illegal undo: nothing to undo" : "Nothing to undo.");
                continue;
            }
            while (steps-- > 0 && game.can_undo()) game.undo();
            if (!quiet) fmt::print("{}", game.render());
            continue;
        }
        try {
            game.play(line);
            return true;
        } catch (const engine::InvalidMove& e) {
            print_line(quiet ? fmt::format("illegal {}: {}", line, e.what())
                             : fmt::format("Illegal move: {}. Try again.", e.what()));
        }
    }
}

void run_play(const PlayArgs& args) {
    const auto& entry = engine::find_game(args.game);
    auto game = engine::create_game(entry, args.flags.options());
    if (!args.position.empty()) game->set_position(args.position);
    const std::string second = args.second.empty() ? entry.default_ai : args.second;
    std::array<std::unique_ptr<engine::Player>, 2> players{engine::create_player(*game, args.first),
                                                           engine::create_player(*game, second)};
    core::Rng rng(args.seed);

    const bool quiet = args.quiet;
    if (!quiet) {
        fmt::print("{}: {} ({}) against {} ({})\n", entry.title, players[0]->spec(),
                   game->side_name(0), players[1]->spec(), game->side_name(1));
        fmt::print("{}", game->render());
        if (args.scores) print_score_line(*game);
    }
    while (game->outcome() == engine::Outcome::ongoing) {
        const int side = game->side_to_move();
        engine::Player& player = *players[side];
        if (player.is_human()) {
            if (!human_turn(*game, players, quiet)) return;
        } else {
            std::fflush(stdout);
            const auto choice = think(player, *game, {.limits = {}, .stop = nullptr, .rng = &rng});
            game->play(choice.move);
            if (quiet) {
                print_line(choice.move);
                continue;
            }
            const std::string detail = describe_search(choice.info);
            fmt::print("{} plays {}{}\n", game->side_name(side), choice.move,
                       detail.empty() ? "" : " (" + detail + ")");
        }
        if (!quiet) {
            fmt::print("{}", game->render());
            if (args.scores) print_score_line(*game);
        }
    }
    print_result(*game, quiet);
}

}  // namespace

void add_play_command(CLI::App& app) {
    auto args = std::make_shared<PlayArgs>();
    auto* cmd = app.add_subcommand("play", "Play a game in the console (human vs AI by default)");
    cmd->add_option("game", args->game, "Game to play")
        ->required()
        ->check(CLI::IsMember(game_names()));
    cmd->add_option("--first", args->first, "Who moves first: a player spec (default: human)");
    cmd->add_option("--second", args->second,
                    "Who moves second: a player spec (default: the game's default AI)");
    cmd->add_option("--seed", args->seed, "Seed for the AI's random choices (default 1)")
        ->check(seed_check());
    cmd->add_flag("--scores", args->scores,
                  "After every move, print the game's score for the player who just moved");
    cmd->add_flag("--quiet", args->quiet,
                  "For programs: read your moves one a line, print the computer's moves one a "
                  "line and 'result 1-0|0-1|1/2-1/2' at the end; no board, no prompts; an "
                  "illegal move is answered 'illegal MOVE: why'");
    cmd->add_option("--position", args->position,
                    "Start from this position (game notation; one that starts with '-' is "
                    "written --position=POS)");
    args->flags.add_to(cmd);
    cmd->footer(
        "Player specs: human, random, greedy, classic:depth=N[,blunder=P], perfect, "
        "strong:time=T ... (what each game offers is listed when a spec is wrong).\n"
        "Examples:\n"
        "  plies play tictactoe\n"
        "  plies play tictactoe --first perfect --second human\n"
        "  plies play connect4 --second classic:depth=8,blunder=0.2 --scores\n"
        "  plies play gomoku --rule renju --second strong:time=2s\n"
        "  printf '4\\n4\\n' | plies play connect4 --second perfect --quiet");
    cmd->callback([args] { run_play(*args); });
}

}  // namespace plies::cli
