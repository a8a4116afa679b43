// The command line: bad arguments and bad positions give a clear message and a non-zero exit;
// the commands print what their help says.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "cli/run_command.hpp"
#include "temp_dir.hpp"

namespace {

using plies::testing::contains;
using plies::testing::run_plies;

TEST(Cli, NoCommandOrUnknownCommandFails) {
    auto r = run_plies("");
    EXPECT_NE(r.status, 0);
    r = run_plies("fly");
    EXPECT_NE(r.status, 0);
}

TEST(Cli, UnknownGameListsTheValidGames) {
    const auto r = run_plies("play chess");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "tictactoe")) << r.output;
}

TEST(Cli, BadPlayerSpecsAreRefused) {
    auto r = run_plies("play tictactoe --second classic:depth=99");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "from 1 to 9")) << r.output;
    r = run_plies("play tictactoe --second wizard");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "valid players")) << r.output;
    r = run_plies("play tictactoe --second perfect:blunder=1.5");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "probability")) << r.output;
}

TEST(Cli, SolvePrintsScoresAndReportsBadLines) {
    auto r = run_plies("solve tictactoe 12 5");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "12 1\n")) << r.output;
    EXPECT_TRUE(contains(r.output, "5 0\n")) << r.output;
    // stdin: an empty line is the empty board; a bad line is reported and the run goes on.
    r = run_plies("solve tictactoe", "5\\n\\n55\\n159\\n");
    EXPECT_EQ(r.status, 1) << r.output;
    EXPECT_TRUE(contains(r.output, "line 3")) << r.output;
    EXPECT_TRUE(contains(r.output, "159 0")) << r.output;
    // The empty board prints as "" so that the columns stay in place (it printed as " 0").
    EXPECT_TRUE(contains(r.output, "\n\"\" 0\n")) << r.output;
    // --stats: nodes, CPU microseconds, nodes per CPU second, wall microseconds.
    r = run_plies("solve connect4 --stats 4455");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(r.output.starts_with("4455 18 ")) << r.output;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), ' '), 5) << r.output;
    r = run_plies("solve tictactoe 1x");
    EXPECT_EQ(r.status, 1);
    EXPECT_TRUE(contains(r.output, "argument 1")) << r.output;
}

TEST(Cli, PerftCountsMoveSequences) {
    const auto r = run_plies("perft tictactoe 9");
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(contains(r.output, "127,872")) << r.output;
    EXPECT_NE(run_plies("perft tictactoe 0").status, 0);
    EXPECT_NE(run_plies("perft tictactoe 3 99").status, 0);
}

TEST(Cli, PlayAgainstThePerfectPlayerThroughStdin) {
    // The human (X) plays 1, then tries an illegal move and a taken cell, then ends the input.
    const auto r = run_plies("play tictactoe --second perfect", "1\\n0\\n1\\n");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "O plays 5")) << r.output;  // the perfect answer to a corner
    EXPECT_TRUE(contains(r.output, "Illegal move")) << r.output;
    EXPECT_TRUE(contains(r.output, "End of input")) << r.output;
}

TEST(Cli, QuietPlayIsOneMoveALineForPrograms) {
    // Perfect against perfect: tic-tac-toe is a draw (its game tree's value), 9 moves.
    auto r = run_plies("play tictactoe --first perfect --second perfect --quiet");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 10) << r.output;
    EXPECT_TRUE(r.output.ends_with("\nresult 1/2-1/2\n")) << r.output;
    // A person's moves on stdin: no prompt, no board; an illegal move is answered on its line.
    r = run_plies("play connect4 --second perfect --quiet", "4\\nx\\nmoves\\n");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_EQ(r.output,
              "4\nillegal x: 'x' is not a column: type a column 1-7 (1 = leftmost)\n"
              "1 2 3 4 5 6 7\n")
        << r.output;
}

TEST(Cli, AiAgainstAiPlaysToTheEnd) {
    auto r = run_plies("play tictactoe --first perfect --second perfect");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "Draw.")) << r.output;
    r = run_plies("demo tictactoe --games 3 --seed 7 --no-delay");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "Summary (3 games)")) << r.output;
    // The same seed replays the same games.
    EXPECT_EQ(run_plies("demo tictactoe --games 3 --seed 7 --no-delay --quiet").output,
              run_plies("demo tictactoe --games 3 --seed 7 --no-delay --quiet").output);
}

TEST(Cli, AnalyseAndBench) {
    auto r = run_plies("analyse tictactoe 12");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "best: ")) << r.output;
    r = run_plies("analyse tictactoe 55");
    EXPECT_NE(r.status, 0);
    r = run_plies("bench tictactoe --quick");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "signature: 19746 nodes")) << r.output;
    // Connect Four suites take --weak and --limit (the solver had both; the command did not).
    r = run_plies("bench connect4 --suite " PLIES_SOURCE_DIR
                  "/tests/data/connect4/Test_L3_R1 --weak --limit 5");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "weak: win/draw/loss")) << r.output;
    EXPECT_TRUE(contains(r.output, "Test_L3_R1             5      yes")) << r.output;
    r = run_plies("bench othello --weak");
    EXPECT_NE(r.status, 0);
    EXPECT_TRUE(contains(r.output, "apply to Connect Four's suites")) << r.output;
}

