// The Connect Four solver against ground truth: Pascal Pons' public test sets (every position
// of End-Easy, Middle-Easy and Begin-Easy, strong and weak), the known values of the data
// README, and the node signature of a fixed subset.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "games/connect4/move_string.hpp"
#include "games/connect4/solver.hpp"
#include "games/connect4/solver_bench.hpp"
#include "solver_suite.hpp"

namespace plies::connect4 {
namespace {

using testing::read_suite;
using testing::sign;

// One solver for the whole file: the 64 MiB table is allocated once.
Solver& shared_solver() {
    static Solver solver;
    return solver;
}

void expect_suite(const std::string& name, bool weak, const SolverFeatures& features = {}) {
    Solver& solver = shared_solver();
    solver.set_features(features);
    const auto cases = read_suite(name);
    ASSERT_EQ(cases.size(), 1000u);
    int wrong = 0;
    for (const auto& item : cases) {
        solver.clear_table();
        const auto score = solver.solve(item.position, weak);
        ASSERT_TRUE(score.has_value());
        const int want = weak ? sign(item.score) : item.score;
        if (*score != want && ++wrong <= 5)
            ADD_FAILURE() << name << " " << item.moves << ": got " << *score << ", want " << want;
    }
    EXPECT_EQ(wrong, 0) << name;
    solver.set_features({});
}

TEST(Connect4Solver, EndEasyStrong) {
    expect_suite("Test_L3_R1", false);
}
TEST(Connect4Solver, EndEasyWeak) {
    expect_suite("Test_L3_R1", true);
}
TEST(Connect4Solver, MiddleEasyStrong) {
    expect_suite("Test_L2_R1", false);
}
TEST(Connect4Solver, MiddleEasyWeak) {
    expect_suite("Test_L2_R1", true);
}
TEST(Connect4Solver, BeginEasyStrong) {
    expect_suite("Test_L1_R1", false);
}
TEST(Connect4Solver, BeginEasyWeak) {
    expect_suite("Test_L1_R1", true);
}

// Each search idea can be switched off for measurement; the answers must not change.
TEST(Connect4Solver, EveryFeatureSwitchKeepsTheScores) {
    SolverFeatures none;
    none.mirror_keys = false;
    none.child_probes = false;
    none.claim_even = false;
    none.table_moves = false;
    expect_suite("Test_L2_R1", false, none);
    expect_suite("Test_L3_R1", true, none);
    SolverFeatures extra;
    extra.mirror_max_moves = kCells;
    extra.parity_order = true;
    expect_suite("Test_L2_R1", false, extra);
}

// Known values from the data README (tests/data/connect4/README.md).
TEST(Connect4Solver, KnownValues) {
    Solver& solver = shared_solver();
    for (const auto& [moves, score] :
         {std::pair<const char*, int>{"4455", 18}, {"44455554221", -15}}) {
        std::string error;
        const auto position = parse_moves(moves, error);
        ASSERT_TRUE(position) << error;
        solver.clear_table();
        EXPECT_EQ(solver.solve(*position), score) << moves;
        EXPECT_EQ(solver.solve(*position, true), sign(score)) << moves;
    }
}

// The analysis's best column equals the suite's score, and best_move reaches it.
TEST(Connect4Solver, AnalyseAndBestMoveAgreeWithTheSuite) {
    Solver& solver = shared_solver();
    const auto cases = read_suite("Test_L2_R1");
    for (std::size_t i = 0; i < 60; ++i) {
        const auto& item = cases[i];
        solver.clear_table();
        const auto scores = solver.analyse(item.position);
        ASSERT_TRUE(scores);
        int best = -100;
        for (int col = 0; col < kWidth; ++col) {
            EXPECT_EQ((*scores)[col].has_value(), item.position.can_play(col)) << item.moves;
            if ((*scores)[col]) best = std::max(best, *(*scores)[col]);
        }
        EXPECT_EQ(best, item.score) << item.moves;
        const auto column = solver.best_move(item.position, item.score);
        ASSERT_TRUE(column) << item.moves;
        EXPECT_EQ((*scores)[*column], item.score) << item.moves;
    }
}

// The search signature: the node count of a fixed subset with the table cleared before each
// position. Any change to the search changes it; update it only on purpose, together with the
// bench figures in the report.
constexpr std::uint64_t kExpectedSignature = 328538;
TEST(Connect4Solver, NodeSignature) {
    Solver& solver = shared_solver();
    std::uint64_t total = 0;
    for (const char* name : {"Test_L2_R1", "Test_L1_R1"}) {
        const auto cases = read_suite(name);
        for (std::size_t i = 0; i < 100; ++i) {
            solver.clear_table();
            solver.reset_nodes();
            ASSERT_EQ(solver.solve(cases[i].position), cases[i].score);
            total += solver.nodes();
        }
    }
    EXPECT_EQ(total, kExpectedSignature);
}

TEST(Connect4Solver, MirrorKey) {
    std::string error;
    const auto left = parse_moves("1123", error);
    const auto right = parse_moves("7765", error);
    ASSERT_TRUE(left && right);
    EXPECT_EQ(mirror_key(left->key()), right->key());
    EXPECT_EQ(mirror_key(mirror_key(left->key())), left->key());
}

TEST(Connect4Solver, SolveLineReportsBadLines) {
    Solver& solver = shared_solver();
    EXPECT_EQ(solve_line(solver, "4455", false).score, 18);
    const auto bad_char = solve_line(solver, "44a5", false);
    EXPECT_FALSE(bad_char.score);
    EXPECT_NE(bad_char.error.find("'a'"), std::string::npos) << bad_char.error;
    const auto full = solve_line(solver, "1111111", false);
    EXPECT_FALSE(full.score);
    EXPECT_NE(full.error.find("full"), std::string::npos) << full.error;
    // 1213141: the first player has four in column 1.
    const auto won = solve_line(solver, "1213141", false);
    EXPECT_FALSE(won.score);
    EXPECT_NE(won.error.find("over"), std::string::npos) << won.error;
    const auto after_win = solve_line(solver, "12131415", false);
    EXPECT_FALSE(after_win.score);
    EXPECT_NE(after_win.error.find("over"), std::string::npos) << after_win.error;
}

// The suite runner of `plies bench connect4 --suite`: it reads every line before it times the
// solves (its CPU clock, a system call here, was once read around each solve and counted 18 us a
// position where the solves took 5.5), and it still checks the scores and reports bad lines.
TEST(Connect4Solver, SuiteRunnerChecksScoresAndReportsBadLines) {
    const std::string dir = ::testing::TempDir();
    {
        std::ofstream good(dir + "plies_suite_good");
        good << "4455 18\n\n44455554221 -15\n2252576253462244111563365343671351441 -1\n";
        std::ofstream wrong(dir + "plies_suite_wrong");
        wrong << "4455 17\n";
        std::ofstream bad(dir + "plies_suite_bad");
        bad << "4455 18\n44a5 3\n";
    }
    const auto good = run_suite(dir + "plies_suite_good", {});
    EXPECT_EQ(good.error, "");
    EXPECT_EQ(good.positions, 3u);
    EXPECT_EQ(good.wrong, 0u);
    EXPECT_GT(good.nodes, 0u);
    EXPECT_GT(good.cpu_seconds, 0.0);  // was 0 on a busy machine: wall time taken off CPU time
    SuiteOptions first_two;
    first_two.limit = 2;
    EXPECT_EQ(run_suite(dir + "plies_suite_good", first_two).positions, 2u);
    EXPECT_EQ(run_suite(dir + "plies_suite_wrong", {}).wrong, 1u);
    const auto bad = run_suite(dir + "plies_suite_bad", {});
    EXPECT_NE(bad.error.find(":2:"), std::string::npos) << bad.error;
    EXPECT_EQ(bad.positions, 0u);  // nothing is solved from a file with a bad line
    EXPECT_NE(run_suite(dir + "no_such_suite", {}).error.find("cannot open"), std::string::npos);
}

// A suite names the empty board "", as `plies solve` prints it (scripts/compare-connect4.sh
// times the empty board through the suite runner, which uses no book).
TEST(Connect4Solver, SuiteReaderTakesQuotesForTheEmptyBoard) {
    std::istringstream in("\"\" 1\n4 -1\n");
    std::string error;
    const auto cases = plies::connect4::read_suite(in, "inline", 0, error);
    ASSERT_TRUE(cases) << error;
    ASSERT_EQ(cases->size(), 2u);
    EXPECT_EQ((*cases)[0].position.moves(), 0);
    EXPECT_EQ((*cases)[0].expected, 1);
    EXPECT_EQ((*cases)[1].position.moves(), 1);
}

}  // namespace
}  // namespace plies::connect4
