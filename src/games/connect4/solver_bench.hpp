// Runs the solver over a test suite in Pascal Pons' format (`<moves> <score>` a line) and
// reports, per suite, positions, all-correct, mean time, mean nodes and nodes per second, with
// the table cleared before each position as in the reference measurements.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "games/connect4/solver.hpp"

namespace plies::connect4 {

struct SuiteOptions {
    bool weak = false;
    std::size_t limit = 0;  // 0 = every position of the file
    SolverFeatures features{};
    std::size_t table_bytes = SolverTable::kDefaultBytes;
};

struct SuiteResult {
    std::string name;
    std::size_t positions = 0;
    std::size_t wrong = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;      // wall-clock time of the solves
    double cpu_seconds = 0;  // this thread's CPU time: steadier on a shared, loaded machine
    std::string error;       // set if the file could not be read or a line is malformed
};

// One line of a suite: a position and its expected score.
struct SuiteEntry {
    Position position;
    int expected = 0;
};

// Reads the lines of a suite (blank lines skipped; "" stands for the empty board), up to `limit`
// positions (0: all); nullopt with `error` ("NAME:LINE: why") on the first malformed line.
[[nodiscard]] std::optional<std::vector<SuiteEntry>> read_suite(std::istream& in,
                                                                const std::string& name,
                                                                std::size_t limit,
                                                                std::string& error);

// Solves every position of the suite file.
[[nodiscard]] SuiteResult run_suite(const std::string& path, const SuiteOptions& options);

// Prints a header line and one line per result.
void print_suite_header(std::ostream& out);
void print_suite_result(std::ostream& out, const SuiteResult& result);

// The suite files `path` names: the file itself, or a directory's Test_* files in name order
// (none if it has none).
[[nodiscard]] std::vector<std::string> suite_files(const std::string& path);

// `plies bench connect4 --suite FILE|DIR`: a title, the header and one line per file, with the
// 64 MiB table cleared before each position and no book. Returns 0 if every file was read and
// every score was right, else 1.
[[nodiscard]] int run_suite_bench(const std::vector<std::string>& files,
                                  const SuiteOptions& options, std::ostream& out);

}  // namespace plies::connect4
