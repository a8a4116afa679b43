// The players' views and trees as the web page asks for them (src/wasm/engine_api.cpp: the
// "view" and "tree" requests): the same values as the engine interface, and the tree's size
// limits (truncated with a message, or refused).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "wasm/engine_api.hpp"

namespace plies::web {
namespace {

json ask(json request) {
    return run_request(request);
}

// The Othello project's 8th move: the deployed one-ply AI "scored F4 the best, with -12 points".
TEST(WebExplain, ViewGivesThePlayersValuesAndParts) {
    const json view = ask({{"op", "view"},
                           {"game", "othello"},
                           {"position", "c4c3c2c5c6d6e6"},
                           {"spec", "greedy"},
                           {"explain", true}});
    ASSERT_FALSE(view.contains("error")) << view.dump();
    EXPECT_EQ(view["choice"], "f4");
    std::map<std::string, int> scores;
    for (const auto& move : view["moves"]) {
        scores[move["move"]] = move["score"];
        int sum = 0;
        for (const auto& part : move["parts"]) sum += part["value"].get<int>();
        EXPECT_EQ(sum, move["score"].get<int>()) << move.dump();
    }
    EXPECT_EQ(scores["f4"], -12);
    EXPECT_EQ(scores["b6"], -22);
    // The minimax primer's +10 / 0 / -10.
    const json perfect =
        ask({{"op", "view"}, {"game", "tictactoe"}, {"position", "1425"}, {"spec", "perfect"}});
    std::map<std::string, int> values;
    for (const auto& move : perfect["moves"]) values[move["move"]] = move["score"];
    EXPECT_EQ(values, (std::map<std::string, int>{
                          {"3", 10}, {"6", 0}, {"7", -10}, {"8", -10}, {"9", -10}}));
}

TEST(WebExplain, ViewRefusals) {
    EXPECT_TRUE(
        ask({{"op", "view"}, {"game", "connect4"}, {"spec", "random"}}).contains("unsupported"));
    EXPECT_TRUE(ask({{"op", "view"}, {"game", "connect4"}, {"spec", "nobody"}}).contains("error"));
}

int count_nodes(const json& node) {
    int count = 1;
    if (node.contains("children"))
        for (const auto& child : node["children"]) count += count_nodes(child);
    return count;
}

TEST(WebExplain, TreeWithItsCounts) {
    const json tree = ask(
        {{"op", "tree"}, {"game", "connect4"}, {"position", "4453"}, {"spec", "classic:depth=2"}});
    ASSERT_FALSE(tree.contains("error")) << tree.dump();
    EXPECT_FALSE(tree["truncated"].get<bool>());
    EXPECT_EQ(tree["total_nodes"], tree["nodes"]);  // every node the search visited is drawn
    EXPECT_EQ(count_nodes(tree["tree"]), tree["nodes"].get<int>());
    EXPECT_EQ(tree["tree"]["children"].size(), 7U);
    EXPECT_GT(tree["minimax_nodes"].get<int>(), tree["nodes"].get<int>());
    EXPECT_TRUE(tree.contains("best_move"));
}

TEST(WebExplain, BigTreesAreTruncatedOrRefused) {
    // Tic-tac-toe's perfect player from the empty board: 7,865 nodes, drawn down to the plies
    // that fit in 100 (plies 0-3, 96 nodes); one node less and ply 3 no longer fits.
    const json shown =
        ask({{"op", "tree"}, {"game", "tictactoe"}, {"spec", "perfect"}, {"max_shown", 100}});
    ASSERT_FALSE(shown.contains("error")) << shown.dump();
    EXPECT_TRUE(shown["truncated"].get<bool>());
    EXPECT_EQ(shown["total_nodes"], 7865);
    EXPECT_EQ(shown["total_nodes"], shown["nodes"]);
    EXPECT_EQ(shown["shown_depth"], 3);
    EXPECT_EQ(shown["shown_nodes"], 96);
    EXPECT_EQ(count_nodes(shown["tree"]), 96);
    const json fewer =
        ask({{"op", "tree"}, {"game", "tictactoe"}, {"spec", "perfect"}, {"max_shown", 95}});
    EXPECT_EQ(fewer["shown_depth"], 2);
    EXPECT_EQ(count_nodes(fewer["tree"]), fewer["shown_nodes"].get<int>());
    const json refused =
        ask({{"op", "tree"}, {"game", "tictactoe"}, {"spec", "perfect"}, {"max_nodes", 1000}});
    ASSERT_TRUE(refused.contains("refused")) << refused.dump();
    EXPECT_NE(refused["refused"].get<std::string>().find("smaller depth"), std::string::npos);
    EXPECT_TRUE(ask({{"op", "tree"}, {"game", "gomoku"}, {"position", "h8"}, {"spec", "greedy"}})
                    .contains("unsupported"));
}

}  // namespace
}  // namespace plies::web
