// `plies analyse GAME POSITION`: the value of every move of a position.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/explain.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {
struct AnalyseArgs {
    std::string game;
    std::string position;
    int depth = 0;
    std::string time;
    std::string player;
    bool explain = false;
    GameOptionFlags flags;
};

void print_move_view(const engine::MoveView& move, bool chosen) {
    // A text that only repeats the number is left out.
    const bool says_more = move.score_text != fmt::format("{:+}", move.score);
    std::string line = fmt::format("  {:>6}  {:>+7}", move.move, move.score);
    if (says_more) line += "  " + move.score_text;
    if (chosen) line += "  <- plays";
    fmt::print("{}\n", line);
    if (!move.line.empty()) fmt::print("          line: {}\n", fmt::join(move.line, " "));
    int total = 0;
    for (const auto& part : move.parts) {
        fmt::print("          {:>+7}  {}: {}\n", part.value, part.name, part.count);
        total += part.value;
    }
    if (!move.parts.empty()) fmt::print("          {:>+7}  in all\n", total);
}

// `--player SPEC`: the values as that player sees them.
void run_player_view(const engine::Game& game, const AnalyseArgs& args,
                     const core::SearchLimits& limits) {
    (void)engine::create_player(game, args.player);  // validates the spec for this game
    const auto spec = engine::parse_player_spec(args.player);
    engine::ExplainRequest request;
    request.limits = limits;
    request.explain = args.explain;
    const auto view = game.player_view(spec, request);
    fmt::print("{}", game.render());
    fmt::print("{} to move. Each move as {} values it, from the mover's view.\nScale: {}.\n",
               game.side_name(game.side_to_move()), view.player, view.scale);
    for (const auto& move : view.moves) print_move_view(move, move.move == view.choice);
    fmt::print("plays: {}{}\n", view.choice, view.note.empty() ? "" : " (" + view.note + ")");
}

void run_analyse(const AnalyseArgs& args) {
    auto game = engine::create_game(args.game, args.flags.options());
    game->set_position(args.position);
    if (game->outcome() != engine::Outcome::ongoing) {
        throw engine::Error(
            fmt::format("the game is over ({})", engine::outcome_name(game->outcome())));
    }
    core::SearchLimits limits;
    limits.depth = args.depth;
    if (!args.time.empty()) limits.time = engine::parse_duration(args.time);
    if (!args.player.empty()) return run_player_view(*game, args, limits);
    if (args.explain) throw engine::Error("--explain goes with --player SPEC");
    const auto scores = game->analyse(limits, nullptr);

    fmt::print("{}", game->render());
    fmt::print("{} to move. Values from the mover's point of view:\n",
               game->side_name(game->side_to_move()));
    int best = 0;
    bool any = false;
    for (const auto& s : scores) {
        if (s.legal && (!any || s.score > best)) best = s.score, any = true;
    }
    std::vector<std::string> best_moves;
    for (const auto& s : scores) {
        if (!s.legal) {
            fmt::print("  {:>6}  {:>6}  {}\n", s.move, "-", "not playable");
            continue;
        }
        // A search's value is an estimate; say so unless the text already does.
        const bool says_estimate = s.score_text.find("(search)") != std::string::npos ||
                                   s.score_text.find("(estimate)") != std::string::npos;
        fmt::print("  {:>6}  {:>+6}  {}{}\n", s.move, s.score, s.score_text,
                   s.exact || says_estimate ? "" : " (search)");
        if (s.score == best) best_moves.push_back(s.move);
    }
    fmt::print("best: {}\n", fmt::join(best_moves, " "));
}
}  // namespace

void add_analyse_command(CLI::App& app) {
    auto args = std::make_shared<AnalyseArgs>();
    auto* cmd = app.add_subcommand("analyse", "Score every move of a position");
    cmd->alias("analyze");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("position", args->position, "Position in the game's notation (default: start)");
    cmd->add_option("--depth", args->depth, "Search depth where the game cannot solve exactly")
        ->check(CLI::Range(1, 64));
    cmd->add_option("--time", args->time,
                    "Time budget where the game cannot solve exactly (e.g. 2s)");
    cmd->add_option("--player", args->player,
                    "Values as this player sees them (a spec as for play/arena: greedy, "
                    "classic:depth=4, strong, perfect)");
    cmd->add_flag("--explain", args->explain,
                  "With --player: each value's line and the parts of its evaluation");
    args->flags.add_to(cmd);
    cmd->footer(
        "Examples:\n"
        "  plies analyse tictactoe 51\n"
        "  plies analyse tictactoe 51 --player perfect\n"
        "  plies analyse connect4 4453\n"
        "  plies analyse connect4 4453 --player classic:depth=4 --explain\n"
        "  plies analyse othello c4c3c2c5c6d6e6 --player greedy --explain\n"
        "  plies analyse othello c4c3c2c5c6d6e6 --player classic --explain\n"
        "  plies analyse othello f5d6c3d3c4 --time 5s");
    cmd->callback([args] { run_analyse(*args); });
}

}  // namespace plies::cli
