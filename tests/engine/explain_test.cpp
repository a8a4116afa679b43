// Each player's own view of a position (`plies analyse --player`) and the tree it searches
// (`plies tree`), against the originals' worked examples and hand computations, and the tree's
// counts against the search's own.
#include <gtest/gtest.h>

#include <map>
#include <numeric>
#include <string>

#include <fmt/format.h>

#include "core/random.hpp"
#include "engine/explain.hpp"
#include "engine/registry.hpp"
#include "games/connect4/classic.hpp"
#include "games/connect4/move_string.hpp"
#include "games/connect4/perft.hpp"
#include "games/tictactoe/game_tree.hpp"
#include "games/tictactoe/search.hpp"

namespace plies::engine {
namespace {

PlayerView view_of(const std::string& game_name, const std::string& position,
                   const std::string& spec, bool explain = true) {
    auto game = create_game(game_name);
    game->set_position(position);
    ExplainRequest request;
    request.explain = explain;
    return game->player_view(parse_player_spec(spec), request);
}

std::map<std::string, int> scores_of(const PlayerView& view) {
    std::map<std::string, int> out;
    for (const auto& move : view.moves) out[move.move] = move.score;
    return out;
}

int sum_of(const std::vector<ScorePart>& parts) {
    return std::accumulate(parts.begin(), parts.end(), 0,
                           [](int total, const ScorePart& part) { return total + part.value; });
}

PlayerTree tree_of(const std::string& game_name, const std::string& position,
                   const std::string& spec) {
    auto game = create_game(game_name);
    game->set_position(position);
    return game->player_tree(parse_player_spec(spec), {});
}

// The Othello project's 8th move: white has six moves, the deployed one-ply AI "scored F4 the
// best, with -12 points, and chose it"; four of the six let black take every white disc at
// once, and "the search AI sees the four as losing and chooses B6". The position is the one
// reached by the project's 13-0 game, whose white moves are all the one-ply AI's: black c4,
// white c3 (greedy), black c2, white c5 (greedy), black c6, white d6 (greedy), black e6 (it is
// the only 7-move sequence with white's moves greedy's and the scores above).
TEST(PlayerView, OthelloGreedyScoresOfTheProjectsEighthMove) {
    const auto view = view_of("othello", "c4c3c2c5c6d6e6", "greedy");
    const std::map<std::string, int> expected{{"b2", -214}, {"b4", -26}, {"f4", -12},
                                              {"b6", -22},  {"f6", -14}, {"d7", -18}};
    EXPECT_EQ(scores_of(view), expected);
    EXPECT_EQ(view.choice, "f4");
    for (const auto& move : view.moves) EXPECT_EQ(sum_of(move.parts), move.score) << move.move;
    // f4 = 4 x 1 (its weight) + 12 discs + 3 x (3 white - 9 black) - 2 x 5 black moves
    //    = 4 + 12 - 18 - 10.
    const auto& f4 = view.moves[2];
    ASSERT_EQ(f4.move, "f4");
    ASSERT_EQ(f4.parts.size(), 4U);
    EXPECT_EQ(f4.parts[0].value, 4);
    EXPECT_EQ(f4.parts[1].value, 12);
    EXPECT_EQ(f4.parts[2].value, -18);
    EXPECT_EQ(f4.parts[3].value, -10);
    // The search sees four moves lose every disc (a 0-13 game: -13 x 100000) and plays b6.
    const auto classic = view_of("othello", "c4c3c2c5c6d6e6", "classic");
    const std::map<std::string, int> searched{{"b2", -1300000}, {"b4", -1300000}, {"f4", -1300000},
                                              {"b6", 2},        {"f6", -1300000}, {"d7", 2}};
    EXPECT_EQ(scores_of(classic), searched);
    EXPECT_EQ(classic.choice, "b6");
}

// The search's lines: each value is the evaluation (or the finished game) at the end of its
// line, so the parts sum to it. f4 is one of the four moves after which black takes every white
// disc: its line ends in the lost game, 0-13.
TEST(PlayerView, OthelloClassicLinesAndParts) {
    const auto view = view_of("othello", "c4c3c2c5c6d6e6", "classic");
    for (const auto& move : view.moves) {
        ASSERT_FALSE(move.line.empty()) << move.move;
        EXPECT_EQ(move.line.front(), move.move);
        EXPECT_LE(move.line.size(), 4U) << move.move;  // the project's depth 4 from here
        EXPECT_EQ(sum_of(move.parts), move.score) << move.move;
    }
    const auto& f4 = view.moves[2];
    ASSERT_EQ(f4.move, "f4");
    ASSERT_EQ(f4.parts.size(), 1U);
    EXPECT_EQ(f4.parts[0].count, -13);
    EXPECT_EQ(f4.parts[0].value, -1300000);
    const auto& b6 = view.moves[3];
    ASSERT_EQ(b6.move, "b6");
    EXPECT_EQ(b6.line.size(), 4U);
    EXPECT_EQ(b6.parts.size(), 4U);  // squares, mobility, corners, X-squares
    // Without --explain the values come alone.
    for (const auto& move : view_of("othello", "c4c3c2c5c6d6e6", "classic", false).moves) {
        EXPECT_TRUE(move.line.empty());
        EXPECT_TRUE(move.parts.empty());
    }
}

TEST(PlayerView, TicTacToePerfectScoresAsTheMinimaxPrimer) {
    // X: 1 2, O: 4 5, X to move. 3 completes the top row (+10); anything else lets O complete
    // the middle row with 6 (-10), except 6 itself, after which X cannot lose or win: 0.
    const auto view = view_of("tictactoe", "1425", "perfect");
    const std::map<std::string, int> expected{
        {"3", 10}, {"6", 0}, {"7", -10}, {"8", -10}, {"9", -10}};
    EXPECT_EQ(scores_of(view), expected);
    EXPECT_EQ(view.choice, "3");
    // The empty board: every first move draws.
    for (const auto& move : view_of("tictactoe", "", "perfect").moves) EXPECT_EQ(move.score, 0);
}

// The game box's heuristic by hand. "4455": X (3,0) (4,0), O (3,1) (4,1); X to move.
// X plays 3 (0-based column 2): X holds (2,0) (3,0) (4,0). Row 0: cols 1-4 _XXX and cols 2-5
// XXX_, both empty cells playable: 2 x 100; cols 0-3 and 3-6 hold two X: 2 x 5; a fork ((1,0)
// and (5,0) both win): 200; centre (3,0): 3. No other window holds two X without O: 413.
// O: row 1 cols 1-4, 2-5 and 3-6 hold (3,1) (4,1): 3 x 5; centre (3,1): 3: 18. 413 - 18 = 395.
// X plays 6 (column 5): row 0 cols 2-5 and 3-6 are threes, 2 x 100; cols 1-4 a two, 5; fork
// 200; centre 3: 408, minus O's 18: 390.
TEST(PlayerView, ConnectFourGreedyPartsByHand) {
    const auto view = view_of("connect4", "4455", "greedy");
    const auto scores = scores_of(view);
    EXPECT_EQ(scores.at("3"), 395);
    EXPECT_EQ(scores.at("6"), 390);
    for (const auto& move : view.moves) EXPECT_EQ(sum_of(move.parts), move.score) << move.move;
    const auto& three = view.moves[2];
    ASSERT_EQ(three.move, "3");
    const std::map<std::string, int> expected{
        {"own threes, empty cell playable now (100 each)", 200},
        {"own twos with two empty cells (5 each)", 10},
        {"own discs in the centre column (3 each)", 3},
        {"own fork: two playable winning cells (200)", 200},
        {"opponent's twos with two empty cells (5 each)", -15},
        {"opponent's discs in the centre column (3 each)", -3}};
    std::map<std::string, int> parts;
    for (const auto& part : three.parts) parts[part.name] = part.value;
    EXPECT_EQ(parts, expected);
}

// The classic values come from the search: a move's value is the heuristic at the end of its
// line (the parts add up to it), and the move played is one of the best.
TEST(PlayerView, ConnectFourClassicValueIsItsLinesEnd) {
    core::Rng rng(29);
    for (int game = 0; game < 20; ++game) {
        std::string moves;
        connect4::Position position;
        for (int ply = 0; ply < 8; ++ply) {
            const int col = static_cast<int>(rng.below(connect4::kWidth));
            if (!position.can_play(col) || position.is_winning_move(col)) continue;
            position.play(col);
            moves += static_cast<char>('1' + col);
        }
        for (const std::string spec : {"classic:depth=3", "classic:depth=4,eval=window"}) {
            const auto view = view_of("connect4", moves, spec);
            int best = -1'000'000;
            for (const auto& move : view.moves) {
                EXPECT_EQ(sum_of(move.parts), move.score) << moves << " " << move.move;
                best = std::max(best, move.score);
            }
            if (view.note.empty()) {
                EXPECT_EQ(scores_of(view).at(view.choice), best) << moves;
            }
        }
    }
}

TEST(PlayerView, UnsupportedPlayersAreRefused) {
    auto game = create_game("connect4");
    EXPECT_THROW((void)game->player_view(parse_player_spec("random"), {}), Unsupported);
    EXPECT_THROW((void)game->player_tree(parse_player_spec("greedy"), {}), Unsupported);
}

// The Gomoku bug report's web AI (main's `original` level): each point's value is its forward
// line scores, five cells ahead, for the mover plus the opponent's: after h8 i9, h10 sees black's
// h8 two cells down (1 stone: 1 x 1 x 120) and white's i9 down the diagonal (120). Ties are drawn
// at random in play; without a random generator the first in board order (from the top) plays.
TEST(PlayerView, GomokuOriginalForwardLineScores) {
    const auto view = view_of("gomoku", "h8i9", "original");
    ASSERT_EQ(view.moves.size(), 10U);
    for (std::size_t i = 0; i < view.moves.size(); ++i) {
        EXPECT_EQ(sum_of(view.moves[i].parts), view.moves[i].score) << view.moves[i].move;
        if (i > 0) {
            EXPECT_GE(view.moves[i - 1].score, view.moves[i].score);
        }
    }
    const auto& h10 = view.moves[0];
    EXPECT_EQ(h10.move, "h10");
    ASSERT_EQ(h10.parts.size(), 2U);
    EXPECT_EQ(h10.parts[0].value, 120);
    EXPECT_EQ(h10.parts[1].value, 120);
    EXPECT_EQ(view.choice, "h10");
    EXPECT_TRUE(view.note.empty());
    // Black's four h8-k8: white blocks the five first, whatever the values say.
    const auto block = view_of("gomoku", "h8h9i8i9j8j9k8", "original", false);
    EXPECT_TRUE(block.choice == "g8" || block.choice == "l8") << block.choice;
    EXPECT_NE(block.note.find("five"), std::string::npos);
}

std::uint64_t cutoff_flags(const core::SearchTree& tree) {
    std::uint64_t count = 0;
    for (const auto& node : tree.nodes) count += node.cutoff ? 1 : 0;
    return count;
}

TEST(PlayerTree, ConnectFourTreeIsTheSearchsOwn) {
    const auto tree = tree_of("connect4", "4453", "classic:depth=5");
    std::string error;
    const auto position = *connect4::parse_moves("4453", error);
    connect4::ClassicOptions options;
    options.depth = 5;
    options.iterative_deepening = false;
    const auto search = connect4::search_classic(position, options, {}, nullptr);
    const auto& recorded = tree.recorded;
    EXPECT_EQ(recorded.tree.nodes.size(), search.nodes);
    EXPECT_EQ(recorded.search.nodes, search.nodes);
    EXPECT_EQ(recorded.tree.cutoffs, search.cutoffs);
    EXPECT_EQ(cutoff_flags(recorded.tree), search.cutoffs);
    EXPECT_EQ(recorded.tree.pruned, search.pruned);
    EXPECT_EQ(recorded.search.best_move, search.best_move);
    EXPECT_EQ(recorded.tree.nodes[0].value, search.score);
    EXPECT_EQ(recorded.minimax_nodes, connect4::minimax_tree_size(position, 5));
    EXPECT_LT(search.nodes, recorded.minimax_nodes);
}

TEST(PlayerTree, OthelloTreeIsTheProjectsSearch) {
    const auto tree = tree_of("othello", "c4c3c2c5c6d6e6", "classic");
    auto game = create_game("othello");
    game->set_position("c4c3c2c5c6d6e6");
    const auto search = create_player(*game, "classic")->choose(*game, {});
    EXPECT_EQ(tree.recorded.tree.nodes.size(), search.info.nodes);
    EXPECT_EQ(tree.recorded.search.nodes, search.info.nodes);
    EXPECT_EQ(tree.recorded.tree.cutoffs, search.info.cutoffs);
    EXPECT_EQ(cutoff_flags(tree.recorded.tree), search.info.cutoffs);
    EXPECT_EQ(tree.move_names.at(static_cast<std::size_t>(*tree.recorded.search.best_move)), "b6");
    EXPECT_EQ(search.move, "b6");
    EXPECT_LT(tree.recorded.search.nodes, tree.recorded.minimax_nodes);
}

// Gomoku's classic player deepens iteratively: the tree is its last iteration, whose nodes the
// engine counts (the root aside), and all its iterations together are the player's own search.
TEST(PlayerTree, GomokuTreeIsTheClassicPlayersLastIteration) {
    auto game = create_game("gomoku");
    game->set_position("h8i9h9");
    const auto tree = game->player_tree(parse_player_spec("classic:depth=3"), {});
    const auto search = create_player(*game, "classic:depth=3")->choose(*game, {});
    const auto& recorded = tree.recorded;
    ASSERT_TRUE(recorded.tree.complete);
    EXPECT_EQ(recorded.search.depth, 3);
    EXPECT_EQ(recorded.tree.nodes.size(), recorded.search.nodes + 1);
    EXPECT_EQ(cutoff_flags(recorded.tree), recorded.search.cutoffs);
    EXPECT_EQ(recorded.tree.cutoffs, recorded.search.cutoffs);
    EXPECT_EQ(recorded.tree.nodes[0].value, recorded.search.score);
    EXPECT_EQ(tree.move_names.at(static_cast<std::size_t>(*recorded.search.best_move)),
              search.move);
    EXPECT_EQ(recorded.search.score, search.info.score);
    // The iterations before it: the note counts their nodes, which with the last make the
    // player's own count.
    const auto earlier = search.info.nodes - recorded.search.nodes;
    EXPECT_NE(tree.note.find(fmt::format("depths 1-2 ({} nodes)", earlier)), std::string::npos)
        << tree.note;
    EXPECT_LT(recorded.search.nodes, recorded.minimax_nodes);
    EXPECT_TRUE(recorded.minimax_complete);
    // An own four: the five is played without a search, and the tree is the root.
    game->set_position("h8a1h9a3h10a5h11");
    game->play("a7");
    const auto five = game->player_tree(parse_player_spec("classic:depth=3"), {});
    EXPECT_EQ(five.recorded.tree.nodes.size(), 1U);
    EXPECT_NE(five.note.find("without a search (five)"), std::string::npos) << five.note;
    // Its other players search no tree.
    EXPECT_THROW((void)game->player_tree(parse_player_spec("greedy"), {}), Unsupported);
}

TEST(PlayerTree, TicTacToeCountsFromTheEmptyBoard) {
    const auto tree = tree_of("tictactoe", "", "perfect");
    const auto search = tictactoe::search_perfect(tictactoe::Board{}, {}, nullptr);
    EXPECT_EQ(tree.recorded.tree.nodes.size(), search.nodes);
    EXPECT_EQ(tree.recorded.tree.cutoffs, search.cutoffs);
    EXPECT_EQ(cutoff_flags(tree.recorded.tree), search.cutoffs);
    // Without its cut-offs the same search visits the whole game tree (the minimax primer's
    // ~250,000 games): 549,946 nodes, 255,168 of them game ends.
    const auto counts = tictactoe::count_game_tree();
    EXPECT_EQ(counts.games, 255168U);
    EXPECT_EQ(counts.positions, 5478U);
    EXPECT_EQ(counts.terminal_positions, 958U);
    EXPECT_EQ(tree.recorded.minimax_nodes, counts.nodes);
    EXPECT_EQ(tree.recorded.minimax_nodes, 549946U);
    const auto classic = tree_of("tictactoe", "5", "classic:depth=3");
    EXPECT_GT(classic.recorded.tree.nodes.size(), 1U);
    EXPECT_EQ(classic.recorded.tree.nodes.size(), classic.recorded.search.nodes);
    EXPECT_EQ(cutoff_flags(classic.recorded.tree), classic.recorded.search.cutoffs);
}

}  // namespace
}  // namespace plies::engine
