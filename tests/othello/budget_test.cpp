// The strong engine's node budget bounds the whole move: the midgame search that gives the
// fallback move and the exact solve together count no more nodes than the budget, plus the
// solver's slack.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "games/othello/search.hpp"
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

}  // namespace
}  // namespace plies::othello
