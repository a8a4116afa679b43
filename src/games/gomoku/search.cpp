#include "games/gomoku/search.hpp"

#include <algorithm>
#include <array>
#include <span>

#include "core/score.hpp"
#include "games/gomoku/threats.hpp"

namespace plies::gomoku {

namespace {

// A sub-budget of the caller's limits: a share of the time and of the nodes.
core::SearchLimits share(const core::SearchControl& control, const core::SearchLimits& limits,
                         double fraction) {
    core::SearchLimits out;
    if (control.has_deadline()) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(control.deadline() -
                                                                                core::Clock::now());
        out.time = std::max(std::chrono::milliseconds{1},
                            std::chrono::milliseconds{static_cast<long>(left.count() * fraction)});
    }
    if (limits.nodes != 0)
        out.nodes = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(limits.nodes * fraction));
    return out;
}

}  // namespace

int candidate_moves(const Board& board, std::span<Point> out) {
    const Color me = board.side_to_move();
    const int size = board.size();
    if (board.stone_count() == 0) {
        out[0] = make_point(size / 2, size / 2);
        return 1;
    }
    std::array<Point, kMaxStones> points{};
    std::array<int, kMaxStones> values{};
    int count = 0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const Point p = make_point(x, y);
            if (!board.empty_at(p) || !board.near_stones(p)) continue;
            if (me == Color::black && board.is_forbidden(p)) continue;
            points[count] = p;
            values[count] = point_value(board, p);
            ++count;
        }
    }
    // Insertion sort by value, highest first (stable, so ties keep board order).
    for (int i = 1; i < count; ++i) {
        const Point p = points[i];
        const int v = values[i];
        int j = i;
        for (; j > 0 && values[j - 1] < v; --j) {
            points[j] = points[j - 1];
            values[j] = values[j - 1];
        }
        points[j] = p;
        values[j] = v;
    }
    const int n = std::min<int>(count, static_cast<int>(out.size()));
    std::copy_n(points.begin(), n, out.begin());
    return n;
}

MoveInfo greedy_move(const Board& board) {
    MoveInfo info;
    if (board.over()) return info;
    std::array<Point, 1> best{};
    if (candidate_moves(board, best) == 0) {
        // Every point near the stones is forbidden: any legal point will do.
        for (int y = 0; y < board.size() && info.move == kNoPoint; ++y)
            for (int x = 0; x < board.size() && info.move == kNoPoint; ++x)
                if (board.is_legal(make_point(x, y))) info.move = make_point(x, y);
    } else {
        info.move = best[0];
    }
    info.result.best_move = info.move;
    info.result.depth = 1;
    info.note = "pattern value";
    return info;
}

Engine::Engine(std::size_t table_bytes) : table_(table_bytes) {}

std::uint64_t Engine::key(const Board& board) const {
    return board.hash() ^ salt_;
}

VcfResult Engine::find_vcf(Board& board, core::SearchControl& control) {
    return vcf_.solve(board, control);
}

int Engine::alphabeta(Board& board, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (control_->should_stop(nodes_)) return 0;
    if (board.has_winner()) return core::loss_in(ply);
    if (board.full()) return 0;
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    if (!board.five_points(me).empty()) return core::win_in(ply + 1);
    Point forced = kNoPoint;
    const PointSet& threats = board.five_points(them);
    if (!threats.empty()) {
        forced = threats.first();
        if (threats.size() >= 2 || !board.is_legal_for(me, forced)) return core::loss_in(ply + 2);
    }
    if (depth <= 0 && forced == kNoPoint) return evaluate(board);

    const int alpha_start = alpha;
    Point table_move = kNoPoint;
    if (options_.use_table) {
        if (const auto* e = table_.probe(key(board)); e != nullptr) {
            if (e->has_move) table_move = e->move;
            if (e->depth >= depth) {
                const int s = core::score_from_table(e->score, ply);
                if (e->bound == core::Bound::exact) return s;
                if (e->bound == core::Bound::lower && s >= beta) return s;
                if (e->bound == core::Bound::upper && s <= alpha) return s;
            }
        }
    }

    std::array<Point, 64> moves{};
    int count = 0;
    if (forced != kNoPoint) {
        moves[count++] = forced;
    } else {
        count = candidate_moves(board, std::span<Point>(moves.data(), options_.width));
        if (count == 0) return 0;
        if (table_move != kNoPoint) {
            const auto it = std::find(moves.begin(), moves.begin() + count, table_move);
            if (it != moves.begin() + count) std::rotate(moves.begin(), it, it + 1);
        }
    }
    const int next_depth = forced != kNoPoint ? std::max(depth - 1, 0) : depth - 1;
    int best = -core::kInfinity;
    Point best_move = moves[0];
    for (int i = 0; i < count; ++i) {
        board.play(moves[i]);
        int score;
        if (i == 0) {
            score = -alphabeta(board, next_depth, -beta, -alpha, ply + 1);
        } else {
            score = -alphabeta(board, next_depth, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta)
                score = -alphabeta(board, next_depth, -beta, -alpha, ply + 1);
        }
        board.undo();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            best_move = moves[i];
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            ++cutoffs_;
            break;
        }
    }
    if (options_.use_table) {
        const core::Bound bound = best >= beta         ? core::Bound::lower
                                  : best > alpha_start ? core::Bound::exact
                                                       : core::Bound::upper;
        table_.store(key(board), core::score_to_table(best, ply), depth, bound, &best_move);
    }
    return best;
}

