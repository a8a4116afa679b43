#include "games/gomoku/search.hpp"

#include <algorithm>
#include <array>
#include <span>

#include <fmt/format.h>

#include "core/score.hpp"
#include "games/gomoku/eval_model.hpp"
#include "games/gomoku/search_node.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/vct.hpp"

namespace plies::gomoku {

std::string score_text(const MoveInfo& info) {
    const auto& result = info.result;
    if (info.note == "VCT") return "win (VCT)";
    if (core::is_proven(result.score)) {
        const int plies = core::plies_to_end(result.score);
        return fmt::format("{} in {}", result.score > 0 ? "win" : "loss", plies);
    }
    const bool defence = info.note.find("defence") != std::string::npos;
    if (defence && info.note.find("search") == std::string::npos) return "defence";
    // The one point that stops the opponent's five: no search judged it (arena records showed
    // these as "+0", an even position, in games the engine was winning or losing).
    if (info.note == "block five") return "forced";
    return fmt::format("{:+}", result.score);
}

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

// True when c has a legal point that makes two open threes: a win in three moves unless the
// other side parries with fours.
bool has_three_three(const Board& board, Color c) {
    bool found = false;
    board.near_points().for_each([&](Point p) {
        if (found) return;
        int threes = 0;
        for (int d = 0; d < kDirections; ++d) threes += board.kind(c, p, d) == LineKind::open_three;
        found = threes >= 2 && board.is_legal_for(c, p);
    });
    return found;
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
    board.near_points().for_each([&](Point p) {
        if (me == Color::black && board.rule() == Rule::renju && board.is_forbidden(p)) return;
        points[count] = p;
        values[count] = point_value(board, p);
        ++count;
    });
    // The best out.size() by value, highest first; ties keep board order (stable).
    const int n = std::min<int>(count, static_cast<int>(out.size()));
    for (int i = 0; i < n; ++i) {
        int best = i;
        for (int j = i + 1; j < count; ++j)
            if (values[j] > values[best]) best = j;
        if (best != i) {
            const Point p = points[best];
            const int v = values[best];
            for (int j = best; j > i; --j) {
                points[j] = points[j - 1];
                values[j] = values[j - 1];
            }
            points[i] = p;
            values[i] = v;
        }
    }
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

int Engine::node_moves(Board& board, Point* moves, int capacity, Point table_move, bool threatened,
                       bool& lost, bool& truncated) {
    const Color them = opponent(board.side_to_move());
    int count = 0;
    if (threatened) {
        // The opponent threatens a straight or double four: only its defences and our
        // counter-fours can help. Ordered by point value.
        std::array<Point, kMaxStones> defences{};
        const int n = VctSolver::defence_points(board, them, defences.data(), kMaxStones);
        std::array<int, kMaxStones> values{};
        for (int i = 0; i < n; ++i) values[i] = point_value(board, defences[i]);
        for (int i = 0; i < n; ++i) {
            int best = i;
            for (int j = i + 1; j < n; ++j)
                if (values[j] > values[best]) best = j;
            std::swap(values[i], values[best]);
            std::swap(defences[i], defences[best]);
        }
        const int defence_capacity =
            options_.version >= 4 ? std::max(capacity, search_node::kDefenceWidth) : capacity;
        count = std::min(n, defence_capacity);
        std::copy_n(defences.begin(), count, moves);
        lost = count == 0;
        truncated = n > count;
    } else {
        count = candidate_moves(board, std::span<Point>(moves, capacity));
        truncated = board.near_points().size() > count;
    }
    if (table_move != kNoPoint) {
        Point* end = moves + count;
        Point* it = std::find(moves, end, table_move);
        if (it != end) std::rotate(moves, it, it + 1);
    }
    return count;
}

int Engine::static_evaluation(const Board& board) const {
    if (options_.version < 3) return evaluate(board);
    const EvalGeneration generation = options_.version >= 9   ? EvalGeneration::vs_rapfi_2
                                      : options_.version >= 8 ? EvalGeneration::vs_rapfi
                                                              : EvalGeneration::self_play;
    return trained_evaluate(board, generation);
}

Engine::Refutation Engine::refutes(Board& board, Point move, int vct_depth,
                                   core::SearchControl& control, std::uint64_t nodes,
                                   int counter_fours, bool no_three_three) {
    const Color me = board.side_to_move();
    board.play(move);
    const FourThreat four = four_threat(board, me);
    if (!four.unstoppable && (four.block == kNoPoint || counter_fours == 0)) {
        board.undo();
        return refutes_once(board, move, vct_depth, control, nodes, no_three_three);
    }
    // Our own unstoppable four refutes.
    Refutation verdict = four.unstoppable ? Refutation::refutes : Refutation::loses;
    if (!four.unstoppable) {
        // A counter-four: the opponent must block it, then we move again and need a move that
        // refutes (the four may have broken one threat, the next move parries the other).
        board.play(four.block);
        std::array<Point, 16> replies{};
        const int n = candidate_moves(board, replies);
        for (int i = 0; i < n && verdict != Refutation::refutes; ++i) {
            if (control.should_stop(0)) {
                verdict = Refutation::unknown;
                break;
            }
            verdict = std::max(verdict, refutes_once(board, replies[i], vct_depth, control, nodes,
                                                     no_three_three));
            if (verdict != Refutation::refutes && board.four_points(me).contains(replies[i]))
                verdict =
                    std::max(verdict, this->refutes(board, replies[i], vct_depth, control, nodes,
                                                    counter_fours - 1, no_three_three));
        }
        board.undo();
    }
    board.undo();
    return verdict;
}

Engine::Refutation Engine::refutes_once(Board& board, Point move, int vct_depth,
                                        core::SearchControl& control, std::uint64_t nodes,
                                        bool no_three_three) {
    const Color me = board.side_to_move();
    const Color them = opponent(me);
    board.play(move);
    const FourThreat four = four_threat(board, me);
    Refutation verdict = four.unstoppable ? Refutation::refutes : Refutation::loses;
    bool blocked = false;
    if (!four.unstoppable) {
        if (four.block != kNoPoint) {
            // A four judged as if we passed after the block (conservative).
            board.play(four.block);
            board.set_side_to_move(them);
            blocked = true;
        }
        const auto verdict_of = [](bool found, bool stopped) {
            return found ? Refutation::loses : stopped ? Refutation::unknown : Refutation::refutes;
        };
        if (board.five_points(me).size() >= 2) {
            verdict = Refutation::refutes;
        } else if (vct_depth == 0) {
            const VcfResult after = vcf_.solve(board, control);
            nodes_ += after.nodes;
            verdict = verdict_of(after.found, after.stopped);
        } else {
            const VctResult after = vct_.solve(board, vcf_, control, vct_depth, nodes);
            nodes_ += after.nodes;
            verdict = verdict_of(after.found, after.stopped);
        }
        if (verdict == Refutation::refutes && no_three_three && has_three_three(board, them))
            verdict = Refutation::loses;
        if (blocked) {
            board.set_side_to_move(me);
            board.undo();
        }
    }
    board.undo();
    return verdict;
}

int Engine::keep_refutations(Board& board, Point* root, int count, int vct_depth,
                             core::SearchControl& control, const core::SearchLimits& limits) {
    std::array<Point, kMaxStones> refuting{};
    std::array<Point, kMaxStones> unknown{};
    int refutations = 0;
    int unknowns = 0;
    // At most about 30% of the remaining budget for all the checks together (each check gets
    // its share of what is left: 0.3 split over at least five).
    const double each = 0.3 / std::max(count, 5);
    for (int i = 0; i < count && !control.should_stop(0); ++i) {
        const core::SearchLimits sub_limits = share(control, limits, each);
        core::SearchControl check(sub_limits, nullptr);
        const Refutation verdict = refutes(board, root[i], vct_depth, check, sub_limits.nodes, 2);
        if (verdict == Refutation::refutes) refuting[refutations++] = root[i];
        if (verdict == Refutation::unknown && options_.version >= 10) unknown[unknowns++] = root[i];
    }
    if (refutations + unknowns == 0) return 0;
    std::copy_n(refuting.begin(), refutations, root);
    std::copy_n(unknown.begin(), unknowns, root + refutations);
    return refutations + unknowns;
}

int Engine::keep_safe_defences(Board& board, Point* root, int count, core::SearchControl& control,
                               const core::SearchLimits& limits) {
    int kept = 0;
    // A counter-four used to count as safe by itself, and one whose forced block handed the
    // opponent its four-three was played (e7 for e5 in the tactics suite's line 2802): each
    // four is now followed through its block, as the quiet moves' check is.
    const double each = 0.2 / std::max(count, 5);
    for (int i = 0; i < count && !control.should_stop(0); ++i) {
        const core::SearchLimits sub_limits = share(control, limits, each);
        core::SearchControl check(sub_limits, nullptr);
        if (refutes(board, root[i], 0, check, sub_limits.nodes, 2, true) == Refutation::refutes)
            std::swap(root[kept++], root[i]);
    }
    return kept;
}

MoveInfo Engine::best_move(Board& board, const core::SearchLimits& caller_limits,
                           const core::StopToken* stop, const SearchOptions& options) {
    options_ = options;
    best_so_far_.store(kNoPoint, std::memory_order_relaxed);
    vct_.set_quick_refutation(options.version >= 2);
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
        info.result.stopped = control.stopped() || (control_ != nullptr && control_->stopped());
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
            core::SearchControl sub(share(control, limits, 0.1), stop);
            const VcfResult vcf = vcf_.solve(board, sub);
            nodes_ += vcf.nodes;
            if (vcf.found) {
                info.result.score = core::win_in(static_cast<int>(vcf.line.size()));
                info.result.exact = true;
                info.result.pv = vcf.line;
                return finish(vcf.line.front(), "VCF");
            }
        }
        // 4. The opponent's VCF if we passed: keep only the moves that refute it (from version
        // 10, and those whose check could not finish).
        board.set_side_to_move(them);
        core::SearchControl sub(share(control, limits, 0.05), stop);
        const VcfResult threat = vcf_.solve(board, sub);
        board.set_side_to_move(me);
        nodes_ += threat.nodes;
        if (threat.found) {
            const int kept = keep_refutations(board, root.data(), count, 0, control, limits);
            if (kept == 0) {
                info.result.score = core::loss_in(static_cast<int>(threat.line.size()) + 1);
                return finish(root[0], "no defence against the opponent's VCF");
            }
            count = kept;
            if (count == 1) return finish(root[0], "VCF defence (only move)");
            info.note = "VCF defence";
            // Of the moves that stop the VCF, prefer those that also leave the opponent no
            // three-three point (or gain a tempo with a four): a block of the four-three can
            // still lose to a double three.
            const int safer = keep_safe_defences(board, root.data(), count, control, limits);
            if (safer > 0) count = safer;
            if (count == 1) return finish(root[0], "VCF defence (only safe move)");
        }
        // 5. Own VCT (fours and threes), unless we must first parry a VCF.
        if (!threat.found) {
            const core::SearchLimits sub_limits = share(control, limits, 0.15);
            core::SearchControl vct_control(sub_limits, stop);
            const VctResult vct =
                vct_.solve(board, vcf_, vct_control, options.vct_depth, sub_limits.nodes);
            nodes_ += vct.nodes;
            if (vct.found && board.is_legal(vct.move)) {
                info.result.score = core::kWinThreshold;  // proven, length not counted
                info.result.exact = true;
                return finish(vct.move, "VCT");
            }
        }
        // 6. The opponent's VCT if we passed: keep only the moves that refute it (from version
        // 10, and those whose check could not finish).
        if (!threat.found && count > 1) {
            board.set_side_to_move(them);
            const core::SearchLimits sub_limits = share(control, limits, 0.2);
            core::SearchControl vct_control(sub_limits, stop);
            const int depth = std::min(options.vct_depth, 4);
            const VctResult vct = vct_.solve(board, vcf_, vct_control, depth, sub_limits.nodes);
            board.set_side_to_move(me);
            nodes_ += vct.nodes;
            if (vct.found) {
                // Only the best candidates are checked; the others are dropped (they could not
                // be checked in time, and the search would not prefer them anyway).
                count = std::min(count, 24);
                const int kept =
                    keep_refutations(board, root.data(), count, vct.depth, control, limits);
                if (kept > 0) {
                    count = kept;
                    info.note = "VCT defence";
                    if (count == 1) return finish(root[0], "VCT defence (only move)");
                }
            }
        }
    }

