// `plies tree GAME POSITION --player classic:depth=N`: the alpha-beta tree a player searches, as
// its own search walked it (values, windows, cut-offs), beside the count of a plain minimax.
#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "core/json_text.hpp"
#include "engine/explain.hpp"
#include "engine/registry.hpp"
#include "wasm/explain_json.hpp"

namespace plies::cli {

namespace {

struct TreeArgs {
    std::string game;
    std::string position;
    std::string player;
    int max_depth = 2;
    std::size_t max_print = 20'000;
    std::size_t max_nodes = 1'000'000;
    bool json = false;
    GameOptionFlags flags;
};

using TreeText = web::TreeText;

std::string describe(const TreeText& text, std::size_t i) {
    const auto& n = text.node(i);
    std::string out =
        fmt::format("{} {} {}", text.move(i), TreeText::chooser(n), text.value_text(i));
    if (i != 0)
        out += fmt::format("  [{}, {}]", text.bound(text.alpha(i)), text.bound(text.beta(i)));
    if (n.cutoff) out += "  cut-off";
    if (n.pruned > 0) out += fmt::format(": {} moves pruned", n.pruned);
    return out;
}

void print_children(const TreeText& text, std::size_t i, const std::string& prefix, int max_depth) {
    const auto& n = text.node(i);
    if (n.ply >= max_depth) {
        const std::size_t below = text.size(i) - 1;
        if (below > 0) fmt::print("{}... {} node{} below\n", prefix, below, below == 1 ? "" : "s");
        return;
    }
    for (std::size_t child = i + 1; child < n.end;) {
        const std::size_t next = text.node(child).end;
        const bool last = next >= n.end;
        fmt::print("{}{}{}\n", prefix, last ? "`-- " : "|-- ", describe(text, child));
        print_children(text, child, prefix + (last ? "    " : "|   "), max_depth);
        child = next;
    }
}

void print_summary(const engine::PlayerTree& tree) {
    const auto& search = tree.recorded.search;
    fmt::print("alpha-beta: {} nodes (the search's own count), {} cut-offs, {} moves pruned\n",
               with_commas(search.nodes), with_commas(search.cutoffs), with_commas(search.pruned));
    const auto minimax = tree.recorded.minimax_nodes;
    if (!tree.recorded.minimax_complete) {
        fmt::print("plain minimax: more than {} nodes (stopped counting)\n", with_commas(minimax));
    } else {
        fmt::print(
            "plain minimax: {} nodes; alpha-beta visits {:.1f}% of them ({:.1f}% pruned)\n",
            with_commas(minimax),
            100.0 * static_cast<double>(search.nodes) / static_cast<double>(minimax),
            100.0 - 100.0 * static_cast<double>(search.nodes) / static_cast<double>(minimax));
    }
    if (search.best_move)
        fmt::print("best: {} ({:+})\n",
                   tree.move_names.at(static_cast<std::size_t>(*search.best_move)), search.score);
    if (!tree.note.empty()) fmt::print("note: {}\n", tree.note);
}

void run_tree(const TreeArgs& args) {
    auto game = engine::create_game(args.game, args.flags.options());
    game->set_position(args.position);
    if (game->outcome() != engine::Outcome::ongoing)
        throw engine::Error(
            fmt::format("the game is over ({})", engine::outcome_name(game->outcome())));
    (void)engine::create_player(*game, args.player);  // validates the spec for this game
    engine::TreeRequest request;
    request.limits.max_nodes = args.max_nodes;
    const auto tree = game->player_tree(engine::parse_player_spec(args.player), request);
    if (!tree.recorded.tree.complete)
        throw engine::Error(fmt::format(
            "the tree has more than --max-nodes {} nodes: search less deep or raise the limit",
            with_commas(args.max_nodes)));
    const auto shown = web::nodes_down_to(tree.recorded.tree, args.max_depth);
    if (shown > args.max_print)
        throw engine::Error(
            fmt::format("{} nodes down to ply {}, more than --max-print {}: lower --max-depth",
                        shown, args.max_depth, args.max_print));
    const TreeText text{tree};
    if (args.json) {
        auto out = web::tree_summary_json(tree);
        out["game"] = game->name();
        out["position"] = game->position();
        out["tree"] = web::tree_node_json(text, 0, args.max_depth);
        fmt::print("{}\n", core::json_text(out, 2));
        return;
    }
    fmt::print("{}", game->render());
    fmt::print(
        "The tree {} searches. MAX is {}, to move. Each line: the move, who chooses "
        "after it,\nthe value from MAX's view (<= or >= when a cut-off left it a bound) "
        "and the window [alpha, beta]\nit was searched with.\n",
        tree.player, game->side_name(game->side_to_move()));
    fmt::print("{}\n", describe(text, 0));
    print_children(text, 0, "", args.max_depth);
    print_summary(tree);
}

}  // namespace

void add_tree_command(CLI::App& app) {
    auto args = std::make_shared<TreeArgs>();
    auto* cmd = app.add_subcommand("tree", "Show the alpha-beta tree a player searches");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("position", args->position, "Position in the game's notation (default: start)");
    cmd->add_option("--player", args->player, "The searching player, e.g. classic:depth=4")
        ->required();
    cmd->add_option("--max-depth", args->max_depth, "Print the tree down to this ply")
        ->check(CLI::Range(0, 64));
    cmd->add_option("--max-print", args->max_print, "Refuse to print more nodes than this");
    cmd->add_option("--max-nodes", args->max_nodes, "Refuse trees of more nodes than this");
    cmd->add_flag("--json", args->json, "The tree as JSON (down to --max-depth)");
    args->flags.add_to(cmd);
    cmd->footer(
        "Values are from the view of the side to move (MAX); a node's window is the [alpha, "
        "beta] its parent searched it with, and a cut-off skips the moves after it.\n"
        "Examples:\n"
        "  plies tree connect4 4453 --player classic:depth=3\n"
        "  plies tree tictactoe 1529 --player perfect --max-depth 9\n"
        "  plies tree gomoku h8i9h9 --player classic:depth=2 --max-depth 1\n"
        "  plies tree connect4 --player classic:depth=2 --json");
    cmd->callback([args] { run_tree(*args); });
}

}  // namespace plies::cli
