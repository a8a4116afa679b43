// The arena as a Gomocup manager, checked line by line against a scripted engine that logs what
// it receives: the start-up (START, the INFO lines, ABOUT), the position after an opening as
// BOARD in the order played with the engine's own stones as field 1, TURN with the opponent's
// last move after that, INFO time_left before every move as the clock says, END; start-up time
// kept off the move clock, and an engine that never starts reported as a failed start.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "arena/storage.hpp"
#include "arena/tournament.hpp"
#include "engine/registry.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

// An engine program (a shell wrapper around scripted_pbrain) with its script and its log.
struct ScriptedEngine {
    std::string program;
    std::string log;
};

ScriptedEngine scripted_engine(const testing::TempDir& dir, const std::string& name,
                               const std::string& script) {
    ScriptedEngine engine{dir.file(name), dir.file(name + ".log")};
    std::ofstream(dir.file(name + ".script")) << script;
    std::ofstream(engine.program) << fmt::format("#!/bin/sh\nexec '{}' '{}' '{}'\n",
                                                 SCRIPTED_PBRAIN, dir.file(name + ".script"),
                                                 engine.log);
    std::filesystem::permissions(engine.program, std::filesystem::perms::owner_all);
    return engine;
}

// Replies on points three apart along the top rows: far from the centre and never in a line,
// so that the opponent wins in the middle with no move of the script landing on a stone.
// The first reply comes after ten MESSAGE lines, one per iteration as Rapfi sends them: the last
// is the depth and score of the move.
std::string far_replies() {
    std::string out = "reply ";
    for (int depth = 1; depth <= 10; ++depth)
        out += fmt::format("MESSAGE Speed 1K | Depth {}-12 | Eval {} | Time 1ms ;; ", depth,
                           depth == 10 ? 35 : depth);
    out += "0,0\n";
    for (int y = 0; y <= 3; y += 3)
        for (int x = (y == 0 ? 3 : 0); x <= 12; x += 3) out += fmt::format("reply {},{}\n", x, y);
    return out;
}

std::vector<std::vector<std::string>> sessions(const std::string& log_path) {
    std::ifstream log(log_path);
    std::vector<std::vector<std::string>> out;
    for (std::string line; std::getline(log, line);) {
        if (line.starts_with("START")) out.emplace_back();
        if (!out.empty()) out.back().push_back(line);
    }
    return out;
}

std::string coordinates(const std::string& move) {
    const int x = move[0] - 'a';
    const int row = std::stoi(move.substr(1));
    return fmt::format("{},{}", x, 15 - row);
}

// What a Gomocup manager must have sent the engine playing `engine_side` in `record`.
std::vector<std::string> expected_transcript(const GameRecord& record, int engine_side, int rule) {
    using std::chrono::microseconds;
    std::vector<std::string> out{"START 15",
                                 "INFO timeout_turn 1000",
                                 "INFO timeout_match 30000",
                                 "INFO max_memory 367001600",
                                 "INFO game_type 1",
                                 fmt::format("INFO rule {}", rule),
                                 "ABOUT"};
    // The opening's stones (a start position), then the moves of the game.
    auto game = engine::create_game("gomoku", record.options);
    game->set_position(record.start_position);
    std::vector<std::string> moves = game->history();
    const std::size_t opening = moves.size();
    for (const auto& m : record.moves) moves.push_back(m.move);
    microseconds used{0};
    int engine_moves = 0;
    for (std::size_t i = opening; i < moves.size(); ++i) {
        if (static_cast<int>(i % 2) != engine_side) continue;
        const microseconds left =
            std::chrono::milliseconds(30000) + std::chrono::milliseconds(100) * engine_moves - used;
        out.push_back(
            fmt::format("INFO time_left {}",
                        std::chrono::duration_cast<std::chrono::milliseconds>(left).count()));
        if (engine_moves == 0) {
            out.push_back("BOARD");
            for (std::size_t j = 0; j < i; ++j)
                out.push_back(fmt::format("{},{}", coordinates(moves[j]),
                                          static_cast<int>(j % 2) == engine_side ? 1 : 2));
            out.push_back("DONE");
        } else {
            out.push_back("TURN " + coordinates(moves[i - 1]));
        }
        used += microseconds(record.moves[i - opening].time_us);
        ++engine_moves;
    }
    out.push_back("END");
    return out;
}

