#include "games/connect4/solver_bench.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "core/cpu_time.hpp"
#include "games/connect4/move_string.hpp"

namespace plies::connect4 {

using core::thread_cpu_seconds;

std::optional<std::vector<SuiteEntry>> read_suite(std::istream& in, const std::string& name,
                                                  std::size_t limit, std::string& error) {
    std::vector<SuiteEntry> cases;
    std::string line;
    int line_number = 0;
    while (std::getline(in, line)) {
        ++line_number;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::istringstream fields(line);
        std::string moves;
        int expected = 0;
        if (!(fields >> moves >> expected)) {
            error = fmt::format("{}:{}: expected '<moves> <score>'", name, line_number);
            return std::nullopt;
        }
        // "" is the empty board, as `plies solve` prints it.
        if (moves == "\"\"") moves.clear();
        std::string why;
        const auto position = parse_moves(moves, why);
        if (!position) {
            error = fmt::format("{}:{}: {}", name, line_number, why);
            return std::nullopt;
        }
        cases.push_back({*position, expected});
        if (limit != 0 && cases.size() >= limit) break;
    }
    return cases;
}

SuiteResult run_suite(const std::string& path, const SuiteOptions& options) {
    SuiteResult result;
    result.name = std::filesystem::path(path).filename().string();
    std::ifstream in(path);
    if (!in) {
        result.error = fmt::format("cannot open suite '{}'", path);
        return result;
    }
    // Every line is read and checked first, so that the timed loop holds only the solves.
    const auto cases = read_suite(in, path, options.limit, result.error);
    if (!cases) return result;

    Solver solver(options.table_bytes);
    solver.set_features(options.features);
    // The thread's CPU clock is read once around the whole loop: one reading costs 1.2-2.7 us
    // here (a system call, where the wall clock costs 26 ns), and read around every solve it put
    // Test_L3_R1 at 18 us of CPU a position where the wall clock measured 5.5. The table clears are
    // outside the timed solves, as in the reference's measurements: a clear costs a nanosecond
    // except every 255th, which wipes the whole table (4-5 ms), so the CPU clock is read around
    // those alone and their time taken off the loop's. (Taking off the clears' wall time put
    // Test_L3_R1 at 0 us of CPU on a busy machine; timing as many clears in a loop of their own
    // could count one wipe more or less, 4 us a position on a set of 1,000.)
    double clear_seconds = 0;
    const double cpu_start = thread_cpu_seconds();
    for (const SuiteEntry& c : *cases) {
        if (solver.next_clear_wipes()) {
            const double wipe_start = thread_cpu_seconds();
            solver.clear_table();
            clear_seconds += thread_cpu_seconds() - wipe_start;
        } else {
            solver.clear_table();
        }
        solver.reset_nodes();
        const auto start = std::chrono::steady_clock::now();
        const int score = *solver.solve(c.position, options.weak);
        result.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        result.nodes += solver.nodes();
        const int want = options.weak ? (c.expected > 0) - (c.expected < 0) : c.expected;
        if (score != want) ++result.wrong;
        ++result.positions;
    }
    result.cpu_seconds = std::max(0.0, thread_cpu_seconds() - cpu_start - clear_seconds);
    return result;
}

void print_suite_header(std::ostream& out) {
    out << fmt::format("{:<14} {:>9} {:>8} {:>12} {:>12} {:>14} {:>12}\n", "suite", "positions",
                       "correct", "mean us", "mean cpu us", "mean nodes", "nodes/cpu s");
}

void print_suite_result(std::ostream& out, const SuiteResult& result) {
    if (!result.error.empty()) {
        out << result.name << ": " << result.error << '\n';
        return;
    }
    const double n = result.positions == 0 ? 1.0 : static_cast<double>(result.positions);
    const double rate =
        result.cpu_seconds > 0 ? static_cast<double>(result.nodes) / result.cpu_seconds : 0;
    out << fmt::format("{:<14} {:>9} {:>8} {:>12.1f} {:>12.1f} {:>14.1f} {:>12.0f}\n", result.name,
                       result.positions, result.wrong == 0 ? "yes" : "NO", result.seconds * 1e6 / n,
                       result.cpu_seconds * 1e6 / n, static_cast<double>(result.nodes) / n, rate);
}

std::vector<std::string> suite_files(const std::string& path) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return {path};
    for (const auto& item : fs::directory_iterator(path))
        if (item.path().filename().string().starts_with("Test_"))
            files.push_back(item.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

int run_suite_bench(const std::vector<std::string>& files, const SuiteOptions& options,
                    std::ostream& out) {
    out << "Connect Four solver" << (options.weak ? " (weak: win/draw/loss)" : "")
        << ": 64 MiB table cleared before each position, no book";
    if (options.limit != 0) out << ", first " << options.limit << " positions of each suite";
    out << "\n";
    print_suite_header(out);
    bool all_right = true;
    for (const auto& file : files) {
        const auto result = run_suite(file, options);
        print_suite_result(out, result);
        if (!result.error.empty() || result.wrong != 0) all_right = false;
    }
    return all_right ? 0 : 1;
}

}  // namespace plies::connect4
