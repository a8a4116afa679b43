// The pattern weights of the opening and midgame, fitted backwards from the endgame (the way
// Buro describes Logistello's, and Edax's and Egaroucid's documentation theirs): the phases the
// exact solves reach keep their weights; each weight set above is fitted to self-play positions
// labelled by a shallow search whose leaves lie in the sets fitted before it, so the exact
// endgame's knowledge climbs back to the opening one set at a time.
#pragma once

#include <cstdint>
#include <ostream>
#include <vector>

#include "games/othello/patterns.hpp"
#include "games/othello/training.hpp"

namespace plies::othello {

struct MidgameFitOptions {
    int games = 20000;
    int first_game = 0;
    // Phases below keep the given weights (phase 10, 20-21 empties, is the last the exact
    // solves of scripts/train-othello.sh reach).
    int first_phase = 11;
    int phases_per_set = 2;  // one weight set for this many phases (4 empties)
    // The labelling search's depth in empties: at least 2 x phases_per_set, so that its leaves
    // lie below the set being fitted.
    int depth = 4;
    NoisyPlayer player;  // how the self-play games are played
    // Each label is (1 - w) x the search's value + w x the game's outcome: the exact value of
    // the game's position at `outcome_empties` empties (the self-play going on to there), from
    // the labelled position's side to move. The search's labels, each fitted to the one before,
    // shrink towards zero the further they climb from the endgame; the outcome does not.
    double outcome_weight = 0.0;
    int outcome_empties = 14;
    std::uint64_t seed = 1;
    int threads = 1;
    FitOptions fit;  // epochs, regularisation, hold-out percent and the fit's seed
};

// One weight set's errors, in discs against the same labels: the fit's on its samples, then on
// the held-out ones those of the new weights, of the weights it started from and of the
// hand-made evaluation.
struct MidgameSetError {
    int low_empties = 0;
    int high_empties = 0;
    std::size_t samples = 0;
    std::size_t held_out = 0;
    double fit = 0.0;
    double held_out_new = 0.0;
    double held_out_before = 0.0;
    double held_out_hand = 0.0;
};

// `start` with the phases from options.first_phase on refitted; logs each set's errors (and
// appends them to `errors` if given).
[[nodiscard]] PatternWeights fit_midgame(const PatternWeights& start,
                                         const MidgameFitOptions& options, std::ostream& log,
                                         std::vector<MidgameSetError>* errors = nullptr);

// The value of `pos` (hundredths of a disc, side to move) by an alpha-beta search over
// `weights` to the first positions with at most `leaf_empties` empty squares (a pass does not
// bring them nearer), or the final score if the game ends first.
[[nodiscard]] int label_search(const PatternWeights& weights, const Position& pos,
                               int leaf_empties);

// Multi-ProbCut's statistics (search.hpp): one position a game from `games` noisy games (20-59
// empties), searched to every depth up to `max_depth`; prints per empties / 12 and depth the
// standard deviation of the deep value around the shallow search's, as search.cpp's table.
void probcut_statistics(int games, int max_depth, std::uint64_t seed, std::ostream& out);

}  // namespace plies::othello
