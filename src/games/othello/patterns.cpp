#include "games/othello/patterns.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <set>

#include <fmt/format.h>

#include "core/data_file.hpp"

namespace plies::othello {

namespace {

struct Shape {
    const char* name;
    std::vector<std::array<int, 2>> cells;  // (row, column) of the canonical instance
};

// Canonical instances; the others are their images under the board's 8 symmetries.
std::vector<Shape> shapes() {
    auto line = [](int row0, int col0, int drow, int dcol, int n) {
        std::vector<std::array<int, 2>> cells;
        for (int i = 0; i < n; ++i) cells.push_back({row0 + i * drow, col0 + i * dcol});
        return cells;
    };
    std::vector<std::array<int, 2>> edge = line(0, 0, 0, 1, 8);
    edge.push_back({1, 1});  // the X-squares next to the edge's corners
    edge.push_back({1, 6});
    std::vector<std::array<int, 2>> corner3x3;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) corner3x3.push_back({r, c});
    std::vector<std::array<int, 2>> corner2x5;
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 5; ++c) corner2x5.push_back({r, c});
    return {
        {"edge+2X", edge},
        {"corner 3x3", corner3x3},
        {"corner 2x5", corner2x5},
        {"row 2", line(1, 0, 0, 1, 8)},
        {"row 3", line(2, 0, 0, 1, 8)},
        {"row 4", line(3, 0, 0, 1, 8)},
        {"diagonal 8", line(0, 0, 1, 1, 8)},
        {"diagonal 7", line(0, 1, 1, 1, 7)},
        {"diagonal 6", line(0, 2, 1, 1, 6)},
        {"diagonal 5", line(0, 3, 1, 1, 5)},
        {"diagonal 4", line(0, 4, 1, 1, 4)},
    };
}

// Symmetry k of the board: transpose if k & 4, then flip the rows if k & 2, the columns if k & 1.
std::array<int, 2> transform(std::array<int, 2> cell, int k) {
    if (k & 4) std::swap(cell[0], cell[1]);
    if (k & 2) cell[0] = 7 - cell[0];
    if (k & 1) cell[1] = 7 - cell[1];
    return cell;
}

int power3(int n) {
    int p = 1;
    while (n-- > 0) p *= 3;
    return p;
}

