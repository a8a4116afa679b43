#include "wasm/explain_json.hpp"

#include <fmt/format.h>

namespace plies::web {

using nlohmann::json;

json player_view_json(const engine::PlayerView& view) {
    json moves = json::array();
    for (const auto& move : view.moves) {
        json parts = json::array();
        for (const auto& part : move.parts)
            parts.push_back({{"name", part.name}, {"count", part.count}, {"value", part.value}});
        moves.push_back({{"move", move.move},
                         {"score", move.score},
                         {"score_text", move.score_text},
                         {"line", move.line},
                         {"parts", parts}});
    }
    return {{"player", view.player},
            {"scale", view.scale},
            {"choice", view.choice},
            {"note", view.note},
            {"moves", moves}};
}

std::string TreeText::bound(int value) const {
    if (value >= tree.recorded.infinity) return "+inf";
    if (value <= -tree.recorded.infinity) return "-inf";
    return fmt::format("{:+}", value);
}

std::string TreeText::move(std::size_t i) const {
    const int m = node(i).move;
    if (m < 0 || static_cast<std::size_t>(m) >= tree.move_names.size()) return "root";
    return tree.move_names[static_cast<std::size_t>(m)];
}

std::string TreeText::value_text(std::size_t i) const {
    const int v = value(i);
    if (i == 0 || size(i) == 1) return bound(v);
    if (v <= alpha(i)) return "<=" + bound(v);
    if (v >= beta(i)) return ">=" + bound(v);
    return bound(v);
}

json tree_summary_json(const engine::PlayerTree& tree) {
    const auto& search = tree.recorded.search;
    json out{{"player", tree.player},
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

json tree_node_json(const TreeText& text, std::size_t i, int max_depth) {
    const auto& n = text.node(i);
    json out{{"move", text.move(i)},   {"chooser", TreeText::chooser(n)},
             {"value", text.value(i)}, {"value_text", text.value_text(i)},
             {"nodes", text.size(i)},  {"cutoff", n.cutoff},
             {"pruned", n.pruned}};
    if (i != 0) out["window"] = {text.bound(text.alpha(i)), text.bound(text.beta(i))};
    if (n.ply >= max_depth) return out;
    out["children"] = json::array();
    for (std::size_t child = i + 1; child < n.end; child = text.node(child).end)
        out["children"].push_back(tree_node_json(text, child, max_depth));
    return out;
}

std::size_t nodes_down_to(const core::SearchTree& tree, int max_depth) {
    std::size_t count = 0;
    for (const auto& node : tree.nodes) count += node.ply <= max_depth ? 1 : 0;
    return count;
}

}  // namespace plies::web
