// Noisy self-play games: the positions the trainer labels and the midgame bench searches.
#pragma once

#include <cstdint>
#include <vector>

#include "core/random.hpp"
#include "games/othello/board.hpp"
#include "games/othello/patterns.hpp"

namespace plies::othello {

// How the noisy self-play games are played: a share of random moves (only while at least
// `random_min_empties` squares are empty), the others best by a one-ply evaluation with noise of
// +-2 discs: the hand-made evaluation, or `guide`'s pattern weights if given.
struct NoisyPlayer {
    double random_move_share = 0.2;
    const PatternWeights* guide = nullptr;
    int random_min_empties = 0;
};

// One noisy self-play game from the start: the positions met with a move to play, down to
// `min_empties`, and (if `movers` is given) who was to move in each (0 black, 1 white).
[[nodiscard]] std::vector<Position> noisy_game(core::Rng& rng, const NoisyPlayer& player,
                                               int min_empties,
                                               std::vector<std::uint8_t>* movers = nullptr);

}  // namespace plies::othello
