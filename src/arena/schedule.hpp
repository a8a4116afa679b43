// Who plays whom, in which order, from which opening, with which seed. Everything here is a
// pure function of the run's settings and seed, so a run (and a resumed run) is reproducible.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.hpp"

namespace plies::arena {

// One scheduled game. Games 2k and 2k+1 of a pairing play the same opening with colours
// swapped (cutechess-cli's -repeat, fastchess's -games 2).
struct PlannedGame {
    int index = 0;            // position in the schedule; the game's seed derives from it
    int pairing = 0;          // index into pairings()
    int round = 0;            // which opening (games of one round share it across pairings)
    int players[2] = {0, 1};  // player indices by side; side 0 moves first
};

// Round-robin: every pair once (i < j); gauntlet: player 0 against each other player.
[[nodiscard]] std::vector<std::pair<int, int>> make_pairings(int player_count, bool gauntlet);

// Round by round: each round plays one opening in every pairing, both colours.
[[nodiscard]] std::vector<PlannedGame> plan_games(int player_count, bool gauntlet,
                                                  int games_per_pairing);

// A seed for one purpose (`stream`) and one item (`index`), mixed from the run's seed by
// splitmix64 so that nearby indices give unrelated generators.
[[nodiscard]] std::uint64_t derive_seed(std::uint64_t run_seed, std::uint64_t stream,
                                        std::uint64_t index);

// Where openings come from: none, K random plies, or a file of positions.
struct OpeningSource {
    enum class Kind { none, random, file };
    Kind kind = Kind::none;
    int plies = 0;                   // random:K
    std::string path;                // file
    std::vector<std::string> lines;  // file, without blank lines and '#' comments

    [[nodiscard]] std::string describe() const;  // "none", "random:4", "file:PATH"
};

// "random:K" or a file name; throws engine::Error on bad text or an unreadable file.
[[nodiscard]] OpeningSource parse_openings(const std::string& text);

struct Opening {
    std::string description;         // the moves or the file's line
    std::string start_position;      // set_position() text, "" = the game's start
    std::vector<std::string> moves;  // played from there before the players move
};

// The opening of `round`. `start` is a fresh game; random openings never end the game.
// Throws engine::Error if a file line is not a position of this game.
[[nodiscard]] Opening make_opening(const OpeningSource& source, const engine::Game& start,
                                   std::uint64_t run_seed, int round);

// Checks every line of a file source on a copy of `start`; throws naming the bad line.
void validate_openings(const OpeningSource& source, const engine::Game& start);

}  // namespace plies::arena
