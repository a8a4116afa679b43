// A match between two player specs through the engine interface, as in the Othello project's
// tournament.
#pragma once

#include <cstdio>
#include <string>

#include "core/random.hpp"
#include "engine/registry.hpp"

namespace plies {

struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    [[nodiscard]] double score() const {
        return (wins + 0.5 * draws) / static_cast<double>(wins + draws + losses);
    }
};

// Plays `games` games between `a` and `b` through the engine interface, `a` black in the even
// games; returns `a`'s results.
inline Tally play_match(const std::string& a, const std::string& b, int games, std::uint64_t seed) {
    core::Rng rng(seed);
    Tally tally;
    for (int g = 0; g < games; ++g) {
        auto game = engine::create_game("othello");
        auto player_a = engine::create_player(*game, a);
        auto player_b = engine::create_player(*game, b);
        const int side_a = g % 2;
        for (int ply = 0; !game->legal_moves().empty(); ++ply) {
            const auto moves = game->legal_moves();
            if (ply < 4) {
                game->play(moves[rng.below(moves.size())]);
                continue;
            }
            engine::MoveRequest request;
            request.rng = &rng;
            auto& player = game->side_to_move() == side_a ? player_a : player_b;
            game->play(player->choose(*game, request).move);
        }
        const auto outcome = game->outcome();
        if (outcome == engine::Outcome::draw) {
            ++tally.draws;
        } else if ((outcome == engine::Outcome::first_wins) == (side_a == 0)) {
            ++tally.wins;
        } else {
            ++tally.losses;
        }
    }
    std::printf("%-22s vs %-10s  %3d wins %3d draws %3d losses  (%.1f%%)\n", a.c_str(), b.c_str(),
                tally.wins, tally.draws, tally.losses, 100 * tally.score());
    return tally;
}

}  // namespace plies
