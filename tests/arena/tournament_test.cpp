// Tournaments on tic-tac-toe: reproducible from the seed, resumable after a kill with the same
// final table, sane tables, SPRT stops, adjudication by the solver, and stored records.
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "arena/report.hpp"
#include "arena/storage.hpp"
#include "arena/tournament.hpp"
#include "engine/registry.hpp"
#include "test_support.hpp"

namespace plies::arena {
namespace {

ArenaConfig tictactoe_config(const std::string& db) {
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"classic:depth=2", "random", "classic:depth=1,blunder=0.3"};
    config.games_per_pairing = 8;
    config.openings = "random:2";
    config.seed = 42;
    config.concurrency = 2;
    config.db_path = db;
    return config;
}

// What must be identical between two runs of the same settings.
struct GameKey {
    int index;
    std::string first, second, opening, moves, result;
    bool operator==(const GameKey&) const = default;
};

std::vector<GameKey> stored_games(const std::string& db_path, std::int64_t run) {
    Database db(db_path);
    std::vector<GameKey> out;
    for (const auto& g : db.games_of_run(run, true))
        out.push_back(
            {g.index, g.specs[0], g.specs[1], g.opening, move_line(g), result_text(g.outcome)});
    return out;
}

void expect_same_standings(const Standings& a, const Standings& b) {
    ASSERT_EQ(a.players.size(), b.players.size());
    EXPECT_EQ(a.games, b.games);
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        EXPECT_EQ(a.players[i].result.wins, b.players[i].result.wins) << a.players[i].spec;
        EXPECT_EQ(a.players[i].result.draws, b.players[i].result.draws) << a.players[i].spec;
        EXPECT_EQ(a.players[i].result.losses, b.players[i].result.losses) << a.players[i].spec;
    }
}

TEST(ArenaTest, ScheduleSwapsColoursAndSharesOpenings) {
    const auto plan = plan_games(3, false, 4);
    ASSERT_EQ(plan.size(), 12u);
    for (std::size_t i = 0; i < plan.size(); i += 2) {
        EXPECT_EQ(plan[i].players[0], plan[i + 1].players[1]);
        EXPECT_EQ(plan[i].players[1], plan[i + 1].players[0]);
        EXPECT_EQ(plan[i].round, plan[i + 1].round);
    }
    EXPECT_EQ(plan_games(4, true, 2).size(), 6u);   // gauntlet: 3 pairings
    EXPECT_EQ(plan_games(2, false, 3).size(), 3u);  // an odd count plays the last opening once
}

TEST(ArenaTest, SameSeedSameGamesWhateverTheConcurrency) {
    testing::TempDir dir;
    auto a = tictactoe_config(dir.file("a.db"));
    auto b = tictactoe_config(dir.file("b.db"));
    b.concurrency = 1;
    const auto ra = Arena(a).run();
    const auto rb = Arena(b).run();
    EXPECT_TRUE(ra.finished);
    EXPECT_EQ(ra.standings.games, 24);
    EXPECT_EQ(stored_games(a.db_path, ra.run_id), stored_games(b.db_path, rb.run_id));
    expect_same_standings(ra.standings, rb.standings);

    auto c = tictactoe_config(dir.file("c.db"));
    c.seed = 43;
    const auto rc = Arena(c).run();
    EXPECT_NE(stored_games(a.db_path, ra.run_id), stored_games(c.db_path, rc.run_id));
}

TEST(ArenaTest, KilledAndResumedRunEndsWithTheSameTable) {
    testing::TempDir dir;
    const auto whole = Arena(tictactoe_config(dir.file("whole.db"))).run();

    auto killed = tictactoe_config(dir.file("killed.db"));
    killed.stop_after_games = 7;
    const auto partial = Arena(killed).run();
    EXPECT_FALSE(partial.finished);
    EXPECT_GE(partial.stored_games, 7);
    EXPECT_LT(partial.stored_games, 24);

    auto resumed_config = tictactoe_config(dir.file("killed.db"));
    resumed_config.resume = true;
    resumed_config.concurrency = 1;
    const auto resumed = Arena(resumed_config).run();
    EXPECT_EQ(resumed.run_id, partial.run_id);
    EXPECT_TRUE(resumed.finished);
    EXPECT_EQ(resumed.stored_games, 24);
    expect_same_standings(whole.standings, resumed.standings);
    EXPECT_EQ(stored_games(dir.file("whole.db"), whole.run_id),
              stored_games(dir.file("killed.db"), resumed.run_id));

    // Resuming a finished run plays nothing more.
    const auto again = Arena(resumed_config).run();
    EXPECT_EQ(again.stored_games, 24);
}

