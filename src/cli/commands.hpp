// Each subcommand of `plies` lives in its own file and adds itself to the app here.
#pragma once

#include <CLI/CLI.hpp>

namespace plies::cli {

// Each function adds one subcommand (with its options, help and examples) to `app`.
void add_play_command(CLI::App& app);
void add_demo_command(CLI::App& app);
void add_perft_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_analyse_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_arena_command(CLI::App& app);
void add_records_command(CLI::App& app);
void add_review_command(CLI::App& app);
void add_tactics_command(CLI::App& app);
void add_book_command(CLI::App& app);
void add_train_command(CLI::App& app);

}  // namespace plies::cli
