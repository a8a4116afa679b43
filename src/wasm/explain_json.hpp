// A player's own view of a position and the tree it searches, as JSON and as a learner reads
// them: `plies tree` (text and --json) and the web page's hint player and tree panel (through
// engine_api) share these, so that the console and the page say the same.
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/explain.hpp"

namespace plies::web {

// {player, scale, choice, note, moves: [{move, score, score_text, line, parts: [{name, count,
// value}]}]}: PlayerView as it is.
[[nodiscard]] nlohmann::json player_view_json(const engine::PlayerView& view);

// A recorded node as a learner reads it: values and windows from the root player's view (MAX);
// a node at an odd ply was reached by MAX's move, so MIN chooses there.
struct TreeText {
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
    [[nodiscard]] std::string bound(int value) const;
    [[nodiscard]] std::string move(std::size_t i) const;
    // Who chooses at the node: the root's side (MAX) at even plies.
    [[nodiscard]] static const char* chooser(const core::TreeNode& n) {
        return n.ply % 2 == 0 ? "MAX" : "MIN";
    }
    [[nodiscard]] std::size_t size(std::size_t i) const { return node(i).end - i; }
    // The value, with <= or >= where the search proved only a bound (a searched node outside
    // its window); a leaf's value (the evaluation, or the game's end) is exact.
    [[nodiscard]] std::string value_text(std::size_t i) const;
};

// The search's own counts beside the plain minimax's: {player, depth, score, nodes, cutoffs,
// pruned_moves, minimax_nodes, minimax_complete, note, best_move}.
[[nodiscard]] nlohmann::json tree_summary_json(const engine::PlayerTree& tree);
// Node i and its subtree down to ply max_depth: {move, chooser, value, value_text, nodes,
// cutoff, pruned, window, children}; a node at max_depth has no "children" (its "nodes" still
// counts the subtree).
[[nodiscard]] nlohmann::json tree_node_json(const TreeText& text, std::size_t i, int max_depth);
// The number of nodes at plies 0..max_depth.
[[nodiscard]] std::size_t nodes_down_to(const core::SearchTree& tree, int max_depth);

}  // namespace plies::web
