// `plies review GAME [FILE] [--db FILE] [--game ID | --run ID]`: replays games and marks the
// moves that let a win slip or turned a draw into a loss; prints the counts per player.
#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "arena/review.hpp"
#include "arena/storage.hpp"
#include "cli/commands.hpp"
#include "cli/console.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {

struct ReviewArgs {
    std::string game;
    std::string file;
    std::string db;
    std::int64_t game_id = 0;
    std::int64_t run = 0;
    bool exact = false;
    bool quiet = false;
    GameOptionFlags flags;
};

// The generic kinds first, then the game's own in the order first seen.
std::vector<std::string> kind_order(const std::map<std::string, arena::ReviewCounts>& counts) {
    std::vector<std::string> order{std::string(arena::kWinInOne), std::string(arena::kForcedWin),
                                   std::string(arena::kDraw)};
    for (const auto& [player, c] : counts)
        for (const auto& [kind, count] : c.kinds)
            if (std::find(order.begin(), order.end(), kind) == order.end()) order.push_back(kind);
    return order;
}

// Per player, one row per kind of moment it met (the Gomoku bug report's "four-three available /
// taken").
void print_kind_table(const std::map<std::string, arena::ReviewCounts>& per_player,
                      const std::vector<std::string>& players, const std::string& game) {
    const auto kinds = kind_order(per_player);
    std::size_t width = 6;
    for (const auto& name : players) width = std::max(width, name.size());
    std::size_t kind_width = 4;
    for (const auto& kind : kinds) kind_width = std::max(kind_width, kind.size());
    const auto row = [&](const std::string& player, const std::string& moves,
                         const std::string& exact, const std::string& kind,
                         const std::string& moments, const std::string& taken,
                         const std::string& missed) {
        fmt::print("{:<{}}  {:>6}  {:>6}  {:<{}}  {:>7}  {:>6}  {:>6}\n", player, width, moves,
                   exact, kind, kind_width, moments, taken, missed);
    };
    row("Player", "Moves", "Exact", "Kind", "Moments", "Taken", "Missed");
    for (const auto& name : players) {
        const auto& c = per_player.at(name);
        bool first = true;
        for (const auto& kind : kinds) {
            const auto k = c.count(kind);
            if (k.moments == 0) continue;
            row(first ? name : "", first ? std::to_string(c.moves) : "",
                first ? std::to_string(c.judged_exactly) : "", kind, std::to_string(k.moments),
                std::to_string(k.taken), std::to_string(k.missed));
            first = false;
        }
        if (first)
            row(name, std::to_string(c.moves), std::to_string(c.judged_exactly), "-", "", "", "");
    }
    fmt::print(
        "\nMoments: moves where the mover had that kind of win, the strongest kind counted ({}: "
        "a\nsolved win without a win in one; {}: a solved draw). Taken: the mover played a move "
        "of\nthat kind (draw: kept it). Missed: the move let the win go (draw: turned it into a "
        "loss);\nthe rest kept the win another way. Exact: moves judged with {}'s solver.\n",
        arena::kForcedWin, arena::kDraw, game);
}

// A stored game is replayed under the options it was played with (its rule, its board size):
// an option given on the command line must agree with them.
engine::GameOptions record_options(const arena::GameRecord& record,
                                   const engine::GameOptions& given) {
    engine::GameOptions options = record.options;
    for (const auto& [key, value] : given) {
        const auto stored = options.find(key);
        if (stored != options.end() && stored->second != value)
            throw engine::Error(fmt::format(
                "game {} was played with {}={}; it cannot be reviewed with {}={} (leave the "
                "option out: stored games are reviewed under their own options)",
                record.id, key, stored->second, key, value));
        options[key] = value;
    }
    return options;
}

