// External Othello engines in the arena over GTP and NBoard: plies itself on the other end of
// each protocol (`plies gtp othello`, `plies nboard`) plays whole games, passes included; a
// scripted GTP engine that answers an illegal move or hangs loses its games and the arena goes
// on.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "arena/othello_engines.hpp"
#include "arena/tournament.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

ArenaConfig othello_config(const testing::TempDir& dir, const std::string& engine) {
    ArenaConfig config;
    config.game = "othello";
    config.players = {engine, "classic:depth=1"};
    config.games_per_pairing = 4;
    config.openings = "random:2";
    config.seed = 5;
    config.concurrency = 2;
    config.match.time_margin = std::chrono::milliseconds(300);
    config.db_path = dir.file("othello.db");
    return config;
}

// A GTP engine in a few lines of shell: "=" to everything, `genmove` as the script says.
std::string scripted_gtp(const testing::TempDir& dir, const std::string& genmove) {
    const auto path = dir.path() / "gtp_engine.sh";
    std::ofstream(path) << "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n"
                        << "    genmove*) " << genmove << ";;\n"
                        << "    quit*) printf '=\\n\\n'; exit 0;;\n"
                        << "    *) printf '=\\n\\n';;\n  esac\ndone\n";
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path.string();
}

TEST(OthelloEngines, ParsesSpecs) {
    const auto gtp = parse_othello_engine_spec("gtp:/opt/edax,args=-gtp -l 12,time=2s");
    EXPECT_EQ(gtp.protocol, OthelloEngineSpec::Protocol::gtp);
    EXPECT_EQ(gtp.path, "/opt/edax");
    EXPECT_EQ(gtp.arguments, (std::vector<std::string>{"-gtp", "-l", "12"}));
    EXPECT_EQ(gtp.clock.turn, std::chrono::milliseconds(2000));
    const auto nboard = parse_othello_engine_spec("nboard:./e,depth=8,game=60s,inc=1s");
    EXPECT_EQ(nboard.protocol, OthelloEngineSpec::Protocol::nboard);
    EXPECT_EQ(nboard.depth, 8);
    EXPECT_EQ(nboard.clock.turn, std::chrono::milliseconds(0));
    EXPECT_EQ(nboard.clock.game, std::chrono::milliseconds(60000));
    EXPECT_TRUE(parse_othello_engine_spec("nboard:./e").arguments.empty());
    EXPECT_THROW((void)parse_othello_engine_spec("gtp:./e,depth=3"), engine::SpecError);
    EXPECT_THROW((void)parse_othello_engine_spec("gtp:"), engine::SpecError);
    EXPECT_THROW((void)parse_othello_engine_spec("nboard:./e,depth=0"), engine::SpecError);
    EXPECT_THROW((void)parse_othello_engine_spec("gtp:./e,time=1s,inc=1s"), engine::SpecError);
}

void expect_whole_games(const std::string& engine) {
    testing::TempDir dir;
    const auto result = Arena(othello_config(dir, engine)).run();
    EXPECT_TRUE(result.finished) << engine;
    EXPECT_EQ(result.standings.games, 4) << engine;
    EXPECT_EQ(result.standings.terminations.at("normal"), 4) << engine;
}

TEST(OthelloEngines, PliesOverGtpPlaysWholeGames) {
    expect_whole_games(std::string("gtp:") + PLIES_BINARY +
                       ",args=gtp othello --player classic:depth=2,time=2s");
}

TEST(OthelloEngines, PliesOverNboardPlaysWholeGames) {
    expect_whole_games(std::string("nboard:") + PLIES_BINARY + ",args=nboard,depth=2,time=2s");
}

void expect_all_lost(const std::string& genmove, const std::string& termination) {
    testing::TempDir dir;
    auto config = othello_config(dir, "gtp:" + scripted_gtp(dir, genmove) + ",time=300ms");
    const auto result = Arena(config).run();
    EXPECT_TRUE(result.finished);
    EXPECT_EQ(result.standings.players[0].result.losses, 4);
    EXPECT_EQ(result.standings.terminations.at(termination), 4);
}

TEST(OthelloEngines, AnEngineThatAnswersAnIllegalMoveLoses) {
    expect_all_lost("printf '= a1\\n\\n'", "illegal move");
}

TEST(OthelloEngines, AnEngineThatHangsLosesOnTime) {
    expect_all_lost("sleep 30", "time forfeit");
}

TEST(OthelloEngines, AnEngineThatRefusesGenmoveLoses) {
    expect_all_lost("printf '? no\\n\\n'", "crash");
}

}  // namespace
}  // namespace plies::arena
