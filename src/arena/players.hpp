// The players an arena can seat: every player of the game (through the engine registry) and
// external engines run as child processes (`pbrain:PATH[,time=...]`, the Gomocup protocol).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "engine/game.hpp"

namespace plies::arena {

// A player that did not answer within its time plus the margin.
class PlayerTimeout : public engine::Error {
  public:
    using engine::Error::Error;
};

// Makes the player for one game; the arena calls it once per game and side so that no state
// (transposition tables, child processes) carries from one game to the next.
using PlayerFactory = std::function<std::unique_ptr<engine::Player>(const engine::Game& game,
                                                                    const std::string& spec)>;

// The default factory: `pbrain:` specs become external engines, anything else goes to
// engine::create_player. `margin` is how long past its time an external engine may take.
[[nodiscard]] PlayerFactory default_player_factory(std::chrono::milliseconds margin);

// The `time=` of a spec (also for pbrain specs), zero if none. Throws engine::SpecError.
[[nodiscard]] std::chrono::milliseconds spec_time_limit(const std::string& spec);

}  // namespace plies::arena
