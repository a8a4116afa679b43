// Search limits and the control object searches poll.
#include <gtest/gtest.h>

#include <thread>
#include <utility>

#include "core/limits.hpp"
#include "core/stop_token.hpp"
#include "engine/registry.hpp"

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

// A game clock survives limits without a time (a depth, a node budget), not a player's own
// time a move, which caps the move.
TEST(SearchLimits, AGameClockGivesWayToATimeAMove) {
    using std::chrono::milliseconds;
    const SearchLimits clock{.time = milliseconds{80},
                             .game_left = milliseconds{2000},
                             .game_increment = milliseconds{10}};
    const auto with_depth = tighter(clock, SearchLimits{.depth = 9});
    EXPECT_EQ(with_depth.game_left, milliseconds{2000});
    EXPECT_EQ(with_depth.game_increment, milliseconds{10});
    EXPECT_EQ(with_depth.time, milliseconds{80});
    const auto with_time = tighter(SearchLimits{.time = milliseconds{500}}, clock);
    EXPECT_EQ(with_time.game_left, milliseconds{0});
    EXPECT_EQ(with_time.time, milliseconds{80});
    const auto two_clocks = tighter(clock, SearchLimits{.time = milliseconds{50},
                                                        .game_left = milliseconds{900},
                                                        .game_increment = milliseconds{0}});
    EXPECT_EQ(two_clocks.game_left, milliseconds{900});
    EXPECT_EQ(two_clocks.game_increment, milliseconds{0});
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

namespace plies::core {
namespace {

// The stop token raised from another thread while each game's strongest search runs with no
// limit of its own: every one returns a legal move promptly (and, in the ThreadSanitizer build,
// without a data race on the way).
TEST(StopToken, StopsEveryGamesSearchFromAnotherThread) {
    for (const auto& [game_name, spec] :
         {std::pair{"connect4", "classic:depth=20"}, std::pair{"othello", "classic:depth=60"},
          std::pair{"gomoku", "strong:time=60m"}}) {
        auto game = engine::create_game(game_name);
        auto player = engine::create_player(*game, spec);
        StopToken token;
        std::thread stopper([&token] {
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            token.request_stop();
        });
        engine::MoveRequest request;
        request.stop = &token;
        const engine::MoveChoice choice = player->choose(*game, request);
        stopper.join();
        EXPECT_TRUE(token.stop_requested()) << game_name << " finished before the stop";
        EXPECT_NO_THROW(game->play(choice.move)) << game_name << ": " << choice.move;
    }
}

}  // namespace
}  // namespace plies::core
