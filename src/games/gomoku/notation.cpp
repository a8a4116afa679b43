#include "games/gomoku/notation.hpp"

#include <cctype>

#include <fmt/format.h>

namespace plies::gomoku {

std::string point_name(Point p, int size) {
    // Built by hand: move lists are generated at every ply of the generic tests.
    std::string out(1, static_cast<char>('a' + point_x(p)));
    const int row = size - point_y(p);
    if (row >= 10) out += static_cast<char>('0' + row / 10);
    out += static_cast<char>('0' + row % 10);
    return out;
}

std::optional<Point> parse_point(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    const char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    if (letter < 'a' || letter >= 'a' + size) return std::nullopt;
    int row = 0;
    for (char c : text.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        row = row * 10 + (c - '0');
    }
    if (text[1] == '0' || row < 1 || row > size) return std::nullopt;
    return make_point(letter - 'a', size - row);
}

std::string_view rule_name(Rule rule) {
    switch (rule) {
        case Rule::freestyle:
            return "freestyle";
        case Rule::standard:
            return "standard";
        case Rule::renju:
            return "renju";
    }
    return "freestyle";
}

std::optional<Rule> parse_rule(std::string_view text) {
    for (Rule rule : {Rule::freestyle, Rule::standard, Rule::renju})
        if (text == rule_name(rule)) return rule;
    return std::nullopt;
}

std::optional<std::vector<Point>> parse_move_list(std::string_view text, int size,
                                                  std::string& error) {
    std::vector<Point> moves;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        const std::string_view name = text.substr(i, end - i);
        const auto point = parse_point(name, size);
        if (!point) {
            error = fmt::format("'{}' (move {}) is not a point of the {}x{} board", name,
                                moves.size() + 1, size, size);
            return std::nullopt;
        }
        moves.push_back(*point);
        i = end;
    }
    return moves;
}

std::string render(const Board& board) {
    const int size = board.size();
    std::string out = "   ";
    for (int x = 0; x < size; ++x) out += fmt::format(" {}", static_cast<char>('a' + x));
    out += '\n';
    for (int y = 0; y < size; ++y) {
        const std::string row = std::to_string(size - y);
        out += row.size() == 1 ? " " + row + " " : row + " ";
        for (int x = 0; x < size; ++x) {
            const Point p = make_point(x, y);
            const bool last = p == board.last_move();
            char c = '.';
            if (board.at(p) == Cell::black) c = last ? 'x' : 'X';
            if (board.at(p) == Cell::white) c = last ? 'o' : 'O';
            out += ' ';
            out += c;
        }
        out += ' ';
        out += row;
        out += '\n';
    }
    out += "   ";
    for (int x = 0; x < size; ++x) out += fmt::format(" {}", static_cast<char>('a' + x));
    out += '\n';
    return out;
}

}  // namespace plies::gomoku
