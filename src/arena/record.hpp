// One finished arena game as it is stored, listed, exported and reviewed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.hpp"

namespace plies::arena {

struct MoveRecord {
    std::string move;
    std::int64_t time_us = 0;
    std::optional<int> score;  // the mover's engine score, side to move's view
    std::string score_text;
    std::string note;      // e.g. "blunder", "opening"
    bool opening = false;  // played by the opening, not by a player
};

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
    std::string termination;  // "normal", "adjudicated: ...", "time forfeit: ...", ...
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
