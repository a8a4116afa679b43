#include "wasm/engine_api.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/random.hpp"
#include "engine/explain.hpp"
#include "engine/registry.hpp"
#include "wasm/explain_json.hpp"

namespace plies::web {

json list_games() {
    json out = json::array();
    for (const auto& entry : engine::games()) {
        json variants = json::array();
        for (const auto& variant : entry.test_variants) variants.push_back(json(variant));
        json options = json::array();
        for (const auto& option : entry.options) {
            json item = {{"key", option.key},
                         {"title", option.title},
                         {"default", option.default_value},
                         {"help", option.help}};
            if (!option.choices.empty()) {
                item["choices"] = option.choices;
            } else {
                item["min"] = option.min;
                item["max"] = option.max;
            }
            options.push_back(std::move(item));
        }
        out.push_back({{"name", entry.name},
                       {"title", entry.title},
                       {"options_help", engine::options_help(entry)},
                       {"options", options},
                       {"demo_depths", {entry.demo_min_depth, entry.demo_max_depth}},
                       {"variants", variants}});
    }
    return out;
}

engine::GameOptions options_from_json(const json& options) {
    engine::GameOptions out;
    if (options.is_null()) return out;
    if (!options.is_object()) throw engine::Error("game options must be an object of strings");
    for (const auto& [key, value] : options.items()) {
        if (value.is_string()) {
            out[key] = value.get<std::string>();
        } else if (value.is_number_integer()) {
            out[key] = std::to_string(value.get<long long>());
        } else {
            throw engine::Error(fmt::format("game option '{}' must be a string", key));
        }
    }
    return out;
}

namespace {

std::uint64_t non_negative(const json& limits, const char* key) {
    if (!limits.contains(key)) return 0;
    const json& value = limits.at(key);
    if (!value.is_number_integer() || value.get<long long>() < 0)
        throw engine::Error(fmt::format("limit '{}' must be a whole number >= 0", key));
    return value.get<std::uint64_t>();
}

std::string result_text(const engine::Game& game) {
    switch (game.outcome()) {
        case engine::Outcome::ongoing:
            return "";
        case engine::Outcome::first_wins:
            return fmt::format("{} wins", game.side_name(0));
        case engine::Outcome::second_wins:
            return fmt::format("{} wins", game.side_name(1));
        case engine::Outcome::draw:
            return "Draw";
    }
    return "";
}

std::string outcome_key(engine::Outcome outcome) {
    switch (outcome) {
        case engine::Outcome::ongoing:
            return "ongoing";
        case engine::Outcome::first_wins:
            return "first_wins";
        case engine::Outcome::second_wins:
            return "second_wins";
        case engine::Outcome::draw:
            return "draw";
    }
    return "ongoing";
}

}  // namespace

core::SearchLimits limits_from_json(const json& limits) {
    core::SearchLimits out;
    if (limits.is_null()) return out;
    if (!limits.is_object()) throw engine::Error("limits must be an object");
    out.depth = static_cast<int>(std::min<std::uint64_t>(non_negative(limits, "depth"), 10000));
    out.nodes = non_negative(limits, "nodes");
    out.time = std::chrono::milliseconds{non_negative(limits, "time_ms")};
    return out;
}

json search_info_to_json(const engine::SearchInfo& info) {
    json out{
        {"depth", info.depth},   {"nodes", info.nodes},          {"cutoffs", info.cutoffs},
        {"pruned", info.pruned}, {"time_us", info.time.count()}, {"score_text", info.score_text},
        {"pv", info.pv},         {"stopped", info.stopped},      {"exact", info.exact},
        {"note", info.note}};
    out["score"] = info.score ? json(*info.score) : json(nullptr);
    return out;
}

Session::Session(std::string_view game, const engine::GameOptions& options)
    : game_(engine::create_game(game, options)) {}

json Session::describe() const {
    const auto& entry = engine::find_game(game_->name());
    json kinds = json::array();
    for (const auto& kind : engine::all_player_kinds(*game_)) {
        kinds.push_back(
            {{"name", kind.name}, {"keys", kind.keys}, {"description", kind.description}});
    }
    return {{"name", game_->name()},
            {"title", entry.title},
            {"options", json(game_->options())},
            {"sides", {game_->side_name(0), game_->side_name(1)}},
            {"player_kinds", kinds},
            {"common_keys", engine::common_keys()},
            {"notation_help", game_->notation_help()},
            {"max_game_length", game_->max_game_length()}};
}

json Session::state() const {
    // The view is for drawing only: if a game's view fails, the page still works from the text
    // board and shows why.
    engine::BoardView view;
    std::string view_error;
    try {
        view = game_->board_view();
    } catch (const std::exception& e) {
        view = {};
        view_error = e.what();
    }
    const bool over = game_->outcome() != engine::Outcome::ongoing;
    json out{{"game", game_->name()},
             {"options", json(game_->options())},
             {"position", game_->position()},
             {"history", game_->history()},
             {"side_to_move", game_->side_to_move()},
             {"sides", {game_->side_name(0), game_->side_name(1)}},
             {"outcome", outcome_key(game_->outcome())},
             {"result", result_text(*game_)},
             {"end", game_->end_description()},
             {"legal_moves", over ? std::vector<std::string>{} : game_->legal_moves()},
             {"can_undo", game_->can_undo()},
             {"text", game_->render()},
             {"board",
              {{"rows", view.rows},
               {"columns", view.columns},
               {"cells", view.cells},
               {"cell_moves", view.cell_moves},
               {"cell_names", view.cell_names},
               {"winning_line", view.winning_line},
               {"forbidden", view.forbidden},
               {"last_move", view.last_move}}}};
    // The immediate wins of each side: the threats the page marks as hints.
    if (!view_error.empty()) out["view_error"] = view_error;
    out["threats"] = over ? json::array({json::array(), json::array()})
                          : json::array({game_->winning_moves(0), game_->winning_moves(1)});
    const auto score = game_->display_score(game_->side_to_move());
    out["display_score"] = score ? json(*score) : json(nullptr);
    return out;
}

json Session::choose(std::string_view spec, std::uint64_t seed, const core::SearchLimits& limits) {
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("the game is over");
    auto player = engine::create_player(*game_, spec);
    if (player->is_human()) throw engine::Error("a human player's move comes from the page");
    core::Rng rng(seed);
    stop_.reset();
    engine::MoveRequest request;
    request.limits = limits;
    request.stop = &stop_;
    request.rng = &rng;
    const engine::MoveChoice choice = player->choose(*game_, request);
    return {{"move", choice.move}, {"info", search_info_to_json(choice.info)}};
}

json Session::analyse(const core::SearchLimits& limits) {
    stop_.reset();
    try {
        json moves = json::array();
        for (const auto& move : game_->analyse(limits, &stop_)) {
            moves.push_back({{"move", move.move},
                             {"score", move.score},
                             {"score_text", move.score_text},
                             {"exact", move.exact},
                             {"legal", move.legal}});
        }
        return {{"moves", moves}};
    } catch (const engine::Unsupported& e) {
        return {{"unsupported", e.what()}};
    }
}

json Session::view(std::string_view spec, bool explain, const core::SearchLimits& limits) {
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("the game is over");
    (void)engine::create_player(*game_, spec);  // validates the spec for this game
    stop_.reset();
    engine::ExplainRequest request;
    request.limits = limits;
    request.stop = &stop_;
    request.explain = explain;
    try {
        return player_view_json(game_->player_view(engine::parse_player_spec(spec), request));
    } catch (const engine::Unsupported& e) {
        return {{"unsupported", e.what()}};
    }
}

json Session::tree(std::string_view spec, const TreeShown& limits) {
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("the game is over");
    (void)engine::create_player(*game_, spec);
    engine::TreeRequest request;
    request.limits.max_nodes = limits.max_nodes;
    engine::PlayerTree tree;
    try {
        tree = game_->player_tree(engine::parse_player_spec(spec), request);
    } catch (const engine::Unsupported& e) {
        return {{"unsupported", e.what()}};
    }
    if (!tree.recorded.tree.complete) {
        return {{"refused",
                 fmt::format("the search of {} here has more than {} nodes, too many to show: "
                             "choose a smaller depth",
                             tree.player, limits.max_nodes)}};
    }
    // The deepest ply whose nodes, with all above, fit in max_shown (the root always does).
    const auto& nodes = tree.recorded.tree.nodes;
    int deepest = 0;
    for (const auto& node : nodes) deepest = std::max(deepest, node.ply);
    int shown_depth = 0;
    while (shown_depth < deepest &&
           nodes_down_to(tree.recorded.tree, shown_depth + 1) <= limits.max_shown)
        ++shown_depth;
    const std::size_t shown = nodes_down_to(tree.recorded.tree, shown_depth);
    const TreeText text{tree};
    json out = tree_summary_json(tree);
    out["shown_depth"] = shown_depth;
    out["total_nodes"] = nodes.size();
    out["shown_nodes"] = shown;
    out["truncated"] = shown < nodes.size();
    out["max_shown"] = limits.max_shown;
    out["tree"] = tree_node_json(text, 0, shown_depth);
    return out;
}

json run_request(const json& request) {
    try {
        if (!request.is_object()) throw engine::Error("a request must be a JSON object");
        const std::string op = request.value("op", "");
        if (op == "games") return {{"games", list_games()}};
        if (!request.contains("game")) throw engine::Error("the request names no game");
        Session session(request.at("game").get<std::string>(),
                        options_from_json(request.value("options", json())));
        if (request.contains("position"))
            session.set_position(request.at("position").get<std::string>());
        const core::SearchLimits limits = limits_from_json(request.value("limits", json()));
        if (op == "state") return session.state();
        if (op == "describe") return session.describe();
        if (op == "choose") {
            return session.choose(request.value("spec", ""), request.value("seed", 1ULL), limits);
        }
        if (op == "analyse") return session.analyse(limits);
        if (op == "view")
            return session.view(request.value("spec", ""), request.value("explain", false), limits);
        if (op == "tree") {
            Session::TreeShown shown;
            shown.max_nodes = request.value("max_nodes", shown.max_nodes);
            shown.max_shown = request.value("max_shown", shown.max_shown);
            return session.tree(request.value("spec", ""), shown);
        }
        throw engine::Error(fmt::format(
            "unknown op '{}'; valid: games, state, describe, choose, analyse, view, tree", op));
    } catch (const json::exception& e) {
        return {{"error", fmt::format("bad request: {}", e.what())}};
    } catch (const std::exception& e) {
        return {{"error", e.what()}};
    }
}

std::string run_request_text(std::string_view request) {
    const json parsed = json::parse(request, nullptr, /*allow_exceptions=*/false);
    if (parsed.is_discarded()) return json{{"error", "the request is not valid JSON"}}.dump();
    return run_request(parsed).dump();
}

}  // namespace plies::web
