#include "games/gomoku/vct.hpp"

#include <algorithm>
#include <array>

#include "games/gomoku/threats.hpp"

namespace plies::gomoku {

namespace {

// VCF sub-searches look this many fours deep: far beyond any VCF on a real board, and the
// solver's failure table makes repeated questions cheap.
constexpr int kSubVcfFours = 24;
constexpr int kMaxThreatMoves = 20;

bool four_kind(LineKind k) {
    return k >= LineKind::four && k <= LineKind::double_four;
}

}  // namespace

bool winning_four(const Board& board, Color c, Point p) {
    const PointThreat t = threat_at(board, c, p);
    if (t.five || !(t.open_four || t.fours >= 2)) return false;
    return board.is_legal_for(c, p);
}

bool has_winning_four(const Board& board, Color c) {
    bool found = false;
    board.four_points(c).for_each([&](Point q) { found = found || winning_four(board, c, q); });
    return found;
}

bool has_winning_four_three(const Board& board, Color c) {
    const Color them = opponent(c);
    if (!board.five_points(them).empty() || !board.four_points(them).empty()) return false;
    if (board.rule() == Rule::renju && c == Color::black) return false;
    bool found = false;
    board.four_points(c).for_each([&](Point q) {
        found = found || (shape_at(board, c, q) == Shape::four_three && board.is_legal_for(c, q));
    });
    return found;
}

VctSolver::VctSolver(int table_bits) : mask_((std::uint64_t{1} << table_bits) - 1) {}

int VctSolver::defence_points(const Board& board, Color attacker, Point* out, int capacity) {
    const Color defender = opponent(attacker);
    PointSet set;
    board.four_points(attacker).for_each([&](Point q) {
        if (!winning_four(board, attacker, q)) return;
        if (board.is_legal_for(defender, q)) set.insert(q);
        for (int d = 0; d < kDirections; ++d) {
            if (!four_kind(board.kind(attacker, q, d))) continue;
            for (int k = -5; k <= 5; ++k) {
                const Point r = q + k * kStep[d];
                if (k != 0 && board.is_legal_for(defender, r)) set.insert(r);
            }
        }
    });
    // Counter-fours: they gain a tempo and may land on a defence point.
    board.four_points(defender).for_each([&](Point q) {
        if (board.is_legal_for(defender, q)) set.insert(q);
    });
    int count = 0;
    set.for_each([&](Point p) {
        if (count < capacity) out[count++] = p;
    });
    return count;
}

bool VctSolver::out_of_budget() {
    // The node count jumps by whole VCF sub-searches, so it cannot drive the control's clock
    // schedule: should_stop(0) reads the token and the clock on every call (a VCT node costs
    // far more than a clock read).
    if (stopped_) return true;
    if ((node_limit_ != 0 && nodes_ >= node_limit_) || control_->should_stop(0)) stopped_ = true;
    return stopped_;
}

bool VctSolver::vcf_for_side_to_move(Board& board) {
    core::SearchLimits limits;
    if (node_limit_ != 0) limits.nodes = node_limit_ > nodes_ ? node_limit_ - nodes_ : 1;
    if (control_->has_deadline()) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            control_->deadline() - core::Clock::now());
        limits.time = std::max(std::chrono::milliseconds{1}, left);
    }
    core::SearchControl sub(limits, nullptr);
    const VcfResult r = vcf_->solve(board, sub, kSubVcfFours);
    nodes_ += r.nodes;
    if (r.stopped) stopped_ = true;
    return r.found;
}

int VctSolver::threat_moves(const Board& board, Point* out, int capacity) const {
    const Color a = board.side_to_move();
    std::array<Point, kMaxStones> points{};
    std::array<int, kMaxStones> values{};
    int count = 0;
    board.near_points().for_each([&](Point p) {
        int threes = 0;
        int fours = 0;
        for (int d = 0; d < kDirections; ++d) {
            const LineKind k = board.kind(a, p, d);
            threes += k == LineKind::open_three ? 1 : 0;
            fours += four_kind(k) ? 1 : 0;
        }
        if (threes + fours == 0) return;
        if (a == Color::black && board.is_forbidden(p)) return;
        points[count] = p;
        values[count] = 4 * fours + 3 * threes + point_value(board, p) / 64;
        ++count;
    });
    std::array<int, kMaxStones> order{};
    for (int i = 0; i < count; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.begin() + count,
                     [&](int l, int r) { return values[l] > values[r]; });
    const int n = std::min(count, capacity);
    for (int i = 0; i < n; ++i) out[i] = points[order[i]];
    return n;
}

