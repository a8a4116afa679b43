#include "games/gomoku/original.hpp"

#include <vector>

namespace plies::gomoku {

namespace {

// The report's constants (its ai.ts, linePotential).
constexpr int kWindow = 5;
constexpr int kStreakWeight = 120;
constexpr int kFourBonus = 50'000;
constexpr int kBlockedDivisor = 8;

// The point to play from `points` by the report's order: its only winning check is a five; the
// same check for the opponent is its block.
Point first_legal(const Board& board, const PointSet& points) {
    Point found = kNoPoint;
    points.for_each([&](Point p) {
        if (found == kNoPoint && board.is_legal(p)) found = p;
    });
    return found;
}

}  // namespace

int forward_line_score(const Board& board, Point p, int direction, Color c) {
    const int step = kStep[direction];
    const Cell own = cell_of(c);
    const Cell behind = board.at(p - step);
    const bool blocked_near = behind != Cell::empty && behind != Cell::wall && behind != own;
    int streak = 0;
    for (int k = 0; k < kWindow; ++k) {
        const Cell v = board.at(p + k * step);
        if (v == Cell::wall) break;
        if (v == own) {
            ++streak;
        } else if (v != Cell::empty) {
            break;
        }
    }
    int score = streak * streak * kStreakWeight;
    if (streak >= 4) score += kFourBonus;
    if (blocked_near && streak >= 4) score /= kBlockedDivisor;
    return score;
}

int forward_point_score(const Board& board, Point p, Color c) {
    int score = 0;
    for (int d = 0; d < kDirections; ++d) score += forward_line_score(board, p, d, c);
    return score;
}

Point original_move(const Board& board, core::Rng* rng) {
    if (board.over()) return kNoPoint;
    const Color me = board.side_to_move();
    if (const Point win = first_legal(board, board.five_points(me)); win != kNoPoint) return win;
    if (const Point block = first_legal(board, board.five_points(opponent(me))); block != kNoPoint)
        return block;
    std::vector<Point> best;
    int best_score = -1;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p = make_point(x, y);
            if (!board.is_legal(p)) continue;
            const int score =
                forward_point_score(board, p, me) + forward_point_score(board, p, opponent(me));
            if (score > best_score) {
                best_score = score;
                best.clear();
            }
            if (score == best_score) best.push_back(p);
        }
    }
    if (best.empty()) return kNoPoint;
    return rng != nullptr ? best[rng->below(best.size())] : best.front();
}

}  // namespace plies::gomoku
