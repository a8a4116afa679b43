#include "games/gomoku/data_file.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace plies::gomoku {

namespace {

std::vector<Point> parse_points(const std::string& text, const std::string& where) {
    std::vector<Point> out;
    std::istringstream in(text);
    std::string word;
    while (in >> word) {
        if (word == "-") continue;
        const auto comma = word.find(',');
        if (comma == std::string::npos) throw std::runtime_error(where + ": bad point " + word);
        const int x = std::stoi(word.substr(0, comma));
        const int y = std::stoi(word.substr(comma + 1));
        if (x < 0 || y < 0 || x >= 15 || y >= 15)
            throw std::runtime_error(where + ": point off the board " + word);
        out.push_back(make_point(x, y));
    }
    return out;
}

}  // namespace

std::vector<DataRecord> read_data_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(fmt::format("cannot open {}", path));
    std::vector<DataRecord> records;
    std::optional<DataRecord> current;
    int rows_left = 0;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        const std::string where = fmt::format("{}:{}", path, number);
        if (rows_left > 0) {
            if (line.size() != 15) throw std::runtime_error(where + ": board row is not 15 wide");
            current->rows.push_back(line);
            --rows_left;
            continue;
        }
        if (line.rfind("[id] ", 0) == 0) {
            current = DataRecord{};
            current->id = line.substr(5);
            continue;
        }
        if (!current) continue;
        const auto colon = line.find(':');
        const std::string key = colon == std::string::npos ? line : line.substr(0, colon);
        const std::string value = colon == std::string::npos ? "" : line.substr(colon + 1);
        if (key == "board") {
            rows_left = 15;
        } else if (key == "side") {
            current->side = value.find('o') != std::string::npos ? Color::white : Color::black;
        } else if (key == "forbidden") {
            current->forbidden = parse_points(value, where);
        } else if (key == "not_forbidden") {
            current->not_forbidden = parse_points(value, where);
        } else if (key == "complete") {
            current->complete = value.find("yes") != std::string::npos;
        } else if (key == "answers") {
            current->answers = parse_points(value, where);
        } else if (key == "end") {
            if (current->rows.size() != 15)
                throw std::runtime_error(where + ": record without board");
            records.push_back(std::move(*current));
            current.reset();
        }
    }
    return records;
}

Board board_from_record(const DataRecord& record, Rule rule) {
    Board board(15, rule);
    for (int y = 0; y < 15; ++y) {
        for (int x = 0; x < 15; ++x) {
            const char c = record.rows[y][x];
            if (c == 'x') board.put(make_point(x, y), Color::black);
            if (c == 'o') board.put(make_point(x, y), Color::white);
        }
    }
    board.set_side_to_move(record.side.value_or(Color::black));
    return board;
}

}  // namespace plies::gomoku
