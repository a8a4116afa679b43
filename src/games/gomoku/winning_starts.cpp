#include "games/gomoku/winning_starts.hpp"

#include "core/limits.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/vcf.hpp"

namespace plies::gomoku {

namespace {

// Enough for the VCFs that arena games contain, small enough that a review of a long game
// takes seconds: a move whose VCF needs more is not counted as a start.
constexpr std::uint64_t kVcfNodes = 200'000;

// True if playing the four `p` wins by continuous fours: it cannot be blocked (two five
// points, or renju black would have to block on a forbidden point), or after the forced block
// the mover still has a VCF.
bool starts_vcf(Board& board, Point p, VcfSolver& solver) {
    const Color mover = board.side_to_move();
    board.play(p);
    const FourThreat threat = four_threat(board, mover);
    bool won = threat.unstoppable;
    if (threat.block != kNoPoint) {
        board.play(threat.block);
        core::SearchControl control(core::SearchLimits{.nodes = kVcfNodes}, nullptr);
        won = solver.solve(board, control).found;
        board.undo();
    }
    board.undo();
    return won;
}

}  // namespace

WinningStarts winning_starts(const Board& position) {
    WinningStarts out;
    if (position.over()) return out;
    Board board = position;
    const Color mover = board.side_to_move();
    const Color defender = opponent(mover);
    // A defender's five point must be blocked: only a block that is itself a four can win.
    PointSet candidates = board.four_points(mover);
    const auto& threats = board.five_points(defender);
    if (!threats.empty()) {
        PointSet only;
        if (threats.size() == 1 && candidates.contains(threats.first()))
            only.insert(threats.first());
        candidates = only;
    }
    VcfSolver solver(16);
    candidates.for_each([&](Point p) {
        if (!board.is_legal(p) || board.makes_five(mover, p)) return;
        if (!starts_vcf(board, p, solver)) return;
        const auto shape = shape_at(board, mover, p);
        if (shape == Shape::open_four || shape == Shape::four_four)
            out.four_four.push_back(p);
        else if (shape == Shape::four_three)
            out.four_three.push_back(p);
        out.vcf.push_back(p);
    });
    return out;
}

}  // namespace plies::gomoku
