#include "games/othello/search.hpp"

#include <algorithm>
#include <array>

#include "core/table_memory.hpp"
#include "games/othello/endgame.hpp"
#include "games/othello/evaluation.hpp"
#include "games/othello/moves.hpp"
#include "games/othello/patterns.hpp"
#include "games/othello/time_plan.hpp"

namespace plies::othello {

namespace {

constexpr int kInfinity = 1'000'000;
constexpr int kDiscUnit = 100;  // evaluation units per disc
constexpr int kSolveEmptiesTimed = 20;
// Under a second the solver is tried only from 17 empties (about 2 M nodes, a few tens of
// milliseconds): a solve that cannot finish wastes the time the midgame search needed.
constexpr int kSolveEmptiesFast = 17;
constexpr std::chrono::milliseconds kFastBudget{1000};
constexpr int kSolveExtraDepth = 6;
// With a deadline, a win/loss/draw solve up to this many empties above the exact solver's reach
// (at 130 ms a move, 20 empties: it finishes about half the time).
constexpr int kWinLossExtraEmpties = 3;
constexpr int kDefaultDepth = 8;

// Move ordering from depth 3: the evaluation after the move less this much (hundredths of a
// disc) for each move it leaves the opponent. `plies bench othello --suite midgame`: depth 12
// 22.1 M -> 20.6 M nodes, depth 13 52.1 M -> 41.8 M (50 and 150 measured worse; a shallow
// search instead of the evaluation from depth 5, 7 or 9 also worse).
constexpr int kOrderMobilityWeight = 100;

// Multi-ProbCut (M. Buro, "Experiments with Multi-ProbCut and a new high-quality evaluation
// function for Othello", 1997): at null-window nodes from kProbCutMinDepth a search of
// probcut_shallow_depth(depth) predicts the deep one, and the node is cut when the prediction
// lies beyond the window by kProbCutT sigmas (sigma: probcut_sigma, fitted by `plies train
// othello --probcut`).
constexpr int kProbCutMinDepth = 3;
// t = 1.5, in hundredths (at 300,000 nodes a move from random:6 openings, t = 1.0 scored 48.1%
// against it over 215 games and t = 2.0 48.4% over 155; December 2026).
constexpr int kProbCutT = 150;

// Sigma by empties / 12 (rows) and depth 3-12 (columns), hundredths of a disc: `plies train
// othello --probcut 10 --games 800 --seed 1` over the shipped weights (800 positions; depths
// 11-12 repeat 10's, and 0-11 empties, where the solver takes over, repeat 12-23's).
constexpr std::array<std::array<int, 10>, 5> kProbCutSigma{{
    {550, 390, 354, 482, 420, 391, 424, 496, 496, 496},
    {550, 390, 354, 482, 420, 391, 424, 496, 496, 496},
    {437, 405, 454, 383, 415, 406, 391, 530, 530, 530},
    {360, 355, 335, 330, 298, 278, 225, 415, 415, 415},
    {259, 247, 263, 132, 118, 124, 129, 233, 233, 233},
}};

enum class Bound : std::uint8_t { none, lower, upper, exact };

struct Entry {
    Bitboard player = 0;
    Bitboard opponent = 0;
    std::int32_t score = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::none;
    std::uint8_t move = kNoMove;
};

// 2^18 entries (6 MiB), in pairs: a result goes to its position's entry, else to the shallower of
// the two (it overwrote the one entry its index named). `plies bench othello --suite midgame
// --depth 13`: 41.8 M -> 36.7 M nodes, 5.7-5.9 -> 5.1-5.2 s of CPU; 2^20 entries 36.3 M nodes but
// slower (cache misses). Aspiration windows at the root (+-1, 2 or 4 discs around the last
// iteration's score) measured 37.8-39.1 M nodes: the search has none.
constexpr int kTableBits = 18;

std::size_t table_index(Bitboard p, Bitboard o) {
    const std::uint64_t h = position_mix(p, o);
    return static_cast<std::size_t>((h ^ (h >> 29)) >> (64 - kTableBits));
}

// The evaluation at the horizon and in the move ordering: version 1's hand-made one, or the
// pattern weights of every phase. `moves`: the side to move's legal moves, which the search has
// at hand and the patterns' mobility feature needs.
struct HandEvaluation {
    [[nodiscard]] int operator()(const Position& pos, Bitboard /*moves*/) const {
        return evaluate(pos);
    }
};
struct PatternEvaluation {
    const PatternWeights& weights;
    [[nodiscard]] int operator()(const Position& pos, Bitboard moves) const {
        return weights.evaluate(pos, moves);
    }
};

template <class Evaluation>
struct MidgameSearch {
    const Evaluation& eval;
    core::TableMemory<Entry>& table;
    core::SearchControl& control;
    bool probcut = false;
    std::uint64_t nodes = 0;
    std::uint64_t cutoffs = 0;

