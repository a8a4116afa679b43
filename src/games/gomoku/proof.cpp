#include "games/gomoku/proof.hpp"

#include <vector>

#include "core/limits.hpp"
#include "games/gomoku/vcf.hpp"
#include "games/gomoku/vct.hpp"

namespace plies::gomoku {

namespace {

class Prover {
  public:
    explicit Prover(const ProofBudget& budget) : budget_(budget), vcf_(16), vct_(14) {}

    // The side to move wins by force (within the budget).
    bool wins(Board& board) {
        const Color me = board.side_to_move();
        if (board.over()) return board.has_winner() && board.winner() == me;
        if (legal_five(board, me)) return true;
        core::SearchControl vcf_control(core::SearchLimits{.nodes = budget_.vcf_nodes}, nullptr);
        if (vcf_.solve(board, vcf_control).found) return true;
        // The opponent's five point must be blocked first: the VCF search handles that case
        // (only a blocking four), a VCT has nothing more to offer there.
        if (!board.five_points(opponent(me)).empty()) return false;
        core::SearchControl vct_control(core::SearchLimits{.nodes = budget_.vct_nodes}, nullptr);
        return vct_.solve(board, vcf_, vct_control, budget_.vct_depth, budget_.vct_nodes).found;
    }

    // The side to move loses whatever it plays (within the budget).
    bool lost(Board& board, int counter_fours) {
        const Color me = board.side_to_move();
        const Color them = opponent(me);
        if (board.over()) return board.has_winner() && board.winner() == them;
        if (legal_five(board, me)) return false;
        const PointSet& threats = board.five_points(them);
        if (threats.size() >= 2) return true;
        if (threats.size() == 1) {
            const Point block = threats.first();
            if (!board.is_legal(block)) return true;  // renju: black may not block there
            return lost_after(board, block, counter_fours);
        }
        // Nothing to block: a reply must stop a threat the opponent has even if we passed.
        board.pass();
        const bool threatened = wins(board);
        board.pass();
        if (!threatened) return false;
        // The likely defences first (our fours, the points on the lines of its threats): a
        // reply that refutes the threat ends the check.
        std::vector<Point> replies(kCells);
        replies.resize(static_cast<std::size_t>(
            VctSolver::defence_points(board, them, replies.data(), kCells)));
        std::vector<bool> listed(kCells, false);
        for (const Point p : replies) listed[static_cast<std::size_t>(p)] = true;
        for (int p = 0; p < kCells; ++p)
            if (!listed[static_cast<std::size_t>(p)] && board.on_board(p)) replies.push_back(p);
        std::erase_if(replies, [&](Point p) { return !board.is_legal(p); });
        for (const Point p : replies)
            if (!lost_after(board, p, counter_fours)) return false;
        return !replies.empty();
    }

  private:
    static bool legal_five(const Board& board, Color c) {
        bool found = false;
        board.five_points(c).for_each([&](Point p) { found = found || board.is_legal_for(c, p); });
        return found;
    }

    // After our reply p, the opponent still wins by force.
    bool lost_after(Board& board, Point p, int counter_fours) {
        const Color me = board.side_to_move();
        board.play(p);
        bool result = false;
        if (board.has_winner()) {
            result = false;
        } else if (!board.five_points(me).empty() && counter_fours > 0) {
            // Our reply made a four: the opponent must answer it (or make five), then we are to
            // move again, maybe lost, maybe not.
            const Color them = board.side_to_move();
            if (legal_five(board, them)) {
                result = true;
            } else if (board.five_points(me).size() >= 2) {
                result = false;
            } else {
                const Point block = board.five_points(me).first();
                if (!board.is_legal(block)) {
                    result = false;
                } else {
                    board.play(block);
                    result = lost(board, counter_fours - 1);
                    board.undo();
                }
            }
        } else {
            result = wins(board);
        }
        board.undo();
        return result;
    }

    ProofBudget budget_;
    VcfSolver vcf_;
    VctSolver vct_;
};

}  // namespace

bool side_to_move_wins(const Board& position, const ProofBudget& budget) {
    Board board = position;
    Prover prover(budget);
    return prover.wins(board);
}

bool side_to_move_lost(const Board& position, const ProofBudget& budget) {
    Board board = position;
    Prover prover(budget);
    return prover.lost(board, budget.counter_fours);
}

}  // namespace plies::gomoku
