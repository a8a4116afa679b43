// Renju forbidden points for black (RIF rules, as amended in 1996).
//
// A black move that makes five wins even if it also makes a forbidden shape. Otherwise it is
// forbidden when it makes an overline (six or more), two or more fours (in different lines or
// in one line, X.XXX.X), or two or more open threes. A three counts only if it is "real": some
// point would turn it into a straight four, and that point is itself not forbidden once the
// new stone stands (checked recursively; a point that makes five is never forbidden, so a three
// whose straight-four point also makes a five elsewhere is real: RIF 1996, the two realcore
// five-involved cases of tests/data/gomoku).
#include <bit>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

namespace {

struct Shapes {
    bool five = false;
    bool overline = false;
    int fours = 0;
    int open_threes = 0;
};

template <class Kinds>
Shapes shapes_of(const Kinds& kinds) {
    Shapes s;
    for (LineKind k : kinds) {
        switch (k) {
            case LineKind::five:
                s.five = true;
                break;
            case LineKind::overline:
                s.overline = true;
                break;
            case LineKind::double_four:
                s.fours += 2;
                break;
            case LineKind::four:
            case LineKind::open_four:
                s.fours += 1;
                break;
            case LineKind::open_three:
                s.open_threes += 1;
                break;
            default:
                break;
        }
    }
    return s;
}

}  // namespace

bool Board::is_forbidden(Point p) const {
    if (rule_ != Rule::renju || !on_board(p) || cells_[p] != Cell::empty) return false;
    const Shapes s = shapes_of(kinds_[index(Color::black)][p]);
    if (s.five) return false;
    if (s.overline || s.fours >= 2) return true;
    if (s.open_threes < 2) return false;
    // Two or more threes: whether they are real needs stones placed; work on a scratch copy so
    // that this stays a const query (rare: only at points with two candidate threes).
    thread_local Board scratch;
    scratch = *this;
    return scratch.forbidden_deep(p);
}

const char* Board::forbidden_reason(Point p) const {
    if (!is_forbidden(p)) return "";
    const Shapes s = shapes_of(kinds_[index(Color::black)][p]);
    if (s.overline) return "overline";
    if (s.fours >= 2) return "double four";
    return "double three";
}

bool Board::forbidden_deep(Point p) {
    const Shapes s = shapes_of(kinds_[index(Color::black)][p]);
    if (s.five) return false;
    if (s.overline || s.fours >= 2) return true;
    if (s.open_threes < 2) return false;

    // The straight-four points of each candidate three, taken before the stone is placed.
    std::array<std::uint16_t, kDirections> key_points{};
    for (int d = 0; d < kDirections; ++d) {
        if (kinds_[index(Color::black)][p][d] == LineKind::open_three)
            key_points[d] = entry(Color::black, p, d).key_points;
    }
    place_stone(p, Color::black);
    int real = 0;
    int candidates = s.open_threes;
    for (int d = 0; d < kDirections && real < 2 && real + candidates >= 2; ++d) {
        if (key_points[d] == 0) continue;
        --candidates;
        for (std::uint32_t bits = key_points[d]; bits != 0; bits &= bits - 1) {
            const Point q = p + bit_offset(std::countr_zero(bits)) * kStep[d];
            if (!forbidden_deep(q)) {
                ++real;
                break;
            }
        }
    }
    remove_stone(p);
    return real >= 2;
}

}  // namespace plies::gomoku
