// `plies bench gomoku`: a node signature of the searches, nodes/second, and the VCF solver on the
// public renju VCF puzzles (tests/data/gomoku/vcf_puzzles_lfz084_renju.txt).
#pragma once

#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "games/gomoku/data_file.hpp"

namespace plies::gomoku {

struct PuzzleSummary {
    int total = 0;
    int solved = 0;     // a VCF found and its first move is in the answer set
    int other_vcf = 0;  // a VCF found whose first move is not in the set (counts as wrong)
    double mean_ms = 0;
    double worst_ms = 0;
    std::string worst_id;
    std::uint64_t nodes = 0;
};

// Runs the VCF solver on every `every`-th puzzle, each with `budget` of time, under the puzzle's
// rule (renju if it names none).
[[nodiscard]] PuzzleSummary run_vcf_puzzles(const std::vector<DataRecord>& puzzles, int every,
                                            std::chrono::milliseconds budget,
                                            std::ostream* failures);

// The default puzzle file in the source tree.
[[nodiscard]] std::string default_puzzle_path();

// Prints the bench report and returns 0; quick = a small sample. `suite` = another puzzle file,
// read before anything runs: nullopt with the reason in `error` if it cannot be read, is
// malformed or holds no puzzle.
[[nodiscard]] std::optional<int> run_bench(std::ostream& out, bool quick, const std::string& suite,
                                           std::string& error);

}  // namespace plies::gomoku