bool Engine::refutes_vcf(Board& board, Point move, core::SearchControl& control) {
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    board.play(move);
    bool refutes = false;
    const PointSet& fives = board.five_points(me);
    if (fives.size() >= 2) {
        refutes = true;  // our own unstoppable four
    } else if (fives.size() == 1) {
        // A four: the opponent must block it, then we have the move again. Judge it as if we
        // then passed (a conservative view: it never accepts a four that only delays the loss).
        const Point block = fives.first();
        if (them == Color::black && board.is_forbidden(block)) {
            refutes = true;
        } else {
            board.play(block);
            board.set_side_to_move(them);
            const VcfResult after = vcf_.solve(board, control);
            nodes_ += after.nodes;
            refutes = !after.found && !after.stopped;
            board.set_side_to_move(me);
            board.undo();
        }
    } else {
        const VcfResult after = vcf_.solve(board, control);
        nodes_ += after.nodes;
        refutes = !after.found && !after.stopped;
    }
    board.undo();
    return refutes;
}

Point Engine::three_then_vcf(Board& board, const Point* moves, int count,
                             core::SearchControl& control) {
    const Color me = board.side_to_move();
    std::array<Point, kMaxStones> replies{};
    for (int i = 0; i < count && !control.stopped() && !control.past_deadline(); ++i) {
        const Point move = moves[i];
        const Shape shape = shape_at(board, me, move);
        if (shape != Shape::open_three && shape != Shape::three_three) continue;
        board.play(move);
        const int reply_count = candidate_moves(board, replies);
        bool all_lose = reply_count > 0;
        for (int r = 0; r < reply_count && all_lose && !control.past_deadline(); ++r) {
            board.play(replies[r]);
            if (board.has_winner()) {
                all_lose = false;
            } else {
                const VcfResult vcf = vcf_.solve(board, control);
                nodes_ += vcf.nodes;
                all_lose = vcf.found;
            }
            board.undo();
        }
        board.undo();
        if (all_lose && !control.stopped() && !control.past_deadline()) return move;
    }
    return kNoPoint;
}

int Engine::search_root(Board& board, Point* moves, int count, int depth, Point& best) {
    int alpha = -core::kInfinity;
    const int beta = core::kInfinity;
    best = moves[0];
    for (int i = 0; i < count; ++i) {
        board.play(moves[i]);
        int score;
        if (i == 0) {
            score = -alphabeta(board, depth - 1, -beta, -alpha, 1);
        } else {
            score = -alphabeta(board, depth - 1, -alpha - 1, -alpha, 1);
            if (score > alpha) score = -alphabeta(board, depth - 1, -beta, -alpha, 1);
        }
        board.undo();
        if (control_->stopped()) return alpha;
        if (score > alpha) {
            alpha = score;
            best = moves[i];
            // Keep the best move first for the next iteration.
            std::rotate(moves, moves + i, moves + i + 1);
        }
    }
    return alpha;
}