// Writes `text` to the file `name` of `dir`; returns its path.
std::string write_file(const plies::testing::TempDir& dir, const std::string& name,
                       const std::string& text) {
    std::ofstream(dir.file(name)) << text;
    return dir.file(name);
}

// Issue 24, defect 7: a missing or bad suite file is reported (file and line) with a non-zero
// exit before the benchmark runs, instead of an abort after it.
TEST(Cli, BenchGomokuReportsABadSuiteBeforeRunning) {
    const plies::testing::TempDir dir;
    auto r = run_plies("bench gomoku --quick --suite /nonexistent/suite.txt");
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, "cannot open '/nonexistent/suite.txt'")) << r.output;
    EXPECT_FALSE(contains(r.output, "signature")) << r.output;
    std::string rows;
    for (int i = 0; i < 15; ++i) rows += std::string(15, '.') + "\n";
    const auto suite = [&](const std::string& field) {
        return "[id] p1\nrule: renju\n" + field + "\nboard:\n" + rows + "answers: 7,7\nend\n";
    };
    const std::string bad_point = write_file(dir, "bad_point", suite("side: x\nanswers: 4,x"));
    r = run_plies("bench gomoku --quick --suite " + bad_point);
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, bad_point + ":4: bad point '4,x'")) << r.output;
    EXPECT_FALSE(contains(r.output, "signature")) << r.output;
    const std::string bad_side = write_file(dir, "bad_side", suite("side: blue"));
    r = run_plies("bench gomoku --quick --suite " + bad_side);
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, ":3: bad side 'blue'")) << r.output;
    const std::string bad_rule = write_file(dir, "bad_rule", suite("rule: caro"));
    r = run_plies("bench gomoku --quick --suite " + bad_rule);
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, ":3: bad rule 'caro'")) << r.output;
}

// Issue 24, defect 12a: a finished position has no move ("none", not the off-board "b9"), and a
// bad line fails the suite, naming it, before anything is solved.
TEST(Cli, BenchOthelloSuiteNamesBadLinesAndMissingMoves) {
    const plies::testing::TempDir dir;
    const std::string over = write_file(dir, "over", std::string(64, 'X') + " X\n");
    auto r = run_plies("bench othello --suite " + over);
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, " none ")) << r.output;
    EXPECT_FALSE(contains(r.output, "b9")) << r.output;
    const std::string bad = write_file(
        dir, "bad", std::string(64, 'X') + " X\n\ngarbage\n" + std::string(64, 'X') + " X\n");
    r = run_plies("bench othello --suite " + bad);
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, bad + ":3: a position needs 64 squares")) << r.output;
    EXPECT_FALSE(contains(r.output, "total:")) << r.output;
    const std::string bad_score =
        write_file(dir, "bad_score", std::string(64, 'X') + " X; A1:+6x;\n");
    r = run_plies("bench othello --suite " + bad_score);
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, ":1: bad annotation 'A1:+6x'")) << r.output;
}

// The midgame suite: 48 positions, the same on every machine (16 seeded self-play games at 44,
// 36 and 28 empties), searched to the asked depth; a depth beyond its range is refused.
TEST(Cli, BenchOthelloMidgameSuite) {
    auto r = run_plies("bench othello --suite midgame --depth 3");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "total: 48 positions at depth 3, ")) << r.output;
    r = run_plies("bench othello --suite midgame --depth 21");
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, "bad depth 21 for the midgame suite: use 1 to 20")) << r.output;
}

// Issue 24, defect 12a: an Othello board whose a1 is empty starts with '-'; after '--' it is a
// position, and without, the error and the help say so.
TEST(Cli, PositionsStartingWithADashGoAfterDoubleDash) {
    const std::string position = "-O" + std::string(62, 'X') + " X";
    auto r = run_plies("solve othello -- '" + position + "'");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, " a1 64")) << r.output;
    r = run_plies("perft othello 1 -- '" + position + "'");
    EXPECT_EQ(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "perft  1:")) << r.output;
    r = run_plies("solve othello '" + position + "'");
    EXPECT_EQ(r.status, 2) << r.output;
    EXPECT_TRUE(contains(r.output, "goes after '--'")) << r.output;
    EXPECT_TRUE(contains(run_plies("solve --help").output, "goes after '--'"));
    EXPECT_TRUE(contains(run_plies("perft --help").output, "goes after '--'"));
    // The same board with '.' for the empty square needs nothing.
    r = run_plies("solve othello '." + position.substr(1) + "'");
    EXPECT_EQ(r.status, 0) << r.output;
}

}  // namespace