TEST(ArenaTest, StrongerPlayersScoreHigher) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"random", "classic:depth=2", "perfect"};
    config.games_per_pairing = 20;
    config.openings = "random:1";
    config.seed = 7;
    config.concurrency = 2;
    config.db_path = dir.file("table.db");
    const auto result = Arena(config).run();
    const auto& p = result.standings.players;
    EXPECT_EQ(p[2].result.losses, 0) << "perfect play never loses tic-tac-toe";
    // Against a common opponent both searchers win nearly everything, so the order between them
    // shows in their own pairing: perfect scores at least half; both score above random.
    const auto& head_to_head = result.standings.pairings[2];  // classic:depth=2 vs perfect
    ASSERT_EQ(head_to_head.first, 1);
    EXPECT_LE(head_to_head.result.score(), 0.5);
    EXPECT_GT(p[2].result.score(), p[0].result.score());
    EXPECT_GT(p[1].result.score(), p[0].result.score());
    EXPECT_GT(p[2].elo.elo, 0);
    EXPECT_LT(p[0].elo.elo, 0);
    EXPECT_GT(p[2].elo.los, 0.95);
    // Every pairing played 20 games; the first named player is the lower index.
    for (const auto& pairing : result.standings.pairings) EXPECT_EQ(pairing.result.games(), 20);
    std::ostringstream text;
    print_standings(text, result);
    EXPECT_NE(text.str().find("perfect"), std::string::npos);
    const auto json = result_json(result);
    EXPECT_EQ(json["players"].size(), 3u);
    EXPECT_EQ(json["games"], 60);
}

TEST(ArenaTest, SprtStopsWhenClear) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"perfect", "random"};
    config.games_per_pairing = 2000;
    config.openings = "random:1";
    config.seed = 3;
    config.concurrency = 2;
    config.sprt = parse_sprt("0,50,0.05,0.05");
    config.db_path = dir.file("sprt.db");
    const auto result = Arena(config).run();
    ASSERT_TRUE(result.standings.sprt);
    EXPECT_EQ(result.standings.sprt->decision, SprtDecision::accept_h1);
    EXPECT_TRUE(result.finished);
    EXPECT_LT(result.standings.games, 200);
    EXPECT_EQ(result.standings.games % 2, 0);
    // The decision does not depend on the threads: the same count in one thread.
    config.concurrency = 1;
    config.db_path = dir.file("sprt1.db");
    EXPECT_EQ(Arena(config).run().standings.games, result.standings.games);
}

TEST(ArenaTest, FaultyPlayersLoseAndTheArenaGoesOn) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"random", "bad-illegal", "bad-throw", "bad-slow:time=50ms"};
    config.games_per_pairing = 2;
    config.seed = 1;
    config.concurrency = 2;
    config.match.time_margin = std::chrono::milliseconds(100);
    config.db_path = dir.file("faulty.db");
    std::vector<std::string> events;
    struct Collect : ArenaObserver {
        std::vector<std::string>* lines;
        void on_event(const std::string& line) override { lines->push_back(line); }
    } observer;
    observer.lines = &events;
    const auto result =
        Arena(config, {}, testing::faulty_player_factory(config.match.time_margin)).run(&observer);
    EXPECT_TRUE(result.finished);
    EXPECT_EQ(result.standings.games, 12);
    // random wins all its 6 games (each faulty player loses at its first move).
    EXPECT_EQ(result.standings.players[0].result.wins, 6);
    EXPECT_GT(result.standings.terminations.at("illegal move"), 0);
    EXPECT_GT(result.standings.terminations.at("crash"), 0);
    EXPECT_GT(result.standings.terminations.at("time forfeit"), 0);
    EXPECT_EQ(events.size(), 12u) << "every forfeit is logged";
}

