// Helpers for the arena tests: temporary files, players that misbehave on purpose, and a game
// wrapper that claims a cheap solver (to test adjudication and review on any game).
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "arena/players.hpp"
#include "core/limits.hpp"
#include "engine/game.hpp"
#include "temp_dir.hpp"

namespace plies::arena::testing {

using plies::testing::TempDir;

// The default factory plus three faulty in-process kinds:
//   bad-illegal       answers a move that is not legal;
//   bad-throw         throws from choose();
//   bad-slow:time=T   sleeps 400 ms (past T plus the margin) and then answers a legal move;
//   bad-hang:time=T   ignores its stop token and answers only after release_hung_players();
//   bad-stoppable:time=T   searches until its stop token is raised, then answers;
// and one that behaves: clock-reader (with any clock) answers the first legal move at once and
// keeps the limits it was asked with, for take_clock_reads().
[[nodiscard]] PlayerFactory faulty_player_factory(std::chrono::milliseconds margin);

// The limits the clock-reader players were asked with since the last call, and forgets them.
[[nodiscard]] std::vector<core::SearchLimits> take_clock_reads();

// True while process `pid` runs (a zombie waiting for its parent counts as gone).
[[nodiscard]] bool process_running(int pid);

// Lets the bad-hang players still running finish and waits for them; returns how many there
// were.
int release_hung_players();

// Wraps a game and reports solvable_now() once `from_ply` moves are on the board.
[[nodiscard]] std::unique_ptr<engine::Game> solvable_wrapper(std::unique_ptr<engine::Game> inner,
                                                             int from_ply);

}  // namespace plies::arena::testing
