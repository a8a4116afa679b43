// Making the pattern weights (patterns.hpp): positions from noisy self-play, each solved exactly
// by the endgame solver, then a least-squares fit of the weights per phase.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "games/othello/board.hpp"
#include "games/othello/patterns.hpp"
#include "games/othello/self_play.hpp"

namespace plies::othello {

struct TrainingSample {
    Position position;
    int score = 0;  // exact final disc difference for the side to move
};

struct SampleOptions {
    int games = 1000;
    int first_game = 0;  // games first_game .. first_game + games - 1 of the seed's sequence
    int min_empties = 8;
    int max_empties = 20;
    int samples_per_game = 2;
    NoisyPlayer player;  // how the games are played (by default 20% random moves)
    std::uint64_t seed = 1;
    int threads = 1;
};

// Plays `games` noisy games and solves the positions sampled from them (same seed, same
// samples, whatever the thread count).
[[nodiscard]] std::vector<TrainingSample> generate_samples(const SampleOptions& options,
                                                           std::ostream& log);

// One line a sample: player and opponent bitboards in hex, then the score.
void write_samples(std::ostream& out, const std::vector<TrainingSample>& samples);
[[nodiscard]] bool read_samples(std::istream& in, std::vector<TrainingSample>& samples,
                                std::string& error);

struct FitOptions {
    int epochs = 30;
    int window = 3;  // a phase learns from samples within this many empties of its own
    double regularisation = 1e-4;
    // Percent of the samples kept out of the fit to measure its error on unseen positions
    // (choosing the fit's settings); 0 fits them all.
    int holdout_percent = 0;
    std::uint64_t seed = 1;
};

// A sample's pattern features, each read in canonical order (a feature and its mirror share a
// weight).
using CanonicalFeatures = Features;
void canonical_features(const Position& pos, CanonicalFeatures& out);

// One weight set fitted by least squares (stochastic gradient descent) to `targets` (discs) of
// the samples `chosen`; weights in discs.
struct PhaseFit {
    std::vector<float> weights;
    float bias = 0.0F;
    double mean_error = 0.0;  // over the fitted samples, in the last epoch
    [[nodiscard]] float predict(const CanonicalFeatures& features) const;
};
[[nodiscard]] PhaseFit fit_phase(const std::vector<CanonicalFeatures>& features,
                                 const std::vector<float>& targets, std::vector<std::size_t> chosen,
                                 const FitOptions& options, core::Rng& rng);

// Writes a fit as a phase's weights (hundredths of a disc).
void store_fit(const PhaseFit& fit, int phase, PatternWeights& weights);

// Fits every phase with enough samples; the others copy the nearest fitted phase. Logs the
// mean absolute error per phase.
[[nodiscard]] PatternWeights fit_weights(const std::vector<TrainingSample>& samples,
                                         const FitOptions& options, std::ostream& log);

}  // namespace plies::othello