TEST(ArenaTest, PlayersPastTheirTimeAreStoppedOrLeftBehindAndLose) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"random", "bad-hang:time=20ms", "bad-stoppable:time=20ms"};
    config.games_per_pairing = 2;
    config.seed = 1;
    config.concurrency = 2;
    config.match.time_margin = std::chrono::milliseconds(30);
    config.match.stop_grace = std::chrono::milliseconds(100);
    config.db_path = dir.file("hang.db");
    std::vector<std::string> events;
    struct Collect : ArenaObserver {
        std::vector<std::string>* lines;
        void on_event(const std::string& line) override { lines->push_back(line); }
    } observer;
    observer.lines = &events;
    const auto result =
        Arena(config, {}, testing::faulty_player_factory(config.match.time_margin)).run(&observer);
    EXPECT_TRUE(result.finished);
    EXPECT_EQ(result.standings.games, 6);
    // Each faulty player loses at its first move: random wins its 4 games; between the two,
    // whoever moves first loses.
    EXPECT_EQ(result.standings.players[0].result.wins, 4);
    // bad-hang ignores the stop: 3 games lost with its thread left running; bad-stoppable
    // returns when stopped at 20 + 30 ms and loses on time.
    EXPECT_EQ(result.standings.terminations.at("time forfeit (hung)"), 3);
    EXPECT_EQ(result.standings.terminations.at("time forfeit"), 3);
    EXPECT_EQ(events.size(), 6u) << "every forfeit is logged";
    EXPECT_EQ(testing::release_hung_players(), 3);
}

// An in-process player on a game clock alone learns what is left of it (and the increment),
// with the even share as its move time; with a limit per move as well, only that.
TEST(ArenaTest, InProcessPlayersOnAGameClockAreToldWhatIsLeft) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"clock-reader:game=60s,inc=1s", "clock-reader:time=5s,game=60s"};
    config.games_per_pairing = 2;
    config.seed = 1;
    config.db_path = dir.file("clock.db");
    const auto result =
        Arena(config, {}, testing::faulty_player_factory(config.match.time_margin)).run();
    EXPECT_TRUE(result.finished);
    const auto reads = testing::take_clock_reads();
    ASSERT_GE(reads.size(), 10u);
    int game_clocks = 0;
    for (const auto& limits : reads) {
        if (limits.game_left.count() == 0) {
            EXPECT_LE(limits.time, std::chrono::seconds{5});
            EXPECT_GT(limits.time.count(), 0);
            continue;
        }
        ++game_clocks;
        EXPECT_GT(limits.game_left, std::chrono::seconds{59});
        EXPECT_LE(limits.game_left, std::chrono::seconds{65});
        EXPECT_EQ(limits.game_increment, std::chrono::seconds{1});
        EXPECT_LT(limits.time, limits.game_left);
    }
    EXPECT_GE(game_clocks, 5);
}

TEST(ArenaTest, AdjudicationUsesTheSolver) {
    testing::TempDir dir;
    ArenaConfig config;
    config.game = "tictactoe";
    config.players = {"random", "random"};
    config.games_per_pairing = 10;
    config.seed = 5;
    config.match.adjudicate = true;
    config.db_path = dir.file("adjudicate.db");
    GameFactory make_game = [] {
        return testing::solvable_wrapper(engine::create_game("tictactoe"), 3);
    };
    const auto result = Arena(config, make_game).run();
    Database db(config.db_path);
    for (const auto& g : db.games_of_run(result.run_id, true)) {
        // Three plies never end tic-tac-toe, so every game is adjudicated after three moves,
        // with the solver's verdict on the position.
        EXPECT_EQ(g.termination, "adjudicated: solver");
        EXPECT_EQ(g.end_reason, EndReason::adjudicated);
        ASSERT_EQ(g.moves.size(), 3u);
        auto game = engine::create_game("tictactoe");
        replay(*game, g, g.moves.size());
        const int value = game->solve({}, nullptr).score;
        const auto expected = value == 0 ? engine::Outcome::draw
                              : (value > 0) == (game->side_to_move() == 0)
                                  ? engine::Outcome::first_wins
                                  : engine::Outcome::second_wins;
        EXPECT_EQ(g.outcome, expected);
    }
}

