// Review on hand-made tic-tac-toe records with planted mistakes, checked by hand:
//
//  1 | 2 | 3     X: 1, O: 5, X: 2 (X threatens 3), O: 7?? (O had to block at 3: a drawn position
//  ---------     turned into a loss), X: 9?? (X had the immediate win at 3 and missed it; O now
//  4 | 5 | 6     threatens 3 itself (3-5-7), and X at 9 leaves it: O wins with 3.)
//  ---------
//  7 | 8 | 9
#include <algorithm>
#include <fstream>
#include <sstream>

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
    for (const auto& m : moves)
        record.moves.push_back({m, 0, std::nullopt, std::nullopt, "", "", false});
    return record;
}

const GameFactory kTicTacToe = [] { return engine::create_game("tictactoe"); };

void expect_counts(const ReviewCounts& counts, std::string_view kind, int moments, int taken,
                   int missed) {
    const auto c = counts.count(kind);
    EXPECT_EQ(c.moments, moments) << kind;
    EXPECT_EQ(c.taken, taken) << kind;
    EXPECT_EQ(c.missed, missed) << kind;
}

TEST(ReviewTest, FindsPlantedMistakesWithTheSolver) {
    const auto review = review_game(kTicTacToe, record_of({"1", "5", "2", "7", "9", "3"}),
                                    {.exact_everywhere = true});
    ASSERT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(review.marks[0].ply, 4u);
    EXPECT_EQ(review.marks[0].side, 1);
    EXPECT_EQ(review.marks[0].kind, kDraw);
    EXPECT_EQ(mark_text(review.marks[0]), "draw turned into a loss");
    EXPECT_EQ(review.marks[0].better, "3");
    EXPECT_EQ(review.marks[1].ply, 5u);
    EXPECT_EQ(review.marks[1].side, 0);
    EXPECT_EQ(review.marks[1].kind, kWinInOne);
    EXPECT_EQ(mark_text(review.marks[1]), "missed win in one");
    EXPECT_EQ(review.marks[1].better, "3");
    EXPECT_EQ(review.sides[0].moves, 3);
    EXPECT_EQ(review.sides[0].judged_exactly, 3);
    // X: two drawn positions held (1, 2), then a win in one missed.
    expect_counts(review.sides[0], kDraw, 2, 2, 0);
    expect_counts(review.sides[0], kWinInOne, 1, 0, 1);
    // O: 5 held the draw, 7 lost it; its last move, 3, wins in one.
    expect_counts(review.sides[1], kDraw, 2, 1, 1);
    expect_counts(review.sides[1], kWinInOne, 1, 1, 0);
}

TEST(ReviewTest, FindsAMissedForcedWin) {
    // X: 5, O: 2 (an edge reply loses by force: X wins with 1, 4 or 7), X: 8?? blocks nothing
    // and lets the win go.
    const auto review =
        review_game(kTicTacToe, record_of({"5", "2", "8"}), {.exact_everywhere = true});
    ASSERT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(review.marks[0].ply, 2u);
    EXPECT_EQ(review.marks[0].kind, kDraw);
    EXPECT_EQ(review.marks[1].ply, 3u);
    EXPECT_EQ(review.marks[1].kind, kForcedWin);
    expect_counts(review.sides[0], kForcedWin, 1, 0, 1);
}

TEST(ReviewTest, WithoutASolverOnlyImmediateWinsCount) {
    // Tic-tac-toe says it can always be solved; this wrapper says it never can.
    const GameFactory unsolvable = [] {
        return testing::solvable_wrapper(engine::create_game("tictactoe"), 1000);
    };
    const auto review = review_game(unsolvable, record_of({"1", "5", "2", "7", "9", "3"}), {});
    ASSERT_EQ(review.marks.size(), 1u);
    EXPECT_EQ(review.marks[0].ply, 5u);
    EXPECT_EQ(review.marks[0].kind, kWinInOne);
    EXPECT_EQ(review.sides[0].judged_exactly, 0);
    EXPECT_EQ(review.sides[0].count(kDraw).moments, 0);
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

// A record of `game`: the `setup` moves as an opening (not judged), then the players' moves.
GameRecord planted(const std::string& game, const std::vector<std::string>& setup,
                   const std::vector<std::string>& moves) {
    GameRecord record;
    record.game = game;
    record.specs[0] = "first";
    record.specs[1] = "second";
    for (const auto& m : setup)
        record.moves.push_back({m, 0, std::nullopt, std::nullopt, "", "", true});
    for (const auto& m : moves)
        record.moves.push_back({m, 0, std::nullopt, std::nullopt, "", "", false});
    return record;
}

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream words(text);
    for (std::string w; words >> w;) out.push_back(w);
    return out;
}

