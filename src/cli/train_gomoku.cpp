// `plies train gomoku`: fits the weights of the Gomoku evaluation (games/gomoku/eval_model.hpp)
// to the results of stored games, as `plies records export --format jsonl` writes them.
// scripts/train-gomoku.sh has the shipped run.
#include "cli/train_gomoku.hpp"

#include <charconv>
#include <fstream>
#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/errors.hpp"
#include "games/gomoku/notation.hpp"
#include "games/gomoku/training.hpp"

namespace plies::cli {

namespace {

using gomoku::TrainingGame;

// One exported game, or nullopt (with the reason) when it is not a finished Gomoku game.
std::optional<TrainingGame> parse_game(const nlohmann::json& j, std::string& why) {
    if (j.value("game", "") != "gomoku") {
        why = "not a gomoku game";
        return std::nullopt;
    }
    TrainingGame game;
    const auto& options = j.value("options", nlohmann::json::object());
    const auto rule = gomoku::parse_rule(options.value("rule", "freestyle"));
    if (!rule) {
        why = "unknown rule";
        return std::nullopt;
    }
    game.rule = *rule;
    // The arena stores option values as text; a number is accepted too.
    const auto size = options.contains("size") ? options["size"] : nlohmann::json("15");
    game.size = 0;
    if (size.is_number_integer()) {
        game.size = size.get<int>();
    } else if (size.is_string()) {
        const std::string text = size.get<std::string>();
        std::from_chars(text.data(), text.data() + text.size(), game.size);
    }
    if (game.size < 15 || game.size > 20) {
        why = "board size out of range";
        return std::nullopt;
    }
    std::string error;
    auto opening = gomoku::parse_move_list(j.value("start_position", ""), game.size, error);
    if (!opening) {
        why = error;
        return std::nullopt;
    }
    game.moves = *opening;
    game.opening_moves = static_cast<int>(game.moves.size());
    for (const auto& m : j.value("moves", nlohmann::json::array())) {
        const auto p = gomoku::parse_point(m.value("move", ""), game.size);
        if (!p) {
            why = "bad move";
            return std::nullopt;
        }
        game.moves.push_back(*p);
    }
    // A game lost on time, by a crash or an illegal move was not decided on the board: its
    // result says nothing of the positions (an adjudicated one was, by a solver or the move
    // limit's draw).
    const std::string end_reason = j.value("end_reason", "normal");
    if (end_reason != "normal" && end_reason != "adjudicated") {
        why = "not ended on the board";
        return std::nullopt;
    }
    // Gomoku results are black's ("1-0": black won); training_samples() also checks them
    // against the five on the final board.
    const std::string result = j.value("result", "*");
    if (result == "1-0") {
        game.black_score = 1.0;
    } else if (result == "0-1") {
        game.black_score = 0.0;
    } else if (result == "1/2-1/2") {
        game.black_score = 0.5;
    } else {
        why = "unfinished game";
        return std::nullopt;
    }
    return game;
}

std::vector<TrainingGame> read_games(const std::vector<std::string>& paths) {
    std::vector<TrainingGame> games;
    for (const auto& path : paths) {
        std::ifstream in(path);
        if (!in) throw engine::Error(fmt::format("cannot open '{}'", path));
        std::string line;
        int line_number = 0;
        int dropped = 0;
        while (std::getline(in, line)) {
            ++line_number;
            if (line.empty()) continue;
            const auto j = nlohmann::json::parse(line, nullptr, false);
            if (j.is_discarded() || !j.is_object())
                throw engine::Error(fmt::format("{}:{}: not a JSON object", path, line_number));
            std::string why;
            std::optional<TrainingGame> game;
            try {
                game = parse_game(j, why);
            } catch (const nlohmann::json::exception&) {
                game.reset();  // a field of the wrong type: not a record of ours
            }
            if (game)
                games.push_back(std::move(*game));
            else
                ++dropped;
        }
        if (dropped > 0) fmt::print(stderr, "{}: {} games left out\n", path, dropped);
    }
    return games;
}

}  // namespace

void run_train_gomoku(const GomokuTrainArgs& args) {
    if (args.records.empty())
        throw engine::Error(
            "plies train gomoku needs --records FILE (plies records export "
            "--format jsonl)");
    const auto games = read_games(args.records);
    std::array<gomoku::EvalWeights, 2> weights{
        gomoku::shipped_eval_weights(gomoku::Rule::freestyle),
        gomoku::shipped_eval_weights(gomoku::Rule::renju)};
    int fitted = 0;
    for (int set = 0; set < 2; ++set) {
        int skipped = 0;
        const auto samples = gomoku::training_samples(games, set, skipped);
        const char* name = set == 0 ? "freestyle/standard" : "renju";
        if (skipped > 0)
            fmt::print(stderr, "{}: {} games with an illegal move or a wrong result left out\n",
                       name, skipped);
        if (samples.empty()) {
            fmt::print("{}: no games; its weights are kept\n", name);
            continue;
        }
        gomoku::EvalFitReport report;
        weights[set] = gomoku::fit_eval_weights(samples, args.fit, report);
        ++fitted;
        fmt::print(
            "{}: {} samples fitted, {} held out; log loss {:.4f} (fit), {:.4f} (held out), "
            "{:.4f} (held out, always the mean result)\n",
            name, report.train_samples, report.holdout_samples, report.train_loss,
            report.holdout_loss, report.baseline_loss);
        const gomoku::Rule rule = set == 0 ? gomoku::Rule::freestyle : gomoku::Rule::renju;
        for (const gomoku::EvalGeneration generation : gomoku::kEvalGenerations)
            fmt::print("  held out, the shipped weights fitted to {}: log loss {:.4f}\n",
                       gomoku::eval_generation_games(generation),
                       gomoku::holdout_loss(samples, gomoku::shipped_eval_weights(rule, generation),
                                            args.fit.holdout_percent));
        static constexpr const char* kPhases[] = {"<10", "10-19", "20-29", "30-44", ">=45"};
        for (int p = 0; p < 5; ++p)
            if (report.holdout_phase_samples[p] > 0)
                fmt::print("  held out, {:>5} stones: {:6} samples, log loss {:.4f}\n", kPhases[p],
                           report.holdout_phase_samples[p], report.holdout_phase_loss[p]);
    }
    if (fitted == 0) throw engine::Error("no Gomoku games to fit in the records given");
    std::ofstream out(args.out);
    std::string files;
    for (const auto& path : args.records) files += (files.empty() ? "" : ", ") + path;
    gomoku::write_eval_weights(
        out, weights,
        fmt::format("{} games ({}), {} epochs, regularisation {}", games.size(), files,
                    args.fit.epochs, args.fit.regularisation));
    if (!out) throw engine::Error(fmt::format("cannot write '{}'", args.out));
    fmt::print("weights written to {}\n", args.out);
}

}  // namespace plies::cli
