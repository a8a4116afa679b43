// The engine interface as JSON values, for the web page (through WebAssembly), the server and the
// native/WASM parity test: one game session, and requests that are answered the same everywhere.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/stop_token.hpp"
#include "engine/game.hpp"

namespace plies::web {

using nlohmann::json;

// [{name, title, options_help, options: [{key, title, choices | min and max, default, help}],
// demo_depths: [min, max] of the demo's classic players, variants: [{...options}]}] for every
// registered game.
[[nodiscard]] json list_games();

// Options from a JSON object of strings ({"rule": "renju"}); throws engine::Error otherwise.
[[nodiscard]] engine::GameOptions options_from_json(const json& options);
// Search limits from {"depth": N, "nodes": N, "time_ms": N} (absent keys: no limit).
[[nodiscard]] core::SearchLimits limits_from_json(const json& limits);
[[nodiscard]] json search_info_to_json(const engine::SearchInfo& info);

// One game being played: the page keeps one per board, the worker one per request.
class Session {
  public:
    Session(std::string_view game, const engine::GameOptions& options);

    // Name, title, side names, player kinds and notation: what the page's menus show.
    [[nodiscard]] json describe() const;
    // Everything the page draws: position, history, turn, outcome, legal moves, board view.
    [[nodiscard]] json state() const;

    void play(std::string_view move) { game_->play(move); }
    void undo() { game_->undo(); }
    void set_position(std::string_view text) { game_->set_position(text); }

    // Asks the player `spec` for a move; `seed` seeds its random choices (blunders, random).
    [[nodiscard]] json choose(std::string_view spec, std::uint64_t seed,
                              const core::SearchLimits& limits);
    // The value of every legal move ({"moves": [...]}, or {"unsupported": why}).
    [[nodiscard]] json analyse(const core::SearchLimits& limits);
    // The value of every legal move as the player `spec` sees it, with each value's line and
    // parts when `explain` (engine::PlayerView as JSON), or {"unsupported": why}.
    [[nodiscard]] json view(std::string_view spec, bool explain, const core::SearchLimits& limits);
    // The alpha-beta tree the player `spec` searches here, summed up, with its nodes down to
    // the deepest ply whose nodes number at most `limits.max_shown` ({"shown_depth"}, and
    // "truncated" when deeper plies are left out); {"refused": why} when the search has more
    // than `limits.max_nodes` nodes, {"unsupported": why} for a player without a tree.
    struct TreeShown {
        std::size_t max_nodes = 200'000;
        std::size_t max_shown = 2'000;
    };
    [[nodiscard]] json tree(std::string_view spec, const TreeShown& limits);
    // Raises the stop flag the running search polls; the next request lowers it again.
    void request_stop() { stop_.request_stop(); }

  private:
    std::unique_ptr<engine::Game> game_;
    core::StopToken stop_;
};

// Answers one request: {"op": "games"} | {"op": "state"|"choose"|"analyse"|"view"|"tree", "game",
// "options", "position", "spec", "seed", "limits", "explain", "max_nodes", "max_shown"}. Errors
// come back as {"error": message}, never thrown.
[[nodiscard]] json run_request(const json& request);
// The same with text in and out (the form the WASM module and the test tool use).
[[nodiscard]] std::string run_request_text(std::string_view request);

}  // namespace plies::web
