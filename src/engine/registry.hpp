// The games plies knows, and the one place where game and player names become objects.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"

namespace plies::engine {

// What `plies bench GAME` was asked for.
struct BenchRequest {
    std::string suite;      // a test-suite name or file, game-specific; empty = the default bench
    int depth = 0;          // 0 = the game's default
    bool quick = false;     // a short run (used by the test suite to check the bench works)
    bool weak = false;      // suites: win/draw/loss only (Connect Four)
    std::size_t limit = 0;  // suites: the first N positions of each file (0: all)
};

// One option of a game: its value is one of a list of choices, or else an integer in a range.
struct GameOptionSpec {
    std::string key;                   // e.g. "size"
    std::string title;                 // what a person calls it, e.g. "Board size"
    std::vector<std::string> choices;  // the values, when a list
    int min = 0;                       // else an integer from min to max
    int max = 0;
    std::string default_value;
    std::string help;  // a line for help texts

    [[nodiscard]] static GameOptionSpec list(std::string key, std::string title,
                                             std::vector<std::string> choices,
                                             std::string default_value, std::string help) {
        return {std::move(key),           std::move(title), std::move(choices), 0, 0,
                std::move(default_value), std::move(help)};
    }
    [[nodiscard]] static GameOptionSpec range(std::string key, std::string title, int min, int max,
                                              std::string default_value, std::string help) {
        return {std::move(key),           std::move(title), {}, min, max,
                std::move(default_value), std::move(help)};
    }
};

struct GameEntry {
    std::string name;   // e.g. "connect4"
    std::string title;  // e.g. "Connect Four"
    // The game's options, the only list: the registry checks them (checked_options) before
    // `create` sees them, and help texts and the web page's controls are made from it.
    std::vector<GameOptionSpec> options;
    // Makes the game from checked options, every key present (defaults filled in).
    std::function<std::unique_ptr<Game>(const GameOptions&)> create;
    // Prints the bench report; returns a process exit status.
    std::function<int(const BenchRequest&, std::ostream&)> bench;
    // The AI a console game plays by default, and the depth range demo mode draws from
    // (the game box: each side gets a different random depth of the `classic` player).
    std::string default_ai = "greedy";
    int demo_min_depth = 1;
    int demo_max_depth = 4;
    // `plies solve` prints the best move as well as the score (Othello's convention).
    bool solve_prints_best_move = false;
    // Option sets the generic tests must cover (e.g. every rule set); {{}} = defaults only.
    std::vector<GameOptions> test_variants{GameOptions{}};
};

[[nodiscard]] const std::vector<GameEntry>& games();
// Throws Error listing the valid names.
[[nodiscard]] const GameEntry& find_game(std::string_view name);
// Checks every option against the game's table and fills in the defaults; throws Error naming
// the key and what it takes.
[[nodiscard]] GameOptions checked_options(const GameEntry& entry, const GameOptions& options);
// The game made from checked options.
[[nodiscard]] std::unique_ptr<Game> create_game(const GameEntry& entry,
                                                const GameOptions& options = {});
[[nodiscard]] std::unique_ptr<Game> create_game(std::string_view name,
                                                const GameOptions& options = {});
// "rule=freestyle|standard|renju (default freestyle), size=15..20 (default 15)", or
// "no options".
[[nodiscard]] std::string options_help(const GameEntry& entry);
// The values one option takes: "freestyle|standard|renju" or "15..20".
[[nodiscard]] std::string option_values(const GameOptionSpec& option);

// Every kind a game accepts: the engine's (`human`, `random`) and the game's own.
[[nodiscard]] std::vector<PlayerKind> all_player_kinds(const Game& game);
// Parses and validates a spec for `game`; throws SpecError listing what is valid.
[[nodiscard]] std::unique_ptr<Player> create_player(const Game& game, std::string_view spec);

// A one-line list of the valid kinds, for help texts.
[[nodiscard]] std::string describe_player_kinds(const Game& game);

}  // namespace plies::engine
