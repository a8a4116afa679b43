// One function per game, defined next to that game's adapter, listed by the registry.
#pragma once

#include "engine/registry.hpp"

namespace plies::engine {

[[nodiscard]] GameEntry tictactoe_entry();
[[nodiscard]] GameEntry connect4_entry();
[[nodiscard]] GameEntry othello_entry();
[[nodiscard]] GameEntry gomoku_entry();

}  // namespace plies::engine
