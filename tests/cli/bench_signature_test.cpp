// The bench signatures are pinned (tests/data/bench_signatures.txt): a change that says "same
// nodes" is checked, and one that alters a search must say so by updating the file.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli/run_command.hpp"

namespace {

using plies::testing::run_plies;

TEST(BenchSignature, EveryGameMatchesTheValueKeptInTheRepository) {
    std::ifstream file(PLIES_SOURCE_DIR "/tests/data/bench_signatures.txt");
    ASSERT_TRUE(file) << "tests/data/bench_signatures.txt is missing";
    int games = 0;
    std::string line;
    while (std::getline(file, line)) {
        if (line.empty() || line.front() == '#') continue;
        std::istringstream fields(line);
        std::string game;
        std::string kept;
        fields >> game >> kept;
        const auto result = run_plies("bench " + game + " --quick");
        ASSERT_EQ(result.status, 0) << result.output;
        std::smatch found;
        ASSERT_TRUE(std::regex_search(result.output, found, std::regex("signature: (\\d+) nodes")))
            << result.output;
        EXPECT_EQ(found[1].str(), kept)
            << game << ": the search changed; if that is meant, update "
            << "tests/data/bench_signatures.txt in the same commit and say why";
        ++games;
    }
    EXPECT_EQ(games, 4);
}

}  // namespace
