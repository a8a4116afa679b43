// One finished arena game as it is stored, listed, exported and reviewed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"

namespace plies::arena {

struct MoveRecord {
    std::string move;
    std::int64_t time_us = 0;  // the time the player took, as its clock was charged
    std::optional<int> score;  // the mover's engine score, side to move's view
    std::optional<int> depth;  // the depth the mover reported, if it did
    std::string score_text;
    std::string note;      // e.g. "blunder", "opening", an external engine's last MESSAGE
    bool opening = false;  // played by the opening, not by a player
};

// Why a game ended. `normal`: by the game's rules (a five, a full board...).
enum class EndReason {
    normal,
    adjudicated,
    time_forfeit,
    hung,  // a time forfeit where the player did not even return after being stopped
    illegal_move,
    crash,
    failed_start,
};

// "normal", "adjudicated", "time forfeit", "time forfeit (hung)", "illegal move", "crash",
// "failed start": the names the standings, the records and the database use.
[[nodiscard]] std::string_view end_reason_name(EndReason reason);
// The reason of a name above; nullopt for anything else.
[[nodiscard]] std::optional<EndReason> parse_end_reason(std::string_view name);

struct GameRecord {
    std::int64_t id = 0;  // database id (0 until stored)
    std::int64_t run_id = 0;
    int index = 0;  // position in the run's schedule
    std::string game;
    engine::GameOptions options;
    // Players by side: [0] moves first from the start position.
    std::string specs[2];
    int players[2] = {0, 1};  // indices into the run's player list
    std::uint64_t seed = 0;
    std::string opening;         // what the opening was: random moves or a line of the file
    std::string start_position;  // set_position() text before the first move; "" = the start
    std::vector<MoveRecord> moves;
    engine::Outcome outcome = engine::Outcome::draw;
    EndReason end_reason = EndReason::normal;
    // What happened, in words: "five", "adjudicated: solver", "time forfeit by White (...): ...".
    std::string termination;
};

// "1-0", "0-1", "1/2-1/2" (first side's result first), "*" while ongoing.
[[nodiscard]] std::string result_text(engine::Outcome outcome);
// Throws engine::Error on anything else.
[[nodiscard]] engine::Outcome parse_result_text(const std::string& text);

// The moves as one line of text, separated by spaces (the export and review format).
[[nodiscard]] std::string move_line(const GameRecord& record);

// Replays a record on a new game: start position, then every move. Throws engine::Error if a
// move is not legal (a damaged record).
void replay(engine::Game& game, const GameRecord& record, std::size_t plies);

}  // namespace plies::arena
