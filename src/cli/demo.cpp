// `plies demo GAME`: AI against AI, move by move (the game box's demo mode).
#include <algorithm>
#include <array>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {

struct DemoArgs {
    std::string game;
    std::string first;
    std::string second;
    std::vector<int> depths;
    int games = 1;
    std::uint64_t seed = 1;
    int delay_ms = 300;
    bool no_delay = false;
    bool quiet = false;
    GameOptionFlags flags;
};

struct GameSummary {
    std::array<std::string, 2> specs;
    engine::Outcome outcome = engine::Outcome::ongoing;
    int plies = 0;
};

// The game box: to avoid endless draws each side gets a different random depth, and which side is
// the stronger is chosen at random each game.
std::array<std::string, 2> choose_specs(const DemoArgs& args, const engine::GameEntry& entry,
                                        core::Rng& rng) {
    if (!args.first.empty() || !args.second.empty()) {
        return {args.first.empty() ? entry.default_ai : args.first,
                args.second.empty() ? entry.default_ai : args.second};
    }
    int strong = 0;
    int weak = 0;
    if (args.depths.size() == 2) {
        strong = args.depths[0];
        weak = args.depths[1];
    } else {
        const int lo = entry.demo_min_depth;
        const int hi = std::max(entry.demo_max_depth, lo + 1);
        weak = lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo)));
        strong = weak + 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - weak)));
    }
    std::array<std::string, 2> specs{fmt::format("classic:depth={}", strong),
                                     fmt::format("classic:depth={}", weak)};
    if (rng.below(2) == 1) std::swap(specs[0], specs[1]);
    return specs;
}

GameSummary play_one(const DemoArgs& args, const engine::GameEntry& entry, core::Rng& rng,
                     int number) {
    auto game = engine::create_game(entry, args.flags.options());
    GameSummary summary;
    summary.specs = choose_specs(args, entry, rng);
    std::array<std::unique_ptr<engine::Player>, 2> players{
        engine::create_player(*game, summary.specs[0]),
        engine::create_player(*game, summary.specs[1])};
    for (const auto& p : players) {
        if (p->is_human()) throw engine::Error("demo mode needs two AI players, not 'human'");
    }
    fmt::print("Game {}: {} = {}, {} = {}\n", number, game->side_name(0), summary.specs[0],
               game->side_name(1), summary.specs[1]);
    if (!args.quiet) fmt::print("{}", game->render());
    while (game->outcome() == engine::Outcome::ongoing) {
        const int side = game->side_to_move();
        const auto choice =
            think(*players[side], *game, {.limits = {}, .stop = nullptr, .rng = &rng});
        game->play(choice.move);
        ++summary.plies;
        if (!args.quiet) {
            const std::string detail = describe_search(choice.info);
            fmt::print("{} plays {}{}\n", game->side_name(side), choice.move,
                       detail.empty() ? "" : " (" + detail + ")");
            fmt::print("{}", game->render());
            std::cout.flush();
            if (!args.no_delay && args.delay_ms > 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(args.delay_ms));
        }
    }
    summary.outcome = game->outcome();
    const std::string result =
        summary.outcome == engine::Outcome::draw
            ? "draw"
            : fmt::format("{} ({}) wins",
                          game->side_name(summary.outcome == engine::Outcome::first_wins ? 0 : 1),
                          summary.specs[summary.outcome == engine::Outcome::first_wins ? 0 : 1]);
    fmt::print("Game {}: {} after {} moves\n\n", number, result, summary.plies);
    return summary;
}

void run_demo(const DemoArgs& args) {
    const auto& entry = engine::find_game(args.game);
    if (!args.depths.empty() && args.depths.size() != 2)
        throw engine::Error("--depths takes two depths, e.g. --depths 5,3");
    core::Rng rng(args.seed);
    std::vector<GameSummary> summaries;
    for (int i = 1; i <= args.games; ++i) summaries.push_back(play_one(args, entry, rng, i));

    fmt::print("Summary ({} game{}):\n", summaries.size(), summaries.size() == 1 ? "" : "s");
    auto probe = engine::create_game(entry, args.flags.options());
    for (std::size_t i = 0; i < summaries.size(); ++i) {
        const auto& s = summaries[i];
        const std::string winner = s.outcome == engine::Outcome::draw ? "draw"
                                   : s.outcome == engine::Outcome::first_wins
                                       ? probe->side_name(0) + " won"
                                       : probe->side_name(1) + " won";
        fmt::print("  game {}: {} {} vs {} {}: {}\n", i + 1, probe->side_name(0), s.specs[0],
                   probe->side_name(1), s.specs[1], winner);
    }
}

}  // namespace

void add_demo_command(CLI::App& app) {
    auto args = std::make_shared<DemoArgs>();
    auto* cmd = app.add_subcommand("demo", "Watch the AI play itself");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("--first", args->first, "Player spec of the first player");
    cmd->add_option("--second", args->second, "Player spec of the second player");
    cmd->add_option("--depths", args->depths,
                    "Depths of the classic players, stronger first, e.g. 5,3 (the stronger "
                    "side is drawn at random each game)")
        ->delimiter(',')
        ->check(CLI::Range(1, 60));
    cmd->add_option("--games", args->games, "Number of games (default 1)")
        ->check(CLI::Range(1, 100000));
    cmd->add_option("--seed", args->seed, "Seed: the same seed replays the same games")
        ->check(seed_check());
    cmd->add_option("--delay", args->delay_ms, "Pause after each move in ms (default 300)")
        ->check(CLI::Range(0, 60000));
    cmd->add_flag("--no-delay", args->no_delay, "No pause between moves");
    cmd->add_flag("--quiet", args->quiet, "Print only the result of each game");
    args->flags.add_to(cmd);
    cmd->footer(
        "Without players, each side gets the game's classic AI at a different random depth and "
        "the stronger side is chosen at random each game (the game box).\n"
        "Examples:\n"
        "  plies demo tictactoe\n"
        "  plies demo connect4 --depths 5,3 --games 3 --no-delay\n"
        "  plies demo othello --first strong:time=1s --second classic");
    cmd->callback([args] { run_demo(*args); });
}

}  // namespace plies::cli
