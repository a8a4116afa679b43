// The exact endgame solver against a plain minimax on random positions with 4-10 empties, and
// with windows around its selective pass on FFO #40.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/registry.hpp"
#include "games/othello/bench.hpp"
#include "games/othello/endgame.hpp"
#include "games/othello/notation.hpp"
#include "games/othello/search.hpp"

namespace plies::othello {
namespace {

// Plain minimax with the rules' own final_score: the ground truth for small endgames.
int minimax(const Position& pos, bool passed) {
    const Bitboard moves = legal_moves(pos.player, pos.opponent);
    if (moves == 0) {
        if (passed) return final_score(pos.player, pos.opponent);
        return -minimax(pos.passed(), true);
    }
    int best = -100;
    for (Bitboard m = moves; m != 0; m &= m - 1) {
        const int sq = std::countr_zero(m);
        best = std::max(best, -minimax(play(pos, sq, flips(sq, pos.player, pos.opponent)), false));
    }
    return best;
}

TEST(OthelloEndgame, MatchesMinimaxOnRandomEndgames) {
    std::uint64_t seed = 99;
    int checked = 0;
    for (int game = 0; game < 400; ++game) {
        Position pos = kStartPosition;
        const int stop_at = 4 + game % 7;  // 4..10 empties
        while (pos.empty_count() > stop_at && !game_over(pos)) {
            const Bitboard moves = legal_moves(pos.player, pos.opponent);
            if (moves == 0) {
                pos = pos.passed();
                continue;
            }
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            Bitboard m = moves;
            for (int k = static_cast<int>((seed >> 33) %
                                          static_cast<std::uint64_t>(std::popcount(moves)));
                 k > 0; --k)
                m &= m - 1;
            const int sq = std::countr_zero(m);
            pos = play(pos, sq, flips(sq, pos.player, pos.opponent));
        }
        const int truth = minimax(pos, false);
        ASSERT_EQ(solve_endgame(pos, -64, 64, {}, nullptr).score, truth) << game;
        // The midgame search to the end of the game is exact too: Multi-ProbCut stays out of it.
        if (!game_over(pos)) {
            const auto to_the_end = search_midgame(pos, pos.empty_count(), {}, nullptr);
            ASSERT_TRUE(to_the_end.exact) << game;
            ASSERT_EQ(to_the_end.score, truth * 100) << game;
        }
        // Null windows around the truth must fail on the right side.
        EXPECT_LE(solve_endgame(pos, truth, truth + 1, {}, nullptr).score, truth);
        EXPECT_GE(solve_endgame(pos, truth - 1, truth, {}, nullptr).score, truth);
        ++checked;
    }
    EXPECT_EQ(checked, 400);
}

// From 18 empties the solver runs a selective pass and an aspiration window before the exact
// pass; with a window given by the caller the result must still be exact inside it and a bound
// on the failing side outside it. FFO #40 (20 empties) is worth +38 (the published score).
TEST(OthelloEndgame, WindowsAroundTheSelectivePassStayExact) {
    std::string error;
    const auto parsed = parse_obf(ffo_line(40), error);
    ASSERT_TRUE(parsed.has_value()) << error;
    const Position pos = parsed->position;
    for (int fresh = 0; fresh < 2; ++fresh) {  // with an empty table, then with a full one
        EndgameSolver solver(16);
        if (fresh == 1) (void)solver.solve(pos, -64, 64, {}, nullptr);
        EXPECT_EQ(solver.solve(pos, 20, 50, {}, nullptr).score, 38);
        EXPECT_EQ(solver.solve(pos, 37, 64, {}, nullptr).score, 38);
        EXPECT_LE(solver.solve(pos, 40, 64, {}, nullptr).score, 40);   // fails low
        EXPECT_GE(solver.solve(pos, -64, 30, {}, nullptr).score, 30);  // fails high
        EXPECT_GE(solver.solve(pos, -64, -20, {}, nullptr).score, -20);
        const auto result = solver.solve(pos, -64, 64, {}, nullptr);
        EXPECT_EQ(result.score, 38);
        EXPECT_EQ(square_name(result.best_move), "a2");
    }
}

TEST(OthelloEndgame, SolveAndAnalyseThroughTheEngine) {
    // A position 9 empties from the end of a random game; every move's exact value must be
    // minus the minimax value after it, and solve() must give the best of them.
    std::uint64_t seed = 7;
    Position pos = kStartPosition;
    std::string moves;
    while (pos.empty_count() > 9) {
        const Bitboard legal = legal_moves(pos.player, pos.opponent);
        if (legal == 0) {
            ASSERT_FALSE(game_over(pos));
            moves += "pass";
            pos = pos.passed();
            continue;
        }
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        Bitboard m = legal;
        for (int k =
                 static_cast<int>((seed >> 33) % static_cast<std::uint64_t>(std::popcount(legal)));
             k > 0; --k)
            m &= m - 1;
        const int sq = std::countr_zero(m);
        moves += square_name(sq);
        pos = play(pos, sq, flips(sq, pos.player, pos.opponent));
    }
    auto game = engine::create_game("othello");
    game->set_position(moves);
    const auto scores = game->analyse({}, nullptr);
    ASSERT_EQ(scores.size(), game->legal_moves().size());
    int best = -100;
    for (const auto& s : scores) {
        auto after = game->clone();
        after->play(s.move);
        std::string error;
        const auto next = parse_obf(after->position(), error)->position;
        EXPECT_TRUE(s.exact);
        EXPECT_EQ(s.score, -minimax(next, false)) << s.move;
        best = std::max(best, s.score);
    }
    const auto solved = game->solve({}, nullptr);
    EXPECT_EQ(solved.score, best);
    EXPECT_EQ(solved.score, minimax(pos, false));

    // Far from the end, analyse gives search scores for every move.
    game->set_position("f5d6c3d3c4");
    core::SearchLimits limits;
    limits.depth = 3;
    const auto midgame = game->analyse(limits, nullptr);
    ASSERT_EQ(midgame.size(), game->legal_moves().size());
    for (const auto& s : midgame) EXPECT_FALSE(s.exact);
}

}  // namespace
}  // namespace plies::othello
