// GTP as Othello engines speak it, scripted: the answers' framing ("=id text" or "?id error"
// and an empty line), legal moves from genmove, passes the controller leaves out, and a whole
// game's final score as the winner takes the empty squares.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "engine/registry.hpp"
#include "protocol/gtp.hpp"

namespace plies::protocol {
namespace {

// The answers of a session, one string each (its lines joined by '\n', framing checked).
std::vector<std::string> answers(const std::string& script) {
    std::istringstream in(script);
    std::ostringstream out;
    run_gtp(in, out, {.player = "classic:depth=1"});
    std::vector<std::string> result;
    std::string current;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);) {
        if (line.empty()) {
            result.push_back(current);
            current.clear();
        } else {
            current += (current.empty() ? "" : "\n") + line;
        }
    }
    EXPECT_TRUE(current.empty()) << "an answer without its empty line: " << current;
    return result;
}

TEST(Gtp, AnswersAsTheProtocolFramesThem) {
    const auto got = answers(
        "1 protocol_version\nname\n# a comment\n\nboardsize 10\nboardsize 8\nknown_command "
        "genmove\nknown_command fly\nfly\nplay b d3\nplay b c3\n7 genmove w\nundo\n"
        "genmove q\nfinal_score\nplay w e9\nquit\nname\n");
    ASSERT_EQ(got.size(), 15U);
    EXPECT_EQ(got[0], "=1 2");
    EXPECT_EQ(got[1], "= plies");
    EXPECT_EQ(got[2], "? unacceptable size");
    EXPECT_EQ(got[3], "=");
    EXPECT_EQ(got[4], "= true");
    EXPECT_EQ(got[5], "= false");
    EXPECT_EQ(got[6], "? unknown command");
    EXPECT_EQ(got[7], "=");
    EXPECT_EQ(got[8], "? illegal move (not that color's turn)");
    // After d3 white may play c3, e3 or c5 (the rules of Othello).
    EXPECT_TRUE(got[9] == "=7 c3" || got[9] == "=7 e3" || got[9] == "=7 c5") << got[9];
    EXPECT_EQ(got[10], "=");
    EXPECT_EQ(got[11], "? invalid color 'q' (b, black, w or white)");
    EXPECT_EQ(got[12], "? the game is not over");
    EXPECT_TRUE(got[13].starts_with("? illegal move")) << got[13];
    EXPECT_EQ(got[14], "=");  // quit; nothing is read after it
}

// A whole game told without its passes (as many controllers do) is accepted move by move, and
// the score is the disc difference with the empty squares given to the winner.
TEST(Gtp, AcceptsAGameWithoutItsPassesAndScoresIt) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto game = engine::create_game("othello");
        auto random = engine::create_player(*game, "random");
        core::Rng rng(seed);
        std::string script;
        bool passed = false;
        while (game->outcome() == engine::Outcome::ongoing) {
            engine::MoveRequest request;
            request.rng = &rng;
            const std::string move = random->choose(*game, request).move;
            const int colour = game->side_to_move();
            game->play(move);
            if (move == "pass") {
                passed = true;
                continue;
            }
            script += std::string("play ") + (colour == 0 ? "b " : "w ") + move + "\n";
        }
        if (!passed) continue;
        const auto got = answers(script + "final_score\n");
        for (std::size_t i = 0; i + 1 < got.size(); ++i) ASSERT_EQ(got[i], "=") << i;
        const auto cells = game->board_view().cells;  // 1 black, 2 white
        const int black = static_cast<int>(std::count(cells.begin(), cells.end(), 1));
        const int white = static_cast<int>(std::count(cells.begin(), cells.end(), 2));
        const int empties = 64 - black - white;
        const std::string expected = black == white ? "= 0"
                                     : black > white
                                         ? "= B+" + std::to_string(black + empties - white)
                                         : "= W+" + std::to_string(white + empties - black);
        EXPECT_EQ(got.back(), expected);
        return;
    }
    FAIL() << "no random game with a pass in 40 seeds";
}

// Sudden death tells the engine what is left of its game (less a tenth for the answer to reach
// the controller), so that it can plan; byo-yomi and no clock at all do not.
TEST(Gtp, SuddenDeathGivesTheEngineWhatIsLeftOfItsGame) {
    std::ostringstream out;
    GtpEngine engine(out, {.player = "classic:depth=1"});
    EXPECT_EQ(engine.move_limits(0).game_left, std::chrono::milliseconds{0});
    EXPECT_EQ(engine.move_limits(0).time, std::chrono::milliseconds{1000});
    ASSERT_TRUE(engine.handle_line("time_settings 10 0 0"));
    EXPECT_EQ(engine.move_limits(0).game_left, std::chrono::milliseconds{9000});
    ASSERT_TRUE(engine.handle_line("time_left b 4 0"));
    EXPECT_EQ(engine.move_limits(0).game_left, std::chrono::milliseconds{3600});
    EXPECT_EQ(engine.move_limits(1).game_left, std::chrono::milliseconds{9000});
    // The even share an engine that does not plan takes: less, from the same clock.
    EXPECT_LT(engine.move_limits(0).time, std::chrono::milliseconds{3600} / 20);
    ASSERT_TRUE(engine.handle_line("time_settings 10 5 1"));
    EXPECT_EQ(engine.move_limits(0).game_left, std::chrono::milliseconds{0});
}

}  // namespace
}  // namespace plies::protocol
