// The Connect Four solver on Pascal Pons' Middle-Medium set (Test_L2_R2): every position,
// strong and weak. Slow (tens of seconds in release), so only in the release test run.
#include <gtest/gtest.h>

#include "games/connect4/solver.hpp"
#include "solver_suite.hpp"

namespace plies::connect4 {
namespace {

using testing::read_suite;
using testing::sign;

void expect_suite(const std::string& name, bool weak) {
    static Solver solver;
    const auto cases = read_suite(name);
    ASSERT_EQ(cases.size(), 1000u);
    int wrong = 0;
    for (const auto& item : cases) {
        solver.clear_table();
        const auto score = solver.solve(item.position, weak);
        ASSERT_TRUE(score.has_value());
        const int want = weak ? sign(item.score) : item.score;
        if (*score != want && ++wrong <= 5)
            ADD_FAILURE() << name << " " << item.moves << ": got " << *score << ", want " << want;
    }
    EXPECT_EQ(wrong, 0) << name;
}

TEST(Connect4SolverSlow, MiddleMediumStrong) {
    expect_suite("Test_L2_R2", false);
}
TEST(Connect4SolverSlow, MiddleMediumWeak) {
    expect_suite("Test_L2_R2", true);
}

}  // namespace
}  // namespace plies::connect4