TEST(ReviewTest, ConnectFourSolverFindsPlantedMistakes) {
    // Values by `plies analyse connect4` (the exact solver; scores as in Pons' test sets):
    //  26121347245152     X: 4 and 5 win (+4), 1 draws          -> X plays 1: missed forced win
    //  261213472451521    O: only 3 draws, 1 loses at once      -> O plays 1: draw lost
    //  2612134724515211   X: 3 wins at once, 6 loses (-2)       -> X plays 6: missed win in one
    //  26121347245152116  O: only 3 wins (+2)                   -> O plays 3: forced win kept
    std::vector<std::string> setup;
    for (char c : std::string("26121347245152")) setup.emplace_back(1, c);
    const GameFactory connect4 = [] { return engine::create_game("connect4"); };
    const auto review = review_game(connect4, planted("connect4", setup, {"1", "1", "6", "3"}), {});
    ASSERT_EQ(review.marks.size(), 3u);
    EXPECT_EQ(review.marks[0].ply, 15u);
    EXPECT_EQ(review.marks[0].kind, kForcedWin);
    EXPECT_EQ(review.marks[1].kind, kDraw);
    EXPECT_EQ(review.marks[1].better, "3");
    EXPECT_EQ(review.marks[2].kind, kWinInOne);
    EXPECT_EQ(review.marks[2].better, "3");
    EXPECT_EQ(review.sides[0].judged_exactly, 2);
    expect_counts(review.sides[0], kForcedWin, 1, 0, 1);
    expect_counts(review.sides[0], kWinInOne, 1, 0, 1);
    expect_counts(review.sides[1], kDraw, 1, 0, 1);
    expect_counts(review.sides[1], kForcedWin, 1, 1, 0);
}

TEST(ReviewTest, OthelloEndgameSolverFindsPlantedMistakes) {
    // After these 42 moves (18 empties) `plies analyse othello` gives black a2 +16 but g2 -2;
    // then white b2 +2 but b8 -8; black a2/d8 +8 but e7 0; white b2 0 (a draw) but e8 -14.
    const auto setup = split(
        "e6 f4 f3 f2 g3 h3 c3 c6 c5 c4 b5 a6 e3 f5 f6 d3 h2 h1 e1 f1 e2 d1 g1 h4 g4 h5 c1 d6 "
        "a5 a4 d7 c8 b4 b3 a3 c2 a7 b6 c7 g6 d2 b1");
    const GameFactory othello = [] { return engine::create_game("othello"); };
    const auto review =
        review_game(othello, planted("othello", setup, {"g2", "b8", "e7", "e8"}), {});
    ASSERT_EQ(review.marks.size(), 4u);
    EXPECT_EQ(review.marks[0].better, "a2");
    EXPECT_EQ(review.marks[3].kind, kDraw);
    EXPECT_EQ(review.sides[0].judged_exactly, 2);
    expect_counts(review.sides[0], kForcedWin, 2, 0, 2);
    expect_counts(review.sides[1], kForcedWin, 1, 0, 1);
    expect_counts(review.sides[1], kDraw, 1, 0, 1);
}