void run_review(const ReviewArgs& args) {
    const auto options = args.flags.options();
    arena::GameFactory make_game = [&] { return engine::create_game(args.game, options); };
    const auto probe = make_game();
    std::vector<arena::GameRecord> games;
    if (!args.file.empty()) {
        games = arena::read_move_file(make_game, args.file);
    } else {
        const std::string path = args.db.empty() ? "plies.db" : args.db;
        if (!std::ifstream(path))
            throw engine::Error(fmt::format("no database '{}' (see --db)", path));
        arena::Database db(path, arena::Database::Access::read_only);
        if (args.game_id != 0) {
            auto g = db.game(args.game_id);
            if (!g) throw engine::Error(fmt::format("no game {} in {}", args.game_id, path));
            games.push_back(std::move(*g));
        } else {
            games = args.run != 0 ? db.games_of_run(args.run, true) : db.all_games(true);
        }
        std::erase_if(games, [&](const arena::GameRecord& g) { return g.game != probe->name(); });
        if (games.empty())
            throw engine::Error(fmt::format("no {} games to review in {}", probe->name(), path));
    }

    arena::ReviewSettings settings;
    settings.exact_everywhere = args.exact;
    std::map<std::string, arena::ReviewCounts> per_player;
    std::vector<std::string> order;
    int marked = 0;
    for (const auto& g : games) {
        const engine::GameOptions game_options =
            args.file.empty() ? record_options(g, options) : options;
        const arena::GameFactory make_record_game = [&] {
            return engine::create_game(args.game, game_options);
        };
        const auto review = arena::review_game(make_record_game, g, settings);
        for (int side = 0; side < 2; ++side) {
            if (!per_player.contains(g.specs[side])) order.push_back(g.specs[side]);
            per_player[g.specs[side]] += review.sides[side];
        }
        for (const auto& mark : review.marks) {
            ++marked;
            if (args.quiet) continue;
            fmt::print("game {} ply {:>3}: {} ({}) played {}: {}{}\n", g.id, mark.ply,
                       probe->side_name(mark.side), g.specs[mark.side], mark.move,
                       arena::mark_text(mark),
                       mark.better.empty() ? "" : fmt::format(" (better: {})", mark.better));
        }
    }
    if (!args.quiet && marked > 0) fmt::print("\n");
    fmt::print("{} game(s) reviewed, {} move(s) marked.\n\n", games.size(), marked);
    print_kind_table(per_player, order, probe->name());
}
}  // namespace

void add_review_command(CLI::App& app) {
    auto args = std::make_shared<ReviewArgs>();
    auto* cmd = app.add_subcommand("review", "Find the moves that missed a win or lost a draw");
    cmd->add_option("game", args->game, "Game")->required()->check(CLI::IsMember(game_names()));
    cmd->add_option("file", args->file,
                    "A file of games: one a line, moves separated by spaces (as "
                    "'plies records export' writes)");
    cmd->add_option("--db", args->db, "SQLite file of the arena (default plies.db)");
    cmd->add_option("--game", args->game_id, "Only this stored game (see 'plies records list')");
    cmd->add_option("--run", args->run, "Only the games of this run");
    cmd->add_flag("--exact", args->exact,
                  "Solve every position, not only where the game says solving is cheap");
    cmd->add_flag("-q,--quiet", args->quiet, "Print the table only");
    args->flags.add_to(cmd, false);
    cmd->footer(
        "Each move is judged exactly where the game's solver is fast enough (tic-tac-toe; Connect\n"
        "Four from 14 discs or within the book; Othello from 20 empties; everywhere with\n"
        "--exact), elsewhere by the wins in one every game knows and the proven wins the game\n"
        "reports by kind (Gomoku: four-four / straight four, four-three, VCF).\n"
        "Examples:\n"
        "  plies review tictactoe --db plies.db --run 1 --exact\n"
        "  plies review connect4 --db plies.db --game 12\n"
        "  plies review tictactoe games.txt --exact");
    cmd->callback([args] { run_review(*args); });
}

}  // namespace plies::cli
