#include "games/othello/notation.hpp"

#include <cctype>

#include "core/text.hpp"

namespace plies::othello {

namespace {
char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

using core::trim;
}  // namespace

std::string square_name(int move) {
    if (move == kPassMove) return "pass";
    if (move < 0 || move > kPassMove) return "none";
    return {static_cast<char>('a' + move % 8), static_cast<char>('1' + move / 8)};
}

std::optional<int> parse_move(std::string_view text) {
    text = trim(text);
    if (text.size() == 2) {
        const char c = lower(text[0]);
        const char r = text[1];
        if (c == 'p' && lower(r) == 's') return kPassMove;
        if (c >= 'a' && c <= 'h' && r >= '1' && r <= '8') return (r - '1') * 8 + (c - 'a');
        return std::nullopt;
    }
    if (text.size() == 4 && lower(text[0]) == 'p' && lower(text[1]) == 'a' &&
        lower(text[2]) == 's' && lower(text[3]) == 's')
        return kPassMove;
    return std::nullopt;
}

std::optional<std::vector<int>> parse_move_list(std::string_view text) {
    std::vector<int> moves;
    std::size_t i = 0;
    while (i < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',') {
            ++i;
            continue;
        }
        const std::size_t length =
            lower(text[i]) == 'p' && i + 4 <= text.size() && lower(text[i + 1]) == 'a' ? 4 : 2;
        if (i + length > text.size()) return std::nullopt;
        const auto move = parse_move(text.substr(i, length));
        if (!move) return std::nullopt;
        moves.push_back(*move);
        i += length;
    }
    return moves;
}

std::string to_obf(const GameState& state) {
    std::string out(64, '-');
    for (int sq = 0; sq < 64; ++sq) {
        if (state.black() & bit(sq)) out[sq] = 'X';
        if (state.white() & bit(sq)) out[sq] = 'O';
    }
    out += state.side == 0 ? " X" : " O";
    return out;
}

std::optional<GameState> parse_obf(std::string_view text, std::string& error) {
    if (const auto semicolon = text.find(';'); semicolon != std::string_view::npos)
        text = text.substr(0, semicolon);
    text = trim(text);
    std::string squares;
    std::size_t i = 0;
    for (; i < text.size() && squares.size() < 64; ++i) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) continue;
        squares += c;
    }
    if (squares.size() < 64) {
        error = "a position needs 64 squares (X, O or -) then the side to move";
        return std::nullopt;
    }
    const std::string_view rest = trim(text.substr(i));
    if (rest.size() != 1) {
        error = "after the 64 squares give the side to move: X or O";
        return std::nullopt;
    }
    GameState state;
    Bitboard black = 0;
    Bitboard white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = squares[static_cast<std::size_t>(sq)];
        if (c == 'X' || c == 'x' || c == '*') {
            black |= bit(sq);
        } else if (c == 'O' || c == 'o') {
            white |= bit(sq);
        } else if (c != '-' && c != '.') {
            error = std::string("bad square character '") + c + "' (use X, O or -)";
            return std::nullopt;
        }
    }
    const char side = rest[0];
    if (side == 'X' || side == 'x' || side == '*') {
        state.side = 0;
        state.position = {black, white};
    } else if (side == 'O' || side == 'o') {
        state.side = 1;
        state.position = {white, black};
    } else {
        error = std::string("bad side to move '") + side + "' (use X or O)";
        return std::nullopt;
    }
    return state;
}

std::string move_in_nboard_notation(std::string_view move) {
    return move == "pass" ? "PA" : core::uppercase(move);
}

std::string move_from_nboard_notation(std::string_view text) {
    const std::string move = core::lowercase(core::trim(text.substr(0, text.find('/'))));
    return move == "pa" ? "pass" : move;
}

}  // namespace plies::othello
