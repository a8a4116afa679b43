#include "games/gomoku/vcf.hpp"

#include <array>

#include "games/gomoku/threats.hpp"

namespace plies::gomoku {

VcfSolver::VcfSolver(int table_bits) : mask_((std::uint64_t{1} << table_bits) - 1) {}

void VcfSolver::clear() {
    if (table_.empty()) {
        table_.resize(mask_ + 1);
    } else {
        std::fill(table_.begin(), table_.end(), FailEntry{});
    }
}

bool VcfSolver::known_failure(std::uint64_t key, int depth) const {
    const FailEntry& e = table_[key & mask_];
    return e.key == key && e.depth >= depth;
}

void VcfSolver::store_failure(std::uint64_t key, int depth) {
    FailEntry& e = table_[key & mask_];
    if (e.key == key && e.depth >= depth) return;
    e.key = key;
    e.depth = depth;
}

VcfResult VcfSolver::solve(Board& board, core::SearchControl& control, int max_fours) {
    if (table_.empty()) {
        // Allocated on first use, so that players that never search threats do not pay for it.
        table_.resize(mask_ + 1);
        stack_.reserve(2 * kMaxStones);
        line_.reserve(2 * kMaxStones);
    }
    control_ = &control;
    nodes_ = 0;
    attacker_ = board.side_to_move();
    // The same stones can hold a VCF under one rule or board size and not another.
    rule_salt_ = 0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
                 0xC2B2AE3D27D4EB4FULL * static_cast<std::uint64_t>(board.size());
    stack_.clear();
    line_.clear();
    VcfResult result;
    if (!board.over()) result.found = attack(board, max_fours);
    result.line = line_;
    result.nodes = nodes_;
    result.stopped = !result.found && control.stopped();
    return result;
}

bool VcfSolver::attack(Board& board, int depth) {
    ++nodes_;
    if (control_->should_stop(nodes_)) return false;
    const Color a = attacker_;
    const Color d = opponent(a);
    if (!board.five_points(a).empty()) {
        stack_.push_back(board.five_points(a).first());
        line_ = stack_;
        stack_.pop_back();
        return true;
    }
    if (depth <= 0) return false;
    const std::uint64_t key = board.hash() ^ rule_salt_;
    if (known_failure(key, depth)) return false;

    bool won = false;
    const PointSet& threats = board.five_points(d);
    if (!threats.empty()) {
        // The defender threatens five: the only move is to block it, and only a block that is
        // itself a four keeps the attack going.
        const Point block = threats.first();
        if (threats.size() == 1 && board.four_points(a).contains(block) &&
            board.is_legal_for(a, block)) {
            won = try_four(board, block, depth);
        }
    } else {
        // Copy: the board's set changes as moves are tried.
        const PointSet fours = board.four_points(a);
        std::array<Point, 128> moves{};
        int count = 0;
        fours.for_each([&](Point p) {
            if (count < static_cast<int>(moves.size())) moves[count++] = p;
        });
        for (int i = 0; i < count && !won; ++i) {
            const Point p = moves[i];
            if (a == Color::black && board.is_forbidden(p)) continue;
            won = try_four(board, p, depth);
            if (control_->stopped()) return false;
        }
    }
    if (!won && !control_->stopped()) store_failure(key, depth);
    return won;
}

bool VcfSolver::try_four(Board& board, Point p, int depth) {
    const Color a = attacker_;
    board.play(p);
    stack_.push_back(p);
    const FourThreat threat = four_threat(board, a);
    bool won = threat.unstoppable;
    if (threat.block != kNoPoint) {
        board.play(threat.block);
        stack_.push_back(threat.block);
        won = attack(board, depth - 1);
        stack_.pop_back();
        board.undo();
    }
    if (won && line_.empty()) line_ = stack_;
    stack_.pop_back();
    board.undo();
    return won;
}

}  // namespace plies::gomoku
