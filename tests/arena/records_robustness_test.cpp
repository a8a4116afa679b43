// `plies records` on databases it did not write itself or that hold an engine's raw bytes: it
// reads without writing (an empty file stays empty, an older schema is not upgraded), prints no
// control bytes, exports valid JSON whatever the bytes, and a crafted game number costs nothing.
#include <sqlite3.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "arena/storage.hpp"
#include "cli/run_command.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

using plies::testing::run_plies;

std::string file_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A database with one run of tic-tac-toe and one stored game with the given index, note and
// first player's spec.
void write_database(const std::string& path, int index, const std::string& note,
                    const std::string& spec) {
    Database db(path);
    RunInfo run;
    run.key = "{}";
    run.game = "tictactoe";
    run.players = {spec, "random"};
    run.planned_games = 2;
    const std::int64_t run_id = db.create_run(run);
    GameRecord game;
    game.run_id = run_id;
    game.index = index;
    game.game = "tictactoe";
    game.specs[0] = spec;
    game.specs[1] = "random";
    game.outcome = engine::Outcome::first_wins;
    game.termination = "crash: " + note;
    MoveRecord move;
    move.move = "5";
    move.note = note;
    game.moves.push_back(move);
    db.store_game(game);
}

void execute(const std::string& path, const char* sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
    sqlite3_close(db);
}

TEST(RecordsRobustnessTest, RawEngineBytesAreExportedAsValidJsonAndNeverPrinted) {
    testing::TempDir dir;
    const std::string db = dir.file("raw.db");
    // An older version stored what an engine said as it was: invalid UTF-8, ESC, BEL.
    write_database(db, 0, "\xff\xfe \x1b[31mred\x07", "pbrain:/tmp/engine\xff");
    const auto exported = run_plies("records export --format jsonl --db " + db);
    ASSERT_EQ(exported.status, 0) << exported.output;
    const auto json = nlohmann::json::parse(exported.output, nullptr, false);
    ASSERT_FALSE(json.is_discarded()) << exported.output;
    EXPECT_EQ(json["moves"][0]["move"], "5");
    for (const auto* command : {"records export --format moves", "records show 1", "records list",
                                "records list --run 1", "records table 1"}) {
        const auto out = run_plies(std::string(command) + " --db " + db);
        EXPECT_EQ(out.status, 0) << command << ": " << out.output;
        EXPECT_EQ(out.output.find('\x1b'), std::string::npos) << command;
        EXPECT_EQ(out.output.find('\x07'), std::string::npos) << command;
        EXPECT_EQ(out.output.find('\xff'), std::string::npos) << command;
    }
}

TEST(RecordsRobustnessTest, AHugeStoredGameNumberAllocatesNothing) {
    testing::TempDir dir;
    const std::string db = dir.file("huge.db");
    write_database(db, 2'000'000'000, "", "random");
    const auto table = run_plies("records table 1 --db " + db);
    EXPECT_EQ(table.status, 0) << table.output;
}

TEST(RecordsRobustnessTest, ReadingNeverWritesTheDatabase) {
    testing::TempDir dir;
    const std::string empty = dir.file("empty.db");
    std::ofstream(empty).close();
    const auto list = run_plies("records list --db " + empty);
    EXPECT_NE(list.status, 0);
    EXPECT_NE(list.output.find("not a plies database"), std::string::npos) << list.output;
    EXPECT_EQ(file_bytes(empty), "");

    // A database of an earlier version (no end_reason, no depth) is read as it is.
    const std::string legacy = dir.file("legacy.db");
    write_database(legacy, 0, "note", "random");
    execute(legacy,
            "PRAGMA journal_mode=DELETE; ALTER TABLE games DROP COLUMN end_reason; "
            "ALTER TABLE moves DROP COLUMN depth;");
    const std::string before = file_bytes(legacy);
    for (const auto* command :
         {"records list", "records show 1", "records export --format jsonl", "review tictactoe"}) {
        const auto out = run_plies(std::string(command) + " --db " + legacy);
        EXPECT_EQ(out.status, 0) << command << ": " << out.output;
    }
    EXPECT_EQ(file_bytes(legacy), before);
}

}  // namespace
}  // namespace plies::arena
