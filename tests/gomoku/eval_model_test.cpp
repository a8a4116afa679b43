// The trained evaluation (eval_model.hpp) and its trainer (training.hpp): the shape counts of
// hand-made positions, the side-to-move view, renju's forbidden points, the labels a game gives
// (the five on the board decides), a fit that must find a planted rule, and the shipped weights
// on positions whose outcome is known (a straight four to make wins).
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "positions.hpp"

#include "games/gomoku/eval_model.hpp"
#include "games/gomoku/notation.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/training.hpp"

namespace plies::gomoku {
namespace {

constexpr int kShapeBase = static_cast<int>(Shape::two);
constexpr int kStrongBase = static_cast<int>(Shape::open_three);

int own_shapes(const EvalFeatures& f, Shape s) {
    return f[kOwnShapes + static_cast<int>(s) - kShapeBase];
}
int their_shapes(const EvalFeatures& f, Shape s) {
    return f[kTheirShapes + static_cast<int>(s) - kShapeBase];
}
int own_has(const EvalFeatures& f, Shape s) {
    return f[kOwnHas + static_cast<int>(s) - kStrongBase];
}

Point at(const char* name) {
    return *parse_point(name, 15);
}

using test_positions::position;

TEST(GomokuEvalModel, CountsTheShapesOfAnOpenThree) {
    // Black h8 i8 j8 is an open three: g8 and k8 make a straight four, f8 and l8 a split four
    // (f8: X.XXX, l8: XXX.X). White's two stones far away in the corner make no four.
    const Board board = position(Rule::freestyle, "h8 i8 j8", "a15 b15", Color::black);
    EvalFeatures f;
    eval_features(board, f);
    EXPECT_EQ(f[kBias], 1);
    EXPECT_EQ(f[kMoverIsBlack], 1);
    EXPECT_EQ(own_shapes(f, Shape::open_four), 2);
    EXPECT_EQ(own_shapes(f, Shape::four), 2);
    EXPECT_EQ(own_has(f, Shape::open_four), 1);
    EXPECT_EQ(own_has(f, Shape::four_three), 0);
    EXPECT_EQ(their_shapes(f, Shape::four), 0);
    EXPECT_EQ(their_shapes(f, Shape::open_four), 0);
    // Line patterns: every point of the open three's line that makes a four or better is
    // counted among the shapes, not among the lines' open threes of black.
    EXPECT_EQ(f[kTheirLines + 3], 0);
}

TEST(GomokuEvalModel, FeaturesFollowTheSideToMove) {
    const Board black_to_move = position(Rule::freestyle, "h8 i8 j8", "h9 i10", Color::black);
    const Board white_to_move = position(Rule::freestyle, "h8 i8 j8", "h9 i10", Color::white);
    EvalFeatures b;
    EvalFeatures w;
    eval_features(black_to_move, b);
    eval_features(white_to_move, w);
    EXPECT_EQ(w[kMoverIsBlack], 0);
    for (int i = 0; i < 10; ++i) {
        EXPECT_EQ(b[kOwnShapes + i], w[kTheirShapes + i]) << eval_feature_name(kOwnShapes + i);
        EXPECT_EQ(b[kTheirShapes + i], w[kOwnShapes + i]) << eval_feature_name(kTheirShapes + i);
    }
    for (int i = 0; i < 4; ++i) EXPECT_EQ(b[kOwnLines + i], w[kTheirLines + i]);
}

TEST(GomokuEvalModel, ForbiddenPointsCountForNothingInRenju) {
    // Black h8 i8 and j9 j10: j8 makes two open threes (h8 i8 j8 and j8 j9 j10), which wins in
    // freestyle and is forbidden to black in renju.
    const char* black = "h8 i8 j9 j10";
    const char* white = "a15 c15";
    const Board free = position(Rule::freestyle, black, white, Color::black);
    const Board renju = position(Rule::renju, black, white, Color::black);
    ASSERT_EQ(shape_at(free, Color::black, at("j8")), Shape::three_three);
    ASSERT_TRUE(renju.is_forbidden(at("j8")));
    EvalFeatures f;
    EvalFeatures r;
    eval_features(free, f);
    eval_features(renju, r);
    EXPECT_GE(own_shapes(f, Shape::three_three), 1);
    int forbidden_three_threes = 0;
    renju.near_points().for_each([&](Point p) {
        forbidden_three_threes +=
            shape_at(renju, Color::black, p) == Shape::three_three && renju.is_forbidden(p);
    });
    EXPECT_EQ(own_shapes(r, Shape::three_three),
              own_shapes(f, Shape::three_three) - forbidden_three_threes);
    // White sees the same points as black's threats in both rules (the opponent's forbidden
    // points are not white's business): only black's own count changes.
    EXPECT_EQ(their_shapes(f, Shape::two), their_shapes(r, Shape::two));
}

// The threat-pair table: exactly one indicator, at (the side to move's strongest shape, the
// opponent's), levels 0 none, 1 open three .. 6 open four; renju black's forbidden points are
// not his shapes.
int threat_pair(const Board& board) {
    EvalFeatures f;
    eval_features(board, f);
    int set = 0;
    int pair = -1;
    for (int i = kThreatPairs; i < kEvalFeatureCount; ++i) {
        set += f[i];
        if (f[i] == 1) pair = i - kThreatPairs;
    }
    EXPECT_EQ(set, 1);
    return pair;
}

TEST(GomokuEvalModel, TheThreatPairIsEachSidesStrongestShape) {
    // Black's open three h8 i8 j8 makes straight fours; white's a15 b15 in the corner nothing
    // strong.
    EXPECT_EQ(threat_pair(position(Rule::freestyle, "h8 i8 j8", "a15 b15", Color::black)),
              6 * kThreatLevels + 0);
    EXPECT_EQ(threat_pair(position(Rule::freestyle, "h8 i8 j8", "a15 b15", Color::white)),
              0 * kThreatLevels + 6);
    // j8 makes two open threes: black's strongest in freestyle (level 3), forbidden in renju,
    // where g8 (and others) still make an open three (level 1).
    EXPECT_EQ(threat_pair(position(Rule::freestyle, "h8 i8 j9 j10", "a15 c15", Color::black)),
              3 * kThreatLevels + 0);
    EXPECT_EQ(threat_pair(position(Rule::renju, "h8 i8 j9 j10", "a15 c15", Color::black)),
              1 * kThreatLevels + 0);
    EXPECT_EQ(eval_feature_name(kThreatPairs + 3 * kThreatLevels + 6),
              "threats: own three-three, their open four");
}

// The search reads the shipped weights through per-pattern-code terms; they must give exactly
// the model's sum of weights times features, with black's forbidden points taken out in renju.
// Random games whose moves favour strong shapes (so that fours, four-threes and forbidden
// points occur), every position from both sides.
TEST(GomokuEvalModel, TheSearchsEvaluationIsTheModelsSum) {
    std::mt19937 rng(20261207);
    int forbidden_seen = 0;
    int positions = 0;
    for (const Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        for (int game = 0; game < 60; ++game) {
            Board board(15, rule);
            board.play(make_point(7, 7));
            while (!board.over() && board.stone_count() < 80) {
                for (const Color side : {Color::black, Color::white}) {
                    Board view = board;
                    view.set_side_to_move(side);
                    for (const EvalGeneration generation : kEvalGenerations) {
                        ASSERT_EQ(trained_evaluate(view, generation),
                                  trained_evaluate(view, shipped_eval_weights(rule, generation)))
                            << "position " << positions << ", generation "
                            << static_cast<int>(generation);
                    }
                    ++positions;
                }
                std::vector<Point> moves;
                int best_value = -1;
                Point best = kNoPoint;
                board.near_points().for_each([&](Point p) {
                    if (!board.is_legal(p)) {
                        ++forbidden_seen;
                        return;
                    }
                    moves.push_back(p);
                    const int value = point_value(board, p);
                    if (value > best_value) {
                        best_value = value;
                        best = p;
                    }
                });
                if (moves.empty()) break;
                board.play(rng() % 2 == 0 ? best : moves[rng() % moves.size()]);
            }
        }
    }
    EXPECT_GT(positions, 6000);
    EXPECT_GT(forbidden_seen, 0);  // renju black met forbidden points
}

TrainingGame game_of(const std::string& moves, double black_score) {
    TrainingGame game;
    std::string error;
    game.moves = parse_move_list(moves, 15, error).value();
    game.black_score = black_score;
    return game;
}

TEST(GomokuTraining, TheFiveOnTheBoardDecidesTheLabels) {
    // Black makes five on the h-file at move 9; white's stones are elsewhere.
    const std::string moves = "h8 a1 h9 a3 h10 a5 h11 a7 h12";
    int skipped = 0;
    const auto samples = training_samples({game_of(moves, 1.0)}, 0, skipped);
    EXPECT_EQ(skipped, 0);
    // Positions before each move where no one can make five: 0-6 (before move 7 black has
    // h8-h10 only; before move 8 black has four in a row and a five point, so it is left out).
    ASSERT_EQ(samples.size(), 7U);
    for (const auto& s : samples) {
        const bool black_to_move = s.features[kMoverIsBlack] == 1;
        EXPECT_EQ(s.result, black_to_move ? 1.0F : 0.0F);
    }
    // A record that says white won this game is wrong: the game is left out.
    EXPECT_TRUE(training_samples({game_of(moves, 0.0)}, 0, skipped).empty());
    EXPECT_EQ(skipped, 1);
    // The renju weight set takes no freestyle game.
    EXPECT_TRUE(training_samples({game_of(moves, 1.0)}, 1, skipped).empty());
}

TEST(GomokuTraining, FitFindsAPlantedRule) {
    // Samples where the side to move wins exactly when it has an open-four point (a rule the
    // fit must find, whatever the noise in the other features).
    std::mt19937 random(7);
    std::vector<TrainingSample> samples;
    for (int i = 0; i < 4000; ++i) {
        TrainingSample s;
        s.features[kBias] = 1;
        for (int k = kOwnShapes; k < kOwnShapes + 6; ++k) s.features[k] = random() % 5;
        const bool wins = random() % 2 == 0;
        s.features[kOwnHas + static_cast<int>(Shape::open_four) - kStrongBase] = wins ? 1 : 0;
        s.result = wins ? 1.0F : 0.0F;
        s.game = i;
        s.stones = 5 + i % 50;
        samples.push_back(s);
    }
    EvalFitOptions options;
    options.epochs = 200;
    EvalFitReport report;
    const EvalWeights w = fit_eval_weights(samples, options, report);
    EXPECT_GT(report.holdout_samples, 200);
    EXPECT_LT(report.holdout_loss, report.baseline_loss / 4);
    EXPECT_GT(w[kOwnHas + static_cast<int>(Shape::open_four) - kStrongBase], 3 * kScorePerLogit);
    for (int k = kOwnShapes; k < kOwnShapes + 6; ++k) EXPECT_LT(std::abs(w[k]), kScorePerLogit / 4);
}

TEST(GomokuEvalModel, ShippedWeightsSeeAStraightFourComing) {
    // The side to move with an open three and the opponent without a four wins (a straight
    // four next); the shipped model must say so, in both weight sets and both generations, and
    // for both colours.
    for (Rule rule : {Rule::freestyle, Rule::renju}) {
        for (Color mover : {Color::black, Color::white}) {
            const bool black = mover == Color::black;
            const Board board = position(rule, black ? "h8 i8 j8 c3" : "c3 d3 b5 m12",
                                         black ? "c4 d5 m12" : "h8 i8 j8", mover);
            for (const EvalGeneration generation : kEvalGenerations) {
                EXPECT_GT(trained_evaluate(board, generation), kScorePerLogit)
                    << rule_name(rule) << (black ? " black" : " white") << ", generation "
                    << static_cast<int>(generation);
            }
        }
    }
}

}  // namespace
}  // namespace plies::gomoku
