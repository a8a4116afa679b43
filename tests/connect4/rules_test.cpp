// Connect Four rules through the engine interface: notation, the Connect Four tutorial's board
// drawing and scores, outcomes, winning moves; perft and the distinct-position counts of OEIS
// A212693.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "engine/registry.hpp"
#include "games/connect4/perft.hpp"
#include "games/connect4/position.hpp"

namespace plies {
namespace {

using engine::create_game;

// The Connect Four tutorial's example game, 0-based columns, X first: the score printed after each
// move for the player who just moved (and 0 before the first move, printed for O).
constexpr std::array<int, 10> kSeedGame{3, 3, 3, 1, 3, 1, 1, 1, 3, 3};
constexpr std::array<int, 10> kSeedScores{0, 0, 0, 0, 3, 6, 6, 0, 13, 0};

void check_seed_game(bool zero_based) {
    auto game = create_game(
        "connect4", zero_based ? engine::GameOptions{{"zero-based", "1"}} : engine::GameOptions{});
    EXPECT_EQ(game->display_score(1), 0);
    for (std::size_t i = 0; i < kSeedGame.size(); ++i) {
        const int side = game->side_to_move();
        game->play(std::to_string(kSeedGame[i] + (zero_based ? 0 : 1)));
        EXPECT_EQ(game->display_score(side), kSeedScores[i]) << "after move " << i + 1;
    }
}

TEST(Connect4Rules, SeedGameScoresOneBased) {
    check_seed_game(false);
}
TEST(Connect4Rules, SeedGameScoresZeroBased) {
    check_seed_game(true);
}

TEST(Connect4Rules, RenderMatchesSeedBoard) {
    // The last board of the Connect Four tutorial's example, character for character.
    auto game = create_game("connect4", {{"zero-based", "1"}});
    game->set_position("3331311133");
    EXPECT_EQ(game->render(),
              "0 1 2 3 4 5 6\n"
              "| | | |O| | | |\n"
              "| | | |X| | | |\n"
              "| |O| |X| | | |\n"
              "| |X| |X| | | |\n"
              "| |O| |O| | | |\n"
              "| |O| |X| | | |\n"
              "--------------\n");
    EXPECT_EQ(game->position(), "3331311133");
    auto one_based = create_game("connect4");
    one_based->set_position("4442422244");
    EXPECT_EQ(one_based->render().substr(0, 14), "1 2 3 4 5 6 7\n");
}

TEST(Connect4Rules, NotationAndErrors) {
    auto game = create_game("connect4");
    EXPECT_EQ(game->legal_moves(), (std::vector<std::string>{"1", "2", "3", "4", "5", "6", "7"}));
    EXPECT_THROW(game->play("0"), engine::InvalidMove);
    EXPECT_THROW(game->play("8"), engine::InvalidMove);
    EXPECT_THROW(game->play("44"), engine::InvalidMove);
    EXPECT_THROW(game->play(""), engine::InvalidMove);
    for (int i = 0; i < 6; ++i) game->play("4");
    EXPECT_THROW(game->play("4"), engine::InvalidMove);  // full column
    EXPECT_EQ(game->legal_moves().size(), 6U);
    EXPECT_THROW(game->set_position("12x"), engine::InvalidPosition);
    EXPECT_THROW(game->set_position("4444444"), engine::InvalidPosition);
    EXPECT_THROW((void)create_game("connect4", {{"zero-based", "2"}}), engine::Error);
    EXPECT_THROW((void)create_game("connect4", {{"size", "8"}}), engine::Error);

    auto zero = create_game("connect4", {{"zero-based", "1"}});
    EXPECT_EQ(zero->legal_moves().front(), "0");
    EXPECT_THROW(zero->play("7"), engine::InvalidMove);
    zero->play("0");
    EXPECT_EQ(zero->history(), std::vector<std::string>{"0"});
}

TEST(Connect4Rules, OutcomesAndWinningMoves) {
    auto game = create_game("connect4");
    game->set_position("121212");  // X has three in column 1, O three in column 2
    EXPECT_EQ(game->winning_moves(0), std::vector<std::string>{"1"});
    EXPECT_EQ(game->winning_moves(1), std::vector<std::string>{"2"});
    game->play("1");
    EXPECT_EQ(game->outcome(), engine::Outcome::first_wins);
    EXPECT_TRUE(game->legal_moves().empty());
    EXPECT_THROW(game->play("3"), engine::InvalidMove);
    game->undo();
    game->play("3");
    game->play("2");
    EXPECT_EQ(game->outcome(), engine::Outcome::second_wins);

    // A drawn full board (a known 42-move draw: columns filled in pairs so that no line forms).
    auto draw = create_game("connect4");
    draw->set_position("121212343434565656212121434343656565777777");
    EXPECT_EQ(draw->outcome(), engine::Outcome::draw);
}

// Regression: the board view of a won game used to throw ("the game is already over") while
// locating the last move, so the web page could not draw the final board and its winning line.
TEST(Connect4Rules, BoardViewOfAWonGameShowsTheWinningLine) {
    auto game = create_game("connect4");
    game->set_position("1212121");  // the first player completes column 1
    ASSERT_EQ(game->outcome(), engine::Outcome::first_wins);
    const auto view = game->board_view();
    EXPECT_EQ(view.winning_line.size(), 4u);
    // Row 0 of the view is the top row: the last disc is the 4th from the bottom of column 1.
    EXPECT_EQ(view.last_move, (6 - 4) * 7 + 0);
}

TEST(Connect4Perft, MoveSequences) {
    // No game can end and no column can fill before 6 plies: 7^d sequences. At 7 plies, the 7
    // sequences that filled one column have 6 replies instead of 7: 7^7 - 7. (A win needs 7
    // plies, and a game won on ply 7 is still a 7-ply sequence.)
    auto game = create_game("connect4");
    std::uint64_t power = 1;
    for (int depth = 0; depth <= 6; ++depth, power *= 7) EXPECT_EQ(game->perft(depth), power);
    EXPECT_EQ(game->perft(7), 823'543U - 7U);
}

// OEIS A212693: positions after n plies (1-based columns; a won game stops).
constexpr std::array<std::uint64_t, 13> kA212693{
    1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623, 4568683, 12236101};

TEST(Connect4Perft, DistinctPositionsA212693) {
    const auto counts = connect4::distinct_positions(9);
    ASSERT_EQ(counts.size(), 10U);
    for (std::size_t n = 0; n < counts.size(); ++n) EXPECT_EQ(counts[n], kA212693[n]) << n;
}

TEST(Connect4Perft, KeysRoundTrip) {
    core::Rng rng(42);
    for (int game = 0; game < 2000; ++game) {
        connect4::Position position;
        while (!position.over()) {
            EXPECT_EQ(connect4::Position::from_key(position.key()), position);
            int col = static_cast<int>(rng.below(connect4::kWidth));
            while (!position.can_play(col)) col = (col + 1) % connect4::kWidth;
            position.play(col);
        }
        EXPECT_EQ(connect4::Position::from_key(position.key()), position);
    }
}

}  // namespace
}  // namespace plies
