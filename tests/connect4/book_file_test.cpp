// The Connect Four book loader on crafted files (issue 24, defect 9a): a bad book is refused with
// "bad book file", never an exception or undefined behaviour. In a file of its own: added to
// book_test.cpp, the same code made GCC 12 report a false -Warray-bounds in its string code.
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "games/connect4/book.hpp"
#include "games/connect4/move_string.hpp"
#include "temp_dir.hpp"

namespace plies::connect4 {
namespace {

// A book file: the header with `count` (whatever the entries that follow) and `entries`, each a
// 7-byte key and a score byte.
std::string book_bytes(std::uint64_t count,
                       const std::vector<std::pair<std::uint64_t, int>>& entries) {
    std::string data = "PLIESC4B";
    const auto put = [&](std::uint64_t value, int bytes) {
        for (int i = 0; i < bytes; ++i)
            data.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
    };
    put(1, 4);  // version
    put(2, 4);  // depth
    put(count, 8);
    for (const auto& [key, score] : entries) {
        put(key, 7);
        data.push_back(static_cast<char>(score));
    }
    return data;
}

std::optional<Book> load_bytes(const std::string& data, std::string& error) {
    const plies::testing::TempDir dir;
    std::ofstream(dir.file("book.bin"), std::ios::binary) << data;
    return Book::load(dir.file("book.bin"), error);
}

// Issue 24, defect 9a: a count whose size in bytes overflows 64 bits (2^61 entries of 8 bytes
// "fit" in 0 bytes) passed the size check and made the loader reserve 2^61 entries.
TEST(Connect4Book, RejectsACountThatOverflowsTheSizeCheck) {
    std::string error;
    EXPECT_FALSE(load_bytes(book_bytes(std::uint64_t{1} << 61, {}), error));
    EXPECT_NE(error.find("bad book file"), std::string::npos) << error;
    error.clear();
    EXPECT_FALSE(load_bytes(book_bytes((std::uint64_t{1} << 61) + 1, {{0, 1}}), error));
    EXPECT_NE(error.find("bad book file"), std::string::npos) << error;
    // The well-formed file of one entry loads.
    const auto position = parse_moves("44", error);
    ASSERT_TRUE(position) << error;
    EXPECT_TRUE(load_bytes(book_bytes(1, {{canonical_key(*position), 1}}), error)) << error;
}

// A key that is no position's (a column's 7 bits all set) is refused: rebuilding a position
// from it would shift by -1.
TEST(Connect4Book, RejectsKeysOfNoPosition) {
    std::string error;
    EXPECT_FALSE(load_bytes(book_bytes(1, {{0x7F, 1}}), error));
    EXPECT_NE(error.find("corrupt at entry 0"), std::string::npos) << error;
    EXPECT_FALSE(load_bytes(book_bytes(1, {{std::uint64_t{1} << 50, 1}}), error));
}

}  // namespace
}  // namespace plies::connect4
