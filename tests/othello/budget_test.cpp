// The strong engine's node budget bounds the whole move: the midgame search that gives the
// fallback move and the exact solve together count no more nodes than the budget, plus the
// solver's slack.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "games/othello/search.hpp"
#include "games/othello/time_plan.hpp"
#include "games/othello/training.hpp"

namespace plies::othello {
namespace {

// The solver reads the budget once it is reached, so it overshoots by at most the shallow solve
// (<= 6 empties) under way: 182 nodes at most over 60 games' moves.
constexpr std::uint64_t kPollingSlack = 256;

// Positions of 12-24 empties from noisy self-play: with 150,000 nodes the solver is tried up to
// 15 empties (solve_fits), above them only the midgame search runs. When the solve had the whole
// budget after its fallback search, these moves counted up to 150,489 nodes (and with the
// solver reading the budget every 2,048 nodes, up to 152,887 over 60 games).
TEST(OthelloBudget, NodeBudgetBoundsTheWholeMove) {
    constexpr std::uint64_t kBudget = 150'000;
    core::Rng rng(11);
    int searched = 0;
    for (int game = 0; game < 12; ++game) {
        for (const auto& pos : noisy_game(rng, {0.2}, 12)) {
            const int empties = pos.empty_count();
            if (empties > 24) continue;
            const auto result = search_strong(pos, {0, kBudget, {}}, nullptr);
            EXPECT_LE(result.nodes, kBudget + kPollingSlack) << "empties " << empties;
            ++searched;
        }
    }
    EXPECT_GE(searched, 100);
}

// A whole game on a game clock where every move takes all the time its plan gives it (the
// worst case: a search stops at its deadline, a solve that does not finish): the clock never
// runs out, the midgame moves share it, and the endgame is solved exactly before the end.
TEST(OthelloTimePlan, AGameOnTheClockNeverRunsOutAndEndsInASolve) {
    using std::chrono::milliseconds;
    for (const milliseconds clock : {milliseconds{300}, milliseconds{2400}, milliseconds{60000}}) {
        for (const milliseconds increment : {milliseconds{0}, clock / 100}) {
            milliseconds left = clock;
            int first_solve = -1;
            int first_exact = -1;
            for (int empties = 53; empties >= 1; empties -= 2) {
                const MovePlan plan = plan_move(empties, left, increment);
                EXPECT_GT(plan.time.count(), 0);
                EXPECT_LT(plan.time, left) << "clock " << clock.count() << " ms, " << empties;
                if (plan.solve != MovePlan::Solve::none) {
                    EXPECT_LE(plan.fallback, plan.time);
                    if (first_solve < 0) first_solve = empties;
                } else {
                    // A midgame move takes at most half of what is left.
                    EXPECT_LE(plan.time * 2, left);
                }
                if (plan.solve == MovePlan::Solve::exact && first_exact < 0) first_exact = empties;
                left += increment - plan.time;
            }
            EXPECT_GT(left.count(), 0);
            EXPECT_GE(first_exact, 9) << "clock " << clock.count() << " ms";
            EXPECT_GE(first_solve, first_exact);
            if (clock >= milliseconds{2400}) {
                EXPECT_GE(first_solve, 21);
            }
        }
    }
}

// A longer clock solves from more empties.
TEST(OthelloTimePlan, ALongerClockSolvesEarlier) {
    using std::chrono::milliseconds;
    auto first_exact = [](milliseconds left) {
        for (int empties = 40; empties > 0; --empties)
            if (plan_move(empties, left, {}).solve == MovePlan::Solve::exact) return empties;
        return 0;
    };
    EXPECT_LT(first_exact(milliseconds{200}), first_exact(milliseconds{2000}));
    EXPECT_LT(first_exact(milliseconds{2000}), first_exact(milliseconds{60000}));
    EXPECT_LT(expected_solve_time(20, false), expected_solve_time(20, true));
}

}  // namespace
}  // namespace plies::othello
