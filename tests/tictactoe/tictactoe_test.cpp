// Tic-tac-toe against known facts (the minimax primer and the literature): 255,168 games, 5,478
// positions, 958 terminal positions, a drawn game under perfect play, and a perfect player that
// never loses.
#include <gtest/gtest.h>

#include <array>
#include <functional>
#include <set>

#include "engine/registry.hpp"
#include "games/tictactoe/game_tree.hpp"
#include "games/tictactoe/search.hpp"

namespace {

using namespace plies::tictactoe;

std::uint32_t code(const Board& b) {
    return static_cast<std::uint32_t>(b.bits(Mark::x)) << 9 | b.bits(Mark::o);
}

void count_games(Board& b, std::uint64_t& games) {
    if (b.over()) {
        ++games;
        return;
    }
    std::array<int, 9> moves{};
    const int n = b.generate_moves(moves);
    for (int i = 0; i < n; ++i) {
        b.play(moves[i]);
        count_games(b, games);
        b.undo(moves[i]);
    }
}

void collect_positions(Board& b, std::set<std::uint32_t>& all, std::set<std::uint32_t>& terminal) {
    if (!all.insert(code(b)).second) return;
    if (b.over()) {
        terminal.insert(code(b));
        return;
    }
    std::array<int, 9> moves{};
    const int n = b.generate_moves(moves);
    for (int i = 0; i < n; ++i) {
        b.play(moves[i]);
        collect_positions(b, all, terminal);
        b.undo(moves[i]);
    }
}

TEST(TicTacToe, PossibleGamesPositionsAndTerminals) {
    Board board;
    std::uint64_t games = 0;
    count_games(board, games);
    EXPECT_EQ(games, 255168u);
    std::set<std::uint32_t> all, terminal;
    collect_positions(board, all, terminal);
    EXPECT_EQ(all.size(), 5478u);  // including the empty board
    EXPECT_EQ(terminal.size(), 958u);
}

TEST(TicTacToe, PerftMatchesTheGameCount) {
    // Games that end at ply d, summed over d, give the 255,168 games.
    Board board;
    EXPECT_EQ(perft(board, 1), 9u);
    EXPECT_EQ(perft(board, 2), 72u);
    EXPECT_EQ(perft(board, 5), 15120u);
    EXPECT_EQ(perft(board, 9), 127872u);  // games that reach a full board
}

TEST(TicTacToe, PerfectPlayFromTheEmptyBoardIsADraw) {
    EXPECT_EQ(solve_value(Board{}), 0);
    const auto result = search_perfect(Board{}, {}, nullptr);
    EXPECT_EQ(result.score, 0);
    EXPECT_TRUE(result.exact);
}

TEST(TicTacToe, SeedScoringPrefersTheFastestWin) {
    // X: 1, 2, 5; O: 4, 7 (moves 1 4 2 7 5): X wins at once with 3 (row) or 9 (diagonal);
    // the minimax primer scores a win found at depth d as 10 - d, so the score is 9.
    Board board;
    for (int cell : {0, 3, 1, 6, 4}) board.play(cell);
    // O to move: O must block; whatever O does, X wins next: 10 - 2 = 8 from X's view.
    const auto o_view = search_perfect(board, {}, nullptr);
    EXPECT_EQ(o_view.score, -8);
    board.play(8);  // O blocks the diagonal at 9; X wins at 3 at once
    const auto x_view = search_perfect(board, {}, nullptr);
    EXPECT_EQ(x_view.score, 9);
    EXPECT_EQ(*x_view.best_move, 2);
}

// Every possible sequence of opponent moves against the perfect player: it never loses.
void never_loses(Board& board, Mark perfect, int& games, int& losses) {
    if (board.over()) {
        ++games;
        const Mark w = board.winner();
        if (w != Mark::none && w != perfect) ++losses;
        return;
    }
    if (board.to_move() == perfect) {
        const int move = *search_perfect(board, {}, nullptr).best_move;
        board.play(move);
        never_loses(board, perfect, games, losses);
        board.undo(move);
        return;
    }
    std::array<int, 9> moves{};
    const int n = board.generate_moves(moves);
    for (int i = 0; i < n; ++i) {
        board.play(moves[i]);
        never_loses(board, perfect, games, losses);
        board.undo(moves[i]);
    }
}

TEST(TicTacToe, PerfectPlayerNeverLosesAsXOrO) {
    for (Mark perfect : {Mark::x, Mark::o}) {
        Board board;
        int games = 0, losses = 0;
        never_loses(board, perfect, games, losses);
        EXPECT_GT(games, 0);
        EXPECT_EQ(losses, 0) << (perfect == Mark::x ? "as X" : "as O");
    }
}

TEST(TicTacToe, PerfectPlayerThroughTheEngineNeverLoses) {
    // The same through the engine interface against every opponent reply (the player as O).
    auto game = plies::engine::create_game("tictactoe");
    auto player = plies::engine::create_player(*game, "perfect");
    int losses = 0;
    std::function<void()> explore = [&] {
        if (game->outcome() != plies::engine::Outcome::ongoing) {
            losses += game->outcome() == plies::engine::Outcome::first_wins ? 1 : 0;
            return;
        }
        if (game->side_to_move() == 1) {
            game->play(player->choose(*game, {}).move);
            explore();
            game->undo();
            return;
        }
        for (const auto& move : game->legal_moves()) {
            game->play(move);
            explore();
            game->undo();
        }
    };
    explore();
    EXPECT_EQ(losses, 0);
}

TEST(TicTacToe, ClassicDepthLimitedStillTakesWinsAndBlocks) {
    Board board;
    for (int cell : {4, 0, 3}) board.play(cell);  // X: 5, 4; O: 1 — O must block at 6
    EXPECT_EQ(*search_classic(board, 2, {}, nullptr).best_move, 5);
    EXPECT_EQ(choose_greedy(board), 5);
}

TEST(TicTacToe, SolveAndNotation) {
    EXPECT_EQ(parse_cell("1"), 0);
    EXPECT_EQ(parse_cell("9"), 8);
    EXPECT_FALSE(parse_cell("0"));
    EXPECT_FALSE(parse_cell("10"));
    auto game = plies::engine::create_game("tictactoe");
    game->set_position("12");  // X corner, O adjacent edge: X wins
    EXPECT_EQ(game->solve({}, nullptr).score, 1);
    game->set_position("5");
    EXPECT_EQ(game->solve({}, nullptr).score, 0);
    EXPECT_THROW(game->set_position("55"), plies::engine::InvalidPosition);
    EXPECT_THROW(game->set_position("1a"), plies::engine::InvalidPosition);
}

// The published counts of the tic-tac-toe game tree: 549,946 nodes, 255,168 complete games,
// 5,478 distinct positions (the empty board included), 958 of them terminal.
TEST(GameTree, CountsMatchThePublishedFigures) {
    const GameTreeCounts counts = count_game_tree();
    EXPECT_EQ(counts.nodes, 549946U);
    EXPECT_EQ(counts.games, 255168U);
    EXPECT_EQ(counts.positions, 5478U);
    EXPECT_EQ(counts.terminal_positions, 958U);
}

}  // namespace
