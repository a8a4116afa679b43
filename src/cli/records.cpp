// `plies records list|show|export|table`: the games the arena stored in SQLite.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "arena/report.hpp"
#include "arena/statistics.hpp"
#include "arena/storage.hpp"
#include "arena/tournament.hpp"
#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "core/json_text.hpp"

namespace plies::cli {

namespace {

struct RecordsArgs {
    std::string db = "plies.db";
    std::int64_t run = 0;
    std::int64_t game = 0;
    std::string format = "moves";
    std::string output;
};

arena::Database open_existing(const std::string& path) {
    if (!std::ifstream(path)) throw engine::Error(fmt::format("no database '{}' (see --db)", path));
    return arena::Database(path, arena::Database::Access::read_only);
}

std::string short_spec(const std::string& spec) {
    return spec.size() > 28 ? spec.substr(0, 27) + "…" : spec;
}

void list_records(const RecordsArgs& args) {
    auto db = open_existing(args.db);
    if (args.run == 0) {
        const auto runs = db.runs();
        if (runs.empty()) fmt::print("No runs in {}.\n", args.db);
        for (const auto& run : runs) {
            std::string players;
            for (const auto& p : run.players) players += (players.empty() ? "" : ", ") + p;
            fmt::print("run {:>3}  {}  {:<10} {:>5}/{:<5} games  seed {}  players: {}\n", run.id,
                       run.created, run.game, run.stored_games, run.planned_games, run.seed,
                       players);
        }
        if (!runs.empty()) fmt::print("'plies records list --run ID' lists a run's games.\n");
        return;
    }
    if (!db.run(args.run)) throw engine::Error(fmt::format("no run {} in {}", args.run, args.db));
    for (const auto& g : db.games_of_run(args.run, false)) {
        fmt::print("game {:>5}  #{:<4} {:<28} vs {:<28} {:<7}  {}\n", g.id, g.index + 1,
                   short_spec(g.specs[0]), short_spec(g.specs[1]), arena::result_text(g.outcome),
                   g.termination);
    }
}

void show_record(const RecordsArgs& args) {
    auto db = open_existing(args.db);
    const auto g = db.game(args.game);
    if (!g) throw engine::Error(fmt::format("no game {} in {}", args.game, args.db));
    fmt::print("Game {} (run {}, #{}): {}", g->id, g->run_id, g->index + 1, g->game);
    for (const auto& [k, v] : g->options) fmt::print(" {}={}", k, v);
    fmt::print("\nFirst:  {}\nSecond: {}\nSeed: {}\nOpening: {}\n", g->specs[0], g->specs[1],
               g->seed, g->opening);
    if (!g->start_position.empty()) fmt::print("Start position: {}\n", g->start_position);
    fmt::print("Result: {} ({})\nEnded by: {}\n\n{:>4}  {:<8} {:>10}  {:<14} {:>5}  {}\n",
               arena::result_text(g->outcome), g->termination,
               arena::end_reason_name(g->end_reason), "Ply", "Move", "Time ms", "Score", "Depth",
               "Note");
    for (std::size_t i = 0; i < g->moves.size(); ++i) {
        const auto& m = g->moves[i];
        std::string score =
            m.score_text.empty() && m.score ? std::to_string(*m.score) : m.score_text;
        fmt::print("{:>4}  {:<8} {:>10.1f}  {:<14} {:>5}  {}\n", i + 1, m.move, m.time_us / 1000.0,
                   score, m.depth ? std::to_string(*m.depth) : "", m.note);
    }
    fmt::print("\nMoves: {}\n", arena::move_line(*g));
}

nlohmann::json game_json(const arena::GameRecord& g) {
    nlohmann::json j;
    j["id"] = g.id;
    j["run"] = g.run_id;
    j["index"] = g.index;
    j["game"] = g.game;
    j["options"] = g.options;
    j["first"] = g.specs[0];
    j["second"] = g.specs[1];
    j["seed"] = std::to_string(g.seed);
    j["opening"] = g.opening;
    j["start_position"] = g.start_position;
    j["result"] = arena::result_text(g.outcome);
    j["termination"] = g.termination;
    j["end_reason"] = arena::end_reason_name(g.end_reason);
    j["moves"] = nlohmann::json::array();
    for (const auto& m : g.moves) {
        nlohmann::json mj{{"move", m.move}, {"time_us", m.time_us}};
        if (m.score) mj["score"] = *m.score;
        if (m.depth) mj["depth"] = *m.depth;
        if (!m.score_text.empty()) mj["score_text"] = m.score_text;
        if (!m.note.empty()) mj["note"] = m.note;
        if (m.opening) mj["opening"] = true;
        j["moves"].push_back(mj);
    }
    return j;
}

void export_records(const RecordsArgs& args) {
    if (args.format != "moves" && args.format != "jsonl")
        throw engine::Error(fmt::format("bad --format '{}': moves or jsonl", args.format));
    auto db = open_existing(args.db);
    const auto games = args.run != 0 ? db.games_of_run(args.run, true) : db.all_games(true);
    std::ofstream file;
    if (!args.output.empty()) {
        file.open(args.output);
        if (!file) throw engine::Error(fmt::format("cannot write '{}'", args.output));
    }
    std::ostream& out = args.output.empty() ? std::cout : file;
    for (const auto& g : games) {
        if (args.format == "jsonl") {
            out << core::json_text(game_json(g)) << "\n";
        } else {
            // The review's move-file format: a comment line, then the moves.
            out << fmt::format("# game {} run {} {} vs {} {} ({})\n", g.id, g.run_id, g.specs[0],
                               g.specs[1], arena::result_text(g.outcome), g.termination);
            if (!g.start_position.empty())
                out << fmt::format("# start position {} (the moves below follow it)\n",
                                   g.start_position);
            out << arena::move_line(g) << "\n";
        }
    }
}

void table_records(const RecordsArgs& args) {
    auto db = open_existing(args.db);
    const auto run = db.run(args.run);
    if (!run) throw engine::Error(fmt::format("no run {} in {}", args.run, args.db));
    const auto key = nlohmann::json::parse(run->key, nullptr, false);
    const bool gauntlet = key.is_object() && key.value("gauntlet", false);
    std::optional<arena::SprtParameters> sprt;
    if (key.is_object() && key.contains("sprt") && key["sprt"].is_array() &&
        key["sprt"].size() == 4) {
        sprt = arena::SprtParameters{key["sprt"][0].get<double>(), key["sprt"][1].get<double>(),
                                     key["sprt"][2].get<double>(), key["sprt"][3].get<double>(),
                                     arena::EloModel::logistic};
    }
    arena::ArenaResult result;
    result.run_id = run->id;
    result.seed = run->seed;
    result.game = run->game;
    result.planned_games = run->planned_games;
    const auto games = db.games_of_run(run->id, false);
    result.stored_games = static_cast<int>(games.size());
    result.standings = arena::compute_standings(run->players, gauntlet, games, sprt);
    result.finished = games.size() >= static_cast<std::size_t>(run->planned_games) ||
                      (result.standings.sprt &&
                       result.standings.sprt->decision != arena::SprtDecision::continue_testing);
    arena::print_standings(std::cout, result);
}

}  // namespace

void add_records_command(CLI::App& app) {
    auto args = std::make_shared<RecordsArgs>();
    auto* cmd = app.add_subcommand("records", "List, show and export the games the arena stored");
    cmd->require_subcommand(1);
    cmd->fallthrough();  // --db may come after the subcommand too
    cmd->add_option("--db", args->db, "SQLite file of the arena")->default_str("plies.db");

    auto* list = cmd->add_subcommand("list", "List the runs, or the games of one run");
    list->add_option("--run", args->run, "A run's id");
    list->callback([args] { list_records(*args); });

    auto* show = cmd->add_subcommand("show", "Show one game with every move's time and score");
    show->add_option("id", args->game, "The game's id (see 'records list --run ID')")->required();
    show->callback([args] { show_record(*args); });

    auto* exp = cmd->add_subcommand("export", "Export games as move lines or JSON lines");
    exp->add_option("--run", args->run, "Only this run");
    exp->add_option("--format", args->format, "moves (one game a line) or jsonl")
        ->default_str("moves");
    exp->add_option("-o,--output", args->output, "Write to this file instead of stdout");
    exp->callback([args] { export_records(*args); });

    auto* table = cmd->add_subcommand("table", "Print the standings of a run again");
    table->add_option("run", args->run, "The run's id")->required();
    table->callback([args] { table_records(*args); });

    cmd->footer(
        "Examples:\n"
        "  plies records list\n"
        "  plies records list --run 1\n"
        "  plies records show 12\n"
        "  plies records export --run 1 --format jsonl -o games.jsonl\n"
        "  plies records export --run 1 > games.txt && plies review tictactoe games.txt\n"
        "  plies records table 1");
}

}  // namespace plies::cli
