// `plies train othello`: makes the Othello pattern weights (games/othello/patterns.hpp) from
// noisy self-play positions solved exactly. scripts/train-othello.sh has the shipped run.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/train_gomoku.hpp"
#include "engine/errors.hpp"
#include "games/othello/training.hpp"
#include "games/othello/training_midgame.hpp"

namespace plies::cli {

namespace {
struct TrainArgs {
    std::string game;
    othello::SampleOptions sampling;
    othello::FitOptions fitting;
    std::string samples_out;
    std::vector<std::string> samples_in;
    std::string out = othello::kShippedWeightsPath;
    // Othello's opening and midgame: the weights to start from, and the labelling depth.
    std::string midgame_from;
    int label_depth = 4;
    std::string play_weights;  // the self-play games' player (empty: the hand-made evaluation)
    int random_min_empties = 0;
    double outcome_weight = 0.0;
    int probcut_depth = 0;  // > 0: print Multi-ProbCut's statistics to this depth instead
    // Gomoku: fitted to stored games instead (train_gomoku.hpp).
    GomokuTrainArgs gomoku;
    bool out_given = false;
    bool epochs_given = false;
    bool regularisation_given = false;
    bool holdout_given = false;
};

void run_train_gomoku_from(const TrainArgs& args) {
    GomokuTrainArgs gomoku = args.gomoku;
    if (args.out_given) gomoku.out = args.out;
    if (args.epochs_given) gomoku.fit.epochs = args.fitting.epochs;
    if (args.regularisation_given) gomoku.fit.regularisation = args.fitting.regularisation;
    if (args.holdout_given) gomoku.fit.holdout_percent = args.fitting.holdout_percent;
    if (gomoku.fit.epochs < 1) throw engine::Error("--epochs must be at least 1");
    run_train_gomoku(gomoku);
}

void run_train_midgame(const TrainArgs& args) {
    std::string error;
    const auto start = othello::PatternWeights::load(args.midgame_from, error);
    if (!start) throw engine::Error(error);
    othello::MidgameFitOptions options;
    options.games = args.sampling.games;
    options.first_game = args.sampling.first_game;
    options.seed = args.sampling.seed;
    options.threads = args.sampling.threads;
    options.player = args.sampling.player;
    options.outcome_weight = args.outcome_weight;
    options.depth = args.label_depth;
    options.fit = args.fitting;
    options.fit.seed = args.sampling.seed;
    if (options.depth < 2 * options.phases_per_set)
        throw engine::Error(
            fmt::format("--label-depth must be at least {}", 2 * options.phases_per_set));
    const auto weights = othello::fit_midgame(*start, options, std::cerr);
    if (!weights.save(args.out, error)) throw engine::Error(error);
    fmt::print("weights written to {}\n", args.out);
}

void run_train(TrainArgs args) {
    if (args.game == "gomoku") return run_train_gomoku_from(args);
    if (args.game != "othello")
        throw engine::Error(
            fmt::format("no trainer for '{}' (only othello and gomoku)", args.game));
    auto& s = args.sampling;
    if (s.games < 1) throw engine::Error("--games must be at least 1");
    if (s.min_empties < 1 || s.max_empties > 30 || s.min_empties > s.max_empties)
        throw engine::Error("--empties must be A-B with 1 <= A <= B <= 30");
    if (s.threads < 1)
        s.threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    if (s.first_game < 0) throw engine::Error("--first-game must be at least 0");
    // The self-play games' player, for the exact samples and the midgame fit alike.
    s.player.random_min_empties = args.random_min_empties;
    std::optional<othello::PatternWeights> player;
    if (!args.play_weights.empty()) {
        std::string error;
        player = othello::PatternWeights::load(args.play_weights, error);
        if (!player) throw engine::Error(error);
        s.player.guide = &*player;
    }
    if (!args.midgame_from.empty()) return run_train_midgame(args);
    if (args.outcome_weight > 0) throw engine::Error("--outcome-weight needs --midgame");
    if (args.probcut_depth > 0)
        return othello::probcut_statistics(s.games, args.probcut_depth, s.seed, std::cout);
    std::vector<othello::TrainingSample> samples;
    if (!args.samples_in.empty()) {
        for (const auto& path : args.samples_in) {
            std::ifstream in(path);
            if (!in) throw engine::Error(fmt::format("cannot open '{}'", path));
            std::string error;
            if (!othello::read_samples(in, samples, error))
                throw engine::Error(fmt::format("{}: {}", path, error));
        }
    } else {
        samples = othello::generate_samples(s, std::cerr);
        if (!args.samples_out.empty()) {
            std::ofstream out(args.samples_out);
            othello::write_samples(out, samples);
            if (!out) throw engine::Error(fmt::format("cannot write '{}'", args.samples_out));
        }
    }
    const auto weights = othello::fit_weights(samples, args.fitting, std::cerr);
    std::string error;
    if (!weights.save(args.out, error)) throw engine::Error(error);
    fmt::print("{} samples; weights written to {}\n", samples.size(), args.out);
}
}  // namespace

void add_train_command(CLI::App& app) {
    auto args = std::make_shared<TrainArgs>();
    auto* cmd = app.add_subcommand("train", "Fit the evaluation weights of Othello or Gomoku");
    cmd->add_option("game", args->game, "Game (othello, gomoku)")->required();
    cmd->add_option("--games", args->sampling.games, "Self-play games to sample")
        ->capture_default_str();
    cmd->add_option("--first-game", args->sampling.first_game,
                    "Number of the first game (games are numbered from 0 for a seed: a run can "
                    "be split in shards)")
        ->capture_default_str();
    cmd->add_option("--per-game", args->sampling.samples_per_game, "Positions sampled a game")
        ->capture_default_str();
    cmd->add_option("--min-empties", args->sampling.min_empties, "Fewest empties sampled")
        ->capture_default_str();
    cmd->add_option("--max-empties", args->sampling.max_empties, "Most empties sampled")
        ->capture_default_str();
    cmd->add_option("--seed", args->sampling.seed, "Random seed")
        ->check(seed_check())
        ->capture_default_str();
    cmd->add_option("--threads", args->sampling.threads, "Solver threads (0: one a core)")
        ->capture_default_str();
    cmd->add_option("--epochs", args->fitting.epochs, "Passes of the fit (gomoku: 400)")
        ->capture_default_str();
    cmd->add_option("--regularisation", args->fitting.regularisation,
                    "Weight decay of the fit (per step, relative to the error)")
        ->capture_default_str();
    cmd->add_option("--holdout", args->fitting.holdout_percent,
                    "Percent of the samples kept out of the fit to report its error on them")
        ->check(CLI::Range(0, 50))
        ->capture_default_str();
    cmd->add_option("--save-samples", args->samples_out, "Also write the solved samples here");
    cmd->add_option("--samples", args->samples_in,
                    "Fit these sample files (one or more) instead of generating");
    cmd->add_option("--out", args->out,
                    "Weights file to write (gomoku: src/games/gomoku/eval_weights_vs_rapfi_2.inc)")
        ->capture_default_str();
    cmd->add_option("--midgame", args->midgame_from,
                    "othello: keep these weights' phases up to 20-21 empties and fit the phases "
                    "above, one set per 4 empties, to every position of the self-play games "
                    "labelled by a search over the sets fitted before (--label-depth)")
        ->check(CLI::ExistingFile);
    cmd->add_option("--label-depth", args->label_depth,
                    "othello --midgame: the labelling search's depth in empties (at least 4)")
        ->capture_default_str();
    cmd->add_option("--play-weights", args->play_weights,
                    "othello: play the self-play games by these weights' one-ply evaluation "
                    "instead of the hand-made one")
        ->check(CLI::ExistingFile);
    cmd->add_option("--random-moves", args->sampling.player.random_move_share,
                    "othello: share of the self-play games' moves played at random")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    cmd->add_option("--random-until", args->random_min_empties,
                    "othello: random moves only while at least this many squares are empty")
        ->check(CLI::Range(0, 60))
        ->capture_default_str();
    cmd->add_option("--outcome-weight", args->outcome_weight,
                    "othello --midgame: weight of the game's outcome (its exact value at 14 "
                    "empties) in each label, the rest the search's")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    cmd->add_option("--probcut", args->probcut_depth,
                    "othello: print Multi-ProbCut's sigma table (search.cpp) from one position of "
                    "each of --games games searched to every depth up to this one (4-12)")
        ->check(CLI::Range(4, 12));
    cmd->add_option("--records", args->gomoku.records,
                    "gomoku: games to fit, as 'plies records export --format jsonl' writes them")
        ->check(CLI::ExistingFile);
    cmd->footer(
        "Plays noisy games (one-ply evaluation with noise, some random moves), solves the "
        "sampled positions exactly and fits the weights by least squares, one set per two "
        "empties. The engine reads data/othello/weights.bin (or $PLIES_OTHELLO_WEIGHTS).\n"
        "Example:\n"
        "  plies train othello --games 2000 --out /tmp/weights.bin\n"
        "  plies train othello --midgame /tmp/weights.bin --games 2000 --holdout 10 --out "
        "/tmp/all-phases.bin\n"
        "Gomoku fits its evaluation (a logistic model of the shapes both sides can make) to the "
        "results of stored games, every position after the opening a sample, and reports the "
        "log loss on held-out games (--holdout, default 10) per phase:\n"
        "  plies train gomoku --records games.jsonl --out /tmp/eval_weights.inc");
    cmd->callback([args, cmd] {
        args->out_given = cmd->count("--out") > 0;
        args->epochs_given = cmd->count("--epochs") > 0;
        args->regularisation_given = cmd->count("--regularisation") > 0;
        args->holdout_given = cmd->count("--holdout") > 0;
        run_train(*args);
    });
}

}  // namespace plies::cli
