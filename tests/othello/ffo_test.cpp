// The exact endgame solver against the public FFO suite: #40-#44 (20-22 empties), solved through
// the engine interface, must give the published score and one of the published best moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/registry.hpp"

namespace plies {
namespace {

struct FfoCase {
    int number;
    std::string line;
};

std::vector<FfoCase> read_ffo() {
    std::ifstream in(std::string(PLIES_SOURCE_DIR) + "/tests/data/othello/fforum-40-59.obf");
    std::vector<FfoCase> cases;
    std::string line;
    for (int number = 40; std::getline(in, line); ++number) cases.push_back({number, line});
    return cases;
}

// The first annotated score and every move sharing it.
std::pair<int, std::vector<std::string>> published(const std::string& line) {
    std::vector<std::string> moves;
    int best = 0;
    std::stringstream rest(line.substr(line.find(';') + 1));
    std::string item;
    bool first = true;
    while (std::getline(rest, item, ';')) {
        const auto colon = item.find(':');
        if (colon == std::string::npos) continue;
        std::string move = item.substr(item.find_first_not_of(' '), 2);
        move[0] = static_cast<char>(std::tolower(move[0]));
        const int score = std::stoi(item.substr(colon + 1));
        if (first) best = score, first = false;
        if (score == best) moves.push_back(move);
    }
    return {best, moves};
}

TEST(OthelloEndgame, SolvesFfo40To44Exactly) {
    const auto cases = read_ffo();
    ASSERT_EQ(cases.size(), 20u);
    for (int i = 0; i < 5; ++i) {
        auto game = engine::create_game("othello");
        game->set_position(cases[static_cast<std::size_t>(i)].line);
        const auto result = game->solve({}, nullptr);
        const auto [score, moves] = published(cases[static_cast<std::size_t>(i)].line);
        EXPECT_EQ(result.score, score) << "FFO #" << cases[static_cast<std::size_t>(i)].number;
        EXPECT_NE(std::find(moves.begin(), moves.end(), result.best_move), moves.end())
            << "FFO #" << cases[static_cast<std::size_t>(i)].number << " played "
            << result.best_move;
        std::printf("FFO #%d: %s %+d, %llu nodes, %.3f s\n",
                    cases[static_cast<std::size_t>(i)].number, result.best_move.c_str(),
                    result.score, static_cast<unsigned long long>(result.nodes),
                    static_cast<double>(result.time.count()) / 1e6);
    }
}

}  // namespace
}  // namespace plies
