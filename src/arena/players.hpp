// The players an arena can seat: every player of the game (through the engine registry) and
// external engines run as child processes (`pbrain:PATH[,time=...]`, the Gomocup protocol),
// each with its clock.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include "arena/clock.hpp"
#include "engine/game.hpp"
#include "engine/player_spec.hpp"

namespace plies::arena {

// A player that did not answer within its time plus the margin.
class PlayerTimeout : public engine::Error {
  public:
    using engine::Error::Error;
};

// An external engine that could not be launched or did not finish its start-up in time.
class EngineStartError : public engine::Error {
  public:
    using engine::Error::Error;
};

// An engine run as a child process. The arena starts it before the game's clock runs (its
// launch and start-up are not part of any move's time), and ends it after the game.
class ExternalPlayer : public engine::Player {
  public:
    // Launches the engine and sets it up for `game`: the board, the rule, and the clock, which
    // must outlive the game (the engine is told the time left before every move). The whole
    // start-up may take up to `timeout`. Throws EngineStartError.
    virtual void start(const engine::Game& game, const GameClock& clock,
                       std::chrono::milliseconds timeout) = 0;
    // Tells the engine the game is over, gives it `grace` to exit, then kills it and whatever
    // it started. Safe to call more than once.
    virtual void end(std::chrono::milliseconds grace) = 0;
};

// One side of a game: the player, its clock, and the player again as an external engine when
// it is one (the arena starts and ends those).
struct Seat {
    std::unique_ptr<engine::Player> player;
    ExternalPlayer* external = nullptr;
    TimeControl clock;
};

// Makes the seat for one game; the arena calls it once per game and side so that no state
// (transposition tables, child processes) carries from one game to the next.
using PlayerFactory = std::function<Seat(const engine::Game& game, const std::string& spec)>;

// The default factory: `pbrain:` specs become external engines, anything else goes to
// engine::create_player. `margin` is how long past its time an external engine may take.
[[nodiscard]] PlayerFactory default_player_factory(std::chrono::milliseconds margin);

// An external engine's clock from its spec's time=, game= and inc= (`text` is the whole spec,
// for the messages; `default_turn` applies when neither time= nor game= is given). Throws
// engine::SpecError when the clock limits nothing or inc= comes without game=.
[[nodiscard]] TimeControl external_engine_clock(const engine::PlayerSpec& params,
                                                const std::string& text, Milliseconds default_turn);

// A spec's clock: `time=` (a move), `game=` (the whole game) and `inc=` (added to the game's
// budget after each move), also for pbrain specs. Throws engine::SpecError.
[[nodiscard]] TimeControl spec_time_control(const std::string& spec);

// The spec without the clock keys the engine does not know (`game=`, `inc=`): what
// engine::create_player is given. `time=` stays: it is also the player's own search limit.
[[nodiscard]] std::string engine_spec(const std::string& spec);

}  // namespace plies::arena
