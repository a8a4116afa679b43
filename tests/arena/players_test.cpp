// External Gomocup-protocol engines in the arena (run on tic-tac-toe's 3x3 board view): a
// working one plays whole games; one that exits, one that hangs past its time and one that
// plays an occupied cell lose their games and the arena goes on.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "arena/pbrain.hpp"
#include "arena/storage.hpp"
#include "arena/tournament.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

std::string engine_named(const testing::TempDir& dir, const std::string& name) {
    const auto link = dir.path() / name;
    std::filesystem::create_symlink(FAKE_PBRAIN, link);
    return link.string();
}

ArenaConfig pbrain_config(const testing::TempDir& dir, const std::string& engine) {
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"pbrain:" + engine + ",time=300ms", "random"};
    config.games_per_pairing = 4;
    config.seed = 11;
    config.concurrency = 2;
    config.match.time_margin = std::chrono::milliseconds(200);
    config.db_path = dir.file("pbrain.db");
    return config;
}

TEST(PbrainTest, ParsesSpecs) {
    const auto spec = parse_pbrain_spec("pbrain:/opt/engines/pbrain-x,time=1.5s");
    EXPECT_EQ(spec.path, "/opt/engines/pbrain-x");
    EXPECT_EQ(spec.clock.turn, std::chrono::milliseconds(1500));
    EXPECT_EQ(spec.clock.game, std::chrono::milliseconds(0));
    EXPECT_EQ(parse_pbrain_spec("pbrain:./e").clock.turn, std::chrono::milliseconds(5000));
    const auto budget = parse_pbrain_spec("pbrain:./e,game=60s,inc=500ms,memory=100");
    EXPECT_EQ(budget.clock.turn, std::chrono::milliseconds(0));
    EXPECT_EQ(budget.clock.game, std::chrono::milliseconds(60000));
    EXPECT_EQ(budget.clock.increment, std::chrono::milliseconds(500));
    EXPECT_EQ(budget.memory, 100U << 20);
    EXPECT_THROW((void)parse_pbrain_spec("pbrain:./e,time=0"), engine::SpecError);
    EXPECT_THROW((void)parse_pbrain_spec("pbrain:./e,time=1s,inc=1s"), engine::SpecError);
    EXPECT_THROW((void)parse_pbrain_spec("pbrain:"), engine::SpecError);
    EXPECT_THROW((void)parse_pbrain_spec("pbrain:./e,depth=3"), engine::SpecError);
    EXPECT_THROW((void)parse_pbrain_spec("pbrain:./e,time=fast"), engine::SpecError);
}

TEST(PbrainTest, AWorkingEnginePlaysWholeGames) {
    testing::TempDir dir;
    auto config = pbrain_config(dir, engine_named(dir, "pbrain_good"));
    config.openings = "random:1";  // the engine is then told the position with BOARD
    const auto result = Arena(config).run();
    EXPECT_TRUE(result.finished);
    EXPECT_EQ(result.standings.games, 4);
    EXPECT_EQ(result.standings.terminations.at("normal"), 4);
    Database db(config.db_path);
    int engine_moves = 0;
    for (const auto& g : db.games_of_run(result.run_id, true)) {
        for (const auto& m : g.moves) {
            if (m.note != "thinking") continue;  // the fake engine's MESSAGE
            ++engine_moves;
            EXPECT_FALSE(m.opening);
        }
    }
    EXPECT_GT(engine_moves, 4);
}

void expect_all_lost(const std::string& name, const std::string& termination) {
    testing::TempDir dir;
    auto config = pbrain_config(dir, engine_named(dir, name));
    const auto result = Arena(config).run();
    EXPECT_TRUE(result.finished) << name;
    EXPECT_EQ(result.standings.games, 4) << name;
    const auto& engine = result.standings.players[0].result;
    // It cannot win: every game ends at its first (or, for 0,0, second) move.
    EXPECT_EQ(engine.wins, 0) << name;
    EXPECT_EQ(engine.losses, 4) << name;
    EXPECT_EQ(result.standings.terminations.at(termination), 4) << name;
}

TEST(PbrainTest, AnEngineThatExitsLoses) {
    expect_all_lost("pbrain_exit", "crash");
}
TEST(PbrainTest, AnEngineThatHangsLosesOnTime) {
    expect_all_lost("pbrain_hang", "time forfeit");
}
TEST(PbrainTest, AnEngineThatPlaysAnOccupiedCellLoses) {
    expect_all_lost("pbrain_illegal", "illegal move");
    // The record names the engine's move (0,0 is cell 1), not '' (as it once did).
    testing::TempDir dir;
    auto config = pbrain_config(dir, engine_named(dir, "pbrain_illegal"));
    config.games_per_pairing = 2;
    const auto result = Arena(config).run();
    Database db(config.db_path);
    for (const auto& game : db.games_of_run(result.run_id, false))
        EXPECT_NE(game.termination.find("'1': cell 1 is taken"), std::string::npos)
            << game.termination;
}

TEST(PbrainTest, AMissingProgramIsAClearError) {
    testing::TempDir dir;
    auto config = pbrain_config(dir, dir.file("no-such-engine"));
    EXPECT_THROW(Arena(config).run(), engine::Error);
}

}  // namespace
}  // namespace plies::arena

namespace plies::arena {
namespace {

// An engine script that starts a child of its own (a `sleep`), says OK, then never answers a
// move. The arena once killed only the script on the time forfeit and left the child running.
TEST(PbrainTest, AForfeitKillsTheEnginesOwnChildrenToo) {
    testing::TempDir dir;
    const std::string children = dir.file("children");
    const std::string script = dir.file("pbrain_with_child");
    std::ofstream(script) << "#!/bin/sh\n"
                          << "sleep 300 &\n"
                          << "echo $! >> " << children << "\n"
                          << "while read line; do\n"
                          << "  case \"$line\" in\n"
                          << "    START*) echo OK;;\n"
                          << "    ABOUT*) echo 'name=\"child\", version=\"1\"';;\n"
                          << "    END*) exit 0;;\n"
                          << "  esac\n"
                          << "done\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    auto config = pbrain_config(dir, script);
    config.games_per_pairing = 2;
    const auto result = Arena(config).run();
    ASSERT_TRUE(result.standings.terminations.contains("time forfeit"));
    EXPECT_EQ(result.standings.terminations.at("time forfeit"), 2);
    std::ifstream list(children);
    int count = 0;
    for (int pid = 0; list >> pid; ++count) EXPECT_FALSE(testing::process_running(pid)) << pid;
    EXPECT_EQ(count, 2);
}

}  // namespace
}  // namespace plies::arena
