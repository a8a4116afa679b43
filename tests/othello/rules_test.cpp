// Othello rules: perft against Aart Bik's published counts, notation, passes, game end.
#include <gtest/gtest.h>

#include <bit>

#include "engine/registry.hpp"
#include "games/othello/board.hpp"
#include "games/othello/notation.hpp"
#include "games/othello/perft.hpp"

namespace plies::othello {
namespace {

// Aart Bik, "Perft for Reversi" (2009), via data/othello/README.md: a pass is a ply, and an
// ended game is one leaf at every greater depth.
TEST(OthelloPerft, StartPositionDepths1To10) {
    constexpr std::uint64_t kExpected[] = {4,    12,    56,     244,     1396,
                                           8200, 55092, 390216, 3005288, 24571284};
    for (int depth = 1; depth <= 10; ++depth)
        EXPECT_EQ(perft(kStartPosition, depth), kExpected[depth - 1]) << "depth " << depth;
}

// A slow reference: walk each direction square by square.
Bitboard naive_flips(int sq, Bitboard p, Bitboard o) {
    if ((p | o) & bit(sq)) return 0;
    Bitboard all = 0;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            Bitboard line = 0;
            int r = sq / 8 + dr;
            int c = sq % 8 + dc;
            while (r >= 0 && r < 8 && c >= 0 && c < 8 && (o & bit(r * 8 + c))) {
                line |= bit(r * 8 + c);
                r += dr;
                c += dc;
            }
            if (r >= 0 && r < 8 && c >= 0 && c < 8 && (p & bit(r * 8 + c))) all |= line;
        }
    }
    return all;
}

TEST(OthelloRules, MovesAndFlipsMatchANaiveCheckerOnRandomGames) {
    std::uint64_t seed = 12345;
    int positions = 0;
    for (int game = 0; game < 300; ++game) {
        Position pos = kStartPosition;
        for (;;) {
            Bitboard expected_moves = 0;
            for (int sq = 0; sq < 64; ++sq) {
                const Bitboard f = naive_flips(sq, pos.player, pos.opponent);
                if (f != 0) expected_moves |= bit(sq);
                ASSERT_EQ(((pos.player | pos.opponent) & bit(sq))
                              ? 0
                              : flips(sq, pos.player, pos.opponent),
                          f);
            }
            const Bitboard moves = legal_moves(pos.player, pos.opponent);
            ASSERT_EQ(moves, expected_moves);
            ++positions;
            if (moves == 0) {
                if (legal_moves(pos.opponent, pos.player) == 0) break;
                pos = pos.passed();
                continue;
            }
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            Bitboard m = moves;
            for (int k = static_cast<int>((seed >> 33) %
                                          static_cast<std::uint64_t>(std::popcount(moves)));
                 k > 0; --k)
                m &= m - 1;
            const int sq = std::countr_zero(m);
            pos = play(pos, sq, flips(sq, pos.player, pos.opponent));
        }
    }
    EXPECT_GT(positions, 15000);
}

TEST(OthelloNotation, SquaresPassAndObf) {
    EXPECT_EQ(parse_move("a1"), 0);
    EXPECT_EQ(parse_move("H8"), 63);
    EXPECT_EQ(parse_move("f5"), 37);
    EXPECT_EQ(parse_move("pass"), kPassMove);
    EXPECT_EQ(parse_move("PS"), kPassMove);
    EXPECT_FALSE(parse_move("i1"));
    EXPECT_FALSE(parse_move("a9"));
    EXPECT_EQ(square_name(37), "f5");
    const GameState start;
    EXPECT_EQ(to_obf(start), "---------------------------OX------XO--------------------------- X");
    std::string error;
    const auto back = parse_obf(to_obf(start) + "; F5:+0", error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->position, kStartPosition);
    EXPECT_FALSE(parse_obf("XO- X", error));
    EXPECT_NE(error.find("64 squares"), std::string::npos) << error;
    EXPECT_FALSE(parse_obf(std::string(64, '-') + " Z", error));
    EXPECT_NE(error.find("side to move 'Z'"), std::string::npos) << error;
}

// NBoard's protocol documentation: moves as "F5", a pass as "PA", a reply "=== F5/1.25/0.8".
TEST(OthelloNotation, NBoardMovesBothWays) {
    EXPECT_EQ(move_in_nboard_notation("f5"), "F5");
    EXPECT_EQ(move_in_nboard_notation("pass"), "PA");
    EXPECT_EQ(move_from_nboard_notation("F5//1.23"), "f5");
    EXPECT_EQ(move_from_nboard_notation(" d3/-2.5/0.8 "), "d3");
    EXPECT_EQ(move_from_nboard_notation("PA"), "pass");
    EXPECT_EQ(move_from_nboard_notation("pass"), "pass");
}

TEST(OthelloEngine, PlaysAMoveStringAndRoundTripsThePosition) {
    auto game = engine::create_game("othello");
    EXPECT_EQ(game->legal_moves(), (std::vector<std::string>{"d3", "c4", "f5", "e6"}));
    game->set_position("f5d6c3d3c4");
    EXPECT_EQ(game->history().size(), 5u);
    EXPECT_EQ(game->side_to_move(), 1);
    const std::string obf = game->position();
    auto copy = engine::create_game("othello");
    copy->set_position(obf + "; A1:+2");
    EXPECT_EQ(copy->position(), obf);
    EXPECT_EQ(copy->legal_moves(), game->legal_moves());
    EXPECT_THROW(game->play("a1"), engine::InvalidMove);
    EXPECT_THROW(game->play("pass"), engine::InvalidMove);
    EXPECT_THROW(game->set_position("z9"), engine::InvalidPosition);
    EXPECT_THROW(game->set_position("f5f5"), engine::InvalidPosition);
}

TEST(OthelloEngine, PassIsTheOnlyMoveWhenStuckAndTheGameEndsWhenNobodyCanMove) {
    auto game = engine::create_game("othello");
    // White a1 and b1, black h8, black to move: nobody can outflank anything, so the game is
    // over (white ahead) and there is no legal move, not even a pass.
    std::string squares(64, '-');
    squares[0] = 'O';
    squares[1] = 'O';
    squares[63] = 'X';
    game->set_position(squares + " X");
    EXPECT_TRUE(game->legal_moves().empty());
    EXPECT_EQ(game->outcome(), engine::Outcome::second_wins);
    // Black a1, white b1, white to move: white has no move but black has c1, so white's only
    // move is a pass; black's c1 then ends the game with a black win (winning_moves finds it).
    squares.assign(64, '-');
    squares[0] = 'X';
    squares[1] = 'O';
    game->set_position(squares + " O");
    EXPECT_EQ(game->legal_moves(), (std::vector<std::string>{"pass"}));
    EXPECT_EQ(game->outcome(), engine::Outcome::ongoing);
    game->play("PS");
    EXPECT_EQ(game->legal_moves(), (std::vector<std::string>{"c1"}));
    EXPECT_EQ(game->winning_moves(0), (std::vector<std::string>{"c1"}));
    game->play("c1");
    EXPECT_EQ(game->outcome(), engine::Outcome::first_wins);
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(OthelloEngine, PerftThroughTheEngine) {
    auto game = engine::create_game("othello");
    EXPECT_EQ(game->perft(6), 8200u);
}

}  // namespace
}  // namespace plies::othello
