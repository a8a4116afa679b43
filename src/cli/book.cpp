// `plies book connect4 --depth D --out FILE`: generates the Connect Four opening book (exact
// scores of every position up to D moves, mirror images shared), resumable if interrupted.
#include <chrono>
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "engine/errors.hpp"
#include "engine/player_spec.hpp"
#include "games/connect4/book.hpp"

namespace plies::cli {

namespace {
struct BookArgs {
    std::string game;
    int depth = 8;
    std::string out = connect4::kShippedBookPath;
    int table_mib = 1024;
    std::string time;
};

void run_book(const BookArgs& args) {
    if (args.game != "connect4")
        throw engine::Error(
            fmt::format("no opening book generator for '{}' (only connect4)", args.game));
    if (args.table_mib < 16 || args.table_mib > 65536)
        throw engine::Error("--table must be 16-65536 MiB");
    connect4::BookProgress progress;
    std::string error;
    const auto table_bytes = static_cast<std::size_t>(args.table_mib) << 20;
    const auto budget =
        args.time.empty()
            ? std::chrono::seconds(0)
            : std::chrono::duration_cast<std::chrono::seconds>(engine::parse_duration(args.time));
    if (!connect4::generate_book(args.depth, args.out, table_bytes, budget, std::cerr, progress,
                                 error))
        throw engine::Error(error);
    fmt::print(
        "{} of {} positions at depth {} known ({} from an earlier run), {:.1f} s of solving in "
        "this run; book written to {}, complete to depth {}\n",
        progress.solved, progress.positions, args.depth, progress.resumed, progress.seconds,
        args.out, progress.complete_depth);
    if (progress.complete_depth < args.depth)
        fmt::print("run the same command again to resume from {}.partial\n", args.out);
}
}  // namespace

void add_book_command(CLI::App& app) {
    auto args = std::make_shared<BookArgs>();
    auto* cmd = app.add_subcommand("book", "Generate an opening book (Connect Four)");
    cmd->add_option("game", args->game, "Game (connect4)")->required();
    cmd->add_option("--depth", args->depth, "Every position up to this many moves (0-16)")
        ->capture_default_str();
    cmd->add_option("--out", args->out, "Book file to write")->capture_default_str();
    cmd->add_option("--table", args->table_mib, "Solver table size in MiB")->capture_default_str();
    cmd->add_option("--time", args->time,
                    "Stop after this much solving (e.g. 30m) and write what is known");
    cmd->footer(
        "The deepest level is solved position by position and appended to FILE.partial as it "
        "goes; run the same command again after an interruption to resume. Shallower levels "
        "are derived from it. The solver and the perfect player read data/connect4/book.bin "
        "(or the file named by PLIES_CONNECT4_BOOK).\n"
        "Example:\n"
        "  plies book connect4 --depth 4 --out data/connect4/book.bin");
    cmd->callback([args] { run_book(*args); });
}

}  // namespace plies::cli
