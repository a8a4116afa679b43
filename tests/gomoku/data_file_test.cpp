// The reader of the Gomoku / Renju test files: the shipped files read whole; a malformed line,
// a bad `rule:` or `side:` value, a bad point or a missing file is a DataFileError naming the
// file and line, never another exception (issue 24, defect 7).
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "games/gomoku/data_file.hpp"
#include "temp_dir.hpp"

namespace plies::gomoku {
namespace {

constexpr const char* kEmptyBoard =
    "board:\n"
    "...............\n...............\n...............\n...............\n...............\n"
    "...............\n...............\n.......x.......\n...............\n...............\n"
    "...............\n...............\n...............\n...............\n...............\n";

// A one-record file: `fields` go before the board, `after` between the board and `end`.
std::string record(const std::string& fields, const std::string& after = "") {
    return "# a comment\n\n[id] test/1\n" + fields + kEmptyBoard + after + "end\n";
}

// Writes `text` to a file of its own and reads it back; nullopt and the reason on an error.
std::optional<std::vector<DataRecord>> read_text(const std::string& text, std::string& error) {
    const testing::TempDir dir;
    std::ofstream(dir.file("suite.txt")) << text;
    return read_data_file(dir.file("suite.txt"), error);
}

// Expects reading `text` to fail with a message that holds `part`.
void expect_error(const std::string& text, const std::string& part) {
    std::string error;
    if (read_text(text, error)) {
        ADD_FAILURE() << "no error, expected '" << part << "' for:\n" << text;
        return;
    }
    EXPECT_NE(error.find(part), std::string::npos) << error;
}

// A file known to be good.
std::vector<DataRecord> read_good(const std::string& path) {
    std::string error;
    auto records = read_data_file(path, error);
    EXPECT_TRUE(records) << error;
    return records ? std::move(*records) : std::vector<DataRecord>{};
}

TEST(GomokuDataFile, ReadsTheShippedFiles) {
    const std::string dir = std::string(PLIES_SOURCE_DIR) + "/tests/data/gomoku/";
    const auto puzzles = read_good(dir + "vcf_puzzles_lfz084_renju.txt");
    ASSERT_EQ(puzzles.size(), 1976U);
    EXPECT_EQ(puzzles.front().rule, Rule::renju);
    EXPECT_EQ(puzzles.front().side, Color::black);
    EXPECT_EQ(read_good(dir + "renju_forbidden.txt").size(), 61U);
}

TEST(GomokuDataFile, ReadsRuleSideAndPoints) {
    std::string error;
    const auto records =
        read_text(record("rule: standard\nside: o\n", "answers: 4,10 14,0\n"), error);
    ASSERT_TRUE(records) << error;
    ASSERT_EQ(records->size(), 1U);
    EXPECT_EQ((*records)[0].rule, Rule::standard);
    EXPECT_EQ((*records)[0].side, Color::white);
    EXPECT_EQ((*records)[0].answers, (std::vector<Point>{make_point(4, 10), make_point(14, 0)}));
}

TEST(GomokuDataFile, BadValuesNameTheLine) {
    // Line 4 is the record's first field.
    expect_error(record("rule: gomoku\n"), ":4: bad rule 'gomoku'");
    expect_error(record("side: q\n"), ":4: bad side 'q'");
    expect_error(record("side:\n"), ":4: bad side");
    expect_error(record("complete: maybe\n"), ":4: bad complete");
    expect_error(record("answers: 4,x\n"), ":4: bad point '4,x'");
    expect_error(record("answers: 99999999999,1\n"), ":4: bad point");
    expect_error(record("answers: 15,0\n"), ":4: bad point");
    expect_error(record("answers: 3\n"), ":4: bad point");
    expect_error(record("colour: x\n"), ":4: unknown field");
    expect_error(record("just words\n"), ":4: expected 'FIELD: VALUE'");
}

TEST(GomokuDataFile, BadStructureIsAnError) {
    expect_error("not a record\n", ":1: expected '[id] NAME'");
    expect_error("[id] a\nend\n", ":2: record without board");
    expect_error("[id] a\nboard:\n...x\n", ":3: a board row");
    expect_error("[id] a\nboard:\n" + std::string(15, '.') + "\n", "inside a board");
    expect_error("[id] a\nside: x\n", "inside record 'a'");
    expect_error("[id] a\n[id] b\n", ":2: record 'a' has no 'end'");
}

TEST(GomokuDataFile, MissingFileIsAnError) {
    std::string error;
    EXPECT_FALSE(read_data_file("/nonexistent/plies/suite.txt", error));
    EXPECT_NE(error.find("cannot open '/nonexistent/plies/suite.txt'"), std::string::npos) << error;
}

}  // namespace
}  // namespace plies::gomoku
