// The `perfect` player through the engine interface: it wins every game as first player
// against the game box's classic AI at depth 8 and never loses as second player. The 20 seeded
// games differ by the classic side's first move, drawn from the seed; the classic search
// plays every later move. Needs the shipped opening book for the first moves (solving the
// empty board without it takes minutes), so it is a slow test.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "engine/registry.hpp"
#include "games/connect4/book.hpp"

namespace plies {
namespace {

// Plays one game; returns the outcome.
engine::Outcome play(const std::string& first, const std::string& second, std::uint64_t seed,
                     int random_ply) {
    auto game = engine::create_game("connect4");
    auto players =
        std::array{engine::create_player(*game, first), engine::create_player(*game, second)};
    core::Rng rng(seed);
    engine::MoveRequest request;
    request.rng = &rng;
    while (game->outcome() == engine::Outcome::ongoing) {
        const int ply = static_cast<int>(game->history().size());
        if (ply == random_ply) {
            const auto moves = game->legal_moves();
            game->play(moves[rng.below(moves.size())]);
            continue;
        }
        game->play(
            players[static_cast<std::size_t>(game->side_to_move())]->choose(*game, request).move);
    }
    return game->outcome();
}

bool book_reaches(int depth) {
    const auto* book = connect4::default_book();
    return book != nullptr && book->depth() >= depth;
}

TEST(Connect4PerfectPlayer, WinsEveryGameAsFirstPlayer) {
    if (!book_reaches(1)) GTEST_SKIP() << "needs the opening book (data/connect4/book.bin)";
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        EXPECT_EQ(play("perfect", "classic:depth=8", seed, 1), engine::Outcome::first_wins)
            << "seed " << seed;
}

TEST(Connect4PerfectPlayer, NeverLosesAsSecondPlayer) {
    if (!book_reaches(2)) GTEST_SKIP() << "needs the opening book (data/connect4/book.bin)";
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        EXPECT_NE(play("classic:depth=8", "perfect", seed, 0), engine::Outcome::first_wins)
            << "seed " << seed;
}

}  // namespace
}  // namespace plies
