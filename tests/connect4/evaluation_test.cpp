// The game box's threat heuristic on hand-worked positions (the arithmetic is in the comments), and
// the window table both heuristics sum over. Cells are written (column, row), 0-based, row 0 at
// the bottom; move strings are 1-based columns. X moves first.
#include <gtest/gtest.h>

#include <bit>
#include <string_view>

#include "core/random.hpp"
#include "games/connect4/classic.hpp"
#include "games/connect4/evaluation.hpp"
#include "games/connect4/move_string.hpp"

namespace plies::connect4 {
namespace {

Position from(std::string_view moves) {
    std::string error;
    const auto position = parse_moves(moves, error);
    EXPECT_TRUE(position.has_value()) << error;
    return *position;
}

// The seed's heuristic for player 0 (X): X's part minus O's part.
int for_x(const Position& p) {
    const int side = p.side_to_move() == 0 ? 1 : -1;
    return side * threat_evaluation(p);
}

int part_of(const Position& p, int player) {
    return threat_score_of(p.discs_of(player), p.discs_of(1 - player), p.mask(),
                           p.playable_cells());
}

TEST(Connect4Evaluation, SixtyNineWindows) {
    // 24 horizontal (4 per row x 6), 21 vertical (3 per column x 7), 12 + 12 diagonal.
    EXPECT_EQ(kWindows.size(), 69U);
    int horizontal = 0, vertical = 0;
    for (const Bitboard w : kWindows) {
        EXPECT_EQ(std::popcount(w), 4);
        EXPECT_EQ(w & ~kBoardMask, 0U);
        bool one_column = false;
        for (int c = 0; c < kWidth; ++c) one_column |= (w & column_mask(c)) == w;
        vertical += one_column;
        horizontal += (w & (w >> kColumnBits)) != 0 && (w & (w >> 1)) == 0 &&
                      (w & (w >> (kColumnBits - 1))) == 0 && (w & (w >> (kColumnBits + 1))) == 0;
    }
    EXPECT_EQ(horizontal, 24);
    EXPECT_EQ(vertical, 21);
}

TEST(Connect4Evaluation, CentreDisc) {
    // "4": X at (3,0). Every window holds one X disc: 0. Centre column: +3 for X.
    // X part 3, O part 0: +3 for X, -3 for O (who is to move).
    const Position p = from("4");
    EXPECT_EQ(part_of(p, 0), 3);
    EXPECT_EQ(part_of(p, 1), 0);
    EXPECT_EQ(threat_evaluation(p), -3);
}

TEST(Connect4Evaluation, OpenTwo) {
    // "172": X (0,0) (1,0), O (6,0). Row 0, cols 0-3: X X _ _ = +5; every other window holds at
    // most one X. O: single disc, off-centre: 0. X's view +5.
    const Position p = from("172");
    EXPECT_EQ(part_of(p, 0), 5);
    EXPECT_EQ(part_of(p, 1), 0);
    EXPECT_EQ(for_x(p), 5);
}

TEST(Connect4Evaluation, PlayableThree) {
    // "17273": X (0,0) (1,0) (2,0), O (6,0) (6,1).
    // X: row 0 cols 0-3 X X X _ with (3,0) on the bottom row, playable: +100; cols 1-4 X X _ _:
    //    +5; all other windows one X. One threat cell only: no fork. X part 105.
    // O: column 6 rows 0-3 O O _ _: +5; others one O. O part 5.
    // X's view 105 - 5 = 100.
    const Position p = from("17273");
    EXPECT_EQ(part_of(p, 0), 105);
    EXPECT_EQ(part_of(p, 1), 5);
    EXPECT_EQ(for_x(p), 100);
}

TEST(Connect4Evaluation, FloatingThree) {
    // "1223733": X (0,0) (1,1) (2,2) (6,0); O (1,0) (2,0) (2,1). Column 3 is empty.
    // X: rising diagonal (0,0)(1,1)(2,2)(3,3): X X X _ with (3,3) floating (column 3 has no
    //    disc): +40; (1,1)(2,2)(3,3)(4,4): X X _ _: +5; the rows and columns through X's discs
    //    hold an O or a single X. X part 45 (no playable threat, no fork, no centre disc).
    // O: row 0 cols 1-4 O O _ _: +5; rising diagonal (1,0)(2,1)(3,2)(4,3): O O _ _: +5;
    //    column 2 and rows 0-1 windows with both O discs also hold an X. O part 10.
    // X's view 45 - 10 = 35.
    const Position p = from("1223733");
    EXPECT_EQ(part_of(p, 0), 45);
    EXPECT_EQ(part_of(p, 1), 10);
    EXPECT_EQ(for_x(p), 35);
}

TEST(Connect4Evaluation, Fork) {
    // "27374": X (1,0) (2,0) (3,0), O (6,0) (6,1).
    // X: row 0 cols 0-3 _ X X X: +100 ((0,0) playable); cols 1-4 X X X _: +100 ((4,0)
    //    playable); cols 2-5 X X _ _: +5; cols 3-6 has O. Centre (3,0): +3. Two distinct
    //    playable threat cells (0,0) and (4,0): fork +200. X part 408.
    // O: column 6 rows 0-3 O O _ _: +5. O part 5.
    // X's view 403; O to move sees -403.
    const Position p = from("27374");
    EXPECT_EQ(part_of(p, 0), 408);
    EXPECT_EQ(part_of(p, 1), 5);
    EXPECT_EQ(threat_evaluation(p), -403);
}

TEST(Connect4Evaluation, MixedWindowsScoreNothing) {
    // "13274": row 0 reads X X O X _ _ O. Every window of row 0 holds both colours (cols 0-3
    // X X O X has three X discs but scores 0); the other windows hold one disc each.
    // X: centre (3,0) +3 only. O: 0. X's view +3.
    const Position p = from("13274");
    EXPECT_EQ(part_of(p, 0), 3);
    EXPECT_EQ(part_of(p, 1), 0);
    EXPECT_EQ(for_x(p), 3);
}

TEST(Connect4Evaluation, OneThreatCellInTwoWindowsIsNoFork) {
    // Our fork rule counts distinct playable cells. Own discs (0,0) (1,0) (2,0) and (0,3) (1,2)
    // (2,1); the other player's (0,1) (0,2) (1,1) hold them up. Both row 0 cols 0-3 and the
    // falling diagonal (0,3)(1,2)(2,1)(3,0) are X X X _ completed by the same playable cell
    // (3,0): +100 +100, but one threat cell, so no fork.
    // Also: row 0 cols 1-4 X X _ _ +5; column 2 rows 0-3 X X _ _ +5; rising diagonal
    // (1,0)(2,1)(3,2)(4,3) X X _ _ +5; every other window is mixed or holds one own disc.
    // Total 215.
    const Bitboard own = cell_bit(0, 0) | cell_bit(1, 0) | cell_bit(2, 0) | cell_bit(0, 3) |
                         cell_bit(1, 2) | cell_bit(2, 1);
    const Bitboard other = cell_bit(0, 1) | cell_bit(0, 2) | cell_bit(1, 1);
    const Bitboard occupied = own | other;
    const Bitboard playable = (occupied + kBottomRow) & kBoardMask;
    EXPECT_EQ(threat_score_of(own, other, occupied, playable), 215);
}

TEST(Connect4Evaluation, PlayableAndFloatingThreatIsNoFork) {
    // Own discs fill rows 0 and 1 of columns 0-2; nothing else on the board.
    // Row 0 cols 0-3 X X X _ (3,0) playable: +100; row 1 cols 0-3 X X X _ (3,1) floating: +40;
    // rows 0 and 1 cols 1-4 X X _ _: +5 +5; columns 0, 1, 2 rows 0-3 X X _ _: +15; rising
    // diagonals (0,0)(1,1)(2,2)(3,3) and (1,0)(2,1)(3,2)(4,3) X X _ _: +10. Threat cells (3,0)
    // and (3,1), but only one is playable: no fork. Total 175.
    Bitboard own = 0;
    for (int col = 0; col < 3; ++col) own |= cell_bit(col, 0) | cell_bit(col, 1);
    const Bitboard playable = (own + kBottomRow) & kBoardMask;
    EXPECT_EQ(threat_score_of(own, 0, own, playable), 175);
}

TEST(Connect4Evaluation, AntisymmetricAndBelowWinScores) {
    // The heuristic is one player's part minus the other's, so negamax equals the game box's
    // minimax; and in real games it stays below 1000 (the game box's claim), so the cap in
    // heuristic() never changes a score.
    core::Rng rng(7);
    int largest = 0;
    for (int game = 0; game < 3000; ++game) {
        Position p;
        while (!p.over()) {
            const int raw = threat_evaluation(p);
            EXPECT_EQ(raw, part_of(p, p.side_to_move()) - part_of(p, 1 - p.side_to_move()));
            largest = std::max(largest, std::abs(raw));
            EXPECT_EQ(heuristic(p, Evaluation::threats), raw);
            int col = static_cast<int>(rng.below(kWidth));
            while (!p.can_play(col)) col = (col + 1) % kWidth;
            p.play(col);
        }
    }
    EXPECT_LT(largest, kWinScore);
}

TEST(Connect4Evaluation, WindowEvaluationOfSeed002) {
    // The Connect Four tutorial's board after its sixth move (0-based 3,3,3,1,3,1): O has column 1
    // rows 0-3 O O _ _ (+3) and row 1 cols 0-3 _ O _ O and cols 1-4 O _ O _ (+3 +3); X has column 3
    // rows 2-5 X X _ _ (+3). For O: 9 - 3 = 6, as the tutorial prints; for X: -6.
    const Position p = from("444242");
    EXPECT_EQ(window_evaluation(p, 1), 6);
    EXPECT_EQ(window_evaluation(p, 0), -6);
    EXPECT_EQ(heuristic(p, Evaluation::window), -6);  // X to move
}

}  // namespace
}  // namespace plies::connect4