TEST(ArenaTest, RecordsKeepEveryMove) {
    testing::TempDir dir;
    ArenaConfig config = tictactoe_config(dir.file("records.db"));
    config.players = {"perfect", "classic:depth=3"};
    config.games_per_pairing = 2;
    const auto result = Arena(config).run();
    Database db(config.db_path);
    const auto games = db.games_of_run(result.run_id, true);
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        EXPECT_EQ(g.game, "tictactoe");
        EXPECT_EQ(g.end_reason, EndReason::normal);
        // Perfect play from the empty board draws: the board fills up.
        EXPECT_TRUE(g.termination == "board full" || g.termination == "three in a row")
            << g.termination;
        ASSERT_GE(g.moves.size(), 2u);
        EXPECT_TRUE(g.moves[0].opening);
        EXPECT_TRUE(g.moves[1].opening);
        EXPECT_FALSE(g.moves.back().opening);
        // Replaying the stored moves gives the stored result.
        auto game = engine::create_game("tictactoe");
        replay(*game, g, g.moves.size());
        EXPECT_EQ(game->outcome(), g.outcome);
        EXPECT_TRUE(db.game(g.id).has_value());
    }
    // The perfect player reports its score with every move.
    bool scored = false;
    for (const auto& g : games)
        for (const auto& m : g.moves) scored = scored || !m.score_text.empty();
    EXPECT_TRUE(scored);
    const auto runs = db.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].stored_games, 2);
    EXPECT_EQ(runs[0].seed, 42u);
}

TEST(ArenaTest, BadSettingsAreClearErrors) {
    testing::TempDir dir;
    ArenaConfig config = tictactoe_config(dir.file("bad.db"));
    config.players = {"perfect"};
    EXPECT_THROW(Arena(config).run(), engine::Error);
    config.players = {"perfect", "nosuchplayer"};
    EXPECT_THROW(Arena(config).run(), engine::SpecError);
    config.players = {"perfect", "human"};
    EXPECT_THROW(Arena(config).run(), engine::Error);
    config.players = {"perfect", "random", "greedy"};
    config.sprt = parse_sprt("0,10,0.05,0.05");
    EXPECT_THROW(Arena(config).run(), engine::Error);
    config.sprt.reset();
    config.openings = dir.file("missing.txt");
    EXPECT_THROW(Arena(config).run(), engine::Error);
    config.openings = "random:x";
    EXPECT_THROW(Arena(config).run(), engine::Error);
}

TEST(ArenaTest, OpeningsFromAFile) {
    testing::TempDir dir;
    {
        std::ofstream file(dir.file("openings.txt"));
        file << "# two tic-tac-toe positions\n5\n19\n";
    }
    ArenaConfig config = tictactoe_config(dir.file("file.db"));
    config.players = {"perfect", "classic:depth=3"};
    config.openings = dir.file("openings.txt");
    config.games_per_pairing = 4;
    const auto result = Arena(config).run();
    Database db(config.db_path);
    const auto games = db.games_of_run(result.run_id, true);
    ASSERT_EQ(games.size(), 4u);
    EXPECT_EQ(games[0].start_position, "5");
    EXPECT_EQ(games[1].start_position, "5");
    EXPECT_EQ(games[2].start_position, "19");
    for (const auto& g : games) {
        auto game = engine::create_game("tictactoe");
        replay(*game, g, g.moves.size());
        EXPECT_EQ(game->outcome(), g.outcome);
    }
    {
        std::ofstream file(dir.file("bad.txt"));
        file << "5\n55\n";
    }
    config.openings = dir.file("bad.txt");
    EXPECT_THROW(Arena(config).run(), engine::Error);
}

}  // namespace
}  // namespace plies::arena