PatternGeometry make_geometry() {
    PatternGeometry g;
    const auto all = shapes();
    int instance = 0;
    int offset = 0;
    for (int s = 0; s < kPatternShapes; ++s) {
        const auto& cells = all[static_cast<std::size_t>(s)].cells;
        const int n = static_cast<int>(cells.size());
        g.shape_offset[static_cast<std::size_t>(s)] = offset;
        // Distinct images of the shape (as square sets), and its own mirror order: the first
        // symmetry that maps the square set onto itself with the squares in another order.
        std::set<std::set<int>> seen;
        std::vector<int> mirror_of(static_cast<std::size_t>(n));
        bool has_mirror = false;
        std::set<int> canonical;
        for (const auto& cell : cells) canonical.insert(cell[0] * 8 + cell[1]);
        for (int k = 0; k < 8; ++k) {
            std::vector<int> squares;
            for (const auto& cell : cells) {
                const auto t = transform(cell, k);
                squares.push_back(t[0] * 8 + t[1]);
            }
            const std::set<int> as_set(squares.begin(), squares.end());
            if (!has_mirror && as_set == canonical) {
                std::vector<int> order(static_cast<std::size_t>(n));
                for (int j = 0; j < n; ++j) {
                    const int sq = squares[static_cast<std::size_t>(j)];
                    for (int i = 0; i < n; ++i)
                        if (cells[static_cast<std::size_t>(i)][0] * 8 +
                                cells[static_cast<std::size_t>(i)][1] ==
                            sq)
                            order[static_cast<std::size_t>(j)] = i;
                }
                bool identity = true;
                for (int j = 0; j < n; ++j) identity &= order[static_cast<std::size_t>(j)] == j;
                if (!identity) {
                    has_mirror = true;
                    mirror_of = order;
                }
            }
            if (!seen.insert(as_set).second) continue;
            PatternInstance& inst = g.instances[static_cast<std::size_t>(instance++)];
            inst.shape = s;
            inst.size = n;
            std::copy(squares.begin(), squares.end(), inst.square.begin());
        }
        const int size = power3(n);
        g.mirror.resize(static_cast<std::size_t>(offset + size));
        for (int index = 0; index < size; ++index) {
            int mirrored = index;
            if (has_mirror) {
                // Square j of the canonical order sits at position mirror_of[j] of the mirror
                // reading: its digit moves there.
                mirrored = 0;
                int rest = index;
                for (int j = 0; j < n; ++j, rest /= 3)
                    mirrored += (rest % 3) * power3(mirror_of[static_cast<std::size_t>(j)]);
            }
            g.mirror[static_cast<std::size_t>(offset + index)] =
                static_cast<std::uint32_t>(offset + mirrored);
        }
        offset += size;
    }
    g.shape_offset[kPatternShapes] = offset;
    g.mobility_offset = offset;
    offset += (kMobilityCap + 1) * (kMobilityCap + 1);
    g.potential_mobility_offset = offset;
    offset += (kPotentialMobilityCap + 1) * (kPotentialMobilityCap + 1);
    g.feature_count = offset;
    for (int f = g.mobility_offset; f < offset; ++f)
        g.mirror.push_back(static_cast<std::uint32_t>(f));  // no symmetry of their own
    for (int i = 0; i < kPatternInstances; ++i) {
        const PatternInstance& inst = g.instances[static_cast<std::size_t>(i)];
        Bitboard mask = 0;
        for (int j = 0; j < inst.size; ++j) mask |= bit(inst.square[static_cast<std::size_t>(j)]);
        g.mask[static_cast<std::size_t>(i)] = mask;
        g.ternary_at[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(g.ternary.size());
        // Bit k of a gathered value is the k-th lowest square of the mask: its digit is the
        // square's place j in the instance.
        std::vector<int> digit_of_bit;
        for (Bitboard m = mask; m != 0; m &= m - 1) {
            const int sq = std::countr_zero(m);
            for (int j = 0; j < inst.size; ++j)
                if (inst.square[static_cast<std::size_t>(j)] == sq) digit_of_bit.push_back(j);
        }
        for (std::uint32_t gathered = 0; gathered < (1u << inst.size); ++gathered) {
            int index = 0;
            for (int k = 0; k < inst.size; ++k)
                if ((gathered >> k) & 1) index += power3(digit_of_bit[static_cast<std::size_t>(k)]);
            g.ternary.push_back(static_cast<std::uint16_t>(index));
        }
    }
    return g;
}

constexpr char kMagic[8] = {'P', 'L', 'O', 'T', 'H', 'P', 'A', 'T'};
// Version 1: per phase, (feature, weight) pairs of 4 + 2 bytes. Version 2, what save() writes:
// per phase the stored features' gaps, then their weights as changes from the phase before, both
// as variable-length integers (2.5x smaller, and a general compressor then finds far more: the
// WebAssembly module embeds the file and browsers download it).
constexpr std::uint32_t kVersionPairs = 1;
constexpr std::uint32_t kVersionDeltas = 2;
// A phase's weight count that says: the same weights as the phase before (phases beyond the
// training data copy the nearest trained one).
constexpr std::uint32_t kSameAsBefore = 0xFFFFFFFF;

void put_le(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
}
std::uint64_t get_le(const char* p, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])) << (8 * i);
    return value;
}

// LEB128: seven bits a byte, low first; signed values zigzag-mapped (0, -1, 1, -2, ...).
void put_varint(std::string& out, std::uint32_t value) {
    for (; value >= 0x80; value >>= 7) out.push_back(static_cast<char>((value & 0x7F) | 0x80));
    out.push_back(static_cast<char>(value));
}
void put_signed_varint(std::string& out, std::int32_t value) {
    put_varint(out, value >= 0 ? static_cast<std::uint32_t>(value) << 1
                               : (static_cast<std::uint32_t>(-(value + 1)) << 1) | 1);
}
// Reads one from data[at...], advancing `at`; nullopt when truncated or over 32 bits.
std::optional<std::uint32_t> get_varint(std::string_view data, std::size_t& at) {
    std::uint32_t value = 0;
    for (int shift = 0; shift < 35 && at < data.size(); shift += 7) {
        const auto byte = static_cast<unsigned char>(data[at++]);
        if (shift == 28 && byte > 0x0F) return std::nullopt;
        value |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
        if (!(byte & 0x80)) return value;
    }
    return std::nullopt;
}
std::int32_t zigzag_decode(std::uint32_t value) {
    return (value & 1) ? -static_cast<std::int32_t>(value >> 1) - 1
                       : static_cast<std::int32_t>(value >> 1);
}

}  // namespace

const PatternGeometry& pattern_geometry() {
    static const PatternGeometry geometry = make_geometry();
    return geometry;
}

void pattern_features(const Position& pos, Features& out) {
    pattern_features(pos, legal_moves(pos.player, pos.opponent), out);
}