TEST(ReviewTest, GomokuFourThreeAndFiveMissedAndTaken) {
    //  8 . . . . . . . . .    Black d5 e5 f5 (c5 white) and g6 g7: g5 makes a four (d5-g5,
    //  7 . . . . . . X O .    one end blocked) and an open three (g5-g7): a four-three, as in
    //  6 . . . . . O X . .    the Gomoku bug report. White's f6 h7 e4 h4 leave black no other win.
    //  Black 5 . . O X X X . . .    plays h5 instead (a split four that white can block at g5,
    //  after 4 . . . . O . . O .    which black has no forced win); white does not block; black
    //    a b c d e f g h      misses the five at g5 (plays c10); white plays b3; black makes
    // the five at g5.
    const auto setup = split("d5 c5 e5 h7 f5 f6 g6 e4 g7 h4");
    const GameFactory gomoku = [] { return engine::create_game("gomoku"); };
    {
        auto game = gomoku();
        for (const auto& m : setup) game->play(m);
        // Every kind is listed, strongest first; g5 is the four-three, and a VCF too.
        const auto chances = game->win_chances();
        ASSERT_EQ(chances.size(), 3u);
        EXPECT_EQ(chances[0].kind, "four-four / straight four");
        EXPECT_TRUE(chances[0].moves.empty());
        EXPECT_EQ(chances[1].kind, "four-three");
        EXPECT_EQ(chances[1].moves, std::vector<std::string>{"g5"});
        EXPECT_EQ(chances[2].kind, "VCF");
        EXPECT_EQ(chances[2].moves, std::vector<std::string>{"g5"});
    }
    const auto review =
        review_game(gomoku, planted("gomoku", setup, {"h5", "b2", "c10", "b3", "g5"}), {});
    ASSERT_EQ(review.marks.size(), 2u);
    EXPECT_EQ(mark_text(review.marks[0]), "missed four-three");
    EXPECT_EQ(review.marks[0].better, "g5");
    EXPECT_EQ(mark_text(review.marks[1]), "missed win in one");
    expect_counts(review.sides[0], "four-three", 1, 0, 1);
    expect_counts(review.sides[0], kWinInOne, 2, 1, 1);
    for (const auto& [kind, count] : review.sides[1].kinds) EXPECT_EQ(count.moments, 0) << kind;

    const auto taken = review_game(gomoku, planted("gomoku", setup, {"g5"}), {});
    EXPECT_TRUE(taken.marks.empty());
    expect_counts(taken.sides[0], "four-three", 1, 1, 0);
}

TEST(ReviewTest, GomokuMoveThatKeepsAForcedWinIsNotMissed) {
    // Black d5 e5 f5 (c5 white) and g6 g7 with white far away: g5 is the four-three, but h5 (a
    // split four: white must block at g5) keeps a forced win too, since black still has a VCT
    // after the block (as a strong engine's "mate in N" that keeps falling shows).
    const auto setup = split("d5 c5 e5 a15 f5 o15 g6 o1 g7 a13");
    const GameFactory gomoku = [] { return engine::create_game("gomoku"); };
    const auto review = review_game(gomoku, planted("gomoku", setup, {"h5", "g5"}), {});
    EXPECT_TRUE(review.marks.empty());
    expect_counts(review.sides[0], "four-three", 1, 0, 0);
}

TEST(ReviewTest, GomokuFourFourIsAWinOnlyWhereTheRuleAllowsIt) {
    // Black e8 f8 g8 (d8 white) and h5 h6 h7 (h4 white): h8 makes two fours, a win in
    // freestyle and a forbidden point for black under renju. White's g7 f7 i9 e9 leave black no
    // other win, so black's a1 lets the freestyle win go; under renju there was none.
    const auto setup = split("e8 d8 f8 h4 g8 g7 h5 f7 h6 i9 h7 e9");
    const auto review_under = [&](const std::string& rule) {
        const GameFactory gomoku = [rule] {
            return engine::create_game("gomoku", {{"rule", rule}});
        };
        return review_game(gomoku, planted("gomoku", setup, {"a1", "h8"}), {});
    };
    const auto freestyle = review_under("freestyle");
    ASSERT_EQ(freestyle.marks.size(), 1u);
    EXPECT_EQ(mark_text(freestyle.marks[0]), "missed four-four / straight four");
    EXPECT_EQ(freestyle.marks[0].better, "h8");
    EXPECT_TRUE(review_under("renju").marks.empty());
}

