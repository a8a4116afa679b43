// The generic negamax: alpha-beta must return exactly the minimax value (checked against a
// plain minimax on pseudo-random trees), prefer the fastest win, and stop promptly.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include <pthread.h>
#include <time.h>

#include "core/limits.hpp"
#include "core/negamax.hpp"

namespace {

using namespace plies::core;

// A synthetic game tree: a node is its path hash; every node has `branching` moves; leaves at
// `depth` get a pseudo-random value; some inner nodes are terminal wins for the side to move's
// opponent (so that proven scores occur).
struct TreeState {
    using Move = int;
    static constexpr int kMaxMoves = 8;
    static constexpr int kMaxPly = 40;

    int branching = 4;
    int height = 6;         // plies to the horizon where the game "ends" by evaluation
    bool terminals = true;  // some inner nodes (3 plies or more from the start) end the game
    std::vector<std::uint64_t> path{0x1234567ULL};

    static std::uint64_t mix(std::uint64_t x) {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        x *= 0xc4ceb9fe1a85ec53ULL;
        return x ^ (x >> 33);
    }
    [[nodiscard]] std::uint64_t node() const { return path.back(); }
    int generate_moves(std::span<Move> out) const {
        if (static_cast<int>(path.size()) - 1 >= height) return 0;
        for (int i = 0; i < branching; ++i) out[i] = i;
        return branching;
    }
    void play(Move m) { path.push_back(mix(node() * 31 + static_cast<std::uint64_t>(m) + 1)); }
    void undo(Move) { path.pop_back(); }
    [[nodiscard]] std::optional<int> terminal_score(int ply) const {
        if (terminals && path.size() > 3 && node() % 23 == 0) return loss_in(ply);  // opponent won
        if (static_cast<int>(path.size()) - 1 >= height)
            return static_cast<int>(node() % 201) - 100;
        return std::nullopt;
    }
    [[nodiscard]] int evaluate() const { return static_cast<int>(node() % 101) - 50; }
};

int minimax(TreeState& s, int depth, int ply) {
    if (auto t = s.terminal_score(ply)) return *t;
    if (depth == 0) return s.evaluate();
    std::array<int, 8> moves{};
    const int n = s.generate_moves(moves);
    int best = -kInfinity;
    for (int i = 0; i < n; ++i) {
        s.play(moves[i]);
        best = std::max(best, -minimax(s, depth - 1, ply + 1));
        s.undo(moves[i]);
    }
    return best;
}

// The search under the desktop's limits and stop token (its Control).
SearchReport<int, TreeState::kMaxPly> run(TreeState& state, const SearchLimits& limits,
                                          const StopToken* stop) {
    SearchControl control(limits, stop);
    Negamax<TreeState, SearchControl> search;
    return search.search(state, limits.depth, control);
}

TEST(Negamax, AlphaBetaEqualsMinimaxOnRandomTrees) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (int depth = 1; depth <= 5; ++depth) {
            TreeState state;
            state.path = {seed * 7919};
            state.branching = 2 + static_cast<int>(seed % 5);
            state.height = 7;
            const int expected = minimax(state, depth, 0);
            const auto result = run(state, {.depth = depth, .nodes = 0, .time = {}}, nullptr);
            ASSERT_EQ(result.score, expected) << "seed " << seed << " depth " << depth;
            ASSERT_TRUE(result.best_move.has_value());
            // Iterative deepening stops early only once a win or loss is proven.
            if (!result.exact) {
                EXPECT_EQ(result.depth, depth);
            }
            // Playing the PV's first move must realise the score.
            state.play(*result.best_move);
            EXPECT_EQ(-minimax(state, depth - 1, 1), expected);
        }
    }
}

TEST(Negamax, ReportsCutoffsAndPrunedBranches) {
    TreeState state;
    state.branching = 6;
    state.height = 8;
    state.terminals = false;
    const auto result = run(state, {.depth = 6, .nodes = 0, .time = {}}, nullptr);
    EXPECT_GT(result.cutoffs, 0u);
    EXPECT_GT(result.pruned, 0u);
    EXPECT_GT(result.pv_length, 0);
    EXPECT_EQ(result.pv[0], *result.best_move);
}

TEST(Score, FasterWinScoresHigherSlowerLossLessBad) {
    EXPECT_GT(win_in(2), win_in(6));
    EXPECT_GT(loss_in(6), loss_in(2));
    EXPECT_TRUE(is_proven(win_in(100)));
    EXPECT_FALSE(is_proven(999));
    EXPECT_EQ(score_from_table(score_to_table(win_in(9), 4), 4), win_in(9));
}

// The CPU time a thread has used so far (its own clock: unlike wall time, it does not grow while
// a loaded machine runs other processes).
std::chrono::nanoseconds thread_cpu_time(clockid_t clock) {
    timespec now{};
    clock_gettime(clock, &now);
    return std::chrono::seconds{now.tv_sec} + std::chrono::nanoseconds{now.tv_nsec};
}

// A search told to stop returns within 10 ms of its own CPU time with a legal move (here a deep,
// wide tree that would take hours to finish). CPU time, not wall time: on a loaded machine the
// searching thread may wait longer than that for a core.
TEST(Negamax, StopTokenEndsTheSearchWithinTenMilliseconds) {
    TreeState state;
    state.branching = 8;
    state.height = 40;
    state.terminals = false;
    StopToken stop;
    clockid_t search_clock{};
    ASSERT_EQ(pthread_getcpuclockid(pthread_self(), &search_clock), 0);
    std::chrono::nanoseconds cpu_at_stop{};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds{50});
        cpu_at_stop = thread_cpu_time(search_clock);
        stop.request_stop();
    });
    const auto result = run(state, {}, &stop);
    const auto cpu_at_return = thread_cpu_time(search_clock);
    stopper.join();
    EXPECT_TRUE(result.stopped);
    ASSERT_TRUE(result.best_move.has_value());
    EXPECT_LT(*result.best_move, 8);
    EXPECT_LT(
        std::chrono::duration_cast<std::chrono::milliseconds>(cpu_at_return - cpu_at_stop).count(),
        10);
}

TEST(Negamax, NodeLimitIsObeyed) {
    TreeState state;
    state.branching = 8;
    state.height = 40;
    state.terminals = false;
    const auto result = run(state, {.depth = 0, .nodes = 5000, .time = {}}, nullptr);
    EXPECT_TRUE(result.stopped);
    EXPECT_LE(result.nodes, 5000u + 1);
    EXPECT_TRUE(result.best_move.has_value());
}

}  // namespace
