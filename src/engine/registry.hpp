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

struct GameEntry {
    std::string name;          // e.g. "connect4"
    std::string title;         // e.g. "Connect Four"
    std::string options_help;  // e.g. "rule=freestyle|standard|renju, size=15..20"
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
[[nodiscard]] std::unique_ptr<Game> create_game(std::string_view name,
                                                const GameOptions& options = {});

// Every kind a game accepts: the engine's (`human`, `random`) and the game's own.
[[nodiscard]] std::vector<PlayerKind> all_player_kinds(const Game& game);
// Parses and validates a spec for `game`; throws SpecError listing what is valid.
[[nodiscard]] std::unique_ptr<Player> create_player(const Game& game, std::string_view spec);

// A one-line list of the valid kinds, for help texts.
[[nodiscard]] std::string describe_player_kinds(const Game& game);

}  // namespace plies::engine