    // The table's two slots for an index (index and index ^ 1): the position's entry if either
    // holds it.
    Entry* find_entry(std::size_t index, Bitboard p, Bitboard o) {
        for (const std::size_t i : {index, index ^ 1})
            if (table[i].player == p && table[i].opponent == o) return &table[i];
        return nullptr;
    }
    // Where a search's result goes: the position's entry, else the shallower of the two.
    Entry& slot_for(std::size_t index, Bitboard p, Bitboard o) {
        if (Entry* entry = find_entry(index, p, o); entry != nullptr) return *entry;
        Entry& first = table[index];
        Entry& second = table[index ^ 1];
        return second.depth < first.depth ? second : first;
    }

    // Whether a shallow search says the node fails high (+1) or low (-1) with high probability.
    int probcut_verdict(Bitboard p, Bitboard o, int alpha, int beta, int depth, int empties) {
        const int shallow = probcut_shallow_depth(depth);
        const int margin = probcut_sigma(depth, empties) * kProbCutT / 100;
        const int high = beta + margin;
        if (high < kInfinity / 2 && pvs(p, o, high - 1, high, shallow, false, nullptr) >= high)
            return 1;
        const int low = alpha - margin;
        if (low > -kInfinity / 2 && pvs(p, o, low, low + 1, shallow, false, nullptr) <= low)
            return -1;
        return 0;
    }

    int order_moves(Bitboard p, Bitboard o, Bitboard moves, int hash_move, int depth,
                    MoveList& list) {
        const int count = collect_moves(p, o, moves, hash_move, list, [&](const Candidate& c) {
            const Bitboard next_player = o ^ c.flipped;
            const Bitboard next_opponent = p ^ c.flipped ^ bit(c.square);
            const Bitboard replies = legal_moves(next_player, next_opponent);
            if (depth >= 3)
                return -eval({next_player, next_opponent}, replies) -
                       kOrderMobilityWeight * std::popcount(replies);
            int order = -(std::popcount(replies) + std::popcount(replies & kCorners)) * 100;
            if (kCorners & bit(c.square)) order += 500;
            return order;
        });
        // Ties broken by square, so that the order (and with it node counts and the chosen move)
        // is the same with every standard library, the WebAssembly build's included.
        std::sort(list.begin(), list.begin() + count, [](const Candidate& a, const Candidate& b) {
            return a.order != b.order ? a.order > b.order : a.square < b.square;
        });
        return count;
    }

