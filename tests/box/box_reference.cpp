// The desktop's side of the box test: plays the scenarios of scenarios.h with the desktop's
// players (the engine registry's `classic:depth=N`, `perfect`, `blunder=P`, `nodes=N`) and prints
// what box_selftest.c prints from the emulator, line for line. scripts/test-box.sh compares them.
#include <cstdio>
#include <string>

#include <fmt/format.h>

#include "core/random.hpp"
#include "engine/registry.hpp"
#include "scenarios.h"

namespace {

using namespace plies;

std::string player_spec(const box_scenario& s, int level) {
    std::string options = s.game == PLIES_BOX_CONNECT4 ? fmt::format("depth={},", level) : "";
    if (s.blunder_percent > 0) options += fmt::format("blunder={},", s.blunder_percent / 100.0);
    if (s.max_nodes > 0) options += fmt::format("nodes={},", s.max_nodes);
    const std::string kind = s.game == PLIES_BOX_CONNECT4 ? "classic" : "perfect";
    if (options.empty()) return kind;
    options.pop_back();  // the last comma
    return kind + ":" + options;
}

int phase_of(const engine::SearchInfo& info) {
    if (info.note == "immediate win") return PLIES_BOX_PHASE_WIN;
    if (info.note == "forced block") return PLIES_BOX_PHASE_BLOCK;
    if (info.note == "blunder") return PLIES_BOX_PHASE_BLUNDER;
    return PLIES_BOX_PHASE_SEARCH;
}

int result_of(engine::Outcome outcome) {
    switch (outcome) {
        case engine::Outcome::first_wins:
            return PLIES_BOX_FIRST_WINS;
        case engine::Outcome::second_wins:
            return PLIES_BOX_SECOND_WINS;
        case engine::Outcome::draw:
            return PLIES_BOX_DRAW;
        case engine::Outcome::ongoing:
            break;
    }
    return PLIES_BOX_ONGOING;
}

void play_scenario(int index, const box_scenario& s) {
    const bool connect4 = s.game == PLIES_BOX_CONNECT4;
    const char* name = connect4 ? "connect4" : "tictactoe";
    auto game = engine::create_game(name);
    // Both games' notations are 1-based: columns 1-7, cells 1-9.
    for (const char* c = s.opening; *c != 0; ++c) game->play(std::string(1, *c + 1));
    std::unique_ptr<engine::Player> players[2] = {
        engine::create_player(*game, player_spec(s, s.levels[0])),
        engine::create_player(*game, player_spec(s, s.levels[1]))};
    core::Rng rng(s.seed);
    for (int n = 0; n < s.max_choices && game->outcome() == engine::Outcome::ongoing; ++n) {
        const int side = game->side_to_move();
        engine::MoveRequest request;
        request.rng = &rng;
        const auto choice = players[side]->choose(*game, request);
        const int ply = static_cast<int>(game->history().size());
        std::printf("%s %d ply %d move %d score %d depth %d nodes %llu phase %s stopped %d\n", name,
                    index, ply, std::stoi(choice.move) - 1, choice.info.score.value_or(0),
                    choice.info.depth, static_cast<unsigned long long>(choice.info.nodes),
                    kBoxPhaseNames[phase_of(choice.info)], choice.info.stopped ? 1 : 0);
        game->play(choice.move);
    }
    std::printf("%s %d result %d\n", name, index, result_of(game->outcome()));
}

}  // namespace

int main() {
    for (int i = 0; i < BOX_SCENARIO_COUNT; ++i) play_scenario(i, kBoxScenarios[i]);
    return 0;
}
