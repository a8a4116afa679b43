// The Connect Four opening book: file round trip, mirror-image lookups, rejection of bad files,
// and the shipped book against the published empty-board values (data README), Pons' Begin
// test sets, and itself (every shallower entry is the negamax of its children).
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unordered_set>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/registry.hpp"
#include "games/connect4/book.hpp"
#include "games/connect4/move_string.hpp"
#include "games/connect4/solver.hpp"
#include "solver_suite.hpp"

namespace plies::connect4 {
namespace {

Position parse(const char* moves) {
    std::string error;
    const auto position = parse_moves(moves, error);
    EXPECT_TRUE(position) << error;
    return position.value_or(Position{});
}

std::string temp_path(const char* name) {
    return (std::filesystem::temp_directory_path() / name).string();
}

TEST(Connect4Book, RoundTripAndMirrorLookup) {
    Book book(4);
    book.add(canonical_key(parse("4455")), 18);
    book.add(canonical_key(parse("1123")), -3);
    book.finish();
    const std::string path = temp_path("plies_c4_book_roundtrip.bin");
    std::string error;
    ASSERT_TRUE(book.save(path, error)) << error;
    const auto loaded = Book::load(path, error);
    std::remove(path.c_str());
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->depth(), 4);
    EXPECT_EQ(loaded->size(), 2u);
    EXPECT_EQ(loaded->lookup(parse("4455")), 18);
    EXPECT_EQ(loaded->lookup(parse("7765")), -3) << "the mirror image shares the entry";
    EXPECT_EQ(loaded->lookup(parse("1124")), std::nullopt);
    EXPECT_EQ(loaded->lookup(parse("44556")), std::nullopt) << "deeper than the book";
}

TEST(Connect4Book, RejectsBadFiles) {
    std::string error;
    EXPECT_FALSE(Book::load(temp_path("plies_c4_no_such_book.bin"), error));
    EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
    const std::string path = temp_path("plies_c4_bad_book.bin");
    {
        std::ofstream out(path, std::ios::binary);
        out << "PLIESC4B but truncated";
    }
    error.clear();
    EXPECT_FALSE(Book::load(path, error));
    EXPECT_FALSE(error.empty());
    std::remove(path.c_str());
}

// Regression: generating a book to depth D over an existing book used to drop the existing
// entries deeper than D (and those shallower than D when the run could not derive them again).
// Published values (data README): the empty board scores +1 and its columns -2 -1 0 1 0 -1 -2,
// so the positions after one move in columns 1-4 score 2, 1, 0 and -1 for the side to move.
TEST(Connect4Book, GenerationKeepsEntriesOfAnExistingBook) {
    const std::string path = temp_path("plies_c4_book_keep.bin");
    std::remove((path + ".partial").c_str());
    Book previous(1);
    previous.add(canonical_key(Position{}), 1);
    const char* first_moves[] = {"1", "2", "3", "4"};
    const int first_scores[] = {2, 1, 0, -1};
    for (int i = 0; i < 4; ++i) previous.add(canonical_key(parse(first_moves[i])), first_scores[i]);
    previous.add(canonical_key(parse("4455")), 18);          // deeper than --depth
    previous.add(canonical_key(parse("44455554221")), -15);  // far deeper
    previous.finish();
    std::string error;
    ASSERT_TRUE(previous.save(path, error)) << error;

    // Depth 0: the empty board is already known, nothing is solved.
    BookProgress progress;
    std::ostringstream log;
    ASSERT_TRUE(generate_book(0, path, std::size_t{16} << 20, std::chrono::seconds(0), log,
                              progress, error))
        << error;
    EXPECT_EQ(progress.resumed, 1u);
    auto loaded = Book::load(path, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->size(), previous.size()) << "no entry may be lost";
    EXPECT_EQ(loaded->depth(), 1) << "the earlier book was complete to depth 1";
    EXPECT_EQ(loaded->lookup(Position{}), 1);
    EXPECT_EQ(loaded->lookup(parse("6")), 1) << "mirror of column 2";
    EXPECT_EQ(loaded->lookup(parse("4455")), 18);
    EXPECT_EQ(loaded->lookup(parse("44455554221")), -15);

    // Depth 2 with a one-second budget: the run stops long before solving the 2-move level,
    // and the levels it cannot derive again stay as the earlier book had them.
    ASSERT_TRUE(generate_book(2, path, std::size_t{16} << 20, std::chrono::seconds(1), log,
                              progress, error))
        << error;
    EXPECT_LT(progress.complete_depth, 2);
    loaded = Book::load(path, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->depth(), 1);
    EXPECT_EQ(loaded->lookup(Position{}), 1);
    EXPECT_EQ(loaded->lookup(parse("3")), 0);
    EXPECT_EQ(loaded->lookup(parse("44455554221")), -15);
    std::remove(path.c_str());
    std::remove((path + ".partial").c_str());
}

const Book& shipped_book() {
    static const Book book = [] {
        std::string error;
        // fmt rather than operator+: g++ 12 warns falsely (-Warray-bounds) about the latter when
        // this file is compiled with others in one unit (the unity build).
        auto loaded = Book::load(fmt::format("{}/{}", PLIES_SOURCE_DIR, kShippedBookPath), error);
        EXPECT_TRUE(loaded) << error;
        return loaded.value_or(Book{});
    }();
    return book;
}

// Published: the empty board scores +1 and its columns -2 -1 0 1 0 -1 -2 (data README).
TEST(Connect4Book, ShippedBookGivesTheEmptyBoardValues) {
    const Book& book = shipped_book();
    if (book.depth() < 1) GTEST_SKIP() << "the shipped book does not reach one move";
    Solver solver;
    solver.set_book(&book);
    EXPECT_EQ(solver.solve(Position{}), 1);
    const auto scores = solver.analyse(Position{});
    ASSERT_TRUE(scores);
    const int expected[kWidth] = {-2, -1, 0, 1, 0, -1, -2};
    for (int col = 0; col < kWidth; ++col) EXPECT_EQ((*scores)[col], expected[col]) << col;
}

// Every entry above the deepest level the book holds (complete levels and the shallower entries
// derived from a partly solved deepest level alike) has every child in the book and scores the
// best of them; only the deepest complete level may have been solved directly instead. Walks
// every position of fewer moves than the deepest level from the empty board.
TEST(Connect4Book, ShippedBookIsConsistent) {
    const Book& book = shipped_book();
    ASSERT_GT(book.size(), 0u);
    std::size_t checked = 0;
    std::size_t solved = 0;             // entries of the complete level solved directly
    std::size_t shallower_entries = 0;  // entries of fewer moves than the deepest level
    constexpr int kSolvedEntry = 1000;
    std::unordered_set<std::uint64_t> seen;
    auto visit = [&](auto&& self, const Position& position) -> void {
        if (position.moves() >= book.deepest() || !seen.insert(position.key()).second) return;
        const auto stored = book.lookup(position);
        int best = -100;
        for (int col = 0; col < kWidth; ++col) {
            if (!position.can_play(col)) continue;
            if (position.is_winning_move(col)) {
                best = std::max(best, immediate_win_score(position.moves()));
                continue;
            }
            Position child = position;
            child.play(col);
            const auto score = book.lookup(child);
            if (stored && score) {
                best = std::max(best, -*score);
            } else if (stored) {
                // Only the deepest complete level may have been solved rather than derived.
                EXPECT_EQ(position.moves(), book.depth())
                    << "a child of a derived entry is missing";
                best = kSolvedEntry;
            } else if (position.moves() < book.depth()) {
                FAIL() << "a position of a complete level is missing at depth " << position.moves();
            }
            self(self, child);
        }
        if (stored && best == kSolvedEntry) {
            ++solved;
        } else if (stored) {
            EXPECT_EQ(*stored, best);
            ++checked;
        }
    };
    visit(visit, Position{});
    for (std::size_t i = 0; i < book.size(); ++i)
        if (Position::from_key(book.key_at(i)).moves() < book.deepest()) ++shallower_entries;
    // Every such entry was reached (a mirror pair shares one entry and is checked on either side).
    EXPECT_GT(checked, 0u);
    EXPECT_GE(checked + solved, shallower_entries);
    std::printf("%zu entries checked against their children, %zu of the complete level %d solved\n",
                checked, solved, book.depth());
}

// The issue asks every position of up to 8 moves to answer in under a millisecond: with the book
// complete to 8 moves that holds because none of them needs a search node (a lookup or an
// immediate win). Walks every such position from the empty board (games already over excluded).
TEST(Connect4Book, ShippedBookAnswersEveryPositionOfUpTo8MovesWithoutSearch) {
    constexpr int kBookMoves = 8;
    const Book& book = shipped_book();
    ASSERT_GE(book.depth(), kBookMoves);
    Solver solver;
    solver.set_book(&book);
    std::unordered_set<std::uint64_t> seen;
    std::size_t answered = 0;
    auto visit = [&](auto&& self, const Position& position) -> void {
        if (!seen.insert(position.key()).second) return;
        solver.reset_nodes();
        ASSERT_TRUE(solver.solve(position));
        ASSERT_EQ(solver.nodes(), 0u) << "searched a position of " << position.moves() << " moves";
        ++answered;
        if (position.moves() == kBookMoves) return;
        for (int col = 0; col < kWidth; ++col) {
            if (!position.can_play(col) || position.is_winning_move(col)) continue;
            Position child = position;
            child.play(col);
            self(self, child);
        }
    };
    visit(visit, Position{});
    // Distinct positions of 0-8 moves with no four yet: 1 + 7 + 49 + 238 + 1,120 + 4,263 +
    // 16,422 + 54,859 + 184,275 = 261,234 (OEIS A212693) minus the won ones.
    std::printf("%zu positions of up to %d moves answered from the book\n", answered, kBookMoves);
    EXPECT_GT(answered, 250000u);
}

// `plies solve connect4` prints no best move, so it asks for none: a position of the book is
// then answered with no search at all. (It searched the best move anyway, up to 3 s for a
// position of 8 moves whose score the book gave at once.)
TEST(Connect4Book, SolvingForTheScoreAloneSearchesNothing) {
    ASSERT_GE(shipped_book().depth(), 8);
    auto game = engine::create_game("connect4");
    game->set_position("11125776");  // one of the slowest best moves of 8 moves
    const auto score_only = game->solve({.best_move = false}, nullptr);
    EXPECT_EQ(score_only.score, *shipped_book().lookup(parse("11125776")));
    EXPECT_EQ(score_only.nodes, 0u);
    EXPECT_TRUE(score_only.best_move.empty());
    game->set_position("4455");
    const auto with_move = game->solve({}, nullptr);
    EXPECT_EQ(with_move.score, 18);
    EXPECT_FALSE(with_move.best_move.empty());
}

// Pons' Begin test sets (tests/data/connect4, see the README there) hold 1,120 positions of up
// to 8 moves: every one the shipped book holds must carry the published score.
TEST(Connect4Book, ShippedBookAgreesWithPonsBeginSets) {
    const Book& book = shipped_book();
    std::size_t checked = 0;
    for (const char* set : {"Test_L1_R1", "Test_L1_R2", "Test_L1_R3"}) {
        const auto cases = testing::read_suite(set);
        ASSERT_EQ(cases.size(), 1000u) << set;
        for (const auto& item : cases) {
            if (item.position.moves() > 8) continue;
            const auto score = book.lookup(item.position);
            if (!score) continue;
            EXPECT_EQ(*score, item.score) << set << " " << item.moves;
            ++checked;
        }
    }
    // The shipped book holds most positions of 8 moves (all of them once depth 8 is complete).
    EXPECT_GE(checked, 500u);
}

}  // namespace
}  // namespace plies::connect4
