// The Gomoku players' searches: greedy (one ply by pattern value), classic (alpha-beta to a
// fixed depth on candidate points near the stones) and strong: own five, forced block, own VCF,
// defence against the opponent's VCF, own VCT (threat-space search several threats deep),
// defence against the opponent's VCT, then iterative-deepening PVS with a transposition table
// and threat-aware move generation (a threatened straight four restricts the moves to its
// defences and counter-fours; an own straight four, or from version 7 a four-three the
// opponent cannot answer with a four, is a win; up to version 4, a short VCF of
// the side to move is looked for at the horizon) on the remaining time. The PVS ends short of the
// time budget, and sooner when its best move is stable or the threat stages left only proven
// defences. The horizon is judged by the trained evaluation (eval_model.hpp) from version 3 on.
// Black never plays a forbidden point under renju.
//
// Entry point for other front ends (e.g. the Gomocup protocol):
//   Engine engine;                       // owns the hash tables; reuse it between moves
//   MoveInfo info = engine.best_move(board, limits, stop);   // board is restored on return
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <span>
#include <string>

#include "core/limits.hpp"
#include "core/search_observer.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "core/transposition_table.hpp"
#include "games/gomoku/board.hpp"
#include "games/gomoku/vcf.hpp"
#include "games/gomoku/vct.hpp"

namespace plies::gomoku {

struct MoveInfo {
    Point move = kNoPoint;             // kNoPoint only when the game is over
    core::SearchResult<Point> result;  // score (side to move's view), depth, nodes, pv, time
    std::string note;                  // "five", "block five", "VCF", "VCF defence", "search"
};

// The score of a move as people read it: "win in 7", "loss in 4", "win (VCT)" for a proven VCT
// (its length is not counted), "+138" for a search's score, "defence" for a threat defence
// that no search ranked (e.g. "VCT defence (only move)"). A defence is never called a win.
[[nodiscard]] std::string score_text(const MoveInfo& info);

// The legal point with the highest point_value (own five first, then blocking one).
[[nodiscard]] MoveInfo greedy_move(const Board& board);

// The default engine generation, and the newest one a player can ask for (version=N). Version 4
// became the default once the root's safety check followed counter-fours through their block
// (it had kept one that loses, in one of the tactics suite's 32 four-three defences); version 5
// once dropping the horizon's VCF won at 500 ms a move against version 4; version 6 once reverse
// futility and the null move scored 62.5% (freestyle) and 75% (renju) against version 5 at
// 30,000 nodes a move, and 37.8% against Rapfi at 50 ms where version 5 scored 31-33%; version 7
// once it scored 1-4 points more than version 6 against Rapfi in every screen (random 4-stone
// openings, 200-300 games each, Rapfi at 50 ms: freestyle 37.0% / 34.7% at 9,000 nodes and
// 45.0% / 42.5% at 90,000; renju 50.5% / 47.5% at 90,000), and 46.9% / 45.3% at 1 s a move
// against Rapfi at 100 ms (renju, 64 games from the central openings); version 8 once the
// evaluation fitted to version 7's games against Rapfi scored more than version 7 against
// Rapfi in every screen (see eval_model.hpp and the commit). Version 9 (the threat-pair table,
// three rounds of games) was not made the default: it gained in the freestyle screens at 90,000
// nodes but scored less than version 8 against Rapfi at 1 s a move (29.7% against 33.6-34.4%
// over 64 games a rule) and in freestyle against Rapfi at 100 ms. Version 10 (version 9 keeping
// the root moves whose threat check could not finish) became the default once, against Rapfi
// at 50 ms with 200,000 nodes a move, 150 games a rule from random 3-stone openings, it scored
// 57.3% twice in freestyle (version 9 52.7%, version 8 53.7%; version 10 with version 8's
// weights 54.7%) and 59.4-59.7% in renju (version 9 58.7%, version 8 59.1%).
inline constexpr int kCurrentVersion = 10;
inline constexpr int kLatestVersion = 10;

struct SearchOptions {
    int max_depth = 0;          // 0 = iterative deepening until the limits stop it
    bool threat_search = true;  // VCF, VCT and their defences at the root (strong)
    bool use_table = true;      // transposition table (strong)
    bool threat_moves = true;   // threat-aware move generation inside the PVS (strong)
    int width = 14;             // candidate points tried per inner node
    int vct_depth = 6;          // most threat moves of the root VCT
    // The engine generation: 1 is the search and evaluation of December 2026, kept as the
    // reference the strength test measures the current one (kCurrentVersion) against; 2 adds
    // late-move reductions, the VCT's quick refutation and no losses proven over a truncated
    // move list; 3 evaluates with the trained model (eval_model.hpp) instead of the hand-set
    // weights of threats.hpp; 4 narrows the candidates toward the horizon, reduces late quiet
    // moves of deep nodes further, deepens one ply at a time and ranks the root's proven
    // defences on the whole budget; 5 no longer looks for a VCF at the horizon (it cost two
    // thirds of the time: the same time searches two plies deeper); 6 prunes the null-window
    // nodes that are not threatened by reverse futility near the horizon and a null move; 7
    // searches every legal move of a node whose moves searched all lost (rather than calling
    // it lost over those only), so that wins and losses in the tree are proven, and counts a
    // four-three as a win when the opponent has no four to answer with; 8 evaluates with the
    // weights fitted to version 7's games against Rapfi (eval_model.hpp); 9 with the model's
    // threat-pair table, fitted to three rounds of games against Rapfi (eval_model.hpp); 10
    // keeps the root moves whose check against the opponent's VCF or VCT ran out of budget
    // (rather than dropping them with the moves that lose).
    int version = kCurrentVersion;
    // Default time when the caller gives no limit at all (strong only).
    std::chrono::milliseconds default_time{1000};
};

// The classic player's search: alpha-beta to `depth` plies, no threat search, no table, and the
// evaluation of version 1 (classic keeps its evaluation as it is).
[[nodiscard]] inline SearchOptions classic_options(int depth) {
    SearchOptions options;
    options.max_depth = depth;
    options.threat_search = false;
    options.use_table = false;
    options.version = 1;
    return options;
}

// The tree of the classic player's search: iterative deepening, each iteration a PVS (a move
// after the first is searched with a null window first, and again in full when it beats alpha).
// `recorded` is the last iteration's tree and counts (the engine counts the nodes below the
// root), with its plain minimax count; `earlier_nodes` the iterations before it. `note` says why
// there is no search (an own five, a forced block, a lone candidate): the tree is then the root.
struct ClassicTree {
    core::RecordedSearch recorded;
    std::uint64_t earlier_nodes = 0;
    std::string note;
};

class Engine {
  public:
    explicit Engine(std::size_t table_bytes = std::size_t{16} << 20);

