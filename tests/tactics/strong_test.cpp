// `plies tactics` on the committed suite: strong must solve every position within 1 s a
// position (issue 6); greedy and classic are run and printed for comparison.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

namespace {

TEST(TacticsStrong, SolvesTheWholeSuiteAtOneSecondAPosition) {
    const std::string command = std::string(PLIES_BINARY) + " tactics gomoku " + PLIES_SOURCE_DIR +
                                "/data/gomoku/tactics/plies-tactics.txt --player greedy "
                                "--player classic --player strong --time 1s 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::string output;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) output.append(buffer.data(), n);
    ASSERT_EQ(pclose(pipe), 0) << output;
    std::cout << output;
    // The total line: greedy, classic, strong columns; strong's must be complete.
    std::istringstream lines(output);
    std::string total;
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("total", 0) == 0) total = line;
    ASSERT_FALSE(total.empty()) << output;
    EXPECT_NE(total.find("224/224 100%", total.size() - 20), std::string::npos) << total;
}

}  // namespace
