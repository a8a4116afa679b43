// Plays one arena game between two players: the opening, then moves under each player's
// limits, with forfeits for a late answer, an exception or an illegal move, and optional
// adjudication by the game's exact solver.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "arena/players.hpp"
#include "arena/record.hpp"
#include "arena/schedule.hpp"
#include "core/stop_token.hpp"
#include "engine/game.hpp"

namespace plies::arena {

using GameFactory = std::function<std::unique_ptr<engine::Game>()>;

struct MatchSettings {
    // End the game with the solver's result as soon as the game says a solve is cheap
    // (Game::solvable_now()).
    bool adjudicate = false;
    // How far past its clock a player may answer before it loses on time.
    std::chrono::milliseconds time_margin{200};
    // How long a timed in-process player, stopped through its stop token at its time plus the
    // margin, may take to return before it is left running on its thread (it loses either way).
    std::chrono::milliseconds stop_grace{1000};
    // How long an external engine may take to launch and answer its start-up (not part of any
    // move's time); one that does not is reported as a failed start.
    std::chrono::milliseconds start_timeout{10000};
    // How long an external engine has to exit after END before it is killed.
    std::chrono::milliseconds end_grace{1000};
};

struct GameSetup {
    PlannedGame plan;
    Opening opening;
    std::string specs[2];  // by side
    std::uint64_t seed = 0;
};

// Plays the game to its end. Returns nullopt if `abort` was raised first (the game is then
// dropped, as if the run had been killed). `log` receives one line per notable event (a
// forfeit, a crash); it may be called from several threads at once.
[[nodiscard]] std::optional<GameRecord> play_game(
    const GameFactory& make_game, const PlayerFactory& make_player, const GameSetup& setup,
    const MatchSettings& settings, const core::StopToken& abort,
    const std::function<void(const std::string&)>& log);

}  // namespace plies::arena
