// The Gomoku players through the engine interface: adapter rules and errors, a four-three found
// and blocked, VCFs under renju, and black never choosing a forbidden point.
#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/score.hpp"
#include "engine/registry.hpp"

namespace plies::engine {
namespace {

std::unique_ptr<Game> gomoku(const std::string& rule, const std::string& moves = "") {
    auto game = create_game("gomoku", {{"rule", rule}});
    game->set_position(moves);
    return game;
}

std::string choose(const Game& game, const std::string& spec) {
    auto player = create_player(game, spec);
    core::Rng rng(1);
    MoveRequest request;
    request.rng = &rng;
    return player->choose(game, request).move;
}

TEST(GomokuAdapter, OptionsNotationAndErrors) {
    EXPECT_THROW((void)create_game("gomoku", {{"rule", "caro"}}), Error);
    EXPECT_THROW((void)create_game("gomoku", {{"size", "21"}}), Error);
    EXPECT_THROW((void)create_game("gomoku", {{"colour", "x"}}), Error);
    auto big = create_game("gomoku", {{"size", "20"}});
    EXPECT_EQ(big->legal_moves().size(), 400U);
    big->play("t20");
    EXPECT_THROW(big->play("t20"), InvalidMove);
    EXPECT_THROW(big->play("u1"), InvalidMove);

    auto game = gomoku("renju", "h8 a1 g8 a3 h9 a5 h10 a7");
    EXPECT_EQ(game->position(), "h8a1g8a3h9a5h10a7");
    // Black f8 g8 h9 h10: h8 is a double three.
    auto renju = gomoku("renju", "f8 a1 g8 a3 h9 a5 h10 a7");
    const auto legal = renju->legal_moves();
    EXPECT_EQ(std::count(legal.begin(), legal.end(), "h8"), 0);
    try {
        renju->play("h8");
        ADD_FAILURE() << "h8 is a double three";
    } catch (const InvalidMove& e) {
        EXPECT_NE(std::string(e.what()).find("double three"), std::string::npos) << e.what();
    }
    EXPECT_THROW(renju->set_position("f8 a1 g8 a3 h9 a5 h10 a7 h8"), InvalidPosition);
    // Freestyle: the same point is fine.
    auto free = gomoku("freestyle", "f8 a1 g8 a3 h9 a5 h10 a7");
    free->play("h8");
    EXPECT_EQ(free->side_to_move(), 1);
    free->undo();
    EXPECT_EQ(free->side_to_move(), 0);
}

TEST(GomokuAdapter, WinningMovesAndOutcome) {
    auto game = gomoku("standard", "d8 a1 e8 a3 f8 a5 g8 a7");
    auto wins = game->winning_moves(0);
    std::sort(wins.begin(), wins.end());
    EXPECT_EQ(wins, (std::vector<std::string>{"c8", "h8"}));
    EXPECT_TRUE(game->winning_moves(1).empty());
    game->play("h8");
    EXPECT_EQ(game->outcome(), Outcome::first_wins);
    EXPECT_TRUE(game->legal_moves().empty());
    EXPECT_EQ(game->board_view().winning_line.size(), 5U);
}

// Black e8 f8 g8 (d8 white) and h9 h10: h8 is a four-three, the only winning point.
const char* kFourThree = "e8 d8 f8 a1 g8 a3 h9 a5 h10 a13";
// The same shape for white, black to move: black must stop it.
const char* kBlockFourThree = "d8 e8 a1 f8 a3 g8 a5 h9 a13 h10";

TEST(GomokuPlayers, StrongFindsAndBlocksTheFourThree) {
    for (const char* rule : {"freestyle", "standard", "renju"}) {
        auto attack = gomoku(rule, kFourThree);
        EXPECT_EQ(choose(*attack, "strong:time=300ms"), "h8") << rule;
        auto defend = gomoku(rule, kBlockFourThree);
        const std::string move = choose(*defend, "strong:time=300ms");
        // a4 is a counter-four (a1 a3 a4 a5): white must block a2, then black parries.
        EXPECT_TRUE(move == "h8" || move == "i8" || move == "h7" || move == "h11" || move == "a4")
            << rule << ": " << move;
    }
}

TEST(GomokuPlayers, EveryLevelMakesFiveAndBlocksFive) {
    for (const char* spec : {"greedy", "original", "classic:depth=2", "strong:time=200ms"}) {
        auto five = gomoku("renju", "d8 a1 e8 a3 f8 a5 g8 b13");
        const std::string move = choose(*five, spec);
        EXPECT_TRUE(move == "c8" || move == "h8") << spec << ": " << move;
        auto block = gomoku("renju", "a1 d8 a3 e8 a5 f8 b13 g8 n14");
        const std::string reply = choose(*block, spec);
        EXPECT_TRUE(reply == "c8" || reply == "h8") << spec << ": " << reply;
    }
}

TEST(GomokuPlayers, BlackNeverPlaysAForbiddenPoint) {
    // h8 is black's double three, the most attractive point by pattern value.
    for (const char* spec : {"greedy", "original", "classic:depth=2", "strong:time=200ms"}) {
        auto game = gomoku("renju", "f8 a1 g8 a3 h9 a5 h10 a7");
        const std::string move = choose(*game, spec);
        const auto legal = game->legal_moves();
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << spec << ": " << move;
    }
}

TEST(GomokuPlayers, ShortGamesBetweenLevelsStayLegal) {
    for (const char* rule : {"freestyle", "renju"}) {
        auto game = gomoku(rule);
        int plies = 0;
        while (game->outcome() == Outcome::ongoing && plies < 30) {
            const std::string move =
                choose(*game, plies % 2 == 0 ? "classic:depth=2" : "strong:time=50ms");
            game->play(move);
            ++plies;
        }
        EXPECT_GT(plies, 8);
    }
}

// Analysis (the page's hints): by the rules alone, black's open three h8-h9-h10 becomes a
// straight four at h7 or h11, which wins whatever white does; and when white has four in a row
// the only move that does not lose at once is its block.
// The analysis of the freestyle position after `moves`, 20,000 nodes a reply (a node budget, not
// time: with 400 ms in all, a loaded machine left the four's reply unsearched now and then).
std::vector<MoveScore> analysis_after(const std::string& moves) {
    core::SearchLimits limits;
    limits.nodes = 20000;
    return gomoku("freestyle", moves)->analyse(limits, nullptr);
}

TEST(GomokuAnalysis, NamesTheWinningFourAndRanksItBest) {
    const auto scores = analysis_after("h8 a1 h9 a2 h10 a4");
    ASSERT_FALSE(scores.empty());
    int best = scores.front().score;
    for (const auto& s : scores) best = std::max(best, s.score);
    for (const char* four : {"h7", "h11"}) {
        const auto found = std::find_if(scores.begin(), scores.end(),
                                        [&](const MoveScore& s) { return s.move == four; });
        ASSERT_NE(found, scores.end()) << four;
        EXPECT_TRUE(found->exact) << four;
        EXPECT_EQ(found->score, best) << four;
        EXPECT_NE(found->score_text.find("win"), std::string::npos) << found->score_text;
    }
}

TEST(GomokuAnalysis, EveryMoveButTheBlockOfAFourLoses) {
    // White a1-a4 with a5 free (a0 is off the board); black to move must take a5.
    const auto scores = analysis_after("h8 a1 h9 a2 j10 a3 k12 a4");
    ASSERT_FALSE(scores.empty());
    bool block_scored = false;
    for (const auto& s : scores) {
        if (s.move == "a5") {
            block_scored = true;
            EXPECT_FALSE(s.score_text.starts_with("loss in 2")) << s.score_text;
        } else {
            EXPECT_EQ(s.score_text, "loss in 2") << s.move;
        }
    }
    EXPECT_TRUE(block_scored);
}

}  // namespace
}  // namespace plies::engine

