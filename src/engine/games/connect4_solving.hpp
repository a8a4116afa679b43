// The Connect Four solver behind the engine interface: Game::solve, Game::analyse, the
// `perfect` and `strong` players and the `--suite` bench, for the Connect Four adapter
// (connect4.cpp) to call.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/registry.hpp"
#include "games/connect4/position.hpp"

namespace plies::engine::connect4_solving {

// How the adapter hands a player its position and names a column (1-7 or 0-6).
using PositionOf = const connect4::Position& (*)(const Game&);
using ColumnName = std::string (*)(const Game&, int column);

// The player kinds this file provides, for the adapter's player_kinds().
[[nodiscard]] std::vector<PlayerKind> player_kinds();
// True if `kind` is one of them.
[[nodiscard]] bool provides(const std::string& kind);
// Creates a `perfect` or `strong` player.
[[nodiscard]] std::unique_ptr<Player> make_player(const PlayerSpec& spec, PositionOf position_of,
                                                  ColumnName column_name);

// Game::solve: throws InvalidPosition if the game is already won.
[[nodiscard]] SolveResult solve(const connect4::Position& position, const SolveOptions& options,
                                const core::StopToken* stop, const std::vector<std::string>& names);
// Game::analyse: every column, unplayable ones with legal = false.
[[nodiscard]] std::vector<MoveScore> analyse(const connect4::Position& position,
                                             const core::SearchLimits& limits,
                                             const core::StopToken* stop,
                                             const std::vector<std::string>& names);
// Game::solvable_now: solve() takes well under a second.
[[nodiscard]] bool solvable_now(const connect4::Position& position);

// `plies bench connect4 --suite FILE|DIR`: a suite file in Pons' format, or a directory whose
// Test_* files are run in name order. Returns the exit status.
[[nodiscard]] int run_suite_bench(const BenchRequest& request, std::ostream& out);

}  // namespace plies::engine::connect4_solving
