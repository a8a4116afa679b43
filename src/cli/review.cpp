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

std::string share_text(int part, int whole) {
    return whole == 0 ? "-" : fmt::format("{:.0f}%", 100.0 * part / whole);
}

std::size_t name_width(const std::vector<std::string>& names, std::size_t least) {
    for (const auto& name : names) least = std::max(least, name.size());
    return least;
}

// The names of `member` over the players, in the order first seen.
template <class Member>
std::vector<std::string> names_seen(const std::map<std::string, arena::ReviewCounts>& per_player,
                                    const std::vector<std::string>& players, Member member) {
    std::vector<std::string> names;
    for (const auto& player : players)
        for (const auto& entry : per_player.at(player).*member)
            if (std::find(names.begin(), names.end(), entry.first) == names.end())
                names.push_back(entry.first);
    return names;
}

// The Gomoku bug report's first table, per player: how often each situation came and the move
// met it ("found its own four-three 29%, blocked the opponent's four-three point 33%").
void print_situation_table(const std::map<std::string, arena::ReviewCounts>& per_player,
                           const std::vector<std::string>& players,
                           const std::vector<std::string>& situations) {
    const std::size_t width = name_width(players, 6);
    const std::size_t situation_width = name_width(situations, 9);
    const auto row = [&](const std::string& player, const std::string& situation,
                         const std::string& moments, const std::string& met,
                         const std::string& share) {
        fmt::print("{:<{}}  {:<{}}  {:>7}  {:>5}  {:>5}\n", player, width, situation,
                   situation_width, moments, met, share);
    };
    fmt::print("\n");
    row("Player", "Situation", "Moments", "Met", "Share");
    for (const auto& player : players) {
        const auto& c = per_player.at(player);
        for (std::size_t i = 0; i < situations.size(); ++i) {
            arena::KindCount k;
            for (const auto& [situation, count] : c.situations)
                if (situation == situations[i]) k = count;
            row(i == 0 ? player : "", situations[i], std::to_string(k.moments),
                std::to_string(k.taken), share_text(k.taken, k.moments));
        }
    }
}

// Its second table: how each player's games were won ("of the 22 wins: straight four 9,
// four-three (solid three) 6, four-three (split three) 5, four-four 2").
void print_win_table(const std::map<std::string, arena::ReviewCounts>& per_player,
                     const std::vector<std::string>& players,
                     const std::vector<std::string>& shapes) {
    const std::size_t width = name_width(players, 6);
    const std::size_t shape_width = name_width(shapes, 6);
    const auto row = [&](const std::string& player, const std::string& shape,
                         const std::string& wins, const std::string& share) {
        fmt::print("{:<{}}  {:<{}}  {:>5}  {:>5}\n", player, width, shape, shape_width, wins,
                   share);
    };
    fmt::print("\n");
    row("Player", "Won by", "Wins", "Share");
    for (const auto& player : players) {
        const auto& wins = per_player.at(player).wins;
        int total = 0;
        for (const auto& [shape, n] : wins) total += n;
        bool first = true;
        for (const auto& shape : shapes) {
            const auto found = std::find_if(wins.begin(), wins.end(),
                                            [&](const auto& w) { return w.first == shape; });
            if (found == wins.end() || found->second == 0) continue;
            row(first ? player : "", shape, std::to_string(found->second),
                share_text(found->second, total));
            first = false;
        }
        if (first) row(player, "-", "0", "");
    }
}

// The Gomoku bug report's tables, when the game counts situations (Game::move_situations).
void print_report_tables(const std::map<std::string, arena::ReviewCounts>& per_player,
                         const std::vector<std::string>& players) {
    const auto situations = names_seen(per_player, players, &arena::ReviewCounts::situations);
    if (situations.empty()) return;
    print_situation_table(per_player, players, situations);
    print_win_table(per_player, players,
                    names_seen(per_player, players, &arena::ReviewCounts::wins));
    fmt::print(
        "\nSituations (none while a five is there to make or to block). Four-three made: the "
        "mover had\na four-three point, its four solid or split (and no straight four or "
        "four-four), and played\none. Blocked: the opponent had a four-three point, or one open "
        "three (solid or split), and\nthe mover no winning shape; after the move the opponent "
        "had none (a four that leaves it is\njudged at the next move). Won by: the shape that "
        "decided the game; VCF: reached by fours in\na row; forfeit: time, illegal move, crash.\n");
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
    print_report_tables(per_player, order);
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
    args->flags.add_to(cmd);
    cmd->footer(
        "Each move is judged exactly where the game's solver is fast enough (tic-tac-toe; Connect\n"
        "Four from 14 discs or within the book; Othello from 20 empties; everywhere with\n"
        "--exact), elsewhere by the wins in one every game knows and the proven wins the game\n"
        "reports by kind (Gomoku: four-four / straight four, four-three, VCF).\n"
        "Gomoku also gets the Gomoku bug report's tables: per player, the four-threes made (with\n"
        "a solid or a split four), the opponent's four-three points and lone open threes (solid,\n"
        "split) blocked, and how its games were won (straight four, four-three from a solid or a\n"
        "split three, four-four, VCF, forfeit...).\n"
        "Examples:\n"
        "  plies review tictactoe --db plies.db --run 1 --exact\n"
        "  plies review connect4 --db plies.db --game 12\n"
        "  plies review tictactoe games.txt --exact");
    cmd->callback([args] { run_review(*args); });
}

}  // namespace plies::cli
