// The pattern evaluation: the expected final disc difference for the side to move, as a sum of
// weights looked up by the contents of 46 lines and corner regions of the board (M. Buro, "An
// evaluation function for Othello based on statistics", NEC Research Institute, 1997: the
// table-based evaluation of Logistello). Each of the 11 pattern shapes below has one weight
// table per game phase, shared by its instances in the board's symmetric images; a shape that is
// symmetric in itself (an edge read from either end) gives both readings one weight.
// Two whole-board features join them, each a table per phase looked up by a pair of counts:
// the mobility of both sides (their legal moves) and their potential mobility (the empty
// squares next to the other side's discs), the classic evaluations' two features since
// Rosenbloom's IAGO (1982); a line sees a move only along itself.
//
// The weights are the project's own: fitted by `plies train othello` to positions from noisy
// self-play, each labelled with its exact endgame score up to 18 empties (training.hpp), and
// above by a shallow search over the phases fitted before (training_midgame.hpp); the games are
// played first by the hand-made evaluation, then by the weights fitted so far
// (scripts/train-othello.sh).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/othello/board.hpp"

namespace plies::othello {

inline constexpr int kPatternShapes = 11;
inline constexpr int kPatternInstances = 46;
// The whole-board features after the patterns: counts above the caps read as the cap.
inline constexpr int kMobilityCap = 31;
inline constexpr int kPotentialMobilityCap = 47;
inline constexpr int kFeatureSlots = kPatternInstances + 2;  // features a position reads
// One weight set per two empties: phase = empties / 2.
inline constexpr int kPatternPhases = 31;

[[nodiscard]] constexpr int pattern_phase(int empties) {
    return empties / 2;
}

struct PatternInstance {
    int shape;
    int size;                    // squares
    std::array<int, 10> square;  // square[j] contributes 3^j to the index
};

// The instances, the shape of each and the offset of each shape's table in a phase's weights.
struct PatternGeometry {
    std::array<PatternInstance, kPatternInstances> instances{};
    std::array<int, kPatternShapes + 1> shape_offset{};  // shape_offset[kPatternShapes]: all
    // The whole-board features' tables, after the patterns', and the size of a phase's weights.
    int mobility_offset = 0;
    int potential_mobility_offset = 0;
    int feature_count = 0;
    // For every feature (offset + index) the feature that reads the same squares in the shape's
    // own mirror order (itself for shapes without such a symmetry).
    std::vector<std::uint32_t> mirror;
    // Fast reading of an instance i: its squares as a bit mask; the bits of a board under the
    // mask, gathered in square order (m = pext(board, mask[i])), index ternary[ternary_at[i] +
    // m], the instance's index for the side to move's discs on exactly those squares. The
    // opponent's discs give twice that, so a feature is shape offset + t[m(p)] + 2 t[m(o)].
    std::array<Bitboard, kPatternInstances> mask{};
    std::array<std::uint32_t, kPatternInstances> ternary_at{};
    std::vector<std::uint16_t> ternary;
};
[[nodiscard]] const PatternGeometry& pattern_geometry();

// The features of `pos`: for each pattern instance the offset of its shape + sum of 3^j x state
// of square j (0 empty, 1 the side to move's, 2 the opponent's); then mobility_offset + the side
// to move's mobility x (kMobilityCap + 1) + the opponent's, and the same for potential mobility.
using Features = std::array<std::uint32_t, kFeatureSlots>;
void pattern_features(const Position& pos, Features& out);
// The same, given the side to move's legal moves (searches often have them already).
void pattern_features(const Position& pos, Bitboard moves, Features& out);

class PatternWeights {
  public:
    PatternWeights();

    // In hundredths of a disc, for the side to move.
    [[nodiscard]] int evaluate(const Position& pos) const;
    // The same, given the side to move's legal moves.
    [[nodiscard]] int evaluate(const Position& pos, Bitboard moves) const;

    // Weights in hundredths of a disc; set() writes a feature and its mirror reading.
    void set(int phase, std::uint32_t feature, int value);
    [[nodiscard]] int get(int phase, std::uint32_t feature) const;
    void set_bias(int phase, int value) { bias_[static_cast<std::size_t>(phase)] = value; }
    [[nodiscard]] int bias(int phase) const { return bias_[static_cast<std::size_t>(phase)]; }

    // Binary file: header, then per phase its bias and its non-zero weights (or a mark that
    // they are the phase before's).
    [[nodiscard]] static std::optional<PatternWeights> load(const std::string& path,
                                                            std::string& error);
    // The same from the file's bytes; `name` is what messages call it.
    [[nodiscard]] static std::optional<PatternWeights> parse(std::string_view data,
                                                             const std::string& name,
                                                             std::string& error);
    [[nodiscard]] bool save(const std::string& path, std::string& error) const;

  private:
    std::size_t phase_size_;
    std::vector<std::int16_t> weights_;  // phase-major
    std::array<int, kPatternPhases> bias_{};
};

// Where the project ships its weights, relative to the working directory.
inline constexpr const char* kShippedWeightsPath = "data/othello/weights.bin";

// The weights the engine uses: $PLIES_OTHELLO_WEIGHTS if set (empty: none), else those of the
// source tree the program was built from, else kShippedWeightsPath. nullptr if none loads.
[[nodiscard]] const PatternWeights* default_pattern_weights();

}  // namespace plies::othello
