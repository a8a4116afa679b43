// The game box's classic Connect Four AI: win now, else block, else alpha-beta to depth N with the
// columns in centre-first order and a heuristic at the horizon; and the greedy one-ply player.
#pragma once

#include <array>
#include <cstdint>

#include "core/limits.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "games/connect4/position.hpp"

namespace plies::connect4 {

// The game box: "the AI always checks the centre column (3) first, then works outwards".
inline constexpr std::array<int, kWidth> kColumnOrder{3, 2, 4, 1, 5, 0, 6};

// The game box: a win scores 1000 or more and a faster win scores higher. We score a win that ends
// the game with disc number n (1..42) as 1000 + 42 - n, so the score depends on the game only,
// not on the search depth: the same win scores the same at every iteration.
inline constexpr int kWinScore = 1000;
[[nodiscard]] constexpr int win_score(int moves_at_end) {
    return kWinScore + kCells - moves_at_end;
}
[[nodiscard]] constexpr bool is_win_score(int score) {
    return score >= kWinScore || score <= -kWinScore;
}

// The horizon heuristic: the game box's threat evaluation (default) or the Connect Four tutorial's
// window evaluation.
enum class Evaluation { threats, window };

// The evaluation for the side to move, capped to +-999. The seed says the heuristic stays "well
// below 1000"; the cap makes that a guarantee (a proven win must always dominate). Neither
// heuristic comes near it in real games: see the tests.
[[nodiscard]] int heuristic(const Position& position, Evaluation evaluation);

// Which of the game box's three phases chose the move.
enum class Phase { immediate_win, block, search };

struct ClassicResult {
    Phase phase = Phase::search;
    // For phase 3: the search report (moves are 0-based columns). For phases 1 and 2: the
    // column, no nodes, and the score of a win (phase 1) or 0.
    core::SearchResult<int> search;
};

struct ClassicOptions {
    int depth = 6;
    Evaluation evaluation = Evaluation::threats;
    // Deepen 1, 2, ..., depth with the same fixed column order, so that a stopped search still
    // has the best move of the last finished depth. The last iteration is exactly the game box's
    // single depth-N search (no move is reordered between iterations), so the chosen move is the
    // same; only the node count grows by the shallower iterations. Off: one depth-N search,
    // the game box's node count.
    bool iterative_deepening = true;
};

// The three phases; `position` must not be over. limits.nodes/time and `stop` are obeyed.
[[nodiscard]] ClassicResult choose_classic(const Position& position, const ClassicOptions& options,
                                           const core::SearchLimits& limits,
                                           const core::StopToken* stop);

// Phase 3 alone: alpha-beta to options.depth from `position` (not over).
[[nodiscard]] core::SearchResult<int> search_classic(const Position& position,
                                                     const ClassicOptions& options,
                                                     const core::SearchLimits& limits,
                                                     const core::StopToken* stop);

// A move's value as phase 3 sees it: the same alpha-beta, to options.depth plies in all, with a
// full window below the move (so the value is exact, not a bound); pv starts with `col`.
[[nodiscard]] core::SearchResult<int> score_classic_move(const Position& position, int col,
                                                         const ClassicOptions& options);

// Phase 3's tree, recorded by the search itself (one depth-N search, no iterative deepening).
[[nodiscard]] core::RecordedSearch record_classic_tree(const Position& position,
                                                       const ClassicOptions& options,
                                                       const core::TreeLimits& limits);

// Greedy: phases 1 and 2, then one ply: the column whose resulting position has the best
// heuristic for the mover (first in centre-first order on ties).
[[nodiscard]] ClassicResult choose_greedy(const Position& position, Evaluation evaluation);
// Greedy's value of the playable column `col`: the heuristic for the mover after it (0 if the
// board is then full).
[[nodiscard]] int greedy_score(const Position& position, int col, Evaluation evaluation);

// Phase 1 and 2 helpers: the first column in centre-first order where the side to move wins at
// once / must block the opponent's immediate win; -1 if none.
[[nodiscard]] int immediate_win_column(const Position& position);
[[nodiscard]] int forced_block_column(const Position& position);

}  // namespace plies::connect4
