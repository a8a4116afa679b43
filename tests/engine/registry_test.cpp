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

// Options are checked once, by the registry, against each game's table: unknown keys, values
// outside the choices or the range, and a number with trailing text are refused with the valid
// values named; the defaults are filled in.
TEST(Registry, GameOptionsAreCheckedAgainstTheGamesTable) {
    const auto& gomoku = find_game("gomoku");
    EXPECT_EQ(options_help(gomoku),
              "rule=freestyle|standard|renju (default freestyle), size=15..20 (default 15)");
    EXPECT_EQ(options_help(find_game("othello")), "no options");
    const GameOptions filled = checked_options(gomoku, {{"size", "19"}});
    EXPECT_EQ(filled, (GameOptions{{"rule", "freestyle"}, {"size", "19"}}));
    EXPECT_EQ(create_game(gomoku, {{"rule", "renju"}})->options(),
              (GameOptions{{"rule", "renju"}, {"size", "15"}}));
    auto message = error_of([&] { (void)create_game(gomoku, {{"size", "21"}}); });
    EXPECT_NE(message.find("size must be 15..20, not '21'"), std::string::npos) << message;
    message = error_of([&] { (void)create_game(gomoku, {{"size", "15x"}}); });
    EXPECT_NE(message.find("not '15x'"), std::string::npos) << message;
    message = error_of([&] { (void)create_game(gomoku, {{"rule", "pente"}}); });
    EXPECT_NE(message.find("freestyle|standard|renju"), std::string::npos) << message;
    message = error_of([&] { (void)create_game(gomoku, {{"colour", "black"}}); });
    EXPECT_NE(message.find("unknown gomoku option 'colour'; valid: rule="), std::string::npos)
        << message;
    message = error_of([] { (void)create_game("othello", {{"size", "10"}}); });
    EXPECT_NE(message.find("othello takes no options"), std::string::npos) << message;
    message = error_of([] { (void)create_game("connect4", {{"zero-based", "yes"}}); });
    EXPECT_NE(message.find("zero-based must be 0|1"), std::string::npos) << message;
    // Every listed option's default is one of its own values, and every test variant is valid.
    for (const auto& entry : games()) {
        for (const auto& option : entry.options)
            EXPECT_NO_THROW((void)checked_options(entry, {{option.key, option.default_value}}))
                << entry.name << " " << option.key;
        for (const auto& variant : entry.test_variants)
            EXPECT_NO_THROW((void)checked_options(entry, variant)) << entry.name;
    }
}

TEST(Registry, EveryGameHasTheEnginePlayers) {
    for (const auto& entry : games()) {
        auto game = create_game(entry);
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