MoveInfo Engine::best_move(Board& board, const core::SearchLimits& caller_limits,
                           const core::StopToken* stop, const SearchOptions& options) {
    options_ = options;
    core::SearchLimits limits = caller_limits;
    if (limits.unlimited() && options.max_depth == 0) limits.time = options.default_time;
    core::SearchControl control(limits, stop);
    control_ = &control;
    nodes_ = 0;
    cutoffs_ = 0;
    salt_ = 0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
            0xC2B2AE3D27D4EB4FULL * static_cast<std::uint64_t>(board.size());

    MoveInfo info;
    const auto finish = [&](Point move, std::string note) {
        info.move = move;
        info.note = std::move(note);
        info.result.best_move = move;
        if (info.result.pv.empty() && move != kNoPoint) info.result.pv.push_back(move);
        info.result.nodes += nodes_;
        info.result.cutoffs = cutoffs_;
        info.result.time = control.elapsed();
        info.result.stopped = control.stopped();
        return info;
    };
    if (board.over()) return finish(kNoPoint, "game over");
    const Color me = board.side_to_move();
    const Color them = opponent(me);

    // 1. Own five, 2. the opponent's five.
    if (!board.five_points(me).empty()) {
        info.result.score = core::win_in(1);
        info.result.exact = true;
        return finish(board.five_points(me).first(), "five");
    }
    const PointSet& threats = board.five_points(them);
    if (!threats.empty()) {
        const Point block = threats.first();
        if (board.is_legal(block)) {
            if (threats.size() >= 2) info.result.score = core::loss_in(2);
            return finish(block, threats.size() >= 2 ? "block five (lost)" : "block five");
        }
        info.result.score = core::loss_in(2);
        return finish(greedy_move(board).move, "lost: the five point is forbidden");
    }

    std::array<Point, kMaxStones> root{};
    int count = candidate_moves(board, root);
    if (count == 0) return finish(greedy_move(board).move, "no candidate near the stones");

    if (options.threat_search) {
        // 3. Own VCF.
        {
            core::SearchControl sub(share(control, limits, 0.3), stop);
            const VcfResult vcf = vcf_.solve(board, sub);
            nodes_ += vcf.nodes;
            if (vcf.found) {
                info.result.score = core::win_in(static_cast<int>(vcf.line.size()));
                info.result.exact = true;
                info.result.pv = vcf.line;
                return finish(vcf.line.front(), "VCF");
            }
        }
        // 4. The opponent's VCF if we passed: keep only the moves that refute it.
        board.set_side_to_move(them);
        core::SearchControl sub(share(control, limits, 0.15), stop);
        const VcfResult threat = vcf_.solve(board, sub);
        board.set_side_to_move(me);
        nodes_ += threat.nodes;
        if (threat.found) {
            int refuting = 0;
            for (int i = 0; i < count && !control.past_deadline(); ++i) {
                core::SearchControl check(share(control, limits, 0.05), stop);
                if (refutes_vcf(board, root[i], check)) root[refuting++] = root[i];
            }
            if (refuting == 0) {
                info.result.score = core::loss_in(static_cast<int>(threat.line.size()) + 1);
                return finish(threat.line.front() != kNoPoint && board.is_legal(threat.line.front())
                                  ? threat.line.front()
                                  : root[0],
                              "no defence against the opponent's VCF");
            }
            count = refuting;
            if (count == 1) return finish(root[0], "VCF defence (only move)");
            info.note = "VCF defence";
        }
    }

    if (count == 1) return finish(root[0], info.note.empty() ? "only candidate" : info.note);

    // 5. VCT of one three: a move making an open three after which every reply near the stones
    //    still leaves us a VCF. Skipped when we must defend against a VCF.
    if (options.threat_search && info.note.empty()) {
        core::SearchControl sub(share(control, limits, 0.3), stop);
        const Point vct = three_then_vcf(board, root.data(), count, sub);
        if (vct != kNoPoint) {
            info.result.score = core::kWinThreshold;  // proven, length unknown
            info.result.exact = true;
            return finish(vct, "VCT (three, then VCF against every reply)");
        }
    }

    // 6. Iterative-deepening PVS on the remaining time.
    Point best = root[0];
    const int max_depth =
        options.max_depth > 0 ? options.max_depth : (limits.depth > 0 ? limits.depth : 64);
    for (int depth = 1; depth <= max_depth; ++depth) {
        Point iteration_best = kNoPoint;
        const int score = search_root(board, root.data(), count, depth, iteration_best);
        if (control.stopped()) break;
        best = iteration_best;
        info.result.score = score;
        info.result.depth = depth;
        if (core::is_proven(score)) {
            info.result.exact = true;
            break;
        }
        // An iteration takes several times longer than the last: do not start one that cannot end.
        if (control.has_deadline() && control.elapsed() * 3 > limits.time) break;
    }
    return finish(best, info.note.empty() ? "search" : info.note + " + search");
}

}  // namespace plies::gomoku
