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

// Plays one game between `a` and `b`, `a` with side `side_a` (0 black), the first
// `opening_plies` moves at random from `rng`; adds `a`'s result to `tally`.
inline void play_game(const std::string& a, const std::string& b, int side_a, int opening_plies,
                      core::Rng& rng, Tally& tally) {
    auto game = engine::create_game("othello");
    auto player_a = engine::create_player(*game, a);
    auto player_b = engine::create_player(*game, b);
    for (int ply = 0; !game->legal_moves().empty(); ++ply) {
        const auto moves = game->legal_moves();
        if (ply < opening_plies) {
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

inline void print_tally(const std::string& a, const std::string& b, const Tally& tally) {
    std::printf("%-22s vs %-10s  %3d wins %3d draws %3d losses  (%.1f%%)\n", a.c_str(), b.c_str(),
                tally.wins, tally.draws, tally.losses, 100 * tally.score());
}

// Plays `games` games between `a` and `b` through the engine interface, `a` black in the even
// games; returns `a`'s results.
inline Tally play_match(const std::string& a, const std::string& b, int games, std::uint64_t seed) {
    core::Rng rng(seed);
    Tally tally;
    for (int g = 0; g < games; ++g) play_game(a, b, g % 2, 4, rng, tally);
    print_tally(a, b, tally);
    return tally;
}

// Plays each of `pairs` openings of `opening_plies` random moves twice, `a` black and then
// white; returns `a`'s results.
inline Tally play_paired_match(const std::string& a, const std::string& b, int pairs,
                               int opening_plies, std::uint64_t seed) {
    Tally tally;
    for (int pair = 0; pair < pairs; ++pair) {
        for (int side_a = 0; side_a < 2; ++side_a) {
            core::Rng rng(seed * 1000 + static_cast<std::uint64_t>(pair));
            play_game(a, b, side_a, opening_plies, rng, tally);
        }
    }
    print_tally(a, b, tally);
    return tally;
}

}  // namespace plies
