// The registry: games and players by name, with errors that list what is valid.
#include <gtest/gtest.h>

#include "engine/registry.hpp"

namespace {

using namespace plies::engine;

std::string error_of(auto&& action) {
    try {
        action();
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

TEST(Registry, UnknownGameListsValidOnes) {
    const auto message = error_of([] { (void)create_game("chess"); });
    EXPECT_NE(message.find("unknown game 'chess'"), std::string::npos);
    EXPECT_NE(message.find("tictactoe"), std::string::npos);
}

TEST(Registry, EveryGameHasTheEnginePlayers) {
    for (const auto& entry : games()) {
        auto game = entry.create({});
        EXPECT_TRUE(create_player(*game, "human")->is_human());
        EXPECT_FALSE(create_player(*game, "random")->is_human());
        EXPECT_FALSE(create_player(*game, entry.default_ai)->is_human()) << entry.name;
        EXPECT_NE(create_player(*game, "random:blunder=0.5"), nullptr);
    }
}

TEST(Registry, BadPlayerSpecsListValidOnes) {
    auto game = create_game("tictactoe");
    auto message = error_of([&] { (void)create_player(*game, "grandmaster"); });
    EXPECT_NE(message.find("valid players"), std::string::npos) << message;
    EXPECT_NE(message.find("perfect"), std::string::npos) << message;
    message = error_of([&] { (void)create_player(*game, "classic:speed=3"); });
    EXPECT_NE(message.find("unknown parameter 'speed'"), std::string::npos) << message;
    EXPECT_NE(message.find("depth"), std::string::npos) << message;
    message = error_of([&] { (void)create_player(*game, "classic:depth=10"); });
    EXPECT_NE(message.find("from 1 to 9"), std::string::npos) << message;
    message = error_of([&] { (void)create_player(*game, "human:depth=2"); });
    EXPECT_FALSE(message.empty());
}

}  // namespace
