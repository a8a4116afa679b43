// Player spec parsing: the syntax, typed values and the errors users see.
#include <gtest/gtest.h>

#include "engine/errors.hpp"
#include "engine/player_spec.hpp"

namespace {

using namespace plies::engine;

TEST(PlayerSpec, ParsesKindAndParameters) {
    const auto spec = parse_player_spec("classic:depth=6,blunder=0.2");
    EXPECT_EQ(spec.kind, "classic");
    EXPECT_EQ(spec.get_int("depth", 1, 20, 4), 6);
    EXPECT_DOUBLE_EQ(spec.get_probability("blunder", 0), 0.2);
    EXPECT_EQ(spec.canonical(), "classic:depth=6,blunder=0.2");
    EXPECT_EQ(parse_player_spec("random").kind, "random");
    EXPECT_DOUBLE_EQ(parse_player_spec("x:blunder=20%").get_probability("blunder", 0), 0.2);
    EXPECT_EQ(parse_player_spec("pbrain:path=/usr/bin/pbrain-x,time=1s").get("path"),
              "/usr/bin/pbrain-x");
}

TEST(PlayerSpec, Durations) {
    using std::chrono::milliseconds;
    EXPECT_EQ(parse_duration("500ms"), milliseconds{500});
    EXPECT_EQ(parse_duration("2s"), milliseconds{2000});
    EXPECT_EQ(parse_duration("1.5s"), milliseconds{1500});
    EXPECT_EQ(parse_duration("3"), milliseconds{3000});
    EXPECT_EQ(parse_duration("1m"), milliseconds{60000});
    EXPECT_THROW((void)parse_duration("fast"), SpecError);
    EXPECT_THROW((void)parse_duration("-1s"), SpecError);
    EXPECT_THROW((void)parse_duration(""), SpecError);
}

TEST(PlayerSpec, BadSpecsGiveClearErrors) {
    EXPECT_THROW((void)parse_player_spec(""), SpecError);
    EXPECT_THROW((void)parse_player_spec(":depth=3"), SpecError);
    EXPECT_THROW((void)parse_player_spec("classic:depth"), SpecError);
    EXPECT_THROW((void)parse_player_spec("classic:depth=3,depth=4"), SpecError);
    EXPECT_THROW((void)parse_player_spec("cla ssic"), SpecError);
    const auto spec = parse_player_spec("classic:depth=x,blunder=2");
    try {
        (void)spec.get_int("depth", 1, 20, 6);
        FAIL() << "no error";
    } catch (const SpecError& e) {
        EXPECT_NE(std::string(e.what()).find("from 1 to 20"), std::string::npos) << e.what();
    }
    EXPECT_THROW((void)spec.get_probability("blunder", 0), SpecError);
}

}  // namespace