namespace plies::engine {
namespace {

// A freestyle position of a match against Rapfi (game 21, black to move after 16 stones): the
// engine announced "win in 7" at depth 3 and lost the game. Its search had proven a loss for
// white at a node where only 14 of white's moves were searched; such a loss is no longer taken
// as proven (version 1 still announces the win).
TEST(GomokuStrong, NoProvenWinFromALossOverSomeMovesOnly) {
    auto game = create_game("gomoku", {{"rule", "freestyle"}});
    for (const char* move : {"g6", "j6", "h6", "i6", "g5", "h7", "g8", "g7", "f7", "f6", "h5", "i4",
                             "i7", "f4", "d5", "e6"})
        game->play(move);
    const auto score = [&](const std::string& spec) {
        auto player = create_player(*game, spec);
        MoveRequest request;
        return player->choose(*game, request).info.score.value_or(0);
    };
    EXPECT_FALSE(core::is_proven(score("strong:nodes=300000")));
    EXPECT_TRUE(core::is_proven(score("strong:nodes=300000,version=1")));
}

}  // namespace
}  // namespace plies::engine

namespace plies::engine {
namespace {

// Line 2802 of data/gomoku/tactics/plies-tactics.txt (block-four-three, standard): white's h4 is
// a four-three. Black's counter-four e7 is answered by the forced block e5, after which no black
// move holds (the suite's referee); the counter-fours e5 and k5 hold. The root's safety check
// counted every four as safe: at 800,000 nodes both versions played e7 (at 1 s a move, version 4).
TEST(GomokuStrong, CounterFourIsSafeOnlyIfAMoveHoldsAfterTheBlock) {
    auto game = create_game("gomoku", {{"rule", "standard"}});
    for (const char* move :
         {"g11", "h11", "b9", "i11", "e9", "k11", "h9", "e10", "e8", "m10", "k8",
          "k9",  "k7",  "h8", "c6",  "h7", "e6",  "h6", "k6",  "i3", "g4",  "j2"})
        game->play(move);
    for (const char* spec : {"strong:nodes=800000,version=6", "strong:nodes=800000,version=5",
                             "strong:nodes=800000,version=4"}) {
        auto player = create_player(*game, spec);
        MoveRequest request;
        const std::string move = player->choose(*game, request).move;
        EXPECT_TRUE(move == "e5" || move == "k5") << spec << " played " << move;
    }
}

}  // namespace
}  // namespace plies::engine
