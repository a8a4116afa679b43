// The trained evaluation of the strong engine (from version 3): a linear model over counts of
// the shapes both sides can make, fitted to game results by `plies train gomoku` (training.hpp).
//
// For every empty point near the stones and for each colour, the shape a stone there would make
// (two ... open four, lines crossing included; a point forbidden to renju black counts as
// nothing for black) is counted, and so are the line patterns of the four directions. The model
// reads these counts and whether each side has at least one point of a strong shape, all from
// the side to move's view: a four-three point of the side to move is nearly a win, the same
// point of the opponent's only a threat that the side to move parries first. The weights are
// one set per way of counting fives (freestyle and standard; renju, where black's threes and
// fours are limited by forbidden points), in score units (kScorePerLogit per unit of log-odds).
//
// Three generations of weights are shipped: versions 3 to 7 of the engine read the weights fitted
// to self-play games of its first versions (eval_weights.inc); version 8 those fitted to the
// strong engine's games against Rapfi (eval_weights_vs_rapfi.inc), whose results punish exactly
// the positions the engine misjudges (its self-play games cannot: both sides share the
// misjudgement); version 9 the model with the threat-pair table, fitted to those games and to
// those of version 8 and of a first fit of version 9 against Rapfi (eval_weights_vs_rapfi_2.inc).
// The earlier generations have no threat-pair weights (zero).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

// The threat levels of a side (kThreatPairs): none, open three .. open four.
inline constexpr int kThreatLevels = 7;

// The features, in this order.
enum EvalFeature : int {
    kBias,          // 1: the side to move's own edge
    kMoverIsBlack,  // 1 when black is to move
    // Points where the side to move / the opponent makes each shape (Shape two .. open_four).
    kOwnShapes,
    kTheirShapes = kOwnShapes + 10,
    // 1 when the side has at least one point of a strong shape (open_three .. open_four).
    kOwnHas = kTheirShapes + 10,
    kTheirHas = kOwnHas + 6,
    // Line patterns over the four directions of all points (two, open two, three, open three).
    kOwnLines = kTheirHas + 6,
    kTheirLines = kOwnLines + 4,
    // The threat state: one indicator for the pair (the side to move's strongest shape, the
    // opponent's), each none or open_three .. open_four (kThreatLevels levels). Whose threat
    // comes first is not additive: an open three of the side to move is worth much against an
    // opponent's open three, little against his four-three point.
    kThreatPairs = kTheirLines + 4,
    kEvalFeatureCount = kThreatPairs + kThreatLevels * kThreatLevels,
};

using EvalFeatures = std::array<int, kEvalFeatureCount>;
using EvalWeights = std::array<int, kEvalFeatureCount>;

// Score units per unit of the model's log-odds.
inline constexpr int kScorePerLogit = 1000;

// The features of the position for the side to move.
void eval_features(const Board& board, EvalFeatures& features);
[[nodiscard]] std::string_view eval_feature_name(int feature);

// Which weight set a rule uses: 0 five or more counts (freestyle, standard), 1 renju.
[[nodiscard]] int eval_weight_set(Rule rule);

// The shipped generations of weights (above).
enum class EvalGeneration : std::uint8_t {
    self_play,   // engine versions 3-7
    vs_rapfi,    // engine version 8
    vs_rapfi_2,  // engine versions 9 and 10
};
inline constexpr std::array<EvalGeneration, 3> kEvalGenerations{
    EvalGeneration::self_play, EvalGeneration::vs_rapfi, EvalGeneration::vs_rapfi_2};
inline constexpr EvalGeneration kNewestEvalGeneration = EvalGeneration::vs_rapfi_2;
// What a generation was fitted to, for reports.
[[nodiscard]] std::string_view eval_generation_games(EvalGeneration generation);
[[nodiscard]] const EvalWeights& shipped_eval_weights(
    Rule rule, EvalGeneration generation = kNewestEvalGeneration);

// The trained evaluation for the side to move, kept well below core::kWinThreshold. Without
// weights: a shipped generation's, read as per-pattern-code terms (the search's fast path; the
// same value as with shipped_eval_weights(board.rule(), generation)).
[[nodiscard]] int trained_evaluate(const Board& board,
                                   EvalGeneration generation = kNewestEvalGeneration);
[[nodiscard]] int trained_evaluate(const Board& board, const EvalWeights& weights);

}  // namespace plies::gomoku
