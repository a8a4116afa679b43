// `plies arena`, `plies records` and `plies review` end to end: a run stopped after a few games
// and resumed prints the same JSON totals as an uninterrupted run; records list, show, export
// and review read the database.
#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "arena/storage.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

struct Output {
    int status = 0;
    std::string text;
};

Output run(const std::string& arguments) {
    const std::string command = std::string(PLIES_BINARY) + " " + arguments + " 2>/dev/null";
    Output out;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return {-1, ""};
    std::array<char, 4096> buffer{};
    while (const std::size_t n = fread(buffer.data(), 1, buffer.size(), pipe))
        out.text.append(buffer.data(), n);
    out.status = pclose(pipe);
    return out;
}

nlohmann::json totals(const nlohmann::json& result) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& p : result["players"])
        out.push_back({p["spec"], p["wins"], p["draws"], p["losses"]});
    return out;
}

TEST(ArenaCliTest, StoppedAndResumedRunGivesTheSameTotals) {
    testing::TempDir dir;
    const std::string settings =
        "arena tictactoe -p classic:depth=2 random greedy --games 6 --openings random:2 --seed 9 "
        "-j 2 --json";
    const Output whole = run(settings + " --db " + dir.file("whole.db"));
    ASSERT_EQ(whole.status, 0) << whole.text;
    const auto expected = nlohmann::json::parse(whole.text);
    EXPECT_EQ(expected["games"], 18);

    const Output stopped = run(settings + " --db " + dir.file("resumed.db") + " --stop-after 4");
    ASSERT_EQ(stopped.status, 0);
    EXPECT_FALSE(nlohmann::json::parse(stopped.text)["finished"].get<bool>());
    const Output resumed = run(settings + " --db " + dir.file("resumed.db") + " --resume");
    ASSERT_EQ(resumed.status, 0);
    const auto actual = nlohmann::json::parse(resumed.text);
    EXPECT_TRUE(actual["finished"].get<bool>());
    EXPECT_EQ(totals(actual), totals(expected));

    const Output list = run("records list --db " + dir.file("resumed.db"));
    EXPECT_EQ(list.status, 0);
    EXPECT_NE(list.text.find("18/18"), std::string::npos) << list.text;
    const Output show = run("records show 1 --db " + dir.file("resumed.db"));
    EXPECT_EQ(show.status, 0);
    EXPECT_NE(show.text.find("Moves:"), std::string::npos);
    const Output jsonl = run("records export --format jsonl --db " + dir.file("resumed.db"));
    EXPECT_EQ(jsonl.status, 0);
    EXPECT_EQ(std::count(jsonl.text.begin(), jsonl.text.end(), '\n'), 18);
    const Output table = run("records table 1 --db " + dir.file("resumed.db"));
    EXPECT_EQ(table.status, 0);
    EXPECT_NE(table.text.find("Elo"), std::string::npos);
    const Output review = run("review tictactoe --exact -q --db " + dir.file("resumed.db"));
    EXPECT_EQ(review.status, 0);
    EXPECT_NE(review.text.find("18 game(s) reviewed"), std::string::npos) << review.text;
}

TEST(ArenaCliTest, BadArgumentsFailClearly) {
    testing::TempDir dir;
    EXPECT_NE(run("arena tictactoe -p perfect nosuch --db " + dir.file("x.db")).status, 0);
    EXPECT_NE(run("arena tictactoe -p perfect random --sprt 1,2 --db " + dir.file("x.db")).status,
              0);
    EXPECT_NE(run("records show 99 --db " + dir.file("missing.db")).status, 0);
    EXPECT_NE(run("review tictactoe " + dir.file("missing.txt")).status, 0);
}

TEST(ArenaCliTest, ReviewUsesTheRuleStoredWithTheGame) {
    // A renju game where black passes over h8, a double four: a win in freestyle, a forbidden
    // point under renju (see review_test.cpp). Reviewed as stored, nothing is missed; a
    // --rule that contradicts the stored rule is refused.
    testing::TempDir dir;
    const std::string db_path = dir.file("renju.db");
    {
        Database db(db_path);
        RunInfo run;
        run.key = "renju-review";
        run.game = "gomoku";
        run.options = {{"rule", "renju"}, {"size", "15"}};
        run.players = {"human", "human"};
        run.planned_games = 1;
        GameRecord record;
        record.run_id = db.create_run(run);
        record.game = "gomoku";
        record.options = run.options;
        record.specs[0] = "black-player";
        record.specs[1] = "white-player";
        for (const char* move :
             {"e8", "d8", "f8", "h4", "g8", "g7", "h5", "f7", "h6", "i9", "h7", "e9", "a1", "h8"}) {
            MoveRecord m;
            m.move = move;
            record.moves.push_back(m);
        }
        record.outcome = engine::Outcome::draw;
        record.termination = "stopped";
        db.store_game(record);
    }
    const Output renju = run("review gomoku --db " + db_path);
    EXPECT_EQ(renju.status, 0) << renju.text;
    EXPECT_NE(renju.text.find("0 move(s) marked"), std::string::npos) << renju.text;
    const Output contradicted = run("review gomoku --rule freestyle --db " + db_path);
    EXPECT_NE(contradicted.status, 0) << contradicted.text;
}

TEST(ArenaCliTest, ReviewPrintsTheGomokuReportTables) {
    // Black's four-three g5 (solid four d5-g5, three g5 g6 g7) that white's h4 left open, then
    // the straight four g8 and the five: the Gomoku bug report's two tables.
    testing::TempDir dir;
    const std::string path = dir.file("games.txt");
    std::ofstream(path) << "d5 c5 e5 h7 f5 f6 g6 e4 g7 h4 g5 h5 g8 a1 g9\n";
    const Output review = run("review gomoku -q " + path);
    ASSERT_EQ(review.status, 0) << review.text;
    for (const char* row : {"black (X)  four-three made (solid four)        1      1   100%",
                            "           four-three point blocked            1      0     0%",
                            "black (X)  four-three (solid three)      1   100%"})
        EXPECT_NE(review.text.find(row), std::string::npos) << row << "\n" << review.text;
}

}  // namespace
}  // namespace plies::arena
