// The Go Text Protocol (GTP version 2) as Othello programs speak it: how Edax, Egaroucid's
// console and GUIs such as GoGui drive an Othello engine. plies answers as an engine:
// `plies gtp othello`.
//
// Each command is one line, optionally preceded by a numeric id; each answer is "= result" or
// "? error" (with the id after the sign when one was given), then an empty line. Vertices are
// the game's own notation (Othello: a1-h8, row 1 at the top as Othello players write it) and
// "pass". Colours are b/black and w/white.
//
//   protocol_version, name, version, known_command C, list_commands, quit
//   boardsize N        only the game's own size (8 for Othello)
//   clear_board        the start position
//   komi K             accepted and ignored (Othello has none)
//   play C V           plays V for colour C; when C is not to move and the side to move can
//                      only pass, the pass is played first (GTP controllers often leave it out)
//   genmove C          the engine's move for colour C, played on the board ("pass" when C has
//                      no move)
//   undo               takes back the last move
//   showboard          the board as text
//   final_score        "B+12", "W+4" or "0" once the game is over (discs, empties to the winner)
//   time_settings M B S   main time M seconds, then S moves every B seconds (Canadian byo-yomi)
//   time_left C T S    the controller's clock for colour C
// The move time: with byo-yomi only, B/S; with a main time, what is left spread over the moves
// still to come; without any time settings, the player's own limit (strong: 1 s a move). In
// sudden death (a main time, no byo-yomi) the engine also learns what is left of its game, and
// Othello's strong plans its own game from it (games/othello/time_plan.hpp).
#pragma once

#include <chrono>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "engine/game.hpp"

namespace plies::protocol {

struct GtpConfig {
    std::string game = "othello";
    std::string player;  // "" = strong
    std::chrono::milliseconds default_move_time{1000};
};

class GtpEngine {
  public:
    GtpEngine(std::ostream& out, GtpConfig config);

    // Handles one line; returns false after "quit".
    bool handle_line(std::string_view line);

    // The limits genmove gives the player for `colour` (0 black, 1 white) from the clock.
    [[nodiscard]] core::SearchLimits move_limits(int colour) const;

  private:
    // The result text of a command; throws engine::Error for a "?" answer.
    std::string run(std::string_view command, std::string_view args, bool& quit);
    std::string play(std::string_view args);
    std::string genmove(std::string_view args);
    std::string final_score() const;
    [[nodiscard]] int colour_of(std::string_view text) const;
    // Plays the side to move's pass when `colour` is asked for and the side to move must pass.
    void pass_until(int colour);
    [[nodiscard]] std::chrono::milliseconds move_time(int colour) const;
    // What is left of `colour`'s game in sudden death (the engine may plan its game); zero
    // otherwise.
    [[nodiscard]] std::chrono::milliseconds game_left(int colour) const;
    // `colour`'s clock as the controller last gave it (time_left, else the main time).
    [[nodiscard]] double seconds_left(int colour) const;

    std::ostream& out_;
    GtpConfig config_;
    std::unique_ptr<engine::Game> game_;
    std::unique_ptr<engine::Player> player_;
    // time_settings and time_left (seconds; -1 = not given).
    double main_time_ = -1;
    double byo_yomi_time_ = 0;
    int byo_yomi_stones_ = 0;
    double time_left_[2] = {-1, -1};
    int stones_left_[2] = {0, 0};
};

// Reads commands from `in` until quit or the end of input; returns the exit status.
int run_gtp(std::istream& in, std::ostream& out, GtpConfig config);

}  // namespace plies::protocol