void pattern_features(const Position& pos, Bitboard moves, Features& out) {
    const auto& g = pattern_geometry();
    for (std::size_t i = 0; i < kPatternInstances; ++i) {
        const std::uint16_t* t = g.ternary.data() + g.ternary_at[i];
        out[i] = static_cast<std::uint32_t>(
                     g.shape_offset[static_cast<std::size_t>(g.instances[i].shape)]) +
                 t[gather_bits(pos.player, g.mask[i])] +
                 2u * t[gather_bits(pos.opponent, g.mask[i])];
    }
    auto pair = [](int offset, int cap, int mine, int theirs) {
        return static_cast<std::uint32_t>(offset + std::min(mine, cap) * (cap + 1) +
                                          std::min(theirs, cap));
    };
    out[kPatternInstances] = pair(g.mobility_offset, kMobilityCap, std::popcount(moves),
                                  std::popcount(legal_moves(pos.opponent, pos.player)));
    const Bitboard empty = ~(pos.player | pos.opponent);
    out[kPatternInstances + 1] = pair(g.potential_mobility_offset, kPotentialMobilityCap,
                                      std::popcount(adjacent_squares(pos.opponent) & empty),
                                      std::popcount(adjacent_squares(pos.player) & empty));
}

PatternWeights::PatternWeights()
    : phase_size_(static_cast<std::size_t>(pattern_geometry().feature_count)),
      weights_(phase_size_ * kPatternPhases, 0) {}

int PatternWeights::evaluate(const Position& pos) const {
    return evaluate(pos, legal_moves(pos.player, pos.opponent));
}

int PatternWeights::evaluate(const Position& pos, Bitboard moves) const {
    Features features;
    pattern_features(pos, moves, features);
    const int phase = pattern_phase(pos.empty_count());
    const std::int16_t* w = weights_.data() + static_cast<std::size_t>(phase) * phase_size_;
    int sum = bias_[static_cast<std::size_t>(phase)];
    for (const std::uint32_t f : features) sum += w[f];
    return sum;
}

void PatternWeights::set(int phase, std::uint32_t feature, int value) {
    const auto clamped = static_cast<std::int16_t>(std::clamp(value, -32000, 32000));
    const std::size_t base = static_cast<std::size_t>(phase) * phase_size_;
    weights_[base + feature] = clamped;
    weights_[base + pattern_geometry().mirror[feature]] = clamped;
}

int PatternWeights::get(int phase, std::uint32_t feature) const {
    return weights_[static_cast<std::size_t>(phase) * phase_size_ + feature];
}

std::optional<PatternWeights> PatternWeights::load(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = fmt::format("cannot open Othello weights '{}'", path);
        return std::nullopt;
    }
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return parse(data, path, error);
}

namespace {

// A phase's `count` weights in version 1's pairs; nullptr, or what is wrong.
const char* read_pairs(std::string_view data, std::size_t& at, std::uint64_t count,
                       std::size_t phase_size, int phase, PatternWeights& weights) {
    if (at + count * 6 > data.size()) return "truncated";
    for (std::uint64_t i = 0; i < count; ++i, at += 6) {
        const auto feature = static_cast<std::uint32_t>(get_le(data.data() + at, 4));
        if (feature >= phase_size) return "feature out of range";
        weights.set(phase, feature, static_cast<std::int16_t>(get_le(data.data() + at + 4, 2)));
    }
    return nullptr;
}

// A phase's `count` weights in version 2's gaps and changes; nullptr, or what is wrong.
const char* read_deltas(std::string_view data, std::size_t& at, std::uint64_t count,
                        std::size_t phase_size, int phase, PatternWeights& weights) {
    std::vector<std::uint32_t> features(count);
    std::uint64_t next = 0;  // the lowest feature the next gap can name
    for (auto& feature : features) {
        const auto gap = get_varint(data, at);
        if (!gap) return "truncated";
        next += *gap;
        if (next >= phase_size) return "feature out of range";
        feature = static_cast<std::uint32_t>(next++);
    }
    for (const std::uint32_t feature : features) {
        const auto change = get_varint(data, at);
        if (!change) return "truncated";
        const std::int64_t before = phase > 0 ? weights.get(phase - 1, feature) : 0;
        const std::int64_t value = before + zigzag_decode(*change);
        if (value < -32000 || value > 32000) return "weight out of range";
        weights.set(phase, feature, static_cast<int>(value));
    }
    return nullptr;
}

}  // namespace

