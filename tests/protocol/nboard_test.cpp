// The NBoard protocol, scripted as the NBoard GUI speaks it (its protocol page's example
// session): answers to go, hint, ping and learn, GGF games read square by square, and bad lines
// reported on a status line without changing the game.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "engine/registry.hpp"
#include "protocol/nboard.hpp"

namespace plies::protocol {
namespace {

// The example game of the NBoard protocol page: the start, then 8 moves; black to move.
constexpr const char* kExampleGame =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

std::vector<std::string> run(const std::string& script, const std::string& player = "") {
    std::istringstream in(script);
    std::ostringstream out;
    run_nboard(in, out, {.player = player});
    std::vector<std::string> lines;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);) lines.push_back(line);
    return lines;
}

std::vector<std::string> starting(const std::vector<std::string>& lines,
                                  const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& line : lines)
        if (line.starts_with(prefix)) out.push_back(line);
    return out;
}

// True when an "=== F5/eval/time" answer names a legal move of the position `moves` reaches.
::testing::AssertionResult answers_a_legal_move(const std::string& answer,
                                                const std::string& moves) {
    auto game = engine::create_game("othello");
    game->set_position(moves);
    const auto legal = game->legal_moves();
    std::string move = answer.substr(4, 2);
    std::transform(move.begin(), move.end(), move.begin(), ::tolower);
    if (std::find(legal.begin(), legal.end(), move) != legal.end())
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << answer << " is not a legal move after " << moves;
}

TEST(Ggf, ReadsTheBoardSquareBySquareAndTheMoves) {
    const GgfGame game = parse_ggf(kExampleGame);
    // d4 and e5 white, e4 and d5 black, black to move: the standard start.
    EXPECT_EQ(game.board, std::string(27, '-') + "OX" + std::string(6, '-') + "XO" +
                              std::string(27, '-') + " X");
    EXPECT_EQ(game.moves,
              (std::vector<std::string>{"f5", "f6", "d3", "c5", "e6", "f7", "e7", "f4"}));
    // Evaluations and times after the move, and PA for a pass.
    const GgfGame passes = parse_ggf(
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
        "*]B[f5//1.5]W[PA];)");
    EXPECT_EQ(passes.moves, (std::vector<std::string>{"f5", "pass"}));
}

TEST(Ggf, BadGamesSayWhy) {
    for (const char* bad : {"", "GM[Othello]", "(;GM[Othello];)", "(;BO[8 ---];)",
                            "(;TY[10]BO[8 ---------------------------O*------*O-----------------"
                            "---------- *];)",
                            "(;BO[8 ---------------------------O*------*O------------------------"
                            "--- *]B[F5"}) {
        EXPECT_THROW((void)parse_ggf(bad), engine::InvalidPosition) << bad;
    }
}

TEST(NboardSession, AnswersGoHintPingAndLearnAsTheGuiExpects) {
    const auto lines = run(std::string("nboard 2\nset depth 4\nset game ") + kExampleGame +
                           "\nping 1\ngo\nhint 3\nlearn\nquit\nping 2\n");
    EXPECT_EQ(starting(lines, "set myname"),
              (std::vector<std::string>{"set myname plies", "set myname plies4"}));
    EXPECT_EQ(starting(lines, "pong"), std::vector<std::string>{"pong 1"});  // nothing after quit
    // go: one legal move of the position, as "=== F5/eval/time"; the board is not changed.
    const auto answers = starting(lines, "=== ");
    ASSERT_EQ(answers.size(), 1U);
    EXPECT_TRUE(answers_a_legal_move(answers[0], "f5f6d3c5e6f7e7f4"));
    EXPECT_EQ(std::count(answers[0].begin(), answers[0].end(), '/'), 2) << answers[0];
    // hint 3: three moves, best first.
    const auto hints = starting(lines, "search ");
    ASSERT_EQ(hints.size(), 3U);
    double previous = 1e9;
    for (const auto& hint : hints) {
        std::istringstream fields(hint.substr(7));
        std::string square;
        double eval = 0;
        fields >> square >> eval;
        EXPECT_LE(eval, previous) << hint;
        previous = eval;
    }
    EXPECT_EQ(starting(lines, "learned").size(), 1U);
}

TEST(NboardSession, MovesChangeThePositionAndBadLinesChangeNothing) {
    // After the example game and d6, e3 ... a legal move of that position is answered; an
    // illegal move, a bad GGF and a bad depth are reported and leave the game as it was.
    const auto lines = run(std::string("nboard 2\nset depth 2\nset game ") + kExampleGame +
                           "\nmove D6/1.0/0.5\nmove A1\nset game (;GM[Othello]BO[8 xx *];)\n"
                           "set depth 99\nunknown command\ngo\n");
    const auto errors = starting(lines, "status plies:");
    ASSERT_EQ(errors.size(), 3U);
    EXPECT_NE(errors[0].find("a1"), std::string::npos) << errors[0];
    EXPECT_NE(errors[1].find("GGF"), std::string::npos) << errors[1];
    EXPECT_NE(errors[2].find("depth"), std::string::npos) << errors[2];
    const auto answers = starting(lines, "=== ");
    ASSERT_EQ(answers.size(), 1U);
    EXPECT_TRUE(answers_a_legal_move(answers[0], "f5f6d3c5e6f7e7f4d6"));
}

TEST(NboardSession, PingStopsASearchAtOnceAndGoStillAnswers) {
    // Depth 60 from the ninth move would search for years: ping must end it, go must still give
    // its best move so far (before the pong), and hint its moves so far.
    const auto lines = run(std::string("nboard 2\nset depth 60\nset game ") + kExampleGame +
                           "\ngo\nping 1\nhint 2\nping 2\n");
    const auto answer = std::find_if(lines.begin(), lines.end(),
                                     [](const std::string& l) { return l.starts_with("=== "); });
    const auto pong = std::find(lines.begin(), lines.end(), "pong 1");
    ASSERT_NE(answer, lines.end());
    ASSERT_NE(pong, lines.end());
    EXPECT_LT(answer, pong);
    EXPECT_NE(std::find(lines.begin(), lines.end(), "pong 2"), lines.end());
}

TEST(NboardSession, APlayerOfOurOwnAnswersGo) {
    const auto lines = run(std::string("nboard 2\nset game ") + kExampleGame + "\ngo\n", "greedy");
    ASSERT_EQ(starting(lines, "=== ").size(), 1U);
}

}  // namespace
}  // namespace plies::protocol
