// The Othello project's players: the deployed greedy formula checked by hand, and the project's
// tournament.
#include <gtest/gtest.h>

#include <cstdio>

#include "engine/errors.hpp"
#include "engine/registry.hpp"
#include "games/othello/classic.hpp"
#include "games/othello/notation.hpp"
#include "games/othello/patterns.hpp"

namespace plies::othello {
namespace {

Position position_after(std::string_view moves) {
    auto game = engine::create_game("othello");
    game->set_position(moves);
    std::string error;
    return parse_obf(game->position(), error)->position;
}

// Score = 4 x weight + discs after + 3 x (own - opponent) - 2 x opponent moves (+40 corner).
TEST(OthelloGreedy, HandCheckedScoresFromTheStart) {
    // Black d3 (weight 1) flips d4: 4 discs to 1, 5 on the board; white then has c3, e3, c5.
    // 4 x 1 + 5 + 3 x (4 - 1) - 2 x 3 = 4 + 5 + 9 - 6 = 12. The four openings are symmetric.
    const Position start = kStartPosition;
    for (const char* move : {"d3", "c4", "f5", "e6"})
        EXPECT_EQ(greedy_score(start, *parse_move(move)), 12) << move;
    EXPECT_EQ(choose_greedy(start), *parse_move("d3"));  // the first in board order
}

TEST(OthelloGreedy, HandCheckedScoresAfterF5) {
    // After black f5: black d5 e4 e5 f5, white d4. White's moves:
    // f4 (weight 1) flips e4: 3-3, 6 discs; black then has c3 d3 e3 f3 g3:
    //   4 + 6 + 0 - 10 = 0
    // d6 (weight 1) flips d5: 3-3; black then has c3 c4 c5 c6 c7:  4 + 6 + 0 - 10 = 0
    // f6 (weight 1) flips e5: 3-3; black then has c4 d3 e6 f7:     4 + 6 + 0 - 8 = 2
    const Position pos = position_after("f5");
    EXPECT_EQ(greedy_score(pos, *parse_move("f4")), 0);
    EXPECT_EQ(greedy_score(pos, *parse_move("d6")), 0);
    EXPECT_EQ(greedy_score(pos, *parse_move("f6")), 2);
    EXPECT_EQ(choose_greedy(pos), *parse_move("f6"));
}

TEST(OthelloGreedy, CornerBonus) {
    // White c3, black b2 and h8, white to move: a1 (weight 100, corner) flips b2 -> white a1 b2
    // c3 vs black h8: 4 x 100 + 4 discs + 3 x (3 - 1) - 2 x 0 black moves + 40 = 450.
    std::string squares(64, '-');
    squares[18] = 'O';
    squares[9] = 'X';
    squares[63] = 'X';
    std::string error;
    const Position pos = parse_obf(squares + " O", error)->position;
    EXPECT_EQ(legal_moves(pos.player, pos.opponent), bit(0));
    EXPECT_EQ(greedy_score(pos, 0), 450);
}

TEST(OthelloClassic, DepthSchedule) {
    EXPECT_EQ(classic_depth(60), 4);
    EXPECT_EQ(classic_depth(21), 4);
    EXPECT_EQ(classic_depth(20), 5);
    EXPECT_EQ(classic_depth(13), 5);
    EXPECT_EQ(classic_depth(12), 6);
    EXPECT_EQ(classic_depth(9), 6);
    EXPECT_EQ(classic_depth(8), 8);
    EXPECT_EQ(classic_depth(3), 3);
}

TEST(OthelloClassic, ALoneMoveIsPlayedWithoutSearching) {
    // Rows 1-2 and a3-d3 white, g8 white, h8 empty, the rest black: black's only move is h8
    // (it flips g8 between h8 and f8); the project returns moves[0] without calling negamax.
    std::string squares(64, 'X');
    for (int i = 0; i < 20; ++i) squares[static_cast<std::size_t>(i)] = 'O';
    squares[62] = 'O';
    squares[63] = '-';
    std::string error;
    const Position pos = parse_obf(squares + " X", error)->position;
    EXPECT_EQ(legal_moves(pos.player, pos.opponent), bit(63));
    const auto result = search_classic(pos, 3, {}, nullptr);
    EXPECT_EQ(*result.best_move, 63);
    EXPECT_EQ(result.nodes, 0u);
}

}  // namespace
}  // namespace plies::othello

namespace plies::othello {
namespace {

// strong:weights=FILE evaluates with that file: with all-zero weights every midgame leaf is 0,
// so a depth-2 search says 0 where the shipped weights do not; a file that does not load is a
// spec error naming it.
TEST(OthelloStrong, WeightsOptionEvaluatesWithTheGivenFile) {
    const std::string zero = testing::TempDir() + "plies_zero_weights.bin";
    std::string error;
    ASSERT_TRUE(PatternWeights().save(zero, error)) << error;
    auto score_of = [](const std::string& spec) {
        auto game = engine::create_game("othello");
        game->set_position("f5d6c3d3c4f4f6f3e6e7");
        auto player = engine::create_player(*game, spec);
        engine::MoveRequest request;
        return player->choose(*game, request).info.score;
    };
    EXPECT_EQ(score_of("strong:depth=2,weights=" + zero), 0);
    EXPECT_NE(score_of("strong:depth=2"), 0);
    EXPECT_EQ(score_of("strong:depth=2,weights=" + std::string(PLIES_SOURCE_DIR) + "/" +
                       kShippedWeightsPath),
              score_of("strong:depth=2"));
    auto game = engine::create_game("othello");
    try {
        (void)engine::create_player(*game, "strong:weights=/nonexistent/w.bin");
        FAIL() << "no error";
    } catch (const engine::SpecError& e) {
        EXPECT_NE(std::string(e.what()).find("weights=/nonexistent/w.bin"), std::string::npos)
            << e.what();
    }
    std::remove(zero.c_str());
}

}  // namespace
}  // namespace plies::othello
