#include "engine/games/gomoku_chances.hpp"

#include "core/limits.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/vcf.hpp"

namespace plies::engine::gomoku_chances {

namespace {

using gomoku::Board;
using gomoku::Color;
using gomoku::Point;

// Enough for the VCFs that arena games contain, small enough that a review of a long game
// takes seconds: a move whose VCF needs more is not counted as a start.
constexpr std::uint64_t kVcfNodes = 200'000;

// True if playing the four `p` wins by continuous fours: it cannot be blocked (two five
// points, or renju black would have to block on a forbidden point), or after the forced block
// the mover still has a VCF.
bool starts_vcf(Board& board, Point p, gomoku::VcfSolver& solver) {
    const Color mover = board.side_to_move();
    const Color defender = gomoku::opponent(mover);
    board.play(p);
    bool won = false;
    const auto& fives = board.five_points(mover);
    if (fives.size() >= 2) {
        won = true;
    } else if (fives.size() == 1) {
        const Point block = fives.first();
        if (defender == Color::black && board.is_forbidden(block)) {
            won = true;
        } else {
            board.play(block);
            core::SearchControl control(core::SearchLimits{.nodes = kVcfNodes}, nullptr);
            won = solver.solve(board, control).found;
            board.undo();
        }
    }
    board.undo();
    return won;
}

}  // namespace

std::vector<WinChance> win_chances(const Board& position,
                                   const std::function<std::string(Point)>& name_of) {
    if (position.over()) return {};
    Board board = position;
    const Color mover = board.side_to_move();
    const Color defender = gomoku::opponent(mover);
    // A defender's five point must be blocked: only a block that is itself a four can win.
    gomoku::PointSet candidates = board.four_points(mover);
    const auto& threats = board.five_points(defender);
    if (!threats.empty()) {
        gomoku::PointSet only;
        if (threats.size() == 1 && candidates.contains(threats.first()))
            only.insert(threats.first());
        candidates = only;
    }
    WinChance four_four{kFourFour, {}};
    WinChance four_three{kFourThree, {}};
    WinChance vcf{kVcf, {}};
    gomoku::VcfSolver solver(16);
    candidates.for_each([&](Point p) {
        if (!board.is_legal(p) || board.makes_five(mover, p)) return;
        if (!starts_vcf(board, p, solver)) return;
        const auto shape = gomoku::shape_at(board, mover, p);
        if (shape == gomoku::Shape::open_four || shape == gomoku::Shape::four_four)
            four_four.moves.push_back(name_of(p));
        else if (shape == gomoku::Shape::four_three)
            four_three.moves.push_back(name_of(p));
        vcf.moves.push_back(name_of(p));
    });
    std::vector<WinChance> out{std::move(four_four), std::move(four_three), std::move(vcf)};
    return out;
}

}  // namespace plies::engine::gomoku_chances
