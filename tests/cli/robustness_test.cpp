// Input that once killed a program or passed silently: each gets a clear message and a
// non-zero exit status, and finished positions get their value in every game.
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "run_command.hpp"
#include "temp_dir.hpp"

namespace plies::testing {
namespace {

void expect_refused(const std::string& arguments, const std::string& message) {
    const CommandResult result = run_plies(arguments);
    EXPECT_NE(result.status, 0) << arguments;
    EXPECT_NE(result.status, -1) << arguments << ": killed by a signal";
    EXPECT_TRUE(contains(result.output, message)) << arguments << ": " << result.output;
}

TEST(CliRobustness, SeedsAreWholeNumbersThatFit) {
    // "-1" once became 18446744073709551615 without a word.
    expect_refused("demo tictactoe --seed -1 --no-delay", "a seed is a whole number");
    expect_refused("play tictactoe --seed 99999999999999999999", "a seed is a whole number");
    expect_refused("arena tictactoe -p random greedy --seed 1e3", "a seed is a whole number");
    expect_refused("train othello --seed -4", "a seed is a whole number");
}

// The midgame fit's outcome weight is refused without --midgame (it would be ignored), and so is
// one outside 0-1.
TEST(CliRobustness, OthelloMidgameOptionsNeedTheMidgameFit) {
    expect_refused("train othello --games 1 --outcome-weight 0.5",
                   "--outcome-weight needs --midgame");
    expect_refused("train othello --games 1 --outcome-weight 2", "--outcome-weight");
}

TEST(CliRobustness, GomokuTrainingNeedsGomokuGames) {
    TempDir dir;
    expect_refused("train gomoku", "needs --records");
    const auto bad = dir.path() / "bad.jsonl";
    std::ofstream(bad) << "{\"game\": \"gomoku\"\n";
    expect_refused("train gomoku --records " + bad.string(), "not a JSON object");
    // Fields of the wrong type, other games and games not decided on the board (a time forfeit
    // once labelled a position as won) are left out, and then nothing is left to fit.
    const auto other = dir.path() / "other.jsonl";
    std::ofstream(other) << "{\"game\": \"gomoku\", \"options\": {\"rule\": 5}}\n"
                         << "{\"game\": \"othello\", \"moves\": []}\n"
                         << "{\"game\": \"gomoku\", \"options\": {\"rule\": \"freestyle\"}, "
                            "\"start_position\": \"\", \"moves\": [{\"move\": \"h8\"}], "
                            "\"result\": \"1-0\", \"end_reason\": \"time forfeit\"}\n";
    expect_refused(
        "train gomoku --records " + other.string() + " --out " + (dir.path() / "w.inc").string(),
        "no Gomoku games to fit");
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "w.inc"));
}

TEST(CliRobustness, MissingBenchSuitesAreReported) {
    // A suite that cannot be read is a message and a non-zero status in every game (Gomoku's
    // reader throws std::runtime_error, which once ended plies in std::terminate).
    TempDir dir;
    const std::string missing = (dir.path() / "missing.txt").string();
    expect_refused("bench gomoku --suite " + missing, "cannot open '" + missing + "'");
    expect_refused("bench connect4 --suite " + missing, "missing.txt");
    expect_refused("bench othello --suite " + missing, "unknown suite '" + missing + "'");
}

TEST(CliRobustness, AnalyseDepthMustBePositive) {
    expect_refused("analyse connect4 --depth 0", "--depth");
    expect_refused("analyse connect4 --depth -5", "--depth");
}

TEST(CliRobustness, FinishedPositionsAreSolvedToTheirValueInEveryGame) {
    // Tic-tac-toe: X made three in a row; O to move has lost (-1).
    CommandResult result = run_plies("solve tictactoe 14253");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "14253 -1")) << result.output;
    // Connect Four, Pons' convention: the first player's four with its 4th stone (7 moves) is
    // worth (43 - 6) / 2 = 18 to it, so -18 to the side to move; 18 one move before.
    result = run_plies("solve connect4 1212121 121212");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "1212121 -18")) << result.output;
    EXPECT_TRUE(contains(result.output, "121212 18")) << result.output;
    // Othello: 64 black discs, white to move: -64.
    result = run_plies("solve othello '" + std::string(64, 'X') + " O'");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "-64")) << result.output;
    // Analysis has no move to score: an error in every game.
    for (const char* game : {"tictactoe 14253", "connect4 1212121"})
        expect_refused(std::string("analyse ") + game, "the game is over");
}

TEST(CliRobustness, ServeRefusesRootsItCannotReadAndEmptyHosts) {
    TempDir dir;
    const auto loop = dir.path() / "loop";
    std::filesystem::create_symlink(loop, loop);  // a symbolic link to itself
    expect_refused("serve --port 0 --root " + loop.string(), "cannot read");
    expect_refused("serve --port 0 --root " + (dir.path() / std::string(300, 'x')).string(),
                   "cannot read");
    expect_refused("serve --port 0 --root " + dir.path().string(), "has no index.html");
    expect_refused("serve --port 0 --host ''", "--host is empty");
}

TEST(CliRobustness, APbrainPathThatIsNoProgramIsAClearError) {
    TempDir dir;
    expect_refused("arena gomoku -p pbrain:" + dir.path().string() + " random --games 2 --db " +
                       (dir.path() / "runs.db").string(),
                   "not a program file");
}

TEST(CliRobustness, NboardRefusesABadPlayerAtOnce) {
    const auto r = run_plies("nboard --player nonsense", "go\\n");
    EXPECT_NE(r.status, 0) << r.output;
    EXPECT_TRUE(contains(r.output, "nonsense")) << r.output;
}

}  // namespace
}  // namespace plies::testing