void expect_transcripts(const std::string& rule_name, int rule) {
    testing::TempDir dir;
    const auto engine = scripted_engine(dir, "pbrain-scripted", far_replies());
    std::ofstream(dir.file("openings.txt")) << "h8i9j8\n";
    ArenaConfig config;
    config.game = "gomoku";
    config.options = {{"rule", rule_name}};
    const std::string spec = "pbrain:" + engine.program + ",time=1s,game=30s,inc=100ms";
    config.players = {spec, "greedy"};
    config.games_per_pairing = 2;  // the engine is black in one game and white in the other
    config.openings = dir.file("openings.txt");
    config.seed = 5;
    config.concurrency = 1;
    config.db_path = dir.file("games.db");
    const auto result = Arena(config).run();
    ASSERT_EQ(result.standings.games, 2);
    Database db(config.db_path);
    const auto games = db.games_of_run(result.run_id, true);
    const auto logged = sessions(engine.log);
    ASSERT_EQ(logged.size(), 2u);
    for (std::size_t g = 0; g < 2; ++g) {
        const GameRecord& record = games[g];
        EXPECT_EQ(record.end_reason, EndReason::normal) << record.termination;
        EXPECT_EQ(record.termination, "five");
        const int engine_side = record.specs[0] == spec ? 0 : 1;
        EXPECT_EQ(logged[g], expected_transcript(record, engine_side, rule)) << "game " << g;
        // The engine's last MESSAGE is its depth and score for its first move (the arena once
        // kept the first eight of an engine's messages and recorded Rapfi's depth 8 of 1 ms).
        // After the three opening stones (the start position): white moves first, then black.
        EXPECT_EQ(record.start_position, "h8i9j8");
        const std::size_t first = engine_side == 1 ? 0 : 1;
        ASSERT_GT(record.moves.size(), first);
        EXPECT_EQ(record.moves[first].move, "a15");
        EXPECT_EQ(record.moves[first].depth, 10);
        EXPECT_EQ(record.moves[first].score, 35);
    }
}

TEST(GomocupManagerTest, FreestyleTranscriptBothColours) {
    expect_transcripts("freestyle", 0);
}

TEST(GomocupManagerTest, RenjuTranscriptBothColours) {
    expect_transcripts("renju", 4);
}

// Two games, the engine against greedy at 200 ms a move, both colours, played side by side.
ArenaConfig quick_match(const testing::TempDir& dir, const ScriptedEngine& engine) {
    ArenaConfig config;
    config.game = "gomoku";
    config.players = {"pbrain:" + engine.program + ",time=200ms", "greedy"};
    config.games_per_pairing = 2;
    config.seed = 6;
    config.concurrency = 2;
    config.db_path = dir.file("games.db");
    return config;
}

TEST(GomocupManagerTest, StartUpIsNotChargedToTheFirstMove) {
    // The engine takes 2 s to start, and its first answer begins with an ERROR about another
    // line (Rapfi does that when an INFO reaches it while it finishes a search): neither
    // loses a game.
    testing::TempDir dir;
    const auto engine = scripted_engine(
        dir, "pbrain-slow-start",
        "start_delay_ms 2000\nreply ERROR Unknown command: TIME_LEFT ;; 14,14\n" + far_replies());
    const ArenaConfig config = quick_match(dir, engine);
    const auto result = Arena(config).run();
    ASSERT_EQ(result.standings.games, 2);
    EXPECT_EQ(result.standings.terminations.count("time forfeit"), 0u);
    EXPECT_EQ(result.standings.terminations.at("normal"), 2);
    Database db(config.db_path);
    for (const auto& g : db.games_of_run(result.run_id, true)) {
        const std::size_t first = g.specs[0] == config.players[0] ? 0 : 1;
        ASSERT_GT(g.moves.size(), first);
        EXPECT_EQ(g.moves[first].move, "o1");
        EXPECT_LE(g.moves[first].time_us, 400'000);
        EXPECT_TRUE(g.moves[first].note.starts_with("ERROR Unknown command"))
            << g.moves[first].note;
    }
}

TEST(GomocupManagerTest, AnEngineThatNeverStartsIsAFailedStart) {
    testing::TempDir dir;
    const auto engine = scripted_engine(dir, "pbrain-mute", "no_start_reply\n" + far_replies());
    ArenaConfig config = quick_match(dir, engine);
    config.match.start_timeout = std::chrono::milliseconds(500);
    const auto result = Arena(config).run();
    ASSERT_EQ(result.standings.games, 2);
    EXPECT_EQ(result.standings.terminations.at("failed start"), 2);
    EXPECT_EQ(result.standings.players[0].result.losses, 2);
    Database db(config.db_path);
    for (const auto& g : db.games_of_run(result.run_id, true)) {
        EXPECT_EQ(g.end_reason, EndReason::failed_start);
        EXPECT_NE(g.termination.find("START"), std::string::npos) << g.termination;
        for (const auto& m : g.moves) EXPECT_TRUE(m.opening);  // no move was played
    }
}

}  // namespace
}  // namespace plies::arena
