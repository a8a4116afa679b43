// The VCF solver against the public renju VCF puzzles (tests/data/gomoku/README.md): the
// answer line of each puzzle lists EVERY first move that starts a VCF, so on a sample we check
// both that the solver finds one of them and that, move by move, a four starts a VCF exactly
// when it is in the set (no false wins, no missed ones). The full set runs in the bench.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "games/gomoku/data_file.hpp"
#include "games/gomoku/notation.hpp"
#include "games/gomoku/vcf.hpp"

namespace plies::gomoku {
namespace {

std::vector<DataRecord> puzzles() {
    std::string error;
    auto read = read_data_file(
        std::string(PLIES_SOURCE_DIR) + "/tests/data/gomoku/vcf_puzzles_lfz084_renju.txt", error);
    EXPECT_TRUE(read) << error;
    return read.value_or(std::vector<DataRecord>{});
}

core::SearchLimits node_budget() {
    core::SearchLimits limits;
    limits.nodes = 5'000'000;
    return limits;
}

// Does the attacker (side to move) win by VCF when starting with the four (or five) p?
bool vcf_starting_with(Board& board, Point p, VcfSolver& solver) {
    const Color a = board.side_to_move();
    if (board.makes_five(a, p)) return true;
    board.play(p);
    bool win = false;
    const PointSet& fives = board.five_points(a);
    if (fives.size() >= 2) {
        win = true;
    } else if (fives.size() == 1) {
        const Point block = fives.first();
        if (a == Color::white && board.is_forbidden(block)) {
            win = true;
        } else {
            board.play(block);
            core::SearchControl control(node_budget(), nullptr);
            win = solver.solve(board, control).found;
            board.undo();
        }
    }
    board.undo();
    return win;
}

TEST(GomokuVcf, PuzzleSampleFindsAMoveFromTheAnswerSet) {
    const auto records = puzzles();
    ASSERT_EQ(records.size(), 1976U);
    VcfSolver solver;
    int solved = 0;
    int total = 0;
    for (std::size_t i = 0; i < records.size(); i += 8) {
        Board board = board_from_record(records[i], Rule::renju);
        core::SearchControl control(node_budget(), nullptr);
        const auto result = solver.solve(board, control);
        ++total;
        const bool ok =
            result.found && std::find(records[i].answers.begin(), records[i].answers.end(),
                                      result.line.front()) != records[i].answers.end();
        if (ok) {
            ++solved;
        } else {
            ADD_FAILURE() << records[i].id << ": no VCF from the answer set found";
        }
    }
    EXPECT_EQ(solved, total);
}

TEST(GomokuVcf, EveryFourStartsAVcfExactlyWhenInTheAnswerSet) {
    const auto records = puzzles();
    VcfSolver solver;
    int fours_checked = 0;
    for (std::size_t i = 3; i < records.size(); i += 16) {
        const auto& record = records[i];
        Board board = board_from_record(record, Rule::renju);
        const Color a = board.side_to_move();
        std::vector<Point> candidates;
        board.four_points(a).for_each([&](Point p) { candidates.push_back(p); });
        board.five_points(a).for_each([&](Point p) { candidates.push_back(p); });
        const bool must_block = !board.five_points(opponent(a)).empty();
        for (Point p : candidates) {
            if (a == Color::black && board.is_forbidden(p)) continue;
            if (must_block && !board.makes_five(a, p) &&
                !board.five_points(opponent(a)).contains(p))
                continue;
            const bool expected =
                std::find(record.answers.begin(), record.answers.end(), p) != record.answers.end();
            EXPECT_EQ(vcf_starting_with(board, p, solver), expected)
                << record.id << ": " << point_name(p, 15);
            ++fours_checked;
        }
    }
    EXPECT_GT(fours_checked, 300);
}

}  // namespace
}  // namespace plies::gomoku
