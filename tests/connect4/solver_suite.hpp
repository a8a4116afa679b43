// Helpers for the solver tests: reading Pascal Pons' public test sets (tests/data/connect4).
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "games/connect4/move_string.hpp"
#include "games/connect4/position.hpp"

namespace plies::connect4::testing {

struct SuiteCase {
    std::string moves;
    Position position;
    int score = 0;
};

inline std::vector<SuiteCase> read_suite(const std::string& name) {
    // fmt rather than operator+: g++ 12 warns falsely (-Warray-bounds) about the chain of
    // concatenations when this header is compiled with others in one unit (the unity build).
    const std::string path = fmt::format("{}/tests/data/connect4/{}", PLIES_SOURCE_DIR, name);
    std::ifstream in(path);
    EXPECT_TRUE(in.good()) << "cannot open " << path;
    std::vector<SuiteCase> cases;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        SuiteCase item;
        if (!(fields >> item.moves >> item.score)) continue;
        std::string error;
        const auto position = parse_moves(item.moves, error);
        EXPECT_TRUE(position.has_value()) << item.moves << ": " << error;
        if (!position) continue;
        item.position = *position;
        cases.push_back(item);
    }
    return cases;
}

inline int sign(int value) {
    return (value > 0) - (value < 0);
}

}  // namespace plies::connect4::testing
