#include "games/gomoku/data_file.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <istream>
#include <sstream>
#include <string_view>

#include <fmt/format.h>

#include "core/text.hpp"
#include "games/gomoku/notation.hpp"

namespace plies::gomoku {

namespace {

constexpr int kSize = 15;

// Fields a record may hold (tests/data/gomoku/README.md); `board:` and `end` are handled apart.
constexpr std::array<std::string_view, 12> kFields{
    "source", "note", "moves", "forbidden", "not_forbidden", "complete",
    "rule",   "side", "task",  "status",    "answers",       "solve_time_s"};

// The whole of `text` as a number from 0 to kSize - 1, or nullopt.
std::optional<int> coordinate(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0 || value >= kSize)
        return std::nullopt;
    return value;
}

// Reads a file line by line; the first malformed line stops it with a message (every helper
// returns false after fail(), which keeps the message).
class Reader {
  public:
    explicit Reader(std::string name) : name_(std::move(name)) {}

    [[nodiscard]] const std::string& error() const { return error_; }

    bool line(std::string_view text) {
        ++number_;
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        if (rows_left_ > 0) return board_row(text);
        if (text.starts_with("[id] ")) {
            if (current_) return fail(fmt::format("record '{}' has no 'end' line", current_->id));
            current_ = DataRecord{};
            current_->id = std::string(text.substr(5));
            return true;
        }
        const std::string_view trimmed = core::trim(text);
        if (!current_) {
            if (trimmed.empty() || trimmed.front() == '#') return true;
            return fail("expected '[id] NAME', a '#' comment or a blank line");
        }
        if (trimmed == "end") return end_record();
        const auto colon = text.find(':');
        if (colon == std::string_view::npos)
            return fail(
                fmt::format("expected 'FIELD: VALUE' or 'end', got '{}'", core::printable(text)));
        return field(core::trim(text.substr(0, colon)), core::trim(text.substr(colon + 1)));
    }

    std::optional<std::vector<DataRecord>> finish() {
        if (rows_left_ > 0) {
            fail("the file ends inside a board");
            return std::nullopt;
        }
        if (current_) {
            fail(fmt::format("the file ends inside record '{}'", current_->id));
            return std::nullopt;
        }
        return std::move(records_);
    }

  private:
    bool fail(const std::string& why) {
        error_ = fmt::format("{}:{}: {}", name_, number_, why);
        return false;
    }

    bool board_row(std::string_view text) {
        if (text.size() != kSize || text.find_first_not_of("xo.") != std::string_view::npos)
            return fail("a board row is 15 characters of x, o and .");
        current_->rows.emplace_back(text);
        --rows_left_;
        return true;
    }

    bool end_record() {
        if (current_->rows.size() != kSize) return fail("record without board");
        records_.push_back(std::move(*current_));
        current_.reset();
        return true;
    }

    bool field(std::string_view key, std::string_view value) {
        if (key == "board") {
            if (!current_->rows.empty()) return fail("a second board in one record");
            rows_left_ = kSize;
        } else if (key == "rule") {
            current_->rule = parse_rule(value);
            if (!current_->rule)
                return fail(fmt::format("bad rule '{}' (freestyle, standard or renju)",
                                        core::printable(value)));
        } else if (key == "side") {
            if (value != "x" && value != "o")
                return fail(fmt::format("bad side '{}' (x or o)", core::printable(value)));
            current_->side = value == "o" ? Color::white : Color::black;
        } else if (key == "complete") {
            if (value != "yes" && value != "no")
                return fail(fmt::format("bad complete '{}' (yes or no)", core::printable(value)));
            current_->complete = value == "yes";
        } else if (key == "forbidden") {
            return points(value, current_->forbidden);
        } else if (key == "not_forbidden") {
            return points(value, current_->not_forbidden);
        } else if (key == "answers") {
            return points(value, current_->answers);
        } else if (std::find(kFields.begin(), kFields.end(), key) == kFields.end()) {
            return fail(fmt::format("unknown field '{}'", core::printable(key)));
        }
        return true;
    }

    // "x,y x,y ..." ('-' = none) into `out`.
    bool points(std::string_view text, std::vector<Point>& out) {
        out.clear();
        std::istringstream in{std::string(text)};
        for (std::string word; in >> word;) {
            if (word == "-") continue;
            const auto comma = word.find(',');
            const auto x = coordinate(std::string_view(word).substr(0, comma));
            const auto y = comma == std::string::npos
                               ? std::nullopt
                               : coordinate(std::string_view(word).substr(comma + 1));
            if (!x || !y)
                return fail(
                    fmt::format("bad point '{}' (x,y from 0 to 14)", core::printable(word)));
            out.push_back(make_point(*x, *y));
        }
        return true;
    }

    std::string name_;
    std::string error_;
    int number_ = 0;
    int rows_left_ = 0;
    std::optional<DataRecord> current_;
    std::vector<DataRecord> records_;
};

}  // namespace

std::optional<std::vector<DataRecord>> read_data(std::istream& in, const std::string& name,
                                                 std::string& error) {
    Reader reader(name);
    for (std::string line; std::getline(in, line);) {
        if (!reader.line(line)) {
            error = reader.error();
            return std::nullopt;
        }
    }
    auto records = reader.finish();
    if (!records) error = reader.error();
    return records;
}

std::optional<std::vector<DataRecord>> read_data_file(const std::string& path, std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = fmt::format("cannot open '{}'", core::printable(path));
        return std::nullopt;
    }
    return read_data(in, core::printable(path), error);
}

Board board_from_record(const DataRecord& record, Rule rule) {
    Board board(kSize, rule);
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const char c = record.rows[y][x];
            if (c == 'x') board.put(make_point(x, y), Color::black);
            if (c == 'o') board.put(make_point(x, y), Color::white);
        }
    }
    board.set_side_to_move(record.side.value_or(Color::black));
    return board;
}

}  // namespace plies::gomoku
