// The command line: bad arguments and bad positions give a clear message and a non-zero exit;
// the commands print what their help says.
#include <gtest/gtest.h>

#include "cli/run_command.hpp"

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
    EXPECT_TRUE(contains(r.output, "\n 0\n") || r.output.rfind(" 0\n", 0) == 0) << r.output;
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
}

}  // namespace
