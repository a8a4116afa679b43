// The Othello project's two players, reproduced: the deployed one-ply `greedy` and the source's
// `classic` negamax alpha-beta search (othello-web/lib/ai.ts in the seed).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

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

// The classic search's evaluation for the side to move, term by term: each term is a difference
// own - opponent's, weighed by the coefficients below. The seed names the terms (square weights,
// mobility, corners, X-squares) but its text does not show the coefficients; these are ours,
// chosen so that each term matters.
inline constexpr int kMobilityWeight = 5;   // a legal move
inline constexpr int kCornerWeight = 30;    // a corner disc, on top of its square weight 100
inline constexpr int kXSquarePenalty = 25;  // a disc on b2/g2/b7/g7 while its corner is empty
struct ClassicTerms {
    int squares = 0;    // the sum of kSeedWeights over the discs
    int mobility = 0;   // legal moves
    int corners = 0;    // corner discs
    int x_squares = 0;  // discs on an X-square by an empty corner
    [[nodiscard]] int score() const {
        return squares + kMobilityWeight * mobility + kCornerWeight * corners -
               kXSquarePenalty * x_squares;
    }
};
[[nodiscard]] ClassicTerms classic_terms(const Position& pos);
[[nodiscard]] int classic_evaluate(const Position& pos);
// The seed's searchDepth(): 4, 5 at <= 20 empties, 6 at <= 12, to the end at <= 8.
[[nodiscard]] int classic_depth(int empties);
// A finished game, as in the seed: (own - opponent discs) x 100000.
inline constexpr int kClassicWinScale = 100000;

// The value of the legal move `square` as the project's negamax sees it to `depth` plies in all
// (full window below the move, so exact, not a bound).
[[nodiscard]] int classic_move_value(const Position& pos, int square, int depth);

// The line the negamax's value of the legal move `square` comes from (`depth` plies in all, as
// classic_move_value): the moves, kPassMove for a pass, the move first; and the position at
// its end, which the value is the evaluation (or the finished game's score) of.
struct ClassicLine {
    std::vector<int> moves;
    Position end;
};
[[nodiscard]] ClassicLine classic_line(const Position& pos, int square, int depth);

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
