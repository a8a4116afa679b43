#include "games/othello/time_plan.hpp"

#include <algorithm>
#include <cmath>

namespace plies::othello {

namespace {

using std::chrono::milliseconds;

// An exact solve at 20 empties and its growth per extra empty (12 positions each from games
// against Egaroucid, `plies solve othello --stats`: 95 ms at 20 empties, 530 ms at 22, 2.6 s
// at 24); a win/loss/draw solve takes about a third of the exact one's time.
constexpr double kExactSolveAt20Ms = 100;
constexpr double kSolveGrowth = 2.3;
constexpr double kWinLossShare = 1.0 / 3;
// The least a move keeps for each of the player's moves after it (a solve at a few empties).
constexpr std::chrono::milliseconds kFloorPerMove{2};

// Shares of the clock kept for the solve, and the empties the midgame plans to solve from
// (against Egaroucid's level 12 on a 2.4 s game clock, 120 games from random:6 openings: 6
// shares from 22 empties scored 45.4%, 10 from 24 46.2%, 130 ms a move 46.7%; December 2026).
constexpr int kSolveShares = 6;
constexpr int kPlannedSolveEmpties = 22;

}  // namespace

milliseconds expected_solve_time(int empties, bool exact) {
    const double ms =
        kExactSolveAt20Ms * std::pow(kSolveGrowth, empties - 20) * (exact ? 1.0 : kWinLossShare);
    return milliseconds(static_cast<long long>(std::min(ms, 1e12)));
}

MovePlan plan_move(int empties, milliseconds game_left, milliseconds increment) {
    // What the move may use: the clock less a twentieth (at least 10 ms) for the answer to
    // leave and the clock's own reading; and what the game may, the increments to come with it.
    const milliseconds usable =
        std::max(game_left - std::max(game_left / 20, milliseconds{10}), milliseconds{1});
    const int own_moves_left = std::max((empties + 1) / 2, 1);
    const milliseconds planning = usable + increment * (own_moves_left - 1);
    // No move leaves less than kFloorPerMove for each of the moves after it.
    const milliseconds cap =
        std::max(usable - kFloorPerMove * (own_moves_left - 1), milliseconds{1});

    MovePlan plan;
    for (const bool exact : {true, false}) {
        const milliseconds expected = expected_solve_time(empties, exact);
        if (expected > usable / 2) continue;
        // A solve that runs long may take most of the clock: the moves after it are solved
        // in a fraction of its time.
        plan.solve = exact ? MovePlan::Solve::exact : MovePlan::Solve::win_loss;
        plan.time = std::max(std::min(std::max(expected * 6, milliseconds{10}), cap * 4 / 5),
                             milliseconds{1});
        plan.fallback = std::max(plan.time / 5, milliseconds{1});
        return plan;
    }
    const int midgame_moves = std::max((empties - kPlannedSolveEmpties + 1) / 2, 0);
    const milliseconds share = planning / (midgame_moves + kSolveShares);
    plan.time = std::max(std::min(share, cap / 2), milliseconds{1});
    return plan;
}

}  // namespace plies::othello
