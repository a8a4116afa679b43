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

// A node as a learner reads it: values and windows from the root player's view (MAX); a node at
// an odd ply was reached by MAX's move, so MIN chooses there.
struct NodeText {
    const engine::PlayerTree& tree;

    [[nodiscard]] const core::TreeNode& node(std::size_t i) const {
        return tree.recorded.tree.nodes[i];
    }
    [[nodiscard]] int sign(std::size_t i) const { return node(i).ply % 2 == 1 ? 1 : -1; }
    [[nodiscard]] int value(std::size_t i) const {
        return i == 0 ? node(0).value : sign(i) * node(i).value;
    }
    [[nodiscard]] int alpha(std::size_t i) const {
        return sign(i) > 0 ? node(i).alpha : -node(i).beta;
    }
    [[nodiscard]] int beta(std::size_t i) const {
        return sign(i) > 0 ? node(i).beta : -node(i).alpha;
    }
    [[nodiscard]] std::string bound(int value) const {
        if (value >= tree.recorded.infinity) return "+inf";
        if (value <= -tree.recorded.infinity) return "-inf";
        return fmt::format("{:+}", value);
    }
    [[nodiscard]] std::string move(std::size_t i) const {
        const int m = node(i).move;
        if (m < 0 || static_cast<std::size_t>(m) >= tree.move_names.size()) return "root";
        return tree.move_names[static_cast<std::size_t>(m)];
    }
    // Who chooses at the node: the root's side (MAX) at even plies.
    [[nodiscard]] static const char* chooser(const core::TreeNode& n) {
        return n.ply % 2 == 0 ? "MAX" : "MIN";
    }
    [[nodiscard]] std::size_t size(std::size_t i) const { return node(i).end - i; }
};

// A searched node's value outside its window is only a bound: the search proved no more than
// that. A leaf's value (the evaluation, or the game's end) is exact.
std::string value_text(const NodeText& text, std::size_t i) {
    const int value = text.value(i);
    if (i == 0 || text.size(i) == 1) return text.bound(value);
    if (value <= text.alpha(i)) return "<=" + text.bound(value);
    if (value >= text.beta(i)) return ">=" + text.bound(value);
    return text.bound(value);
}

std::string describe(const NodeText& text, std::size_t i) {
    const auto& n = text.node(i);
    std::string out =
        fmt::format("{} {} {}", text.move(i), NodeText::chooser(n), value_text(text, i));
    if (i != 0)
        out += fmt::format("  [{}, {}]", text.bound(text.alpha(i)), text.bound(text.beta(i)));
    if (n.cutoff) out += "  cut-off";
    if (n.pruned > 0) out += fmt::format(": {} moves pruned", n.pruned);
    return out;
}

void print_children(const NodeText& text, std::size_t i, const std::string& prefix, int max_depth) {
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

nlohmann::json node_json(const NodeText& text, std::size_t i, int max_depth) {
    const auto& n = text.node(i);
    nlohmann::json out{{"move", text.move(i)},   {"chooser", NodeText::chooser(n)},
                       {"value", text.value(i)}, {"value_text", value_text(text, i)},
                       {"nodes", text.size(i)},  {"cutoff", n.cutoff},
                       {"pruned", n.pruned}};
    if (i != 0) out["window"] = {text.bound(text.alpha(i)), text.bound(text.beta(i))};
    if (n.ply >= max_depth) return out;
    out["children"] = nlohmann::json::array();
    for (std::size_t child = i + 1; child < n.end; child = text.node(child).end)
        out["children"].push_back(node_json(text, child, max_depth));
    return out;
}

nlohmann::json summary_json(const engine::PlayerTree& tree) {
    const auto& search = tree.recorded.search;
    nlohmann::json out{{"player", tree.player},
                       {"depth", search.depth},
                       {"score", search.score},
                       {"nodes", search.nodes},
                       {"cutoffs", search.cutoffs},
                       {"pruned_moves", search.pruned},
                       {"minimax_nodes", tree.recorded.minimax_nodes},
                       {"minimax_complete", tree.recorded.minimax_complete},
                       {"note", tree.note}};
    if (search.best_move)
        out["best_move"] = tree.move_names.at(static_cast<std::size_t>(*search.best_move));
    return out;
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

std::size_t nodes_to_print(const core::SearchTree& tree, int max_depth) {
    std::size_t count = 0;
    for (const auto& node : tree.nodes) count += node.ply <= max_depth ? 1 : 0;
    return count;
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
    const auto shown = nodes_to_print(tree.recorded.tree, args.max_depth);
    if (shown > args.max_print)
        throw engine::Error(
            fmt::format("{} nodes down to ply {}, more than --max-print {}: lower --max-depth",
                        shown, args.max_depth, args.max_print));
    const NodeText text{tree};
    if (args.json) {
        auto out = summary_json(tree);
        out["game"] = game->name();
        out["position"] = game->position();
        out["tree"] = node_json(text, 0, args.max_depth);
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
    args->flags.add_to(cmd, false);
    cmd->footer(
        "Values are from the view of the side to move (MAX); a node's window is the [alpha, "
        "beta] its parent searched it with, and a cut-off skips the moves after it.\n"
        "Examples:\n"
        "  plies tree connect4 4453 --player classic:depth=3\n"
        "  plies tree tictactoe 1529 --player perfect --max-depth 9\n"
        "  plies tree connect4 --player classic:depth=2 --json");
    cmd->callback([args] { run_tree(*args); });
}

}  // namespace plies::cli
