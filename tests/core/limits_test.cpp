// Search limits and the control object searches poll.
#include <gtest/gtest.h>

#include <thread>

#include "core/limits.hpp"

namespace {

using namespace plies::core;

TEST(SearchLimits, TighterKeepsTheSmallerOfEach) {
    SearchLimits a{.depth = 6, .nodes = 0, .time = std::chrono::milliseconds{500}};
    SearchLimits b{.depth = 0, .nodes = 1000, .time = std::chrono::milliseconds{200}};
    const auto t = tighter(a, b);
    EXPECT_EQ(t.depth, 6);
    EXPECT_EQ(t.nodes, 1000u);
    EXPECT_EQ(t.time, std::chrono::milliseconds{200});
}

TEST(SearchControl, StopsOnTokenNodesAndDeadline) {
    StopToken token;
    SearchControl by_token({}, &token);
    EXPECT_FALSE(by_token.should_stop(1));
    token.request_stop();
    EXPECT_TRUE(by_token.should_stop(2));
    EXPECT_TRUE(by_token.stopped());

    SearchControl by_nodes({.depth = 0, .nodes = 10, .time = {}}, nullptr);
    EXPECT_FALSE(by_nodes.should_stop(9));
    EXPECT_TRUE(by_nodes.should_stop(10));

    SearchControl by_time({.depth = 0, .nodes = 0, .time = std::chrono::milliseconds{1}}, nullptr);
    std::this_thread::sleep_for(std::chrono::milliseconds{3});
    EXPECT_TRUE(by_time.should_stop(SearchControl::kClockInterval));
}

}  // namespace
