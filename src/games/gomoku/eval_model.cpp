#include "games/gomoku/eval_model.hpp"

#include <algorithm>
#include <string>

#include "games/gomoku/threats.hpp"

namespace plies::gomoku {

namespace {

// The shapes counted: Shape::two .. Shape::open_four (a five point never reaches the static
// evaluation: the search wins or blocks first).
constexpr int kFirstCounted = static_cast<int>(Shape::two);
constexpr int kFirstStrong = static_cast<int>(Shape::open_three);
constexpr int kLastCounted = static_cast<int>(Shape::open_four);
static_assert(kLastCounted - kFirstCounted + 1 == kTheirShapes - kOwnShapes);
static_assert(kLastCounted - kFirstStrong + 1 == kTheirHas - kOwnHas);

// The shape c makes at p, as the model counts it: nothing where renju black may not play.
int counted_shape(const Board& board, Color c, Point p, const PatternInfo& info) {
    const Shape shape = info.shape;
    const bool maybe_forbidden =
        shape == Shape::three_three || shape == Shape::four_four || info.threat.overline;
    if (maybe_forbidden && c == Color::black && board.rule() == Rule::renju &&
        board.is_forbidden(p))
        return static_cast<int>(Shape::none);
    return static_cast<int>(shape);
}

void add_lines(const PointThreat& threat, int* lines) {
    lines[0] += threat.twos;
    lines[1] += threat.open_twos;
    lines[2] += threat.threes;
    lines[3] += threat.open_threes;
}

#include "games/gomoku/eval_weights.inc"

}  // namespace

void eval_features(const Board& board, EvalFeatures& features) {
    features.fill(0);
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    features[kBias] = 1;
    features[kMoverIsBlack] = me == Color::black ? 1 : 0;
    board.near_points().for_each([&](Point p) {
        const PatternInfo& own = pattern_info(board.pattern_code(me, p));
        const PatternInfo& theirs = pattern_info(board.pattern_code(them, p));
        const int own_shape = counted_shape(board, me, p, own);
        const int their_shape = counted_shape(board, them, p, theirs);
        if (own_shape >= kFirstCounted && own_shape <= kLastCounted)
            ++features[kOwnShapes + own_shape - kFirstCounted];
        if (their_shape >= kFirstCounted && their_shape <= kLastCounted)
            ++features[kTheirShapes + their_shape - kFirstCounted];
        add_lines(own.threat, &features[kOwnLines]);
        add_lines(theirs.threat, &features[kTheirLines]);
    });
    for (int s = kFirstStrong; s <= kLastCounted; ++s) {
        features[kOwnHas + s - kFirstStrong] = features[kOwnShapes + s - kFirstCounted] > 0;
        features[kTheirHas + s - kFirstStrong] = features[kTheirShapes + s - kFirstCounted] > 0;
    }
}

std::string_view eval_feature_name(int feature) {
    static constexpr std::array<std::string_view, 10> kShapeNames = {
        "two",  "open two",    "three",      "two open twos", "open three",
        "four", "three-three", "four-three", "four-four",     "open four"};
    static constexpr std::array<std::string_view, 4> kLineNames = {"two", "open two", "three",
                                                                   "open three"};
    static const auto names = [] {
        std::array<std::string, kEvalFeatureCount> n{};
        n[kBias] = "bias";
        n[kMoverIsBlack] = "black to move";
        for (int i = 0; i < 10; ++i) {
            n[kOwnShapes + i] = "own points: " + std::string(kShapeNames[i]);
            n[kTheirShapes + i] = "their points: " + std::string(kShapeNames[i]);
        }
        for (int i = 0; i < 6; ++i) {
            n[kOwnHas + i] = "own has: " + std::string(kShapeNames[i + 4]);
            n[kTheirHas + i] = "their has: " + std::string(kShapeNames[i + 4]);
        }
        for (int i = 0; i < 4; ++i) {
            n[kOwnLines + i] = "own lines: " + std::string(kLineNames[i]);
            n[kTheirLines + i] = "their lines: " + std::string(kLineNames[i]);
        }
        return n;
    }();
    if (feature < 0 || feature >= kEvalFeatureCount) return "?";
    return names[feature];
}

int eval_weight_set(Rule rule) {
    return rule == Rule::renju ? 1 : 0;
}

const EvalWeights& shipped_eval_weights(Rule rule) {
    return kShippedEvalWeights[eval_weight_set(rule)];
}

int trained_evaluate(const Board& board, const EvalWeights& weights) {
    EvalFeatures features;
    eval_features(board, features);
    int score = 0;
    for (int i = 0; i < kEvalFeatureCount; ++i) score += weights[i] * features[i];
    return std::clamp(score, -200000, 200000);
}

int trained_evaluate(const Board& board) {
    return trained_evaluate(board, shipped_eval_weights(board.rule()));
}

}  // namespace plies::gomoku
