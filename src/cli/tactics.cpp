// `plies tactics gomoku FILE`: runs a suite of tactical positions and prints, per category and
// per player, the share of positions where the player chose one of the answer points.
//
// Suite format (issue 6): a line `# category`, then the position as 15 text rows of `.`, `x`
// (black), `o` (white), top row first, then `to-move: x|o`, `rule: freestyle|standard|renju` and
// `answer: h8 j10 ...` (any of these points is correct); positions are separated by blank lines.
// Points are named as everywhere in plies: column letter from the left, row number from the
// bottom. The players see the position through the engine interface, so the stones are replayed
// as a legal move sequence (black first, alternating; under renju no black stone on a point that
// is forbidden when it is placed).
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/text.hpp"
#include "engine/registry.hpp"

namespace plies::cli {
namespace {

constexpr int kSuiteSize = 15;

struct TacticsPosition {
    std::string category;
    std::vector<std::string> rows;
    char to_move = 'x';
    std::string rule;
    std::set<std::string> answers;
    int line = 0;  // where the position starts in the file, for messages
};

std::string point_name(int column, int text_row) {
    return fmt::format("{}{}", static_cast<char>('a' + column), kSuiteSize - text_row);
}

std::string trimmed(std::string_view text) {
    return std::string(core::trim(text));
}

std::vector<TacticsPosition> read_suite(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw engine::Error(fmt::format("cannot read the tactics suite '{}'", path));
    std::vector<TacticsPosition> suite;
    std::string category;
    TacticsPosition current;
    int line_number = 0;
    const auto fail = [&](const std::string& why) {
        throw engine::Error(fmt::format("{}:{}: {}", path, line_number, why));
    };
    const auto finish = [&] {
        if (current.rows.empty() && current.answers.empty()) return;
        if (current.rows.size() != kSuiteSize) fail("a position needs 15 rows");
        if (current.rule.empty()) fail("a position needs a 'rule:' line");
        if (current.answers.empty()) fail("a position needs an 'answer:' line");
        suite.push_back(current);
        current = {};
    };
    for (std::string raw; std::getline(in, raw);) {
        ++line_number;
        const std::string line = trimmed(raw);
        if (line.empty()) {
            finish();
            continue;
        }
        if (line[0] == '#') {
            finish();
            category = trimmed(line.substr(1));
            continue;
        }
        if (current.rows.empty() && current.answers.empty()) {
            current.line = line_number;
            current.category = category.empty() ? "uncategorised" : category;
        }
        if (line.rfind("to-move:", 0) == 0) {
            const std::string side = trimmed(line.substr(8));
            if (side != "x" && side != "o") fail("to-move must be x or o");
            current.to_move = side[0];
        } else if (line.rfind("rule:", 0) == 0) {
            current.rule = trimmed(line.substr(5));
            if (current.rule != "freestyle" && current.rule != "standard" &&
                current.rule != "renju")
                fail("rule must be freestyle, standard or renju");
        } else if (line.rfind("answer:", 0) == 0) {
            std::istringstream words(line.substr(7));
            for (std::string word; words >> word;) current.answers.insert(word);
        } else {
            if (line.size() != kSuiteSize || line.find_first_not_of(".xo") != std::string::npos)
                fail(fmt::format("expected a row of 15 of '.', 'x', 'o', not '{}'", line));
            if (current.rows.size() == kSuiteSize) fail("more than 15 rows");
            current.rows.push_back(line);
        }
    }
    finish();
    if (suite.empty()) throw engine::Error(fmt::format("no positions in '{}'", path));
    return suite;
}

// Replays the stones as a legal game (depth-first over the orders, a bounded number of tries).
bool replay(engine::Game& game, std::vector<std::string>& black, std::vector<std::string>& white,
            int& budget) {
    if (black.empty() && white.empty()) return true;
    auto& mine = game.side_to_move() == 0 ? black : white;
    for (std::size_t i = 0; i < mine.size(); ++i) {
        if (--budget < 0) return false;
        const std::string move = mine[i];
        try {
            game.play(move);
        } catch (const engine::InvalidMove&) {
            continue;
        }
        mine.erase(mine.begin() + static_cast<long>(i));
        if (replay(game, black, white, budget)) return true;
        mine.insert(mine.begin() + static_cast<long>(i), move);
        game.undo();
    }
    return false;
}

std::unique_ptr<engine::Game> set_up(const TacticsPosition& position) {
    auto game = engine::create_game("gomoku", {{"rule", position.rule}, {"size", "15"}});
    std::vector<std::string> black;
    std::vector<std::string> white;
    for (int row = 0; row < kSuiteSize; ++row) {
        for (int column = 0; column < kSuiteSize; ++column) {
            const char c = position.rows[row][column];
            if (c == 'x') black.push_back(point_name(column, row));
            if (c == 'o') white.push_back(point_name(column, row));
        }
    }
    const std::size_t expected_white = position.to_move == 'x' ? black.size() : black.size() - 1;
    if (black.empty() ? position.to_move == 'o' : white.size() != expected_white)
        throw engine::Error(
            fmt::format("position at line {}: {} black and {} white stones cannot have {} to move",
                        position.line, black.size(), white.size(), position.to_move));
    int budget = 100000;
    if (!replay(*game, black, white, budget) || game->outcome() != engine::Outcome::ongoing)
        throw engine::Error(fmt::format(
            "position at line {}: the stones are not a legal game position", position.line));
    return game;
}

struct Score {
    int solved = 0;
    int total = 0;
};

std::string share(const Score& s) {
    if (s.total == 0) return "-";
    return fmt::format("{}/{} {:.0f}%", s.solved, s.total, 100.0 * s.solved / s.total);
}

// Each player's score on the suite, per category and in all, and its slowest position.
struct TacticsScores {
    std::vector<std::string> categories;                               // in the suite's order
    std::map<std::pair<std::string, std::string>, Score> by_category;  // (player, category)
    std::map<std::string, Score> totals;
    std::map<std::string, double> worst_seconds;
};

TacticsScores run_tactics(const std::vector<TacticsPosition>& suite,
                          const std::vector<std::string>& players, std::chrono::milliseconds time,
                          bool show_failures) {
    TacticsScores out;
    std::vector<std::unique_ptr<engine::Game>> games;
    for (const auto& position : suite) {
        games.push_back(set_up(position));
        if (std::find(out.categories.begin(), out.categories.end(), position.category) ==
            out.categories.end())
            out.categories.push_back(position.category);
    }
    core::Rng rng(20261202);
    for (const auto& spec : players) {
        auto player = engine::create_player(*games.front(), spec);
        for (std::size_t i = 0; i < suite.size(); ++i) {
            engine::MoveRequest request;
            request.limits.time = time;
            request.rng = &rng;
            const auto start = std::chrono::steady_clock::now();
            const auto choice = player->choose(*games[i], request);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            out.worst_seconds[spec] = std::max(out.worst_seconds[spec], seconds);
            const bool solved = suite[i].answers.contains(choice.move);
            for (Score* score : {&out.by_category[{spec, suite[i].category}], &out.totals[spec]}) {
                score->solved += solved ? 1 : 0;
                ++score->total;
            }
            if (!solved && show_failures) {
                std::string answers;
                for (const auto& a : suite[i].answers) answers += " " + a;
                std::cout << fmt::format("miss  {:<18} {:<22} line {:>5}: played {}, answer{}\n",
                                         spec, suite[i].category, suite[i].line, choice.move,
                                         answers);
            }
        }
    }
    return out;
}

// The table: a row per category, a column per player, then the totals and the slowest position.
void print_tactics_table(const TacticsScores& scores, const std::vector<std::string>& players) {
    std::string header = fmt::format("{:<24}", "category");
    for (const auto& spec : players) header += fmt::format("  {:>16}", spec);
    std::cout << header << "\n";
    for (const auto& category : scores.categories) {
        std::string row = fmt::format("{:<24}", category);
        for (const auto& spec : players)
            row += fmt::format("  {:>16}", share(scores.by_category.at({spec, category})));
        std::cout << row << "\n";
    }
    std::string total = fmt::format("{:<24}", "total");
    std::string worst = fmt::format("{:<24}", "slowest position");
    for (const auto& spec : players) {
        total += fmt::format("  {:>16}", share(scores.totals.at(spec)));
        worst += fmt::format("  {:>15.2f}s", scores.worst_seconds.at(spec));
    }
    std::cout << total << "\n" << worst << "\n";
}

}  // namespace

void add_tactics_command(CLI::App& app) {
    struct TacticsArgs {
        std::string game;
        std::string file;
        std::vector<std::string> players;
        std::string time = "1s";
        bool show_failures = false;
    };
    auto args = std::make_shared<TacticsArgs>();
    auto* cmd = app.add_subcommand(
        "tactics", "Run a suite of tactical positions and print the share solved per category");
    cmd->add_option("game", args->game, "Game (gomoku)")->required();
    cmd->add_option("file", args->file, "Suite file")->required();
    cmd->add_option("--player", args->players,
                    "Player spec, repeatable (default: greedy, classic, strong)");
    cmd->add_option("--time", args->time, "Time per position, e.g. 1s, 500ms (default 1s)");
    cmd->add_flag("--show-failures", args->show_failures,
                  "List every missed position with the move played");
    cmd->footer(
        "Suite format: '# category', 15 rows of . x o (top row first), 'to-move: x|o',\n"
        "'rule: freestyle|standard|renju', 'answer: h8 j10' (any is correct), blank line.\n"
        "Points: column letter a-o from the left, row number 1-15 from the bottom.\n"
        "Examples:\n"
        "  plies tactics gomoku data/gomoku/tactics/plies-tactics.txt\n"
        "  plies tactics gomoku data/gomoku/tactics/plies-tactics.txt --player strong --time 1s");
    cmd->callback([args] {
        if (args->game != "gomoku")
            throw engine::Error(
                fmt::format("tactics suites exist for gomoku only, not '{}'", args->game));
        const auto suite = read_suite(args->file);
        const auto time = engine::parse_duration(args->time);
        if (args->players.empty()) args->players = {"greedy", "classic", "strong"};
        const TacticsScores scores = run_tactics(suite, args->players, time, args->show_failures);
        std::cout << fmt::format("suite {}: {} positions, {} per position\n", args->file,
                                 suite.size(), args->time);
        print_tactics_table(scores, args->players);
    });
}

}  // namespace plies::cli