    // The move for the side to move. Obeys limits (time, nodes, depth) and the stop token, and
    // returns a legal move as long as the game is not over.
    MoveInfo best_move(Board& board, const core::SearchLimits& limits, const core::StopToken* stop,
                       const SearchOptions& options = {});

    // The move the running best_move() would play if stopped now (kNoPoint before its search
    // has one): another thread may read it, e.g. a watchdog that must answer at once.
    [[nodiscard]] Point best_so_far() const { return best_so_far_.load(std::memory_order_relaxed); }

    // The classic player's search (options: classic_options(depth)) as best_move() runs it,
    // with the tree of its last iteration recorded (plies tree). The board is restored.
    [[nodiscard]] ClassicTree record_classic_tree(Board& board, const SearchOptions& options,
                                                  const core::TreeLimits& limits);

    // Does the side to move have a VCF? (uses this engine's VCF table)
    VcfResult find_vcf(Board& board, core::SearchControl& control);

  private:
    // The PVS's node and root (search_node.hpp), templates on the observer that sees every
    // child searched: observer_, an Observer, while plies tree records (search_tree.cpp); none
    // in play (core::NoObserver, which compiles away).
    template <class Observer = core::NoObserver>
    int alphabeta(Board& board, int depth, int alpha, int beta, int ply);
    // The static evaluation of this engine generation (from version 3 the trained model, from
    // version 8 with the weights fitted to games against Rapfi, from 9 with the threat pairs).
    [[nodiscard]] int static_evaluation(const Board& board) const;
    // What the check of one root move against the opponent's threat found: the threat still
    // wins after it, the check ran out of its budget, or the move refutes it. Ordered from worst
    // to best: refutes() keeps the best verdict over a counter-four's replies with std::max.
    enum class Refutation : std::uint8_t { loses, unknown, refutes };
    // After `move`, is the opponent left without a VCF (vct_depth 0) or a VCT of at most
    // vct_depth threats? The board is restored. A four of ours is blocked and then we may move
    // again: up to counter_fours such fours in a row (counter-four defence) before a four is
    // judged as if we then passed. With `no_three_three`, the opponent must also be left
    // without a three-three point.
    Refutation refutes(Board& board, Point move, int vct_depth, core::SearchControl& control,
                       std::uint64_t nodes, int counter_fours, bool no_three_three = false);
    Refutation refutes_once(Board& board, Point move, int vct_depth, core::SearchControl& control,
                            std::uint64_t nodes, bool no_three_three);
    // Keeps the moves of root[0..count) that refute the opponent's threat, in their order, and
    // from version 10 after them those whose check ran out of budget (up to version 9 these
    // were dropped with the moves that lose: a quiet move that holds is often the one whose
    // check cannot finish, and it could be the best). Returns the count kept (0: none, root
    // unchanged).
    int keep_refutations(Board& board, Point* root, int count, int vct_depth,
                         core::SearchControl& control, const core::SearchLimits& limits);
    // Moves the moves of root[0..count) that hold against the opponent's VCF and leave it no
    // three-three point either (a counter-four holds when, after the forced block, some reply
    // holds) to the front, keeping their order; returns how many there are.
    int keep_safe_defences(Board& board, Point* root, int count, core::SearchControl& control,
                           const core::SearchLimits& limits);
    template <class Observer = core::NoObserver>
    int search_root(Board& board, Point* moves, int count, int depth, Point& best);
    // The moves of an inner node, at most `capacity`: the candidates, or when the opponent
    // threatens a straight four (`threatened`) its defences. `lost`: threatened and no defence;
    // `truncated`: some legal moves were left out.
    int node_moves(Board& board, Point* moves, int capacity, Point table_move, bool threatened,
                   bool& lost, bool& truncated);
    [[nodiscard]] std::uint64_t key(const Board& board) const;

    core::TranspositionTable<Point> table_;
    VcfSolver vcf_;
    VctSolver vct_;
    core::SearchControl* control_ = nullptr;
    void* observer_ = nullptr;
    SearchOptions options_{};
    std::uint64_t nodes_ = 0;
    std::uint64_t cutoffs_ = 0;
    std::uint64_t salt_ = 0;
    std::atomic<Point> best_so_far_{kNoPoint};
};

// Candidate points for the side to move: legal empty points within two cells of a stone (the
// centre on an empty board), best point_value first, at most out.size(). Returns the count.
int candidate_moves(const Board& board, std::span<Point> out);

}  // namespace plies::gomoku
