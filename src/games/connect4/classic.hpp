// The game box's classic Connect Four AI on the desktop: the phases and search of
// classic_search.hpp (shared with the box build, src/box/) under the desktop's limits and stop
// token, with a SearchResult; and the greedy one-ply player.
#pragma once

#include <cstdint>

#include "core/limits.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "games/connect4/classic_search.hpp"
#include "games/connect4/position.hpp"

namespace plies::connect4 {

struct ClassicResult {
    Phase phase = Phase::search;
    // For phase 3: the search report (moves are 0-based columns). For phases 1 and 2: the
    // column, no nodes, and the score of a win (phase 1) or 0.
    core::SearchResult<int> search;
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

}  // namespace plies::connect4
