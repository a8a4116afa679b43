// A tournament run: schedule, parallel games, stored records, resume, SPRT, standings.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "arena/match.hpp"
#include "arena/players.hpp"
#include "arena/record.hpp"
#include "arena/statistics.hpp"
#include "arena/storage.hpp"

namespace plies::arena {

struct ArenaConfig {
    std::string game;
    engine::GameOptions options;
    std::vector<std::string> players;
    bool gauntlet = false;  // player 0 against each other player
    int games_per_pairing = 2;
    std::string openings = "none";      // "none", "random:K" or a file of positions
    std::optional<std::uint64_t> seed;  // none: drawn at random (and stored for --resume)
    int concurrency = 1;
    std::optional<SprtParameters> sprt;  // two players only; games_per_pairing is the maximum
    MatchSettings match;
    std::string db_path = "plies.db";
    bool resume = false;
    // Test hook: behave as if the process were killed once this many games have been stored
    // by this invocation (in-flight games are dropped). 0 = never.
    int stop_after_games = 0;
};

struct PlayerStanding {
    std::string spec;
    WinDrawLoss result;
    EloEstimate elo;
};

struct PairingStanding {
    int first = 0;  // player indices; results are the first player's
    int second = 1;
    WinDrawLoss result;
    EloEstimate elo;
    Pentanomial pairs{};  // colour-swapped pairs by the first player's points
};

struct SprtStatus {
    SprtParameters parameters;
    double llr = 0;
    SprtDecision decision = SprtDecision::continue_testing;
};

struct Standings {
    int games = 0;  // games counted
    std::vector<PlayerStanding> players;
    std::vector<PairingStanding> pairings;
    std::optional<SprtStatus> sprt;
    std::map<std::string, int> terminations;  // by end_reason_name(): "normal", "crash", ...
};

struct ArenaResult {
    std::int64_t run_id = 0;
    std::uint64_t seed = 0;
    std::string game;
    int planned_games = 0;
    int stored_games = 0;   // in the database for this run, including earlier invocations
    bool finished = false;  // every planned game played, or the SPRT decided
    Standings standings;
};

// Progress and events while a run goes on. Calls come from the worker threads, one at a time.
class ArenaObserver {
  public:
    virtual ~ArenaObserver() = default;
    virtual void on_start(const ArenaResult& /*state*/) {}
    virtual void on_game(const GameRecord& /*record*/, const ArenaResult& /*state*/) {}
    virtual void on_event(const std::string& /*line*/) {}
};

// Standings from finished games. With `sprt`, games are taken in schedule order pair by pair
// and counting stops where the test decides, so that the result does not depend on which
// games happened to finish first.
[[nodiscard]] Standings compute_standings(const std::vector<std::string>& players, bool gauntlet,
                                          const std::vector<GameRecord>& games,
                                          const std::optional<SprtParameters>& sprt);

class Arena {
  public:
    // Empty factories mean the registry's game and default_player_factory().
    explicit Arena(ArenaConfig config, GameFactory make_game = {}, PlayerFactory make_player = {});

    // Validates everything (game, players, openings, database) first and throws engine::Error
    // with a clear message; then plays. Thread-safe observer calls.
    ArenaResult run(ArenaObserver* observer = nullptr);

    // The settings that identify a run for --resume, as canonical JSON text.
    [[nodiscard]] std::string run_key() const;

  private:
    // Each player spec can take part in `start`'s game (an engine's program exists, no human):
    // throws engine::Error otherwise.
    void check_players(const engine::Game& start) const;
    // The stored run to resume (--resume and one with these settings), else a new one.
    [[nodiscard]] RunInfo open_run(Database& db, const engine::Game& start, int planned_games,
                                   ArenaObserver* observer) const;
    // What one game of the plan needs to be played.
    [[nodiscard]] GameSetup game_setup(const PlannedGame& planned,
                                       const std::vector<Opening>& round_openings,
                                       std::uint64_t run_seed) const;

    ArenaConfig config_;
    GameFactory make_game_;
    PlayerFactory make_player_;
};

}  // namespace plies::arena