VctResult VctSolver::solve(Board& board, VcfSolver& vcf, core::SearchControl& control,
                           int max_depth, std::uint64_t node_limit) {
    if (table_.empty()) table_.resize(mask_ + 1);
    vcf_ = &vcf;
    control_ = &control;
    nodes_ = 0;
    node_limit_ = node_limit;
    stopped_ = false;
    attacker_ = board.side_to_move();
    salt_ = 0x2545F4914F6CDD1DULL * (static_cast<std::uint64_t>(board.rule()) + 3) +
            0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(board.size());
    VctResult result;
    if (board.over()) return result;
    std::array<Point, kMaxThreatMoves> moves{};
    for (int depth = 1; depth <= max_depth && !result.found; ++depth) {
        // The root: the same as attack(), but it keeps the winning move.
        if (!board.five_points(attacker_).empty()) {
            result.found = true;
            result.move = board.five_points(attacker_).first();
            break;
        }
        if (!board.five_points(opponent(attacker_)).empty()) break;  // not our business here
        if (depth == 1) {
            core::SearchLimits limits;
            limits.nodes = node_limit;
            core::SearchControl sub(limits, nullptr);
            const VcfResult r = vcf.solve(board, sub, kSubVcfFours);
            nodes_ += r.nodes;
            if (r.found) {
                result.found = true;
                result.move = r.line.front();
                break;
            }
        }
        const int count = threat_moves(board, moves.data(), kMaxThreatMoves);
        for (int i = 0; i < count && !result.found; ++i) {
            board.play(moves[i]);
            const bool win = defend(board, depth - 1);
            board.undo();
            if (stopped_) break;
            if (win) {
                result.found = true;
                result.move = moves[i];
                result.depth = depth;
            }
        }
        if (stopped_) break;
    }
    result.nodes = nodes_;
    result.stopped = !result.found && stopped_;
    return result;
}

bool VctSolver::attack(Board& board, int depth) {
    ++nodes_;
    if (out_of_budget()) return false;
    const Color a = attacker_;
    const Color d = opponent(a);
    if (!board.five_points(a).empty()) return true;
    const PointSet& threats = board.five_points(d);
    if (!threats.empty()) {
        // A counter-four: block it (no depth spent, the move is forced), then the defender is on
        // move again and must still answer whatever we threaten.
        const Point block = threats.first();
        if (threats.size() >= 2 || !board.is_legal_for(a, block)) return false;
        board.play(block);
        const bool win = defend(board, depth);
        board.undo();
        return win;
    }
    const std::uint64_t key = board.hash() ^ salt_;
    const FailEntry& e = table_[key & mask_];
    if (e.key == key && e.depth >= depth) return false;
    if (vcf_for_side_to_move(board)) return true;
    if (depth <= 0 || stopped_) return false;

    std::array<Point, kMaxThreatMoves> moves{};
    const int count = threat_moves(board, moves.data(), kMaxThreatMoves);
    for (int i = 0; i < count; ++i) {
        board.play(moves[i]);
        const bool win = defend(board, depth - 1);
        board.undo();
        if (stopped_) return false;
        if (win) return true;
    }
    if (stopped_) return false;
    FailEntry& slot = table_[key & mask_];
    if (slot.key != key || slot.depth < depth) slot = {key, depth};
    return false;
}

bool VctSolver::defend(Board& board, int depth) {
    ++nodes_;
    if (out_of_budget()) return false;
    const Color a = attacker_;
    const Color d = opponent(a);
    if (!board.five_points(d).empty()) return false;
    const PointSet& fives = board.five_points(a);
    if (fives.size() >= 2) return true;
    if (fives.size() == 1) {
        const Point block = fives.first();
        if (d == Color::black && board.is_forbidden(block)) return true;
        board.play(block);
        const bool win = attack(board, depth);
        board.undo();
        return win;
    }
    // No four: the attacker's last move must leave a straight or double four to play next.
    bool threat = false;
    board.four_points(a).for_each([&](Point q) { threat = threat || winning_four(board, a, q); });
    if (!threat) return false;
    // The defender may ignore a three when it wins first by fours.
    if (vcf_for_side_to_move(board)) return false;
    std::array<Point, kMaxStones> replies{};
    const int count = defence_points(board, a, replies.data(), kMaxStones);
    for (int i = 0; i < count; ++i) {
        board.play(replies[i]);
        // The attacker still has a straight or double four to play, and the defender made no
        // four: the defender cannot make five first, so the attacker wins.
        bool win = false;
        if (quick_refutation_ && board.five_points(d).empty()) {
            board.four_points(a).for_each([&](Point q) { win = win || winning_four(board, a, q); });
            if (win) ++nodes_;
        }
        if (!win) win = attack(board, depth);
        board.undo();
        if (!win || stopped_) return false;
    }
    return true;
}

}  // namespace plies::gomoku
