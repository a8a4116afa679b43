// Review on hand-made tic-tac-toe records with planted mistakes, checked by hand:
//
//  1 | 2 | 3     X: 1, O: 5, X: 2 (X threatens 3), O: 7?? (O had to block at 3: a drawn position
//  ---------     turned into a loss), X: 9?? (X had the immediate win at 3 and missed it; O now
//  4 | 5 | 6     threatens 3 itself (3-5-7), and X at 9 leaves it: O wins with 3.)
//  ---------
//  7 | 8 | 9
#include <fstream>

#include <gtest/gtest.h>

#include "arena/review.hpp"
#include "engine/registry.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

GameRecord record_of(const std::vector<std::string>& moves) {
    GameRecord record;
    record.game = "tictactoe";
    record.specs[0] = "X player";
    record.specs[1] = "O player";
    for (const auto& m : moves) record.moves.push_back({m, 0, std::nullopt, "", "", false});
    return record;
}

const GameFactory kTicTacToe = [] { return engine::create_game("tictactoe"); };

TEST(ReviewTest, FindsPlantedMistakesWithTheSolver) {
    const auto review = review_game(kTicTacToe, record_of({"1", "5", "2", "7", "9", "3"}),
                                    {.exact_everywhere = true});
    ASSERT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(review.marks[0].ply, 4u);
    EXPECT_EQ(review.marks[0].side, 1);
    EXPECT_EQ(review.marks[0].kind, MarkKind::draw_to_loss);
    EXPECT_EQ(review.marks[0].better, "3");
    EXPECT_EQ(review.marks[1].ply, 5u);
    EXPECT_EQ(review.marks[1].side, 0);
    EXPECT_EQ(review.marks[1].kind, MarkKind::missed_win_now);
    EXPECT_EQ(review.marks[1].better, "3");
    EXPECT_EQ(review.sides[0].moves, 3);
    EXPECT_EQ(review.sides[0].judged_exactly, 3);
    EXPECT_EQ(review.sides[0].win_available, 1);
    EXPECT_EQ(review.sides[0].win_kept, 0);
    EXPECT_EQ(review.sides[1].win_available, 1);  // O's last move, 3, wins and keeps it
    EXPECT_EQ(review.sides[1].win_kept, 1);
}

TEST(ReviewTest, FindsAMissedForcedWin) {
    // X: 5, O: 2 (an edge reply loses by force: X wins with 1, 4 or 7), X: 8?? blocks nothing
    // and lets the win go.
    const auto review =
        review_game(kTicTacToe, record_of({"5", "2", "8"}), {.exact_everywhere = true});
    ASSERT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(review.marks[0].ply, 2u);
    EXPECT_EQ(review.marks[0].kind, MarkKind::draw_to_loss);
    EXPECT_EQ(review.marks[1].ply, 3u);
    EXPECT_EQ(review.marks[1].kind, MarkKind::missed_forced_win);
}

TEST(ReviewTest, WithoutASolverOnlyImmediateWinsCount) {
    // Tic-tac-toe says it can always be solved; this wrapper says it never can.
    const GameFactory unsolvable = [] {
        return testing::solvable_wrapper(engine::create_game("tictactoe"), 1000);
    };
    const auto review = review_game(unsolvable, record_of({"1", "5", "2", "7", "9", "3"}), {});
    ASSERT_EQ(review.marks.size(), 1u);
    EXPECT_EQ(review.marks[0].ply, 5u);
    EXPECT_EQ(review.marks[0].kind, MarkKind::missed_win_now);
    EXPECT_EQ(review.sides[0].judged_exactly, 0);
}

TEST(ReviewTest, UsesTheSolverWhereTheGameSaysItIsCheap) {
    const GameFactory wrapped = [] {
        return testing::solvable_wrapper(engine::create_game("tictactoe"), 0);
    };
    const auto review = review_game(wrapped, record_of({"1", "5", "2", "7", "9", "3"}), {});
    EXPECT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(review.sides[0].judged_exactly, 3);
}

TEST(ReviewTest, ReadsMoveFiles) {
    testing::TempDir dir;
    {
        std::ofstream file(dir.file("games.txt"));
        file << "# planted\n1 5 2 7 9 3\n\n159\n";
    }
    const auto games = read_move_file(kTicTacToe, dir.file("games.txt"));
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].moves.size(), 6u);
    EXPECT_EQ(games[0].outcome, engine::Outcome::second_wins);
    EXPECT_EQ(games[1].moves.size(), 3u);  // a position string becomes its moves
    {
        std::ofstream file(dir.file("bad.txt"));
        file << "1 1\n";
    }
    EXPECT_THROW((void)read_move_file(kTicTacToe, dir.file("bad.txt")), engine::Error);
}

}  // namespace
}  // namespace plies::arena
