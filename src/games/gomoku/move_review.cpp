#include "games/gomoku/move_review.hpp"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

#include "games/gomoku/threats.hpp"

namespace plies::gomoku {

namespace {

// True when q holds a stone of c, or is p, where c is about to play.
bool own_or_played(const Board& board, Color c, Point p, Point q) {
    return q == p || board.at(q) == cell_of(c);
}

// True when the key point q (five point of a four, straight-four point of a three) lies between
// stones of c, p counted as one: the shape has a gap there.
bool between_stones(const Board& board, Color c, Point p, Point q, int step) {
    return own_or_played(board, c, p, q - step) && own_or_played(board, c, p, q + step);
}

// The first direction in which c makes `kind` at p, or -1.
int direction_of(const Board& board, Color c, Point p, LineKind kind) {
    for (int d = 0; d < kDirections; ++d)
        if (board.kind(c, p, d) == kind) return d;
    return -1;
}

template <class F>
void for_each_legal_four_point(const Board& board, Color c, F&& f) {
    board.four_points(c).for_each([&](Point p) {
        if (board.is_legal_for(c, p)) f(p);
    });
}

bool has_four_three(const Board& board, Color c) {
    bool found = false;
    for_each_legal_four_point(
        board, c, [&](Point p) { found = found || shape_at(board, c, p) == Shape::four_three; });
    return found;
}

// A straight four, a four-four or a four-three: a win the opponent cannot parry with one move.
bool has_winning_shape(const Board& board, Color c) {
    bool found = false;
    for_each_legal_four_point(board, c, [&](Point p) {
        const Shape s = shape_at(board, c, p);
        found = found || s == Shape::open_four || s == Shape::four_four || s == Shape::four_three;
    });
    return found;
}

// Where c can make a straight four: the open threes c has on the board.
struct OpenThrees {
    int points = 0;
    bool lone = true;  // every straight-four point lies on one line within a three's reach
    Gap gap = Gap::solid;
};

// A point's place along direction d and the line it lies on, as (line, place).
std::pair<int, int> line_place(Point p, int d) {
    const int x = point_x(p);
    const int y = point_y(p);
    switch (d) {
        case 0:
            return {y, x};
        case 1:
            return {x, y};
        case 2:
            return {x - y, x};
        default:
            return {x + y, y};
    }
}

OpenThrees open_threes(const Board& board, Color c) {
    constexpr int kThreeReach = 5;  // a three's straight-four points lie within five cells
    OpenThrees threes;
    int direction = -1;
    int line = 0;
    int low = 0;
    int high = 0;
    for_each_legal_four_point(board, c, [&](Point p) {
        for (int d = 0; d < kDirections; ++d) {
            if (board.kind(c, p, d) != LineKind::open_four) continue;
            const auto [on_line, place] = line_place(p, d);
            if (threes.points++ == 0) {
                direction = d;
                line = on_line;
                low = high = place;
            }
            low = std::min(low, place);
            high = std::max(high, place);
            if (d != direction || on_line != line || high - low > kThreeReach) threes.lone = false;
            // An existing three: its straight-four point p is split when stones stand on both
            // sides of it (p itself is empty, so own_or_played reads only the stones).
            if (between_stones(board, c, kNoPoint, p, kStep[d])) threes.gap = Gap::split;
        }
    });
    return threes;
}

void judge_own_four_three(const Board& board, Point move, MoveSituations& out) {
    const Color me = board.side_to_move();
    for_each_legal_four_point(board, me, [&](Point p) {
        if (shape_at(board, me, p) != Shape::four_three) return;
        const int d = direction_of(board, me, p, LineKind::four);
        Situation& s = out.four_three[static_cast<int>(gap_at(board, me, p, d))];
        s.moment = true;
        s.met = s.met || p == move;
    });
}

// The opponent's threat is judged after the move; a four that leaves it is no moment yet.
void judge_blocks(const Board& board, Point move, MoveSituations& out) {
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    Board after = board;
    after.play(move);
    const bool counter_four = board.four_points(me).contains(move);
    if (has_four_three(board, them)) {
        const bool blocked = !has_four_three(after, them);
        out.block_four_three = {blocked || !counter_four, blocked};
        return;
    }
    const OpenThrees threes = open_threes(board, them);
    if (threes.points == 0 || !threes.lone) return;
    const bool blocked = open_threes(after, them).points == 0;
    out.block_three[static_cast<int>(threes.gap)] = {blocked || !counter_four, blocked};
}

}  // namespace

Gap gap_at(const Board& board, Color c, Point p, int direction) {
    const int step = kStep[direction];
    for (std::uint32_t bits = board.entry(c, p, direction).key_points; bits != 0;
         bits &= bits - 1) {
        const Point q = p + bit_offset(std::countr_zero(bits)) * step;
        if (between_stones(board, c, p, q, step)) return Gap::split;
    }
    return Gap::solid;
}

MoveSituations review_move(const Board& board, Point move) {
    MoveSituations out;
    const Color me = board.side_to_move();
    if (board.over() || !board.five_points(me).empty() || !board.five_points(opponent(me)).empty())
        return out;
    if (!has_winning_shape(board, me)) {
        judge_blocks(board, move, out);
        return out;
    }
    // Fours and four-fours need no count: the report measured the four-three.
    bool stronger = false;
    for_each_legal_four_point(board, me, [&](Point p) {
        const Shape s = shape_at(board, me, p);
        stronger = stronger || s == Shape::open_four || s == Shape::four_four;
    });
    if (!stronger) judge_own_four_three(board, move, out);
    return out;
}

namespace {

// One move of a finished game, as it was played.
struct PlayedMove {
    Shape shape = Shape::none;
    Gap three = Gap::solid;     // of a four-three
    bool blocked_five = false;  // it stopped the opponent's five
};

PlayedMove played_move(const Board& before, Point p) {
    const Color mover = before.side_to_move();
    PlayedMove m;
    m.shape = shape_at(before, mover, p);
    m.blocked_five = before.five_points(opponent(mover)).contains(p);
    if (m.shape == Shape::four_three)
        m.three = gap_at(before, mover, p, direction_of(before, mover, p, LineKind::open_three));
    return m;
}

// The winner's five points before the loser's last move, and whether the loser could block.
WinShape unblocked_four(const Board& before_last_block, Color winner) {
    const PointSet& fives = before_last_block.five_points(winner);
    if (fives.size() != 1) return WinShape::none;
    const Color loser = opponent(winner);
    return before_last_block.is_legal_for(loser, fives.first()) ? WinShape::four_not_blocked
                                                                : WinShape::forbidden_block;
}

// moves[0] is the five, moves[1] the loser's last move, moves[2] the winner's move before...
WinShape decisive_shape(const std::vector<PlayedMove>& moves) {
    std::size_t decisive = 2;
    WinShape shape = WinShape::none;
    if (moves[2].shape == Shape::four_four) {
        shape = WinShape::four_four;
    } else if (moves[2].shape == Shape::open_four) {
        shape = WinShape::straight_four;
        // The three of a four-three becomes the straight four once the four is blocked; blocks
        // of the loser's counter-fours may come between.
        std::size_t i = 4;
        while (i < moves.size() && moves[i].blocked_five) i += 2;
        if (i < moves.size() && moves[i].shape == Shape::four_three) {
            decisive = i;
            shape = moves[i].three == Gap::split ? WinShape::four_three_split
                                                 : WinShape::four_three_solid;
        }
    } else {
        return WinShape::four_not_blocked;  // a four left from before
    }
    const std::size_t before = decisive + 2;
    if (before < moves.size() && moves[before].shape == Shape::four) return WinShape::vcf;
    return shape;
}

}  // namespace

WinShape how_won(const Board& final_position) {
    if (!final_position.has_winner()) return WinShape::none;
    const Color winner = final_position.winner();
    Board board = final_position;
    std::vector<PlayedMove> moves;  // the last move first
    WinShape unblocked = WinShape::none;
    while (board.move_count() > 0) {
        const Point p = board.last_move();
        board.undo();
        if (moves.size() == 1) unblocked = unblocked_four(board, winner);
        moves.push_back(played_move(board, p));
    }
    if (moves.size() < 2) return WinShape::none;
    if (unblocked != WinShape::none) return unblocked;
    if (moves.size() < 3) return WinShape::none;
    return decisive_shape(moves);
}

}  // namespace plies::gomoku
