#include "games/gomoku/bench.hpp"

#include <algorithm>
#include <ostream>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "core/cpu_time.hpp"
#include "core/text.hpp"
#include "games/gomoku/data_file.hpp"
#include "games/gomoku/notation.hpp"
#include "games/gomoku/search.hpp"
#include "games/gomoku/vcf.hpp"

namespace plies::gomoku {

std::string default_puzzle_path() {
    return std::string(PLIES_GOMOKU_DATA_DIR) + "/vcf_puzzles_lfz084_renju.txt";
}

PuzzleSummary run_vcf_puzzles(const std::vector<DataRecord>& records, int every,
                              std::chrono::milliseconds budget, std::ostream* failures) {
    PuzzleSummary summary;
    VcfSolver solver;
    double total_ms = 0;
    for (std::size_t i = 0; i < records.size(); i += static_cast<std::size_t>(every)) {
        const auto& record = records[i];
        Board board = board_from_record(record, record.rule.value_or(Rule::renju));
        solver.clear();
        core::SearchLimits limits;
        limits.time = budget;
        core::SearchControl control(limits, nullptr);
        const VcfResult result = solver.solve(board, control);
        const double ms = static_cast<double>(control.elapsed().count()) / 1000.0;
        ++summary.total;
        summary.nodes += result.nodes;
        total_ms += ms;
        if (ms > summary.worst_ms) {
            summary.worst_ms = ms;
            summary.worst_id = record.id;
        }
        const bool in_set = result.found && std::find(record.answers.begin(), record.answers.end(),
                                                      result.line.front()) != record.answers.end();
        if (in_set) {
            ++summary.solved;
        } else {
            if (result.found) ++summary.other_vcf;
            if (failures != nullptr)
                fmt::print(*failures, "not solved: {} ({}; {} nodes, {:.1f} ms)\n", record.id,
                           result.found ? "found " + point_name(result.line.front(), 15)
                                        : (result.stopped ? "out of time" : "no VCF found"),
                           result.nodes, ms);
        }
    }
    summary.mean_ms = summary.total > 0 ? total_ms / summary.total : 0;
    return summary;
}

namespace {

struct BenchPosition {
    Rule rule;
    const char* moves;
};

// Openings and middle games from the empty board (h8 notation), under each rule.
constexpr BenchPosition kPositions[] = {
    {Rule::freestyle, ""},
    {Rule::freestyle, "h8i9"},
    {Rule::freestyle, "h8i9j8h9i8g8"},
    {Rule::standard, "h8h9i8g8j8k8i7"},
    {Rule::renju, "h8i9i8j8g8f8h9h10"},
    {Rule::renju, "h8i7j6g9g7i9h7h6f7"},
    {Rule::renju, "h8g9i9i8j10g7k11l12h10"},
    {Rule::freestyle, "h8i9i7g9j6k5j8j9k9"},
};

Board board_from_moves(const BenchPosition& position) {
    Board board(15, position.rule);
    std::string error;
    const auto moves = parse_move_list(position.moves, 15, error).value();
    for (Point p : moves) board.play(p);
    return board;
}

struct Speed {
    std::uint64_t nodes = 0;
    double seconds = 0;
    [[nodiscard]] double per_second() const {
        return seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
    }
};

// A strong search on a node budget, its nodes and CPU time added to `speed`.
MoveInfo timed_search(Engine& engine, Board& board, const core::SearchLimits& budget,
                      const SearchOptions& options, Speed& speed) {
    const double start = core::thread_cpu_seconds();
    MoveInfo info = engine.best_move(board, budget, nullptr, options);
    speed.seconds += core::thread_cpu_seconds() - start;
    speed.nodes += info.result.nodes;
    return info;
}

}  // namespace

std::optional<int> run_bench(std::ostream& out, bool quick, const std::string& suite,
                             std::string& error) {
    const std::string path = suite.empty() ? default_puzzle_path() : suite;
    const auto read = read_data_file(path, error);
    if (!read) return std::nullopt;
    if (read->empty()) {
        error = fmt::format("{}: no puzzles", core::printable(path));
        return std::nullopt;
    }
    const std::vector<DataRecord>& puzzles = *read;

    // Node signature: classic depth 3 (plain alpha-beta) and strong with a node budget (VCF,
    // VCF defence, PVS with a table): node counts only, so the figures are deterministic.
    Engine engine(std::size_t{8} << 20);
    std::uint64_t signature = 0;
    std::uint64_t timed_nodes = 0;
    double timed_seconds = 0;
    Speed strong_speed;
    Speed previous_speed;
    fmt::print(out, "{:<10} {:<26} {:>6} {:>10} {:>6} {:>10}\n", "rule", "position", "classic",
               "nodes", "strong", "nodes");
    for (const auto& position : kPositions) {
        Board board = board_from_moves(position);
        SearchOptions classic;
        classic.max_depth = quick ? 2 : 3;
        classic.threat_search = false;
        classic.use_table = false;
        const auto start = std::chrono::steady_clock::now();
        const MoveInfo plain = engine.best_move(board, {}, nullptr, classic);
        timed_seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        timed_nodes += plain.result.nodes;
        core::SearchLimits budget;
        budget.nodes = quick ? 2000 : 50000;
        const MoveInfo strong = timed_search(engine, board, budget, {}, strong_speed);
        signature += plain.result.nodes + strong.result.nodes;
        // The previous generation on the same budget, for its speed (not in the signature).
        SearchOptions previous;
        previous.version = kCurrentVersion - 1;
        (void)timed_search(engine, board, budget, previous, previous_speed);
        fmt::print(out, "{:<10} {:<26} {:>6} {:>10} {:>6} {:>10}\n", rule_name(position.rule),
                   *position.moves ? position.moves : "(empty)", point_name(plain.move, 15),
                   plain.result.nodes, point_name(strong.move, 15), strong.result.nodes);
    }
    fmt::print(out, "signature: {} nodes\n", signature);
    fmt::print(out, "speed (classic alpha-beta): {} nodes in {:.3f} s = {:.0f} nodes/s\n",
               timed_nodes, timed_seconds,
               timed_seconds > 0 ? static_cast<double>(timed_nodes) / timed_seconds : 0.0);
    for (const auto& [speed, version] :
         {std::pair{strong_speed, kCurrentVersion}, std::pair{previous_speed, kCurrentVersion - 1}})
        fmt::print(out,
                   "speed (strong, version {}): {} nodes in {:.3f} s of CPU = {:.0f} nodes/s\n",
                   version, speed.nodes, speed.seconds, speed.per_second());

    const auto summary =
        run_vcf_puzzles(puzzles, quick ? 40 : 1, std::chrono::milliseconds{1000}, &out);
    fmt::print(out,
               "VCF puzzles ({}): {}/{} solved with a move from the answer set ({:.1f}%), "
               "{} other VCF, {} nodes, mean {:.2f} ms, worst {:.1f} ms ({})\n",
               path, summary.solved, summary.total,
               summary.total ? 100.0 * summary.solved / summary.total : 0.0, summary.other_vcf,
               summary.nodes, summary.mean_ms, summary.worst_ms, summary.worst_id);
    return 0;
}

}  // namespace plies::gomoku
