// Board basics: notation, play/undo restores everything, and the incremental line patterns
// agree with the line table read from the cells and with a fresh board built from the same stones.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "games/gomoku/board.hpp"
#include "games/gomoku/notation.hpp"

namespace plies::gomoku {
namespace {

TEST(GomokuNotation, RowsCountFromTheBottom) {
    EXPECT_EQ(parse_point("h8", 15), make_point(7, 7));
    EXPECT_EQ(parse_point("a1", 15), make_point(0, 14));
    EXPECT_EQ(parse_point("a15", 15), make_point(0, 0));
    EXPECT_EQ(parse_point("o15", 15), make_point(14, 0));
    EXPECT_EQ(parse_point("t20", 20), make_point(19, 0));
    EXPECT_FALSE(parse_point("p1", 15));
    EXPECT_FALSE(parse_point("a16", 15));
    EXPECT_FALSE(parse_point("a0", 15));
    EXPECT_FALSE(parse_point("a01", 15));
    EXPECT_EQ(point_name(make_point(7, 7), 15), "h8");
    EXPECT_EQ(point_name(make_point(0, 19), 20), "a1");
    std::string error;
    const auto moves = parse_move_list("h8i9 j10,k11", 15, error);
    ASSERT_TRUE(moves);
    EXPECT_EQ(moves->size(), 4U);
    EXPECT_FALSE(parse_move_list("h8z9", 15, error));
    EXPECT_NE(error.find("z9"), std::string::npos);
}

bool same_patterns(const Board& a, const Board& b) {
    for (int y = 0; y < a.size(); ++y) {
        for (int x = 0; x < a.size(); ++x) {
            const Point p = make_point(x, y);
            if (a.at(p) != b.at(p)) return false;
            for (Color c : {Color::black, Color::white}) {
                if (a.makes_five(c, p) != b.makes_five(c, p)) return false;
                if (a.four_points(c).contains(p) != b.four_points(c).contains(p)) return false;
                int code = 0;  // the kinds as the digits of the pattern code, direction 0 last
                for (int d = kDirections - 1; d >= 0; --d) {
                    if (a.kind(c, p, d) != b.kind(c, p, d)) return false;
                    code = code * 10 + static_cast<int>(a.kind(c, p, d));
                }
                if (a.pattern_code(c, p) != code || b.pattern_code(c, p) != code) return false;
            }
        }
    }
    return a.hash() == b.hash();
}

// The LineTable index of p's ten neighbours along direction d as colour c sees them, read from
// the cells (the board keeps it incrementally).
std::uint32_t index_from_cells(const Board& board, Color c, Point p, int d) {
    std::uint32_t index = 0;
    for (int offset = -5; offset <= 5; ++offset) {
        if (offset == 0) continue;
        const Cell cell = board.at(p + offset * kStep[d]);
        const int digit = cell == Cell::empty  ? 0
                          : cell == cell_of(c) ? LineTable::kOwnDigit
                                               : LineTable::kBlockedDigit;
        index += static_cast<std::uint32_t>(digit * LineTable::kDigit[neighbour_bit(offset)]);
    }
    return index;
}

// Every empty point's kinds are the table's kinds of the cells around it as they are now.
bool kinds_match_the_cells(const Board& board) {
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = make_point(x, y);
            if (!board.empty_at(p)) continue;
            for (Color c : {Color::black, Color::white})
                for (int d = 0; d < kDirections; ++d)
                    if (board.kind(c, p, d) !=
                        board.table(c).kind(index_from_cells(board, c, p, d)))
                        return false;
        }
    return true;
}

// What lets a stone skip the points five cells away (board.cpp): there, only an own stone
// under the exact-five rule changes a kind (it makes six); an empty or blocked cell five away
// reads the same. Checked over all 3^10 lines.
TEST(GomokuLineTable, CellsFiveAwayMatterOnlyAsOwnStonesOfAnExactFive) {
    const std::uint32_t five_away[2] = {LineTable::kDigit[neighbour_bit(-5)],
                                        LineTable::kDigit[neighbour_bit(5)]};
    for (std::uint32_t index = 0; index < LineTable::kSize; ++index) {
        for (const std::uint32_t digit : five_away) {
            const std::uint32_t value = index / digit % 3;
            const std::uint32_t emptied = index - value * digit;
            const std::uint32_t blocked = emptied + LineTable::kBlockedDigit * digit;
            const std::uint32_t own = emptied + LineTable::kOwnDigit * digit;
            for (const bool exact : {false, true}) {
                const LineTable& table = exact ? LineTable::exact() : LineTable::free();
                ASSERT_EQ(table.kind(emptied), table.kind(blocked)) << index;
                ASSERT_EQ(table.lookup(emptied).key_points, table.lookup(blocked).key_points);
                if (!exact) {
                    ASSERT_EQ(table.kind(emptied), table.kind(own)) << index;
                }
            }
        }
    }
    // The exact table does read an own stone there: four own stones before p make five, and
    // a fifth one five cells away makes six (an overline).
    const std::uint32_t four_before =
        LineTable::kDigit[neighbour_bit(-1)] + LineTable::kDigit[neighbour_bit(-2)] +
        LineTable::kDigit[neighbour_bit(-3)] + LineTable::kDigit[neighbour_bit(-4)];
    EXPECT_EQ(LineTable::exact().kind(four_before), LineKind::five);
    EXPECT_EQ(LineTable::exact().kind(four_before + LineTable::kDigit[neighbour_bit(-5)]),
              LineKind::overline);
}

// The kinds, the four and five sets and the pattern codes kept on each move and undo.
TEST(GomokuBoard, IncrementalPatternsMatchAFreshBoard) {
    core::Rng rng(7);
    for (Rule rule : {Rule::freestyle, Rule::standard, Rule::renju}) {
        for (int size : {15, 20}) {
            for (int game = 0; game < 6; ++game) {
                Board board(size, rule);
                const Board empty = board;
                int plies = 0;
                while (!board.over() && plies < 120) {
                    Point p;
                    do {
                        p = make_point(static_cast<int>(rng.below(size)),
                                       static_cast<int>(rng.below(size)));
                    } while (!board.empty_at(p));
                    board.play(p);
                    ++plies;
                    if (plies % 10 == 0) {
                        EXPECT_TRUE(kinds_match_the_cells(board)) << plies;
                    }
                }
                Board fresh(size, rule);
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x) {
                        const Point p = make_point(x, y);
                        if (board.at(p) == Cell::black) fresh.put(p, Color::black);
                        if (board.at(p) == Cell::white) fresh.put(p, Color::white);
                    }
                fresh.set_side_to_move(board.side_to_move());
                EXPECT_TRUE(same_patterns(board, fresh));
                while (board.move_count() > 0) {
                    board.undo();
                    if (board.move_count() % 10 == 5) {
                        EXPECT_TRUE(kinds_match_the_cells(board)) << board.move_count();
                    }
                }
                EXPECT_TRUE(same_patterns(board, empty));
            }
        }
    }
}

}  // namespace
}  // namespace plies::gomoku
