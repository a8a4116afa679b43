// `plies arena GAME --players SPEC SPEC...`: a tournament with Elo, LOS and SPRT, every game
// stored in SQLite (resumable).
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <unistd.h>

#include "arena/report.hpp"
#include "arena/tournament.hpp"
#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "core/json_text.hpp"
#include "engine/player_spec.hpp"

namespace plies::cli {

namespace {

struct ArenaArgs {
    std::string game;
    std::vector<std::string> players;
    bool gauntlet = false;
    int games = 0;  // 0: 100, or 20000 as the maximum of an SPRT
    std::string openings = "none";
    std::uint64_t seed = 0;
    bool seed_given = false;
    int concurrency = 0;
    std::string sprt;
    bool adjudicate = false;
    std::string time_margin = "200ms";
    std::string start_timeout = "10s";
    std::string db = "plies.db";
    bool resume = false;
    bool json = false;
    int stop_after = 0;
    GameOptionFlags flags;
};

void run_arena(const ArenaArgs& args) {
    arena::ArenaConfig config;
    config.game = args.game;
    config.options = args.flags.options();
    config.players = args.players;
    config.gauntlet = args.gauntlet;
    if (!args.sprt.empty()) config.sprt = arena::parse_sprt(args.sprt);
    config.games_per_pairing = args.games > 0 ? args.games : (config.sprt ? 20000 : 100);
    config.openings = args.openings;
    if (args.seed_given) config.seed = args.seed;
    const unsigned cores = std::thread::hardware_concurrency();
    config.concurrency =
        args.concurrency > 0 ? args.concurrency : static_cast<int>(cores == 0 ? 1 : cores);
    config.match.adjudicate = args.adjudicate;
    config.match.time_margin = engine::parse_duration(args.time_margin);
    config.match.start_timeout = engine::parse_duration(args.start_timeout);
    if (config.match.start_timeout.count() <= 0)
        throw engine::Error("--start-timeout must be more than 0");
    config.db_path = args.db;
    config.resume = args.resume;
    config.stop_after_games = args.stop_after;

    arena::Arena tournament(config);
    arena::ProgressPrinter progress(std::cerr, isatty(STDERR_FILENO) != 0);
    const arena::ArenaResult result = tournament.run(&progress);
    progress.done();
    if (args.json) {
        std::cout << core::json_text(arena::result_json(result), 2) << "\n";
    } else {
        arena::print_standings(std::cout, result);
    }
}

}  // namespace

void add_arena_command(CLI::App& app) {
    auto args = std::make_shared<ArenaArgs>();
    auto* cmd = app.add_subcommand("arena", "Play a tournament between players (Elo, LOS, SPRT)");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("-p,--players", args->players,
                    "Player specs (two or more), e.g. perfect classic:depth=4 random; "
                    "pbrain:PATH[,time=1s] runs a Gomocup engine")
        ->required()
        ->expected(2, 64);
    cmd->add_flag("--gauntlet", args->gauntlet, "The first player against each other player only");
    cmd->add_option("-n,--games", args->games,
                    "Games per pairing (default 100; with --sprt the maximum, default 20000)")
        ->check(CLI::Range(1, 10'000'000));
    cmd->add_option("--openings", args->openings,
                    "random:K (K random plies, each opening played with both colours) or a file "
                    "with one position a line in the game's notation")
        ->default_str("none");
    cmd->add_option("--seed", args->seed, "Seed of the whole run (default: random, stored)")
        ->check(seed_check())  // "-1" would wrap to 2^64 - 1
        ->each([args](const std::string&) { args->seed_given = true; });
    cmd->add_option("-j,--concurrency", args->concurrency, "Games in parallel (default: cores)")
        ->check(CLI::Range(1, 1024));
    cmd->add_option("--sprt", args->sprt,
                    "elo0,elo1,alpha,beta: stop when H0 or H1 is accepted (two players)");
    cmd->add_flag("--adjudicate", args->adjudicate,
                  "End a game with the exact solver's result once the game can solve it cheaply");
    cmd->add_option("--time-margin", args->time_margin,
                    "How far past its time= a player may answer before it loses on time")
        ->default_str("200ms");
    cmd->add_option("--start-timeout", args->start_timeout,
                    "How long an external engine may take to launch and answer its start-up "
                    "(not part of any move's time; one that does not is a failed start)")
        ->default_str("10s");
    cmd->add_option("--db", args->db, "SQLite file for the game records")->default_str("plies.db");
    cmd->add_flag("--resume", args->resume,
                  "Continue the last run with the same arguments in --db");
    cmd->add_flag("--json", args->json, "Print the result as JSON");
    cmd->add_option("--stop-after", args->stop_after,
                    "Stop as if killed after N games (for testing --resume)")
        ->group("");
    args->flags.add_to(cmd);
    cmd->footer(
        "Games 2k and 2k+1 of a pairing play the same opening with colours swapped. The run is\n"
        "reproducible from its seed (with depth- or node-limited players).\n"
        "Clocks, in any player's spec: time= a move, game= the whole game, inc= added to the game\n"
        "budget after each move (e.g. strong:game=60s,inc=500ms). A player that answers later\n"
        "than its clock allows plus the margin, crashes, or plays an illegal move loses the game;\n"
        "an external engine's launch and start-up count against --start-timeout, not its clock.\n"
        "External engines: pbrain:PATH[,time=..][,game=..][,inc=..][,memory=MB] (the Gomocup\n"
        "protocol, as the Gomocup managers speak it); Othello engines over GTP or NBoard:\n"
        "gtp:PATH[,args=WORDS][,time=..][,game=..][,inc=..] and nboard:PATH[,args=..][,depth=N]\n"
        "[,time=..] (args= are the program's command-line words, e.g. args=-gtp).\n"
        "Examples:\n"
        "  plies arena tictactoe -p perfect classic:depth=2 random --games 20 --seed 1\n"
        "  plies arena connect4 -p perfect classic:depth=6 classic:depth=4,blunder=0.2 greedy "
        "random \\\n"
        "        --games 20 --openings random:2 --seed 1\n"
        "  plies arena othello -p classic greedy random --games 100 --openings random:4 --seed 4\n"
        "  plies arena connect4 -p classic:depth=6 classic:depth=5 --sprt 0,50,0.05,0.05 --seed 7\n"
        "  plies arena gomoku -p strong:time=1s pbrain:./pbrain-engine,time=1s --games 10\n"
        "  plies arena othello -p strong:time=1s 'gtp:/usr/bin/plies,args=gtp othello,time=1s' "
        "-n 4");
    cmd->callback([args] { run_arena(*args); });
}

}  // namespace plies::cli