    int pvs(Bitboard p, Bitboard o, int alpha, int beta, int depth, bool passed, int* root_move) {
        ++nodes;
        if (control.should_stop(nodes)) return 0;
        const Bitboard moves = legal_moves(p, o);
        if (moves == 0) {
            if (passed) return final_score(p, o) * kDiscUnit;
            if (root_move != nullptr) *root_move = kPassMove;
            return -pvs(o, p, -beta, -alpha, depth, true, nullptr);
        }
        if (depth <= 0) return eval({p, o}, moves);

        const std::size_t index = table_index(p, o);
        int hash_move = kNoMove;
        if (const Entry* entry = find_entry(index, p, o); entry != nullptr) {
            hash_move = entry->move;
            if (root_move == nullptr && entry->depth >= depth) {
                if (entry->bound == Bound::exact) return entry->score;
                if (entry->bound == Bound::lower && entry->score >= beta) return entry->score;
                if (entry->bound == Bound::upper && entry->score <= alpha) return entry->score;
            }
        }
        // Not in a search to the end of the game: its score is taken as exact.
        const int empties = std::popcount(~(p | o));
        if (probcut && depth >= kProbCutMinDepth && depth < empties && root_move == nullptr &&
            beta - alpha == 1) {
            const int verdict = probcut_verdict(p, o, alpha, beta, depth, empties);
            if (control.stopped()) return 0;
            if (verdict > 0) return beta;
            if (verdict < 0) return alpha;
        }
        MoveList list;
        const int count = order_moves(p, o, moves, hash_move, depth, list);
        const int alpha_start = alpha;
        int best = -kInfinity;
        int best_move = list[0].square;
        for (int i = 0; i < count; ++i) {
            const auto& c = list[static_cast<std::size_t>(i)];
            const Bitboard np = o ^ c.flipped;
            const Bitboard no = p ^ c.flipped ^ bit(c.square);
            int v;
            if (i == 0) {
                v = -pvs(np, no, -beta, -alpha, depth - 1, false, nullptr);
            } else {
                v = -pvs(np, no, -alpha - 1, -alpha, depth - 1, false, nullptr);
                if (!control.stopped() && v > alpha && v < beta)
                    v = -pvs(np, no, -beta, -alpha, depth - 1, false, nullptr);
            }
            if (control.stopped()) return 0;
            if (v > best) {
                best = v;
                best_move = c.square;
                if (root_move != nullptr) *root_move = best_move;
                if (v > alpha) alpha = v;
                if (alpha >= beta) {
                    ++cutoffs;
                    break;
                }
            }
        }
        Entry& entry = slot_for(index, p, o);
        entry.player = p;
        entry.opponent = o;
        entry.score = best;
        entry.depth = static_cast<std::int8_t>(std::min(depth, 127));
        entry.bound = best >= beta         ? Bound::lower
                      : best > alpha_start ? Bound::exact
                                           : Bound::upper;
        entry.move = static_cast<std::uint8_t>(best_move);
        return best;
    }
};

// The part of a move's time left for the answer to leave: 3%, at least 15 ms (at 200 ms a move
// with another engine's match on the 2 cores, 19 of 221 answers took 201-212 ms with 3%), at
// most a quarter of the move.
std::chrono::milliseconds answer_reserve(std::chrono::milliseconds time) {
    return std::min(std::max(time * 3 / 100, std::chrono::milliseconds{15}), time / 4);
}

// Whether an exact solve of `empties` squares usually fits in `nodes`: a solve costs about
// 400 k nodes at 16 empties and about three times more per extra empty square (measured in
// games against classic). A solve that does not fit would leave only the fallback search's
// tenth of the budget.
bool solve_fits(int empties, std::uint64_t nodes) {
    double estimate = 400'000;
    for (int e = 16; e < empties; ++e) estimate *= 3;
    for (int e = 16; e > empties; --e) estimate /= 3;
    return estimate <= static_cast<double>(nodes);
}

core::TableMemory<Entry>& thread_table() {
    thread_local core::TableMemory<Entry> table(std::size_t{1} << kTableBits);
    return table;
}

// Iterative deepening to `max_depth`, on to the deadline: a cut iteration is not wasted, as
// the root's moves are searched best first and a later one replaces the first only after its
// search completed with a better score. (Stopping once half the time was used left 45% of a
// 1 s budget unused.)
template <class Evaluation>
core::SearchResult<int> deepen(const Position& pos, int max_depth, core::SearchControl& control,
                               const Evaluation& eval, bool probcut) {
    core::SearchResult<int> result;
    auto& table = thread_table();
    MidgameSearch<Evaluation> search{eval, table, control, probcut};
    const Bitboard moves = legal_moves(pos.player, pos.opponent);
    result.best_move = moves == 0 ? kPassMove : std::countr_zero(moves);
    const int empties = pos.empty_count();
    for (int depth = 1; depth <= std::min(max_depth, empties); ++depth) {
        int move = kNoMove;
        const int score =
            search.pvs(pos.player, pos.opponent, -kInfinity, kInfinity, depth, false, &move);
        if (control.stopped()) {
            // The cut iteration's move, if one was searched to the end (its score stays the last
            // complete iteration's).
            if (move != kNoMove) result.best_move = move;
            break;
        }
        result.best_move = move;
        result.score = score;
        result.depth = depth;
        result.exact = depth >= empties;
    }
    result.nodes = search.nodes;
    result.cutoffs = search.cutoffs;
    result.time = control.elapsed();
    result.stopped = control.stopped();
    result.pv = {*result.best_move};
    return result;
}

// Deepening with the version's evaluation (the given pattern weights, else the default ones if
// they load, else the hand-made one).
core::SearchResult<int> deepen(const Position& pos, int max_depth, core::SearchControl& control,
                               int version, const PatternWeights* given = nullptr) {
    const PatternWeights* weights = version < 2        ? nullptr
                                    : given != nullptr ? given
                                                       : default_pattern_weights();
    if (weights != nullptr)
        return deepen(pos, max_depth, control, PatternEvaluation{*weights}, version >= 3);
    return deepen(pos, max_depth, control, HandEvaluation{}, false);
}

}  // namespace

int probcut_shallow_depth(int depth) {
    return depth - 2 * ((depth + 2) / 4);
}

int probcut_sigma(int depth, int empties) {
    const auto& row = kProbCutSigma[static_cast<std::size_t>(std::clamp(empties, 0, 60) / 12)];
    return row[static_cast<std::size_t>(std::clamp(depth, kProbCutMinDepth, 12) -
                                        kProbCutMinDepth)];
}

core::SearchResult<int> search_midgame(const Position& pos, int depth,
                                       const core::SearchLimits& limits,
                                       const core::StopToken* stop, int version) {
    core::SearchControl control(limits, stop);
    return deepen(pos, depth, control, version);
}

namespace {

// A few empties above the exact solver's reach a win/loss/draw solve (a null window around 0:
// it needs a fraction of the exact solve's nodes) checks the midgame search's move: a proven
// win or draw replaces a move that may lose; if every move loses the midgame's choice stays.
// The score stays the midgame's estimate, moved to the proven side of zero.
core::SearchResult<int> settle_win_loss(const Position& pos, core::SearchResult<int> result,
                                        const core::SearchLimits& limits,
                                        const core::StopToken* stop) {
    const auto solved = solve_endgame(pos, -1, 1, limits, stop);
    result.nodes += solved.nodes;
    result.time += solved.time;
    if (solved.stopped || solved.best_move == kNoMove) return result;
    result.stopped = false;
    if (solved.score >= 1) {
        result.best_move = solved.best_move;
        result.score = std::max(result.score, 1);
    } else if (solved.score == 0) {
        result.best_move = solved.best_move;
        result.score = 0;
    } else {
        result.score = std::min(result.score, -1);
    }
    result.pv = {*result.best_move};
    return result;
}

}  // namespace

core::SearchResult<int> search_strong(const Position& pos, const core::SearchLimits& request_limits,
                                      const core::StopToken* stop, int version,
                                      const PatternWeights* weights) {
    // Each request starts from empty tables: the same question gets the same answer whichever
    // thread asks it and whatever it was asked before (arena runs replay from their seed).
    // The tables' first use in a thread allocates them (14 MiB, tens of milliseconds): that
    // time counts against the move's.
    const auto begin = core::Clock::now();
    clear_search_tables();
    core::SearchLimits limits = request_limits;
    const auto setup =
        std::chrono::duration_cast<std::chrono::milliseconds>(core::Clock::now() - begin);
    if (limits.time.count() > 0)
        limits.time = std::max(limits.time - setup, std::chrono::milliseconds{1});
    const int empties = pos.empty_count();
    // With a game clock the engine plans its own game (time_plan.hpp).
    const bool planned = limits.game_left.count() > 0 && limits.depth == 0 && limits.nodes == 0;
    MovePlan plan;
    if (planned) {
        plan = plan_move(empties, std::max(limits.game_left - setup, std::chrono::milliseconds{1}),
                         limits.game_increment);
        limits.time = plan.time;
    }
    const bool timed = limits.time.count() > 0 || limits.nodes > 0;
    const int depth = limits.depth > 0 ? limits.depth : timed ? 60 : kDefaultDepth;
    const bool node_budget_only = limits.nodes > 0 && limits.time.count() == 0;
    const bool with_deadline = limits.time.count() > 0;
    const int solve_empties =
        with_deadline && limits.time < kFastBudget ? kSolveEmptiesFast : kSolveEmptiesTimed;
    const bool try_solve = planned            ? plan.solve == MovePlan::Solve::exact
                           : limits.depth > 0 ? empties <= limits.depth + kSolveExtraDepth
                           : node_budget_only ? solve_fits(empties, limits.nodes)
                           : timed            ? empties <= solve_empties
                                              : empties <= kDefaultDepth + kSolveExtraDepth;
    // A win/loss/draw solve takes about a third of the exact one's nodes (20 positions of 20
    // empties from games against Egaroucid: 23.9 M against 78.6 M), about one empty less.
    const bool try_win_loss =
        planned ? plan.solve == MovePlan::Solve::win_loss
                : !try_solve && limits.depth == 0 &&
                      (with_deadline ? empties <= solve_empties + kWinLossExtraEmpties
                                     : node_budget_only && solve_fits(empties - 1, limits.nodes));

    core::SearchResult<int> result;
    if (try_solve || try_win_loss) {
        // A midgame search first gives a move to fall back on if the solver runs out of time:
        // with a time limit it gets half of it (a tenth measured too little on a loaded
        // machine: the fallback was a 1-2 ply move), with a node budget a tenth (4 plies at
        // most before an exact solve: its move is only a fallback; a win/loss/draw solve keeps
        // it when every move loses).
        core::SearchLimits quick = limits;
        quick.time = planned ? plan.fallback : limits.time / 2;
        quick.nodes = limits.nodes / 10;
        core::SearchControl control(quick, stop);
        result = deepen(pos, with_deadline || try_win_loss ? depth : std::min(depth, 4), control,
                        version, weights);
        result.score /= kDiscUnit;
        if (result.exact) return result;  // it reached the end of the game
        // The solve gets what the midgame search left of the budget: a node budget bounds the
        // whole move (the solve had the full one after it), and a deadline
        // keeps the same reserve for the answer to leave as the midgame search's.
        core::SearchLimits rest = limits;
        if (limits.nodes > 0)
            rest.nodes =
                std::max<std::uint64_t>(limits.nodes - std::min(limits.nodes, result.nodes), 1);
        if (with_deadline) {
            const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(result.time);
            rest.time = std::max(limits.time - answer_reserve(limits.time) - used,
                                 std::chrono::milliseconds{1});
        }
        if (try_win_loss) return settle_win_loss(pos, result, rest, stop);
        const auto solved = solve_endgame(pos, -64, 64, rest, stop);
        result.nodes += solved.nodes;
        result.time += solved.time;
        if (!solved.stopped) {
            result.best_move = solved.best_move;
            result.score = solved.score;
            result.depth = empties;
            result.exact = true;
            result.stopped = false;
            result.pv = {solved.best_move};
        }
        return result;
    }
    // The search runs to its deadline now, less the reserve for the answer to leave.
    core::SearchLimits midgame = limits;
    midgame.time = limits.time - answer_reserve(limits.time);
    core::SearchControl control(midgame, stop);
    result = deepen(pos, depth, control, version, weights);
    result.score /= kDiscUnit;  // exact scores are whole discs x kDiscUnit already
    return result;
}

void clear_search_tables() {
    auto& table = thread_table();
    table.clear();
    clear_endgame_table();
}

}  // namespace plies::othello
