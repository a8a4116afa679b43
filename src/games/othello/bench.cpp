#include "games/othello/bench.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <ostream>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "core/text.hpp"
#include "games/othello/endgame.hpp"
#include "games/othello/notation.hpp"
#include "games/othello/perft.hpp"
#include "games/othello/search.hpp"
#include "games/othello/self_play.hpp"

namespace plies::othello {

namespace {

// The FFO endgame suite #40-#59 (public; copied from abulmo/edax-reversi, problem/
// fforum-40-59.obf; see tests/data/othello/README.md). Each line lists moves with their exact
// scores, best first.
constexpr std::array<const char*, 20> kFfo40to59{
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34; "
    "C1:+30; B1:+30; G7:+28; D7:+28; C6:+28; F7:+26; A6:+24;",
    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2; F8:-2; "
    "G5:-4; B7:-6; G7:-8; G1:-12; A2:-14; A7:-18; B2:-34;",
    "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X; G2:+6; A4:+0; C6:-2; "
    "C7:-4; C2:-4; D2:-6; B5:-8; B2:-10; B6:-10;",
    "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O; G3:-12; C7:-12; H4:-22; "
    "G7:-28; G2:-30; B1:-36;",
    "--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O; D2:-14; B8:-14; G2:-18; "
    "G6:-18; F1:-22; A7:-24; B7:-26; G5:-28; G8:-28; C8:-28;",
    "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X; B2:+6; G5:+2; H6:+0; "
    "G2:-2; G4:-2; G7:-2; D8:-2; C8:-6; G3:-8; H7:-8; A6:-10; B8:-10; B7:-16; G8:-16;",
    "---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X; B3:-8; B7:-10; A3:-12; "
    "A4:-16; B5:-22; A5:-24; B6:-26; B1:-26; B2:-28; C1:-34; F8:-36; G7:-38;",
    "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O; G2:+4; G6:-24; G4:-26; "
    "A5:-28; G3:-28; G5:-30; G7:-34; G8:-36;",
    "-----X--X-XXX---XXXXOO--XOXOOXX-XOOXXX--XOOXX-----OOOX---XXXXXX- O; F6:+28; G5:+20; G6:+16; "
    "G3:+14; E1:+12; D1:+12; H4:+10; H5:+8; H3:+8; C1:-2; B1:-2; B2:-2; G7:-8;",
    "--OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X; E1:+16; B1:+2; B2:-14; "
    "A2:-16; D8:-18; B7:-32; G2:-38; C7:-40;",
    "----X-----XXX----OOOXOOO-OOOXOOO-OXOXOXO-OOXXOOO--OOXO----O--O-- X; D8:+10; H7:+6; A4:+2; "
    "B2:+2; G7:-2; G8:-2; A2:-4; A5:-6; A7:-6; G2:-6; H2:-6; A6:-8; A3:-10; B8:-14; B7:-18;",
    "----O-X------X-----XXXO-OXXXXXOO-XXOOXOOXXOXXXOO--OOOO-O----OO-- O; E2:+6; A3:+6; F1:+4; "
    "G7:+2; C2:+0; B3:-2; D2:-4; G2:-6; C3:-10; A5:-14;",
    "---X-------OX--X--XOOXXXXXXOXXXXXXXOOXXXXXXOOOXX--XO---X-------- O; A3:+0; E1:-2; B3:-2; "
    "F2:-8; F1:-12; B8:-12; G2:-16; B7:-18; B2:-22; A7:-26;",
    "----OO-----OOO---XXXXOOO--XXOOXO-XXXXXOO--OOOXOO--X-OX-O-----X-- X; D8:-2; C1:-4; E8:-6; "
    "D1:-8; G1:-8; G7:-12; B6:-12; B7:-14; G2:-18; H2:-20; D7:-22;",
    "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X; C7:-2; F8:-4; F2:-4; "
    "C8:-4; F6:-10; G8:-12; B1:-14; E2:-16; H2:-20; E8:-22;",
    "--------X-X------XXXXOOOOOXOXX--OOOXXXX-OOXXXX--O-OOOX-----OO--- O; G6:+0; B7:+0; E2:+0; "
    "G4:+0; F2:-2; H4:-2; D2:-2; C1:-4; H5:-4; F8:-6; D1:-12; G7:-16; A3:-16; B2:-28;",
    "--XXXXX---XXXX---OOOXX---OOXOX---OXXXXX-OOOOOXO----OXX---------- O; H5:+2; F8:-8; G3:-12; "
    "E8:-14; G4:-20; G8:-28; G7:-32; G2:-34; B1:-40;",
    "-------------------XXOOO--XXXOOO--XXOXOO-OOOXXXO--OXOO-O-OOOOO-- X; A6:-10; F2:-12; B5:-16; "
    "A7:-18; G7:-20; G2:-20; B7:-22; G8:-52;",
    "--XOOO----OOO----OOOXOO--OOOOXO--OXOXXX-OOXXXX----X-XX---------- X; G1:+4; A5:-6; B2:-10; "
    "H2:-18; A4:-22; A3:-22; F2:-22; A7:-24; H4:-26; B1:-26; A2:-28; H3:-36; G2:-38;",
    "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X; H4:+64; G8:+64; E8:+64; "
    "A5:+62; B3:+54; F3:+52; B5:+44; D3:+38; E3:+36; G3:+34; C3:+30;",
};

// FFO #40 + i, whose text is known to be a position.
Position ffo_position(int i) {
    std::string error;
    return parse_obf(kFfo40to59[static_cast<std::size_t>(i)], error)->position;
}

int solve_suite(std::ostream& out, const std::vector<SuiteLine>& lines) {
    EndgameSolver solver;
    // Wall time and this process's CPU time: on a shared machine the CPU time is the measure
    // (nodes/s is per CPU second).
    fmt::print(out, "{:<8} {:>7} {:>5} {:>6} {:>8} {:>14} {:>9} {:>9} {:>12}\n", "position",
               "empties", "move", "score", "correct", "nodes", "wall(s)", "cpu(s)", "nodes/s");
    std::uint64_t total_nodes = 0;
    double total_seconds = 0;
    double total_cpu = 0;
    int correct = 0;
    int checked = 0;
    for (const auto& line : lines) {
        const Position pos = line.state.position;
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        const auto result = solver.solve(pos, -64, 64, {}, nullptr);
        const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::string verdict = "-";
        if (!line.expected.empty()) {
            ++checked;
            const int best = line.expected.front().score;
            const bool move_ok = std::any_of(
                line.expected.begin(), line.expected.end(), [&](const SuiteLine::Score& s) {
                    return s.score == best && s.move == result.best_move;
                });
            const bool ok = result.score == best && move_ok;
            correct += ok ? 1 : 0;
            verdict = ok ? "yes" : "NO";
        }
        total_nodes += result.nodes;
        total_seconds += seconds;
        total_cpu += cpu;
        fmt::print(out, "{:<8} {:>7} {:>5} {:>+6} {:>8} {:>14} {:>9.3f} {:>9.3f} {:>12.0f}\n",
                   line.name, pos.empty_count(), square_name(result.best_move), result.score,
                   verdict, result.nodes, seconds, cpu,
                   cpu > 0 ? static_cast<double>(result.nodes) / cpu : 0.0);
        out.flush();  // long suites: each line as soon as it is known
    }
    fmt::print(out,
               "total: {} positions, {} of {} correct, {} nodes, {:.3f} s wall, {:.3f} s cpu, "
               "{:.0f} nodes/s\n",
               lines.size(), correct, checked, total_nodes, total_seconds, total_cpu,
               total_cpu > 0 ? static_cast<double>(total_nodes) / total_cpu : 0.0);
    return correct == checked ? 0 : 1;
}

int bench_default(std::ostream& out, int depth, bool quick) {
    const int perft_depth = depth > 0 ? depth : quick ? 8 : 11;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    const std::uint64_t leaves = perft(kStartPosition, perft_depth);
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print(out, "perft {}: {} leaves in {:.3f} s wall, {:.3f} s cpu = {:.0f} leaves/s (cpu)\n",
               perft_depth, leaves, seconds, cpu,
               cpu > 0 ? static_cast<double>(leaves) / cpu : 0.0);

    // Node signature: the midgame search to a fixed depth from the start and from FFO #40-#44
    // (as middle games), and the exact solve of FFO #40-#41. Any change to the search changes it.
    const int midgame_depth = quick ? 4 : 8;
    std::uint64_t signature = 0;
    std::uint64_t nodes = 0;
    const auto search_start = std::chrono::steady_clock::now();
    std::vector<Position> positions{kStartPosition};
    for (int i = 0; i < 5; ++i) positions.push_back(ffo_position(i));
    int index = 0;
    for (const auto& pos : positions) {
        const auto result = search_midgame(pos, midgame_depth, {}, nullptr);
        fmt::print(out, "midgame depth {}: {:<6} {:>10} nodes  move {}\n", midgame_depth,
                   index == 0 ? std::string("start") : fmt::format("#{}", 39 + index), result.nodes,
                   square_name(*result.best_move));
        ++index;
        signature += result.nodes;
    }
    EndgameSolver solver;
    for (int i = 0; i < (quick ? 0 : 2); ++i) {
        const auto pos = ffo_position(i);
        const auto result = solver.solve(pos, -64, 64, {}, nullptr);
        fmt::print(out, "solve FFO #{}: {:+d} {} {:>10} nodes\n", 40 + i, result.score,
                   square_name(result.best_move), result.nodes);
        signature += result.nodes;
    }
    nodes = signature;
    const double search_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - search_start).count();
    fmt::print(out, "signature: {} nodes\n", signature);
    fmt::print(out, "search speed: {} nodes in {:.3f} s = {:.0f} nodes/s\n", nodes, search_seconds,
               search_seconds > 0 ? static_cast<double>(nodes) / search_seconds : 0.0);
    return 0;
}

// The midgame suite: positions of 44, 36 and 28 empties met in 16 noisy self-play games (a fixed
// seed: the same positions everywhere), each searched by the strong engine's midgame search to
// `depth` from empty tables. The node total is the measure of move ordering and pruning; nodes
// per CPU second that of the search's speed.
constexpr int kMidgameBenchMaxDepth = 20;  // depth 14 takes about 13 s

int bench_midgame(std::ostream& out, int depth) {
    constexpr std::array<int, 3> kEmpties{44, 36, 28};
    std::vector<Position> positions;
    for (std::uint64_t game = 0; game < 16; ++game) {
        core::Rng rng(0x6D69646761ULL + game);
        for (const Position& pos : noisy_game(rng, {0.2}, kEmpties.back()))
            if (std::find(kEmpties.begin(), kEmpties.end(), pos.empty_count()) != kEmpties.end())
                positions.push_back(pos);
    }
    fmt::print(out, "{:<8} {:>7} {:>5} {:>7} {:>12} {:>9} {:>12}\n", "position", "empties", "move",
               "score", "nodes", "cpu(s)", "nodes/s");
    std::uint64_t total_nodes = 0;
    double total_cpu = 0;
    std::int64_t score_sum = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        clear_search_tables();
        const std::clock_t cpu_start = std::clock();
        const auto result = search_midgame(positions[i], depth, {}, nullptr);
        const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        total_nodes += result.nodes;
        total_cpu += cpu;
        score_sum += result.score;
        fmt::print(out, "{:<8} {:>7} {:>5} {:>+7} {:>12} {:>9.3f} {:>12.0f}\n", i + 1,
                   positions[i].empty_count(), square_name(*result.best_move), result.score,
                   result.nodes, cpu, cpu > 0 ? static_cast<double>(result.nodes) / cpu : 0.0);
        out.flush();
    }
    fmt::print(out,
               "total: {} positions at depth {}, {} nodes, {:.3f} s cpu, {:.0f} nodes/s, mean "
               "score {:+.2f} discs\n",
               positions.size(), depth, total_nodes, total_cpu,
               total_cpu > 0 ? static_cast<double>(total_nodes) / total_cpu : 0.0,
               static_cast<double>(score_sum) / 100.0 / static_cast<double>(positions.size()));
    return 0;
}

}  // namespace

