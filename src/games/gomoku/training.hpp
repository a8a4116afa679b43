// Fitting the weights of the trained evaluation (eval_model.hpp) to finished games: every
// position of a game where the evaluation would be asked (no five to make or to block) is a
// sample labelled with the game's result for its side to move, and a logistic regression
// fits the weights to those results, one weight set per rule family.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "games/gomoku/eval_model.hpp"

namespace plies::gomoku {

struct TrainingGame {
    Rule rule = Rule::freestyle;
    int size = 15;
    std::vector<Point> moves;  // from the empty board, black first
    int opening_moves = 0;     // the first moves were set, not chosen: not sampled
    double black_score = 0.5;  // 1 black won, 0 white won, 0.5 draw
};

struct TrainingSample {
    EvalFeatures features{};
    float result = 0.5F;  // for the side to move
    int stones = 0;
    int game = 0;  // index of its game (held-out samples are whole games)
};

// The samples of the games whose rule uses `weight_set` (eval_weight_set). Games with an
// illegal move or a result that contradicts the five on the board are skipped and counted in
// `skipped`.
[[nodiscard]] std::vector<TrainingSample> training_samples(const std::vector<TrainingGame>& games,
                                                           int weight_set, int& skipped);

struct EvalFitOptions {
    int epochs = 400;
    double regularisation = 1e-4;  // L2 on the weights (not the bias), per sample
    int holdout_percent = 10;      // samples of every tenth game are kept out to measure
    std::uint64_t seed = 1;
};

struct EvalFitReport {
    int train_samples = 0;
    int holdout_samples = 0;
    double train_loss = 0;     // mean log loss
    double holdout_loss = 0;   // of the fitted model on the held-out samples
    double baseline_loss = 0;  // of a model that always predicts the held-out mean result
    // Held-out loss per phase of the game (stones on the board: <10, <20, <30, <45, >=45).
    std::array<double, 5> holdout_phase_loss{};
    std::array<int, 5> holdout_phase_samples{};
};

// Fits the weights (score units) to the samples; holds out whole games so that positions of
// one game are never on both sides.
[[nodiscard]] EvalWeights fit_eval_weights(const std::vector<TrainingSample>& samples,
                                           const EvalFitOptions& options, EvalFitReport& report);

// The mean log loss of `weights` on the samples that fit_eval_weights holds out (e.g. to compare
// a fit with the shipped weights on the same games); 0 when none is held out.
[[nodiscard]] double holdout_loss(const std::vector<TrainingSample>& samples,
                                  const EvalWeights& weights, int holdout_percent);

// The weights of both rule families as the source file eval_weights.inc.
void write_eval_weights(std::ostream& out, const std::array<EvalWeights, 2>& weights,
                        const std::string& provenance);

}  // namespace plies::gomoku
