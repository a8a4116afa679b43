// The PVS's nodes (Engine::alphabeta and Engine::search_root), for search.cpp (play) and
// search_tree.cpp (plies tree): a template on the search observer (core/search_observer.hpp),
// which in play is core::NoObserver and compiles away. Internal to the Gomoku search.
#pragma once

#include <algorithm>
#include <array>

#include "core/score.hpp"
#include "core/search_observer.hpp"
#include "games/gomoku/search.hpp"
#include "games/gomoku/threats.hpp"
#include "games/gomoku/vct.hpp"

namespace plies::gomoku {

namespace search_node {

// The VCF looked for at the horizon of the PVS up to version 4: short and cheap (a longer one is
// left to the root's own VCF search).
inline constexpr std::uint64_t kLeafVcfNodes = 200;
inline constexpr int kLeafVcfFours = 8;

// A move that changes the threat state: it makes an own open three or better, or takes a point
// where the opponent would make a four. Such moves are never searched with reduced depth.
inline bool tactical(const Board& board, Color me, Point p) {
    const Color them = opponent(me);
    for (int d = 0; d < kDirections; ++d)
        if (board.kind(me, p, d) >= LineKind::open_three ||
            board.kind(them, p, d) >= LineKind::four)
            return true;
    return false;
}

// Late-move reductions (version 2): quiet moves after the first few are searched two plies
// shallower (two keeps the horizon's parity, which the static evaluation is sensitive to),
// and again at full depth when they beat alpha.
inline constexpr int kReducedAfter = 3;
inline constexpr int kReduction = 2;

// Version 4: the candidates (ranked by pattern value) shrink toward the horizon, and the later
// quiet moves of a deep node lose two more plies (measured at 30,000 nodes a move against
// version 3: see the commit).
inline constexpr int kWidthBase = 2;
inline constexpr int kWidthPerPly = 2;
inline constexpr int kDeepReducedAfter = 6;
inline constexpr int kDeepReductionDepth = 4;

// Version 4: a loss proven only over the moves searched is a bad position, not one next to a
// proven loss (-989999 let the parent chase wins that were not there: against Rapfi, +989999
// for three moves, then a lost game). Defences against a straight four keep at least 8 moves.
inline constexpr int kUnprovenLoss = 20000;
inline constexpr int kDefenceWidth = 8;

inline int width_at(const SearchOptions& options, int depth) {
    if (options.version < 4) return options.width;
    return std::min(options.width, kWidthBase + kWidthPerPly * depth);
}

inline int reduction(const SearchOptions& options, int depth, int index) {
    const bool deep = depth >= kDeepReductionDepth && index >= kDeepReducedAfter;
    return options.version >= 4 && deep ? 2 * kReduction : kReduction;
}

// Version 6: pruning of the nodes that are not threatened, searched with a null window. Near
// the horizon (up to kFutilityDepth plies) a static evaluation kFutilityMargin a ply above beta
// stands (reverse futility); from kNullMinDepth plies on, a position whose evaluation reaches
// beta is given to the opponent for a free move, searched kNullReduction plies shallower, and a
// search that still cannot bring it below beta stands too (a null move). Measured at 9,000
// nodes a move against Rapfi at 50 ms, 400 games from random 4-stone openings: version 5 31.0%
// and 32.8%; margin 400 over 3 plies and reduction 2: 34.0%; margin 250 and reduction 3: 35.8%;
// these values (margin 200 over 4 plies, reduction 4): 37.8%; margin 150 over 5 plies and
// reduction 5: 36.5%. Killer moves (34.8% without, 34.0% with) and an extension for forced
// blocks (36.0%) did not help and were left out.
inline constexpr int kFutilityDepth = 4;
inline constexpr int kFutilityMargin = 200;
inline constexpr int kNullMinDepth = 3;
inline constexpr int kNullReduction = 4;

// Version 7: appends to moves[0..count) the other legal candidate points of the side to move,
// best point value first, up to capacity in all; returns how many were added.
inline int remaining_moves(const Board& board, Point* moves, int count, std::size_t capacity) {
    std::array<Point, kMaxStones> all{};
    const int n = candidate_moves(board, std::span<Point>(all.data(), all.size()));
    PointSet searched;
    for (int i = 0; i < count; ++i) searched.insert(moves[i]);
    int added = 0;
    for (int i = 0; i < n && count + added < static_cast<int>(capacity); ++i)
        if (!searched.contains(all[i])) moves[count + added++] = all[i];
    return added;
}

}  // namespace search_node

template <class Observer>
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
    } else if (options_.threat_moves && board.four_points(them).empty()) {
        // Our own straight four or four-four wins when the opponent has no four to delay it
        // (with one, its fours could gain the tempo and lead to its own win).
        if (has_winning_four(board, me)) return core::win_in(ply + 3);
        // Version 7: a four-three wins two moves later (has_winning_four_three says when).
        if (options_.version >= 7 && has_winning_four_three(board, me))
            return core::win_in(ply + 5);
    }
    // At the horizon (strong, up to version 4): a VCF of the side to move is a win, whatever
    // the opponent threatens (it has no four, so every four gains the tempo). A small node
    // budget keeps each cheap, and the solver's failure table remembers the positions already
    // refuted, yet these searches took about two thirds of the time (at 1 s a move: 61,500 of
    // them, 711,000 of 869,000 nodes), and version 5, which goes two plies deeper without them,
    // scored 64.8% against version 4 at 500 ms a move (see the commit).
    if (depth <= 0 && forced == kNoPoint && options_.threat_search && options_.version < 5 &&
        !board.four_points(me).empty()) {
        core::SearchLimits vcf_limits;
        vcf_limits.nodes = search_node::kLeafVcfNodes;
        core::SearchControl vcf_control(vcf_limits, nullptr);
        const VcfResult vcf = vcf_.solve(board, vcf_control, search_node::kLeafVcfFours);
        nodes_ += vcf.nodes;
        if (vcf.found) return core::win_in(ply + static_cast<int>(vcf.line.size()));
    }
    // The opponent threatens a straight four or a four-four (strong): the node's moves are the
    // defences and counter-fours.
    const bool threatened =
        forced == kNoPoint && options_.threat_moves && has_winning_four(board, them);
    // Quiescence: at the horizon, a forced block is still played, and (strong) so are the
    // defences against a threatened straight four, a few plies at most.
    if (depth <= 0 && forced == kNoPoint && (!options_.threat_moves || depth <= -4 || !threatened))
        return static_evaluation(board);

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

    // Version 6: reverse futility and the null move (above). Gomoku has no zugzwang: a stone
    // never hurts its owner (renju black's forbidden points only limit its own moves), so a
    // position that stays above beta after a free opponent move is above beta. A threatened
    // node (the opponent makes a straight four next) is left to the threat-aware moves.
    if (options_.version >= 6 && forced == kNoPoint && !threatened && depth > 0 &&
        beta - alpha == 1 && !core::is_proven(beta)) {
        const int eval = static_evaluation(board);
        if (depth <= search_node::kFutilityDepth &&
            eval - search_node::kFutilityMargin * depth >= beta)
            return eval;
        if (depth >= search_node::kNullMinDepth && eval >= beta) {
            board.set_side_to_move(them);
            const int reduced = depth - 1 - search_node::kNullReduction;
            const int score = -alphabeta<Observer>(board, reduced, -beta, -beta + 1, ply + 1);
            board.set_side_to_move(me);
            if (control_->stopped()) return 0;
            // A proven win found after a pass is not one: the opponent may move.
            if (score >= beta) return core::is_proven(score) ? beta : score;
        }
    }

    std::array<Point, kMaxStones> moves{};
    int count = 0;
    bool truncated = false;  // some legal moves were not searched
    if (forced != kNoPoint) {
        moves[count++] = forced;
    } else {
        bool lost = false;
        const int width = depth <= 0 ? 8 : search_node::width_at(options_, depth);
        count = node_moves(board, moves.data(), width, table_move, threatened, lost, truncated);
        if (lost) return core::loss_in(ply + 4);
        if (count == 0) return 0;
    }
    // A forced block costs no depth at the horizon, but never raises a quiescence depth back
    // to 0 (that let forced blocks and threat defences alternate without end).
    const int next_depth = forced != kNoPoint && depth <= 0 ? depth : depth - 1;
    int best = -core::kInfinity;
    Point best_move = moves[0];
    const bool may_reduce = options_.version >= 2 && forced == kNoPoint && depth >= 3 &&
                            count > search_node::kReducedAfter;
    // One search of the child after moves[i] (played) in the window [a, b] of this node's view:
    // one node for the observer, so that a re-search shows as a second node.
    const auto child = [&](Point move, int child_depth, int a, int b) {
        if constexpr (Observer::kActive) static_cast<Observer*>(observer_)->enter(move, a, b);
        const int value = -alphabeta<Observer>(board, child_depth, -b, -a, ply + 1);
        if constexpr (Observer::kActive) static_cast<Observer*>(observer_)->leave(value);
        return value;
    };
    for (int i = 0; i < count; ++i) {
        const bool reduce = may_reduce && i >= search_node::kReducedAfter &&
                            !search_node::tactical(board, me, moves[i]);
        board.play(moves[i]);
        int score;
        // Without pruning (the plain minimax count) every child is searched once, fully.
        if (i == 0 || !Observer::kPrune) {
            score = child(moves[i], next_depth, alpha, beta);
        } else {
            const int reduced_depth =
                next_depth - (reduce ? search_node::reduction(options_, depth, i) : 0);
            score = child(moves[i], reduced_depth, alpha, alpha + 1);
            if (reduce && score > alpha) score = child(moves[i], next_depth, alpha, alpha + 1);
            if (score > alpha && score < beta) score = child(moves[i], next_depth, alpha, beta);
        }
        board.undo();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            best_move = moves[i];
        }
        if (score > alpha) alpha = score;
        if (Observer::kPrune && alpha >= beta) {
            ++cutoffs_;
            if constexpr (Observer::kActive) static_cast<Observer*>(observer_)->cut(count - i - 1);
            break;
        }
        // Version 7: every move searched lost, but some were left out. Rather than call the
        // node lost only over the moves searched (a loss that is not one: the parent chased
        // wins that were not there), the other legal moves near the stones are searched too,
        // best first: most lose at once to the same threats, and one that holds is the defence
        // the narrow list missed.
        if (i + 1 == count && truncated && options_.version >= 7 && best <= -core::kWinThreshold &&
            depth > 0) {
            count += search_node::remaining_moves(board, moves.data(), count, moves.size());
            truncated = false;
        }
    }
    // Version 2: a loss proven only over the moves searched is not proven; the others might
    // hold (a false loss here made the root announce wins that were not there).
    if (options_.version >= 2 && truncated && best <= -core::kWinThreshold)
        best = options_.version >= 4 ? -search_node::kUnprovenLoss : -core::kWinThreshold + 1;
    if (options_.use_table) {
        const core::Bound bound = best >= beta         ? core::Bound::lower
                                  : best > alpha_start ? core::Bound::exact
                                                       : core::Bound::upper;
        table_.store(key(board), core::score_to_table(best, ply), depth, bound, &best_move);
    }
    return best;
}

template <class Observer>
int Engine::search_root(Board& board, Point* moves, int count, int depth, Point& best) {
    int alpha = -core::kInfinity;
    const int beta = core::kInfinity;
    best = moves[0];
    for (int i = 0; i < count; ++i) {
        board.play(moves[i]);
        const auto child = [&](int a, int b) {
            if constexpr (Observer::kActive)
                static_cast<Observer*>(observer_)->enter(moves[i], a, b);
            const int value = -alphabeta<Observer>(board, depth - 1, -b, -a, 1);
            if constexpr (Observer::kActive) static_cast<Observer*>(observer_)->leave(value);
            return value;
        };
        int score;
        if (i == 0 || !Observer::kPrune) {
            score = child(alpha, beta);
        } else {
            score = child(alpha, alpha + 1);
            if (score > alpha) score = child(alpha, beta);
        }
        board.undo();
        if (control_->stopped()) return alpha;
        if (score > alpha) {
            alpha = score;
            best = moves[i];
            best_so_far_.store(best, std::memory_order_relaxed);
            // Keep the best move first for the next iteration.
            std::rotate(moves, moves + i, moves + i + 1);
        }
    }
    return alpha;
}

}  // namespace plies::gomoku