const char* ffo_line(int number) {
    return kFfo40to59[static_cast<std::size_t>(number - 40)];
}

namespace {

// "MOVE:SCORE", e.g. "A2:+38"; nullopt unless exactly that with a score from -64 to +64.
std::optional<SuiteLine::Score> parse_score(std::string_view item) {
    const auto colon = item.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const auto move = parse_move(item.substr(0, colon));
    std::string_view number = core::trim(item.substr(colon + 1));
    if (!number.empty() && number.front() == '+') number.remove_prefix(1);
    int score = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), score);
    if (!move || number.empty() || error != std::errc{} || end != number.data() + number.size() ||
        score < -64 || score > 64)
        return std::nullopt;
    return SuiteLine::Score{*move, score};
}

}  // namespace

std::optional<SuiteLine> parse_suite_line(std::string_view text, std::string& error) {
    const auto parsed = parse_obf(text, error);
    if (!parsed) return std::nullopt;
    SuiteLine line;
    line.state = *parsed;
    const auto semicolon = text.find(';');
    std::string_view rest =
        semicolon == std::string_view::npos ? std::string_view{} : text.substr(semicolon + 1);
    while (!rest.empty()) {
        const auto end = std::min(rest.find(';'), rest.size());
        const std::string_view item = core::trim(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
        if (item.empty()) continue;
        const auto score = parse_score(item);
        if (!score) {
            error = fmt::format("bad annotation '{}' (use MOVE:SCORE, e.g. A2:+38)",
                                core::printable(item));
            return std::nullopt;
        }
        line.expected.push_back(*score);
    }
    return line;
}

std::optional<std::vector<SuiteLine>> read_suite(std::istream& in, const std::string& name,
                                                 std::string& error) {
    std::vector<SuiteLine> lines;
    int number = 0;
    for (std::string text; std::getline(in, text);) {
        ++number;
        if (core::trim(text).empty()) continue;
        std::string why;
        auto line = parse_suite_line(text, why);
        if (!line) {
            error = fmt::format("{}:{}: {}", name, number, why);
            return std::nullopt;
        }
        line->name = fmt::format("line {}", number);
        lines.push_back(std::move(*line));
    }
    if (lines.empty()) {
        error = fmt::format("{}: no positions", name);
        return std::nullopt;
    }
    return lines;
}

int run_bench(std::ostream& out, const std::string& suite, int depth, bool quick) {
    if (suite.empty()) return bench_default(out, depth, quick);
    if (suite == "midgame") {
        if (depth < 0 || depth > kMidgameBenchMaxDepth) {
            fmt::print(out, "bad depth {} for the midgame suite: use 1 to {}\n", depth,
                       kMidgameBenchMaxDepth);
            return 2;
        }
        return bench_midgame(out, depth > 0 ? depth : quick ? 8 : 12);
    }
    std::vector<SuiteLine> lines;
    if (suite == "ffo" || suite.rfind("ffo:", 0) == 0) {
        int first = 40;
        int last = quick ? 42 : 59;
        if (suite.size() > 4) {
            if (std::sscanf(suite.c_str() + 4, "%d-%d", &first, &last) != 2 || first < 40 ||
                last > 59 || first > last) {
                fmt::print(out, "bad suite '{}': use ffo or ffo:A-B with 40 <= A <= B <= 59\n",
                           suite);
                return 2;
            }
        }
        for (int n = first; n <= last; ++n) {
            std::string ignored;
            lines.push_back(*parse_suite_line(ffo_line(n), ignored));
            lines.back().name = fmt::format("#{}", n);
        }
    } else {
        std::ifstream file(suite);
        if (!file) {
            fmt::print(out, "unknown suite '{}': use ffo, ffo:A-B, midgame or an OBF file path\n",
                       core::printable(suite));
            return 2;
        }
        // Every line is checked before anything is solved.
        std::string error;
        auto read = read_suite(file, core::printable(suite), error);
        if (!read) {
            fmt::print(out, "bad suite: {}\n", error);
            return 2;
        }
        lines = std::move(*read);
    }
    return solve_suite(out, lines);
}

}  // namespace plies::othello
