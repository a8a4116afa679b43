// The committed tactics suite (data/gomoku/tactics/plies-tactics.txt): well formed, at least
// 200 positions over the seven categories, and every answer set exactly the one the
// independent referee proves (referee.cpp shares no code with the engine). strong_test.cpp
// runs `plies tactics` and requires strong to solve every position.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "referee.hpp"

namespace plies::tactics {
namespace {

const std::string kSuite = std::string(PLIES_SOURCE_DIR) + "/data/gomoku/tactics/plies-tactics.txt";

// Proving a defence position takes the naive referee about a second (every move of the
// defender is tried against a VCF search), so the fast test re-proves every eighth position and
// the SLOW build of this file (tactics_suite_proof_test) all of them.
#ifdef PLIES_FULL_PROOF
constexpr std::size_t kProofStride = 1;
#define PLIES_PROOF_TEST EveryAnswerSetIsExactlyTheProvenOne
#else
constexpr std::size_t kProofStride = 8;
#define PLIES_PROOF_TEST EveryEighthAnswerSetIsExactlyTheProvenOne
#endif

struct Entry {
    std::string category;
    Board board;
    char to_move = 'x';
    std::set<std::string> answers;
};

std::vector<Entry> read_suite() {
    std::ifstream in(kSuite);
    EXPECT_TRUE(in.good()) << kSuite;
    std::vector<Entry> out;
    Entry current;
    int row = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty()) continue;
        if (line.rfind("# ", 0) == 0) {
            current = {};
            current.category = line.substr(2);
            row = 0;
        } else if (line.rfind("to-move: ", 0) == 0) {
            current.to_move = line.back();
        } else if (line.rfind("rule: ", 0) == 0) {
            const std::string rule = line.substr(6);
            current.board.rule = rule == "renju"      ? Rule::renju
                                 : rule == "standard" ? Rule::standard
                                                      : Rule::freestyle;
            EXPECT_TRUE(rule == "renju" || rule == "standard" || rule == "freestyle") << rule;
        } else if (line.rfind("answer:", 0) == 0) {
            std::istringstream words(line.substr(7));
            for (std::string w; words >> w;) current.answers.insert(w);
            EXPECT_EQ(row, kSize);
            out.push_back(current);
        } else {
            EXPECT_EQ(line.size(), static_cast<std::size_t>(kSize)) << line;
            EXPECT_LT(row, kSize);
            for (int x = 0; x < kSize && row < kSize; ++x) current.board.set(x, row, line[x]);
            ++row;
        }
    }
    return out;
}

// The quick checks run in the fast build only (the SLOW build of this file is there for the
// full proof; running them twice showed each test twice in ctest's list).
#ifndef PLIES_FULL_PROOF
TEST(TacticsSuite, AtLeast200PositionsInEveryCategory) {
    const auto suite = read_suite();
    EXPECT_GE(suite.size(), 200U);
    std::map<std::string, int> per_category;
    std::map<Rule, int> per_rule;
    for (const auto& e : suite) {
        ++per_category[e.category];
        ++per_rule[e.board.rule];
    }
    for (const char* category : {"make-five", "block-four", "four-three-solid", "four-three-split",
                                 "block-four-three", "vcf", "no-false-alarm"})
        EXPECT_GE(per_category[category], 24) << category;
    EXPECT_EQ(per_category.size(), 7U);
    EXPECT_EQ(per_rule.size(), 3U);  // freestyle, standard and renju all present
}

#endif

TEST(TacticsSuite, PLIES_PROOF_TEST) {
    const auto suite = read_suite();
    for (std::size_t i = 0; i < suite.size(); i += kProofStride) {
        const auto& e = suite[i];
        const auto proven = category_answers(e.board, e.to_move, e.category);
        ASSERT_TRUE(proven.has_value()) << e.category;
        std::set<std::string> names;
        for (const Point p : *proven) names.insert(name(p));
        EXPECT_EQ(names, e.answers) << e.category;
        // Stone counts fit the side to move (black first, alternating).
        int black = 0;
        int white = 0;
        for (char c : e.board.cells) {
            black += c == 'x' ? 1 : 0;
            white += c == 'o' ? 1 : 0;
        }
        EXPECT_EQ(black, e.to_move == 'x' ? white : white + 1);
    }
}

#ifndef PLIES_FULL_PROOF
// The referee itself, on hand-made cases with known answers.
TEST(TacticsReferee, HandMadeCases) {
    Board board;
    for (int x = 3; x < 7; ++x) board.set(x, 7, 'x');
    EXPECT_EQ(five_points(board, 'x'), (std::vector<Point>{{2, 7}, {7, 7}}));
    board.rule = Rule::standard;
    board.set(8, 7, 'x');  // xxxx.x: the gap would make six, no five under the exact rule
    EXPECT_EQ(five_points(board, 'x'), (std::vector<Point>{{2, 7}}));
    // Renju: a double three at the crossing is forbidden; a four-three is not.
    Board renju;
    renju.rule = Rule::renju;
    renju.set(6, 7, 'x');
    renju.set(8, 7, 'x');
    renju.set(7, 6, 'x');
    renju.set(7, 8, 'x');
    EXPECT_TRUE(forbidden(renju, {7, 7}));
    EXPECT_FALSE(forbidden(renju, {5, 7}));
    renju.set(7, 9, 'x');  // the vertical line becomes a three: 7,7 makes a four and a three
    EXPECT_FALSE(forbidden(renju, {7, 7}));
    // A VCF in two fours: a four-three.
    Board vcf;
    vcf.set(3, 3, 'o');
    for (int x = 4; x < 7; ++x) vcf.set(x, 3, 'x');
    vcf.set(7, 4, 'x');
    vcf.set(7, 5, 'x');
    EXPECT_FALSE(has_vcf(vcf, 'x', 1));
    EXPECT_TRUE(has_vcf(vcf, 'x', 2));
    EXPECT_EQ(vcf_first_moves(vcf, 'x', 2), (std::vector<Point>{{7, 3}}));
}

#endif

}  // namespace
}  // namespace plies::tactics
