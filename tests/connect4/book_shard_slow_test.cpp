// Book generation in shards (`plies book connect4 --shard K/N`): two shards of a depth-8 run
// solve disjoint positions into their own partial files without touching the book, and an
// unsharded run folds both into the book. Works on a copy of the shipped book with a few
// depth-8 entries taken out, so that there is work to share whatever the shipped book holds.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "games/connect4/book.hpp"
#include "games/connect4/solver.hpp"

namespace plies::connect4 {
namespace {

std::map<std::uint64_t, int> read_lines(const std::string& path) {
    std::map<std::uint64_t, int> entries;
    std::ifstream in(path);
    std::uint64_t key = 0;
    int score = 0;
    while (in >> key >> score) entries[key] = score;
    return entries;
}

TEST(Connect4BookShards, TwoShardsSolveDisjointPositionsAndAnUnshardedRunFoldsThem) {
    std::string error;
    const auto shipped =
        Book::load(fmt::format("{}/{}", PLIES_SOURCE_DIR, kShippedBookPath), error);
    ASSERT_TRUE(shipped) << error;
    Book copy(shipped->depth());
    std::size_t deepest_known = 0;
    int removed = 0;
    for (std::size_t i = 0; i < shipped->size(); ++i) {
        const bool deepest = Position::from_key(shipped->key_at(i)).moves() == 8;
        if (deepest && removed < 6) {
            ++removed;
            continue;
        }
        deepest_known += deepest ? 1 : 0;
        copy.add(shipped->key_at(i), shipped->score_at(i));
    }
    copy.finish();
    ASSERT_EQ(removed, 6) << "the shipped book has fewer than 6 positions of 8 moves";

    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "plies_c4_shards";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "book.bin").string();
    ASSERT_TRUE(copy.save(path, error)) << error;
    const auto book_bytes = std::filesystem::file_size(path);

    // 91,295 positions of 8 moves (mirror pairs merged, as the generator counts them): blocks of
    // about 2 of the unsolved ones.
    const std::size_t unsolved = 91295 - deepest_known;
    const int count = static_cast<int>(std::max<std::size_t>(2, unsolved / 2));
    std::map<std::uint64_t, int> shard_entries;
    for (int index = 0; index < 2; ++index) {
        BookProgress progress;
        std::ostringstream log;
        ASSERT_TRUE(generate_book(8, path, std::size_t{64} << 20, std::chrono::seconds(0), log,
                                  progress, error, BookShard{index, count}))
            << error;
        EXPECT_EQ(progress.positions, 91295u);
        EXPECT_EQ(std::filesystem::file_size(path), book_bytes) << "a shard writes no book";
        const auto solved = read_lines(path + ".partial." + std::to_string(index));
        EXPECT_GE(solved.size(), 1u) << log.str();
        EXPECT_LE(solved.size(), unsolved / static_cast<std::size_t>(count) + 1);
        for (const auto& [key, score] : solved) {
            EXPECT_EQ(Position::from_key(key).moves(), 8);
            EXPECT_GE(score, kMinScore);
            EXPECT_LE(score, kMaxScore);
            // The second shard reads the first's file at its start: it never solves the same.
            EXPECT_TRUE(shard_entries.emplace(key, score).second) << "solved twice: " << key;
        }
    }

    // The unsharded run reads both shards' files and writes every entry into the book.
    BookProgress progress;
    std::ostringstream log;
    ASSERT_TRUE(generate_book(8, path, std::size_t{64} << 20, std::chrono::seconds(1), log,
                              progress, error))
        << error;
    const auto folded = Book::load(path, error);
    ASSERT_TRUE(folded) << error;
    for (const auto& [key, score] : shard_entries) EXPECT_EQ(folded->lookup_key(key), score);
    EXPECT_GE(folded->size(), copy.size() + shard_entries.size());
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace plies::connect4