    if (count == 1) return finish(root[0], info.note.empty() ? "only candidate" : info.note);

    // 7. Iterative-deepening PVS on the remaining time.
    Point best = root[0];
    best_so_far_.store(best, std::memory_order_relaxed);
    const int max_depth =
        options.max_depth > 0 ? options.max_depth : (limits.depth > 0 ? limits.depth : 64);
    // Odd depths only when deepening on time (up to version 3): an even horizon leaves the
    // opponent the last move, and the static evaluation then misjudges quiet moves far from the
    // fight. Version 4's narrower tree makes each step cheap enough to take one ply at a time.
    const bool odd_only = options.max_depth == 0 && limits.depth == 0 && options.version < 4;
    const int step = odd_only ? 2 : 1;
    // Time management on a time limit: the iterations go on to the hard limit, just short of
    // the budget (a cut iteration is not wasted: root moves are searched best first, and its
    // best move stands unless a later one is proven better). Stopping at 45% of the budget once
    // left half the time unused against engines that use all of theirs. When the threat stages
    // have already narrowed the moves to proven defences, the search only ranks those few, and
    // up to version 3 gets less time (version 4 takes the whole budget: these are the moves
    // that lose games, a defence that holds only a few moves longer).
    const bool defending = !info.note.empty() && options.version < 4;
    const auto budget = std::chrono::duration_cast<std::chrono::microseconds>(limits.time);
    // Version 4 stops at 90%: at 98% it answered in 1,005 ms of 1,000 on a loaded machine and
    // once in 1,200 ms (a time forfeit against Rapfi); at 95%, in 1,023 ms and once in 1,201 ms
    // (load 5 on 2 cores: the thread waits for a core).
    const auto full = options.version >= 4 ? budget * 9 / 10 : budget * 49 / 50;
    const auto hard = defending ? budget * 3 / 5 : full;
    core::SearchLimits pvs_limits = limits;
    if (control.has_deadline())
        pvs_limits.time = std::max(
            std::chrono::milliseconds{1},
            std::chrono::duration_cast<std::chrono::milliseconds>(hard - control.elapsed()));
    core::SearchControl pvs(pvs_limits, stop);
    control_ = &pvs;
    int stable = 0;
    for (int depth = 1; depth <= max_depth; depth += step) {
        Point iteration_best = kNoPoint;
        const auto iteration_start = control.elapsed();
        const int score = search_root(board, root.data(), count, depth, iteration_best);
        // A cut iteration still tells its best move: root moves are searched best first, and a
        // later one replaces it only after a completed search proved it better.
        stable = iteration_best == best ? stable + 1 : 0;
        best = iteration_best;
        best_so_far_.store(best, std::memory_order_relaxed);
        if (pvs.stopped()) break;
        info.result.score = score;
        info.result.depth = depth;
        if (core::is_proven(score)) {
            info.result.exact = true;
            break;
        }
        if (defending && control.has_deadline()) {
            // Ranking proven defences: no iteration after a quarter of the budget (a twelfth
            // once the best move is stable), and none that cannot end (each takes several times
            // the last).
            const auto now = control.elapsed();
            if (now > (stable >= 2 ? budget / 12 : budget / 4)) break;
            if ((now - iteration_start) * 5 > hard - now) break;
        }
    }
    return finish(best, info.note.empty() ? "search" : info.note + " + search");
}

}  // namespace plies::gomoku