TEST(ReviewTest, GomokuVcfStartsAreThePuzzlesAnswers) {
    // Renju VCF puzzles from github.com/lfz084/lfz084.github.io (tests/data/gomoku/, "intro-vcf"
    // 010, 014, 017, 019), black to move; the answers list every first move of a VCF. Their
    // stones are played here black, white alternately, then black plays a1 (missing the VCF)
    // or the first answer (taking it).
    struct Puzzle {
        const char* stones;
        std::vector<std::string> answers;
    };
    const std::vector<Puzzle> puzzles = {
        {"i9 j10 g8 g9 h8 h9 i8 j9 g7 f8 h7 k8 j7 i7 g6 i6", {"e5", "f5", "g5"}},
        {"j11 i10 g10 g9 h10 h9 j10 f8 f9 i8 j9 j8 h8 h7 g7 f6", {"j13", "k11"}},
        {"i9 h9 h8 g8 i8 g7 j8 i7 f7 j7 h7 k6 k7 l6 g6 f5", {"h10", "k10", "k8"}},
        {"g12 j12 i11 h11 h10 f10 g9 j10 j9 h9 h8 i9 i8 j8", {"f8"}},
    };
    const GameFactory renju = [] { return engine::create_game("gomoku", {{"rule", "renju"}}); };
    ReviewCounts black;
    for (const auto& puzzle : puzzles) {
        auto game = renju();
        const auto stones = split(puzzle.stones);
        for (const auto& m : stones) game->play(m);
        const auto chances = game->win_chances();
        ASSERT_FALSE(chances.empty()) << puzzle.stones;
        auto vcf = chances.back().moves;
        EXPECT_EQ(chances.back().kind, "VCF");
        std::sort(vcf.begin(), vcf.end());
        auto answers = puzzle.answers;
        std::sort(answers.begin(), answers.end());
        EXPECT_EQ(vcf, answers) << puzzle.stones;
        black += review_game(renju, planted("gomoku", stones, {"a1"}), {}).sides[0];
        black +=
            review_game(renju, planted("gomoku", stones, {puzzle.answers.front()}), {}).sides[0];
    }
    expect_counts(black, "VCF", 8, 4, 4);
}

TEST(ReviewTest, GomokuReportCountsSituationsAndHowGamesWereWon) {
    // Black's four-three g5 (d5 e5 f5 + g5, c5 white; g5 g6 g7), white blocks h5, black plays
    // the straight four g8 and the five g9: the Gomoku bug report's "four-three (solid three)".
    const auto setup = split("d5 c5 e5 h7 f5 f6 g6 e4 g7 h4");
    const GameFactory gomoku = [] { return engine::create_game("gomoku"); };
    auto record = planted("gomoku", setup, {"g5", "h5", "g8", "a1", "g9"});
    record.outcome = engine::Outcome::first_wins;
    const auto won = review_game(gomoku, record, {});
    const auto situation = [](const ReviewCounts& counts, std::string_view name) {
        for (const auto& [n, count] : counts.situations)
            if (n == name) return count;
        ADD_FAILURE() << "no situation " << name;
        return KindCount{};
    };
    // Every situation is listed for both players, in the game's order.
    ASSERT_EQ(won.sides[0].situations.size(), 5u);
    EXPECT_EQ(won.sides[0].situations[0].first, "four-three made (solid four)");
    EXPECT_EQ(situation(won.sides[0], "four-three made (solid four)").moments, 1);
    EXPECT_EQ(situation(won.sides[0], "four-three made (solid four)").taken, 1);
    // White only ever faced a five to block: no moment.
    for (const auto& [name, count] : won.sides[1].situations) EXPECT_EQ(count.moments, 0) << name;
    using Wins = std::vector<std::pair<std::string, int>>;
    EXPECT_EQ(won.sides[0].wins, (Wins{{"four-three (solid three)", 1}}));
    EXPECT_TRUE(won.sides[1].wins.empty());

    // The same game lost on time by black before its five: white wins by forfeit.
    record.moves.pop_back();
    record.outcome = engine::Outcome::second_wins;
    record.end_reason = EndReason::time_forfeit;
    EXPECT_EQ(review_game(gomoku, record, {}).sides[1].wins, (Wins{{"forfeit", 1}}));

    // A game without situations or words for its wins counts none (X wins with 1 2 3).
    auto x_wins = record_of({"1", "5", "2", "7", "3"});
    x_wins.outcome = engine::Outcome::first_wins;
    const auto tictactoe = review_game(kTicTacToe, x_wins, {});
    EXPECT_TRUE(tictactoe.sides[0].situations.empty());
    EXPECT_TRUE(tictactoe.sides[0].wins.empty());
}

}  // namespace
}  // namespace plies::arena
