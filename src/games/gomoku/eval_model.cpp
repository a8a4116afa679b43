#include "games/gomoku/eval_model.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
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

// The shipped weight generations (eval_model.hpp), each file written by `plies train gomoku`.
namespace self_play {
#include "games/gomoku/eval_weights.inc"
}  // namespace self_play
namespace vs_rapfi {
#include "games/gomoku/eval_weights_vs_rapfi.inc"
}  // namespace vs_rapfi
namespace vs_rapfi_2 {
#include "games/gomoku/eval_weights_vs_rapfi_2.inc"
}  // namespace vs_rapfi_2

const std::array<EvalWeights, 2>& generation_weights(EvalGeneration generation) {
    switch (generation) {
        case EvalGeneration::self_play:
            return self_play::kShippedEvalWeights;
        case EvalGeneration::vs_rapfi:
            return vs_rapfi::kShippedEvalWeights;
        case EvalGeneration::vs_rapfi_2:
            break;
    }
    return vs_rapfi_2::kShippedEvalWeights;
}

// The threat level of a side's strongest counted shape (kThreatPairs): 0 none, 1 open three ..
// 6 open four, from a mask of the shapes it has (bit = Shape value).
int threat_level(unsigned shapes) {
    for (int s = kLastCounted; s >= kFirstStrong; --s)
        if ((shapes >> s) & 1U) return s - kFirstStrong + 1;
    return 0;
}
static_assert(kLastCounted - kFirstStrong + 2 == kThreatLevels);

int threat_pair_feature(unsigned own_shapes, unsigned their_shapes) {
    return kThreatPairs + threat_level(own_shapes) * kThreatLevels + threat_level(their_shapes);
}

// One side's part of a point in the model, per pattern code: what the point adds to the score
// (its shape's weight and its lines' weights), the shape's weight alone (taken back where renju
// black may not play), the shape, and whether it may be forbidden (renju black's three-three,
// four-four or overline, decided on the board).
struct PointTerm {
    std::int32_t value = 0;
    std::int16_t shape_value = 0;
    std::uint8_t shape = 0;
    bool maybe_forbidden = false;
};
using PointTerms = std::array<PointTerm, Board::kPatternCodes>;

// The shipped weights' terms per weight set, own and theirs: the search's evaluation reads two
// entries a point instead of working out the features (about a fifth of the search's time).
struct ShippedTerms {
    PointTerms own;
    PointTerms theirs;
};

PointTerm point_term(const PatternInfo& info, const EvalWeights& weights, int shapes, int lines) {
    PointTerm term;
    const int shape = static_cast<int>(info.shape);
    term.shape = static_cast<std::uint8_t>(shape);
    if (shape >= kFirstCounted && shape <= kLastCounted)
        term.shape_value = static_cast<std::int16_t>(weights[shapes + shape - kFirstCounted]);
    int line_counts[4] = {0, 0, 0, 0};
    add_lines(info.threat, line_counts);
    term.value = term.shape_value;
    for (int i = 0; i < 4; ++i) term.value += weights[lines + i] * line_counts[i];
    term.maybe_forbidden =
        info.shape == Shape::three_three || info.shape == Shape::four_four || info.threat.overline;
    return term;
}

// Per generation and weight set.
using GenerationTerms = std::array<std::array<ShippedTerms, 2>, kEvalGenerations.size()>;

