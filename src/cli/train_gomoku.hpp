// `plies train gomoku`: the evaluation weights from stored games.
#pragma once

#include <string>
#include <vector>

#include "games/gomoku/training.hpp"

namespace plies::cli {

struct GomokuTrainArgs {
    std::vector<std::string> records;  // JSON lines of `plies records export --format jsonl`
    gomoku::EvalFitOptions fit;
    std::string out = "src/games/gomoku/eval_weights_vs_rapfi_2.inc";
};

void run_train_gomoku(const GomokuTrainArgs& args);

}  // namespace plies::cli
