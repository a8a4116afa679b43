// The Connect Four opening book: exact scores of every position up to a number of moves, one
// entry per pair of mirror-image positions, and its generator.
//
// File format (little-endian): the 8 bytes "PLIESC4B", a uint32 format version (1), a uint32
// depth, a uint64 entry count, then the entries sorted by key, each a 7-byte key (the smaller
// of the position's key and its mirror's; keys are below 2^49) and a signed score byte.
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/connect4/position.hpp"

namespace plies::connect4 {

class Book {
  public:
    Book() = default;
    explicit Book(int depth) : depth_(depth) {}

    // Reads a book file; nullopt with `error` set if it cannot be read or is malformed.
    [[nodiscard]] static std::optional<Book> load(const std::string& path, std::string& error);
    // The same from the file's bytes; `name` is what messages call it.
    [[nodiscard]] static std::optional<Book> parse(std::string_view data, const std::string& name,
                                                   std::string& error);
    // Writes the book; false with `error` set on failure.
    [[nodiscard]] bool save(const std::string& path, std::string& error) const;

    // The deepest number of moves whose positions are all in the book (-1: none).
    [[nodiscard]] int depth() const { return depth_; }
    // The most moves of any position in the book (it may hold some of a level it does not
    // complete: an interrupted generation).
    [[nodiscard]] int deepest() const { return deepest_; }
    [[nodiscard]] std::size_t size() const { return keys_.size(); }
    // The i-th entry in key order (i < size()).
    [[nodiscard]] std::uint64_t key_at(std::size_t i) const { return keys_[i]; }
    [[nodiscard]] int score_at(std::size_t i) const { return scores_[i]; }

    // The exact score of `position` if the book holds it.
    [[nodiscard]] std::optional<int> lookup(const Position& position) const;
    [[nodiscard]] std::optional<int> lookup_key(std::uint64_t canonical_key) const;

    // Adds entries in any order; call finish() before lookups.
    void add(std::uint64_t canonical_key, int score);
    void finish();

  private:
    int depth_ = -1;
    int deepest_ = -1;
    std::vector<std::uint64_t> keys_;
    std::vector<std::int8_t> scores_;
};

// The table key shared by a position and its mirror image.
[[nodiscard]] std::uint64_t canonical_key(const Position& position);

// Where the shipped book lives in the source tree, relative to the repository root.
inline constexpr const char* kShippedBookPath = "data/connect4/book.bin";

// The book the solver and the perfect player use, loaded once: the file named by the
// environment variable PLIES_CONNECT4_BOOK if set (an empty value: no book), else the shipped
// book of the source tree the program was built from, else kShippedBookPath relative to the
// working directory. Nullptr if none can be read.
[[nodiscard]] const Book* default_book();

// Builds a book of every position up to `depth` moves (positions where the game is over are
// left out) and writes it to `out_path`. Scores of the deepest level come from the solver and
// are appended to `out_path + ".partial"` as they are found, so that an interrupted run
// resumes where it stopped (entries of that level already in a book at `out_path` count as
// solved too, so a shipped incomplete book resumes without its partial file); shallower levels are
// derived from them by negamax. With a time `budget` (0: none) the run stops when it is spent and
// still writes a book of what is known: its depth() is then the deepest level complete from the
// empty board (-1 if none), and the partial file stays for the next run. Progress goes to `log`.
// Returns false with `error` set on I/O failure.
struct BookProgress {
    std::size_t positions = 0;  // positions at the deepest level
    std::size_t solved = 0;     // of which now known
    std::size_t resumed = 0;    // of which found in the partial file
    double seconds = 0;         // solving time in this run
    int complete_depth = -1;    // the written book's depth()
};
// One of `count` processes solving the deepest level side by side (one a core): the positions
// still unsolved when the run starts are cut into `count` consecutive blocks (depth-first order,
// so neighbours still share subtrees in one process's table) and this run solves block `index`,
// appending to its own partial file `out_path.partial.<index>`. A sharded run never writes the
// book: an unsharded run afterwards (e.g. with a budget of 1 s) reads every partial file, solves
// what is left and writes it. Shards started together from the same files split the work
// exactly; started at other times, they may solve a position twice or leave some to the
// unsharded run, never a wrong score.
struct BookShard {
    int index = 0;
    int count = 1;
};

// `table_bytes` sizes the solver's table (bigger helps the early, hard positions).
[[nodiscard]] bool generate_book(int depth, const std::string& out_path, std::size_t table_bytes,
                                 std::chrono::seconds budget, std::ostream& log,
                                 BookProgress& progress, std::string& error, BookShard shard = {});

}  // namespace plies::connect4
