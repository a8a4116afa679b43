#include "games/gomoku/threats.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace plies::gomoku {

namespace {

// The threat of four line kinds (a pattern code's digits).
PointThreat threat_of_kinds(const std::array<LineKind, kDirections>& kinds) {
    PointThreat t;
    for (const LineKind kind : kinds) {
        switch (kind) {
            case LineKind::five:
                t.five = true;
                break;
            case LineKind::overline:
                t.overline = true;
                break;
            case LineKind::double_four:
                t.fours += 2;
                break;
            case LineKind::open_four:
                ++t.fours;
                t.open_four = true;
                break;
            case LineKind::four:
                ++t.fours;
                break;
            case LineKind::open_three:
                ++t.open_threes;
                break;
            case LineKind::three:
                ++t.threes;
                break;
            case LineKind::open_two:
                ++t.open_twos;
                break;
            case LineKind::two:
                ++t.twos;
                break;
            case LineKind::none:
                break;
        }
    }
    return t;
}

}  // namespace

Shape shape_of(const PointThreat& t) {
    if (t.five) return Shape::five;
    if (t.open_four) return Shape::open_four;
    if (t.fours >= 2) return Shape::four_four;
    if (t.fours == 1 && t.open_threes >= 1) return Shape::four_three;
    if (t.open_threes >= 2) return Shape::three_three;
    if (t.fours == 1) return Shape::four;
    if (t.open_threes == 1) return Shape::open_three;
    if (t.open_twos >= 2) return Shape::two_open_twos;
    if (t.threes >= 1) return Shape::three;
    if (t.open_twos == 1) return Shape::open_two;
    if (t.twos >= 1) return Shape::two;
    return Shape::none;
}

Point five_point_after(const Board& board, Color c, Point p) {
    for (int d = 0; d < kDirections; ++d) {
        const LineKind k = board.kind(c, p, d);
        if (k < LineKind::four || k > LineKind::double_four) continue;
        const std::uint32_t bits = board.entry(c, p, d).key_points;
        return p + bit_offset(std::countr_zero(bits)) * kStep[d];
    }
    return kNoPoint;
}

FourThreat four_threat(const Board& board, Color c) {
    const PointSet& fives = board.five_points(c);
    if (fives.empty()) return {};
    const Point block = fives.first();
    if (fives.size() >= 2 || (c == Color::white && board.is_forbidden(block)))
        return {true, kNoPoint};
    return {false, block};
}

namespace {

// Per line kind, for attack (own) and defence (opponent's point). Winning shapes dominate.
constexpr int kLineValue[] = {
    0,      // none
    4,      // two
    12,     // open_two
    20,     // three
    60,     // open_three
    70,     // four
    3000,   // open_four
    3000,   // double_four
    0,      // overline
    20000,  // five
};

int shape_bonus(Shape s) {
    switch (s) {
        case Shape::four_three:
            return 1500;
        case Shape::three_three:
            return 600;
        case Shape::two_open_twos:
            return 30;
        default:
            return 0;
    }
}

// The line values, plus the crossing bonus where they are worth at least two open twos.
int side_value_of(const std::array<LineKind, kDirections>& kinds, Shape shape) {
    int value = 0;
    for (const LineKind kind : kinds) value += kLineValue[static_cast<int>(kind)];
    return value < 24 ? value : value + shape_bonus(shape);
}

// Every code's entry, in static storage (160 KB: too much for a small thread or WebAssembly
// stack), filled before main() (a constexpr table exceeds clang's constant-evaluation steps, and
// a function's static costs a guard check on every query, 12% of a search). No start-up code of
// another file queries threats.
std::array<PatternInfo, Board::kPatternCodes> pattern_table{};
const bool pattern_table_filled = [] {
    for (int code = 0; code < Board::kPatternCodes; ++code) {
        std::array<LineKind, kDirections> kinds{};
        for (int d = 0, rest = code; d < kDirections; ++d, rest /= 10)
            kinds[d] = static_cast<LineKind>(rest % 10);
        PatternInfo& info = pattern_table[code];
        info.threat = threat_of_kinds(kinds);
        info.shape = shape_of(info.threat);
        info.value = side_value_of(kinds, info.shape);
    }
    return true;
}();

int side_value(const Board& board, Color c, Point p) {
    return pattern_info(board.pattern_code(c, p)).value;
}

}  // namespace

const PatternInfo& pattern_info(int code) {
    return pattern_table[static_cast<std::size_t>(code)];
}

namespace {

// A three-three wins for either side in freestyle and standard (exact five forbids only the
// overline), and for white in renju; renju black may not play one.
bool renju_black(const Board& board, Color c) {
    return board.rule() == Rule::renju && c == Color::black;
}

}  // namespace

PointValueParts point_value_parts(const Board& board, Point p) {
    const Color me = board.side_to_move();
    PointValueParts parts;
    parts.attack = side_value(board, me, p);
    parts.defence = side_value(board, opponent(me), p);
    return parts;
}

int point_value(const Board& board, Point p) {
    return point_value_parts(board, p).score();
}

std::string_view shape_name(Shape shape) {
    static constexpr std::array<std::string_view, 12> kNames{
        "nothing", "two",         "open two",   "three",     "two open twos", "open three",
        "four",    "three-three", "four-three", "four-four", "straight four", "five"};
    return kNames[static_cast<std::size_t>(shape)];
}

int evaluate(const Board& board) {
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    int best_own = 0;
    int best_theirs = 0;
    int sum_own = 0;
    int sum_theirs = 0;
    // Points where a side makes a four-three or (freestyle / white) a three-three: each is a win
    // in a few moves unless the other side parries it, and the side to move parries first.
    int own_double = 0;
    int their_double = 0;
    int own_fours = 0;
    // Only the points the search considers: those near the stones.
    board.near_points().for_each([&](Point p) {
        const int own = side_value(board, me, p);
        const int theirs = side_value(board, opponent(me), p);
        best_own = std::max(best_own, own);
        best_theirs = std::max(best_theirs, theirs);
        // Only points where a side makes a three or better count in the sums: counting every
        // two would reward scattering stones (each new stone brings new points near it).
        sum_own += own >= 20 ? own : 0;
        sum_theirs += theirs >= 20 ? theirs : 0;
        if (own >= 1500 || theirs >= 1500) {
            const Shape mine = shape_at(board, me, p);
            const Shape other = shape_at(board, them, p);
            const bool mine_double = mine == Shape::four_three ||
                                     (mine == Shape::three_three && !renju_black(board, me));
            const bool other_double = other == Shape::four_three ||
                                      (other == Shape::three_three && !renju_black(board, them));
            if (mine_double && board.is_legal_for(me, p)) ++own_double;
            if (other_double && board.is_legal_for(them, p)) ++their_double;
        }
    });
    board.four_points(me).for_each([&](Point) { ++own_fours; });
    int threat = 0;
    if (own_double > 0) {
        threat += 6000;  // we play it first
    } else if (their_double >= 2 && own_fours == 0) {
        threat -= 6000;  // two of them: one block cannot parry both
    } else if (their_double == 1) {
        threat -= 800;
    }
    // The side to move gets to realise its best point first.
    return std::clamp(best_own * 3 / 2 - best_theirs + (sum_own - sum_theirs) / 4 + threat, -200000,
                      200000);
}

}  // namespace plies::gomoku
