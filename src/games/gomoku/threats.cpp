#include "games/gomoku/threats.hpp"

#include <algorithm>
#include <bit>

namespace plies::gomoku {

PointThreat threat_at(const Board& board, Color c, Point p) {
    PointThreat t;
    for (int d = 0; d < kDirections; ++d) {
        switch (board.kind(c, p, d)) {
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
                t.fours += 1;
                t.open_four = true;
                break;
            case LineKind::four:
                t.fours += 1;
                break;
            case LineKind::open_three:
                t.open_threes += 1;
                break;
            case LineKind::three:
                t.threes += 1;
                break;
            case LineKind::open_two:
                t.open_twos += 1;
                break;
            case LineKind::two:
                t.twos += 1;
                break;
            case LineKind::none:
                break;
        }
    }
    return t;
}

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

int side_value(const Board& board, Color c, Point p) {
    int value = 0;
    for (int d = 0; d < kDirections; ++d)
        value += kLineValue[static_cast<int>(board.kind(c, p, d))];
    return value + shape_bonus(shape_at(board, c, p));
}

}  // namespace

int point_value(const Board& board, Point p) {
    const Color me = board.side_to_move();
    const int attack = side_value(board, me, p);
    const int defence = side_value(board, opponent(me), p);
    // Making five beats blocking one, which beats everything else.
    return attack * 2 + defence + (attack >= 20000 ? 100000 : 0);
}

int evaluate(const Board& board) {
    const Color me = board.side_to_move();
    int best_own = 0;
    int best_theirs = 0;
    int sum_own = 0;
    int sum_theirs = 0;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p = make_point(x, y);
            // Only the points the search considers: those near the stones.
            if (!board.empty_at(p) || !board.near_stones(p)) continue;
            const int own = side_value(board, me, p);
            const int theirs = side_value(board, opponent(me), p);
            best_own = std::max(best_own, own);
            best_theirs = std::max(best_theirs, theirs);
            sum_own += own;
            sum_theirs += theirs;
        }
    }
    // The side to move gets to realise its best point first.
    return std::clamp(best_own * 2 - best_theirs + (sum_own - sum_theirs) / 8, -200000, 200000);
}

}  // namespace plies::gomoku
