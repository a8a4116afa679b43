// Console plumbing shared by the interactive commands: Ctrl-C stops a search (not the
// program), a thinking indicator runs while the AI searches, and game options from flags.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/game.hpp"

namespace plies::cli {

// Asks `player` for a move with the thinking indicator on stderr (when it is a terminal).
// While it runs, Ctrl-C raises the stop token so the player answers with its best move so far;
// outside a search, Ctrl-C ends the program as usual.
engine::MoveChoice think(engine::Player& player, const engine::Game& game,
                         const engine::MoveRequest& request);

// Flags that become game options: --rule, --size, --zero-based and generic --option KEY=VALUE.
// The games' options as flags, made from their option tables (engine::GameEntry::options): a
// 0|1 option is a switch (--zero-based), any other takes a value (--rule renju, --size 19);
// -o KEY=VALUE gives any option.
struct GameOptionFlags {
    std::map<std::string, std::string> values;  // --KEY VALUE
    std::map<std::string, bool> switches;       // --KEY, for 0|1 options
    std::vector<std::string> raw;               // KEY=VALUE

    void add_to(CLI::App* command);
    [[nodiscard]] engine::GameOptions options() const;  // throws engine::Error on bad KEY=VALUE
};

// Names of the registered games, for CLI11's check and help texts.
[[nodiscard]] std::vector<std::string> game_names();

// A one-line summary of a search, e.g. "depth 6, score +12, 8,456 nodes in 3.1 ms, pv 4 4 3".
[[nodiscard]] std::string describe_search(const engine::SearchInfo& info);

// Thousands separators for counts.
[[nodiscard]] std::string with_commas(std::uint64_t value);

// How to give a position that starts with '-' (an Othello board whose a1 is empty), which the
// option parser would take for an option; for the help of the commands that take positions.
inline constexpr const char* kDashPositionsHelp =
    "A position that starts with '-' goes after '--' (e.g. plies solve othello -- '-XO...'), "
    "or is written with '.' for the empty squares.";

// For a command that allows extras (CLI11's allow_extras): throws engine::Error naming the first
// argument that is no option of the command, with kDashPositionsHelp.
void refuse_extra_arguments(const CLI::App& command);

// Ends the command with this exit status (CLI11 turns it into the process status).
[[noreturn]] void exit_with(int status);

}  // namespace plies::cli