const GenerationTerms& shipped_terms() {
    static const auto terms = [] {
        auto out = std::make_unique<GenerationTerms>();
        for (const EvalGeneration generation : kEvalGenerations) {
            for (int set = 0; set < 2; ++set) {
                const EvalWeights& weights = generation_weights(generation)[set];
                ShippedTerms& t = (*out)[static_cast<std::size_t>(generation)][set];
                for (int code = 0; code < Board::kPatternCodes; ++code) {
                    const PatternInfo& info = pattern_info(code);
                    t.own[code] = point_term(info, weights, kOwnShapes, kOwnLines);
                    t.theirs[code] = point_term(info, weights, kTheirShapes, kTheirLines);
                }
            }
        }
        return out;
    }();
    return *terms;
}

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
    unsigned own_shapes = 0;
    unsigned their_shapes = 0;
    for (int s = kFirstStrong; s <= kLastCounted; ++s) {
        features[kOwnHas + s - kFirstStrong] = features[kOwnShapes + s - kFirstCounted] > 0;
        features[kTheirHas + s - kFirstStrong] = features[kTheirShapes + s - kFirstCounted] > 0;
        if (features[kOwnHas + s - kFirstStrong]) own_shapes |= 1U << s;
        if (features[kTheirHas + s - kFirstStrong]) their_shapes |= 1U << s;
    }
    features[threat_pair_feature(own_shapes, their_shapes)] = 1;
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
        auto level_name = [](int level) {
            return level == 0 ? std::string("none") : std::string(kShapeNames[level + 3]);
        };
        for (int own = 0; own < kThreatLevels; ++own)
            for (int theirs = 0; theirs < kThreatLevels; ++theirs)
                n[kThreatPairs + own * kThreatLevels + theirs] =
                    "threats: own " + level_name(own) + ", their " + level_name(theirs);
        return n;
    }();
    if (feature < 0 || feature >= kEvalFeatureCount) return "?";
    return names[feature];
}

int eval_weight_set(Rule rule) {
    return rule == Rule::renju ? 1 : 0;
}

std::string_view eval_generation_games(EvalGeneration generation) {
    switch (generation) {
        case EvalGeneration::self_play:
            return "self-play games";
        case EvalGeneration::vs_rapfi:
            return "version 7's games against Rapfi";
        case EvalGeneration::vs_rapfi_2:
            break;
    }
    return "games of versions 7, 8 and 9 against Rapfi, threat pairs";
}

const EvalWeights& shipped_eval_weights(Rule rule, EvalGeneration generation) {
    return generation_weights(generation)[eval_weight_set(rule)];
}

int trained_evaluate(const Board& board, const EvalWeights& weights) {
    EvalFeatures features;
    eval_features(board, features);
    int score = 0;
    for (int i = 0; i < kEvalFeatureCount; ++i) score += weights[i] * features[i];
    return std::clamp(score, -200000, 200000);
}

int trained_evaluate(const Board& board, EvalGeneration generation) {
    // The same sum as trained_evaluate(board, shipped weights), from the per-code terms.
    const int set = eval_weight_set(board.rule());
    const EvalWeights& weights = generation_weights(generation)[set];
    const ShippedTerms& terms = shipped_terms()[static_cast<std::size_t>(generation)][set];
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    const bool black_may_be_forbidden = board.rule() == Rule::renju;
    int score = weights[kBias] + (me == Color::black ? weights[kMoverIsBlack] : 0);
    unsigned own_shapes = 0;
    unsigned their_shapes = 0;
    board.near_points().for_each([&](Point p) {
        const PointTerm& own = terms.own[board.pattern_code(me, p)];
        const PointTerm& theirs = terms.theirs[board.pattern_code(them, p)];
        score += own.value + theirs.value;
        if (own.maybe_forbidden && black_may_be_forbidden && me == Color::black &&
            board.is_forbidden(p)) {
            score -= own.shape_value;
        } else {
            own_shapes |= 1U << own.shape;
        }
        if (theirs.maybe_forbidden && black_may_be_forbidden && them == Color::black &&
            board.is_forbidden(p)) {
            score -= theirs.shape_value;
        } else {
            their_shapes |= 1U << theirs.shape;
        }
    });
    for (int s = kFirstStrong; s <= kLastCounted; ++s) {
        if ((own_shapes >> s) & 1U) score += weights[kOwnHas + s - kFirstStrong];
        if ((their_shapes >> s) & 1U) score += weights[kTheirHas + s - kFirstStrong];
    }
    score += weights[threat_pair_feature(own_shapes, their_shapes)];
    return std::clamp(score, -200000, 200000);
}

}  // namespace plies::gomoku
