// Each subcommand of `plies` lives in its own file and adds itself to the app here.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

#include "core/text.hpp"

namespace plies::cli {

// Each function adds one subcommand (with its options, help and examples) to `app`.
void add_play_command(CLI::App& app);
void add_demo_command(CLI::App& app);
void add_perft_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_analyse_command(CLI::App& app);
void add_tree_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_arena_command(CLI::App& app);
void add_records_command(CLI::App& app);
void add_review_command(CLI::App& app);
void add_tactics_command(CLI::App& app);
void add_book_command(CLI::App& app);
void add_train_command(CLI::App& app);
void add_nboard_command(CLI::App& app);
void add_gtp_command(CLI::App& app);

// For --seed options: CLI11 would read "-1" into an unsigned seed as 2^64 - 1.
inline CLI::Validator seed_check() {
    return CLI::Validator(
        [](const std::string& text) -> std::string {
            if (!core::parse_whole<std::uint64_t>(text))
                return "a seed is a whole number from 0 to 18446744073709551615, not '" + text +
                       "'";
            return {};
        },
        "SEED");
}

}  // namespace plies::cli
