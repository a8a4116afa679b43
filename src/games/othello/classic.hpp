// The Othello project's two players, reproduced: the deployed one-ply `greedy` and the source's
// `classic` negamax alpha-beta search (othello-web/lib/ai.ts in the seed).
#pragma once

#include <array>
#include <cstdint>

#include "core/limits.hpp"
#include "core/search_result.hpp"
#include "core/search_tree.hpp"
#include "games/othello/board.hpp"

namespace plies::othello {

// The Othello project's WEIGHTS table, row by row from a1.
inline constexpr std::array<int, 64> kSeedWeights{
    100, -20, 10, 5,  5,  10, -20, 100,  //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    100, -20, 10, 5,  5,  10, -20, 100,
};

// The seed's deployed score of the legal move `square` for the side to move:
// 4 x weight + discs on the board after the move + 3 x (own - opponent discs after the move)
// - 2 x the opponent's legal moves after it, + 40 on a corner.
struct GreedyTerms {
    int weight = 0;          // the square's weight (kSeedWeights)
    int discs = 0;           // discs on the board after the move
    int difference = 0;      // own - opponent discs after the move
    int opponent_moves = 0;  // the opponent's legal moves after it
    bool corner = false;
    [[nodiscard]] int score() const {
        return 4 * weight + discs + 3 * difference - 2 * opponent_moves + (corner ? 40 : 0);
    }
};
[[nodiscard]] GreedyTerms greedy_terms(const Position& pos, int square);
[[nodiscard]] int greedy_score(const Position& pos, int square);
// The first move (board order a1, b1, ..., h8) with the highest greedy_score; kPassMove if none.
[[nodiscard]] int choose_greedy(const Position& pos);

// The classic search's evaluation for the side to move (see classic.cpp for its terms).
[[nodiscard]] int classic_evaluate(const Position& pos);
// The seed's searchDepth(): 4, 5 at <= 20 empties, 6 at <= 12, to the end at <= 8.
[[nodiscard]] int classic_depth(int empties);
// A finished game, as in the seed: (own - opponent discs) x 100000.
inline constexpr int kClassicWinScale = 100000;

// The value of the legal move `square` as the project's negamax sees it to `depth` plies in all
// (full window below the move, so exact, not a bound).
[[nodiscard]] int classic_move_value(const Position& pos, int square, int depth);

// The Othello project's negamax. depth 0 = its own schedule. Returns kPassMove when there is no
// move.
[[nodiscard]] core::SearchResult<int> search_classic(const Position& pos, int depth,
                                                     const core::SearchLimits& limits,
                                                     const core::StopToken* stop);

// The negamax's tree from `pos` (which has a move), recorded by the search itself, with its
// count without cut-offs; depth 0 = the project's own schedule.
[[nodiscard]] core::RecordedSearch record_classic_tree(const Position& pos, int depth,
                                                       const core::TreeLimits& limits);

}  // namespace plies::othello