std::optional<PatternWeights> PatternWeights::parse(std::string_view data, const std::string& name,
                                                    std::string& error) {
    auto corrupt = [&](const char* what) {
        error = fmt::format("Othello weights '{}' are corrupt ({})", name, what);
        return std::nullopt;
    };
    if (data.size() < 20 || !std::equal(kMagic, kMagic + 8, data.data()))
        return corrupt("not a weights file");
    const std::uint64_t version = get_le(data.data() + 8, 4);
    if (version != kVersionPairs && version != kVersionDeltas) return corrupt("unknown version");
    // A file of the patterns alone (written before the whole-board features) leaves those at 0.
    const std::uint64_t stored_size = get_le(data.data() + 16, 4);
    const auto& geometry = pattern_geometry();
    if (get_le(data.data() + 12, 4) != kPatternPhases ||
        (stored_size != static_cast<std::uint64_t>(geometry.shape_offset[kPatternShapes]) &&
         stored_size != static_cast<std::uint64_t>(geometry.feature_count)))
        return corrupt("made for other patterns");
    PatternWeights weights;  // 10 MB: made once the header is known to be right
    std::size_t at = 20;
    for (int phase = 0; phase < kPatternPhases; ++phase) {
        if (at + 8 > data.size()) return corrupt("truncated");
        const auto bias = static_cast<std::int32_t>(get_le(data.data() + at, 4));
        // Weights are clamped to +-32000 when set; a bias kept to the same keeps the evaluation's
        // sum far from int overflow.
        if (bias < -32000 || bias > 32000) return corrupt("bias out of range");
        weights.set_bias(phase, bias);
        const std::uint64_t count = get_le(data.data() + at + 4, 4);
        at += 8;
        if (count == kSameAsBefore) {
            if (phase == 0) return corrupt("phase 0 copies nothing");
            std::copy_n(weights.weights_.begin() +
                            static_cast<std::ptrdiff_t>((phase - 1) * weights.phase_size_),
                        weights.phase_size_,
                        weights.weights_.begin() +
                            static_cast<std::ptrdiff_t>(phase * weights.phase_size_));
            continue;
        }
        if (count > stored_size) return corrupt("truncated");
        const char* wrong = version == kVersionPairs
                                ? read_pairs(data, at, count, stored_size, phase, weights)
                                : read_deltas(data, at, count, stored_size, phase, weights);
        if (wrong) return corrupt(wrong);
    }
    if (at != data.size()) return corrupt("trailing bytes");
    return weights;
}

bool PatternWeights::save(const std::string& path, std::string& error) const {
    std::string data(kMagic, 8);
    put_le(data, kVersionDeltas, 4);
    put_le(data, kPatternPhases, 4);
    put_le(data, phase_size_, 4);
    const auto& mirror = pattern_geometry().mirror;
    for (int phase = 0; phase < kPatternPhases; ++phase) {
        const auto begin = weights_.begin() + static_cast<std::ptrdiff_t>(phase * phase_size_);
        if (phase > 0 && std::equal(begin, begin + static_cast<std::ptrdiff_t>(phase_size_),
                                    begin - static_cast<std::ptrdiff_t>(phase_size_))) {
            put_le(data, static_cast<std::uint32_t>(bias(phase)), 4);
            put_le(data, kSameAsBefore, 4);
            continue;
        }
        std::vector<std::uint32_t> stored;
        for (std::uint32_t f = 0; f < phase_size_; ++f)
            if (get(phase, f) != 0 && f <= mirror[f]) stored.push_back(f);
        put_le(data, static_cast<std::uint32_t>(bias(phase)), 4);
        put_le(data, stored.size(), 4);
        std::uint32_t next = 0;
        for (const std::uint32_t f : stored) {
            put_varint(data, f - next);
            next = f + 1;
        }
        for (const std::uint32_t f : stored)
            put_signed_varint(data, get(phase, f) - (phase > 0 ? get(phase - 1, f) : 0));
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(data.data(), static_cast<std::streamsize>(data.size()))) {
        error = fmt::format("cannot write Othello weights '{}'", path);
        return false;
    }
    return true;
}

const PatternWeights* default_pattern_weights() {
#ifdef PLIES_SOURCE_WEIGHTS
    const char* source_path = PLIES_SOURCE_WEIGHTS;
#else
    const char* source_path = nullptr;
#endif
    static const std::optional<PatternWeights> weights = core::load_first(
        core::data_file_candidates("PLIES_OTHELLO_WEIGHTS", source_path, kShippedWeightsPath),
        [](const std::string& path, std::string& error) {
            return PatternWeights::load(path, error);
        });
    return weights ? &*weights : nullptr;
}

}  // namespace plies::othello
