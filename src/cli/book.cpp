// `plies book connect4 --depth D --out FILE`: generates the Connect Four opening book (exact
// scores of every position up to D moves, mirror images shared), resumable if interrupted.
#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>
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
    std::string shard;
};

// "K/N"; generate_book checks the range (0 <= K < N).
connect4::BookShard parse_shard(const std::string& text) {
    connect4::BookShard shard;
    char slash = 0;
    std::istringstream in(text);
    std::string rest;
    if (!(in >> shard.index >> slash >> shard.count) || slash != '/' || (in >> rest))
        throw engine::Error(
            fmt::format("bad --shard '{}': use K/N with 0 <= K < N, e.g. 0/2 and 1/2", text));
    return shard;
}

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
    const auto shard = args.shard.empty() ? connect4::BookShard{} : parse_shard(args.shard);
    if (!connect4::generate_book(args.depth, args.out, table_bytes, budget, std::cerr, progress,
                                 error, shard))
        throw engine::Error(error);
    if (shard.count > 1) {
        fmt::print(
            "shard {}/{}: {:.1f} s of solving; run without --shard (e.g. --time 1s) to "
            "write the book\n",
            shard.index, shard.count, progress.seconds);
        return;
    }
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
    cmd->add_option("--shard", args->shard,
                    "K/N: solve block K of N of the unsolved deepest positions, for N "
                    "processes side by side (FILE.partial.K; writes no book)");
    cmd->footer(
        "The deepest level is solved position by position and appended to FILE.partial as it "
        "goes; run the same command again after an interruption to resume. Shallower levels "
        "are derived from it. The solver and the perfect player read data/connect4/book.bin "
        "(or the file named by PLIES_CONNECT4_BOOK).\n"
        "Examples:\n"
        "  plies book connect4 --depth 4 --out data/connect4/book.bin\n"
        "  plies book connect4 --shard 0/2 & plies book connect4 --shard 1/2; wait\n"
        "  plies book connect4 --time 1s      # folds the shards' work into the book");
    cmd->callback([args] { run_book(*args); });
}

}  // namespace plies::cli
