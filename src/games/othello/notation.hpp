// Othello text: squares a1..h8 (column letter, row number, a1 top-left), passes, OBF positions
// (64 characters X/O/- row by row from a1, then the side to move) and move strings (f5d6c3).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/othello/board.hpp"

namespace plies::othello {

// 0 = black (X, moves first), 1 = white (O).
struct GameState {
    Position position = kStartPosition;
    int side = 0;  // the side to move

    [[nodiscard]] Bitboard black() const { return side == 0 ? position.player : position.opponent; }
    [[nodiscard]] Bitboard white() const { return side == 0 ? position.opponent : position.player; }
};

// "a1".."h8", "pass" for kPassMove, "none" for kNoMove (no move at all: the game is over).
[[nodiscard]] std::string square_name(int move);
// Accepts a1..h8 in either case, and "pass" / "PS" (any case). nullopt otherwise.
[[nodiscard]] std::optional<int> parse_move(std::string_view text);

// How NBoard and GGF games write moves (GTP answers the same way), used by the NBoard protocol and
// the arena's external engines: "f5" -> "F5", "pass" -> "PA"; and back, "F5//1.23" -> "f5" (the
// move before any
// "/eval/time"), "PA" -> "pass". Back does not check the move: parse_move does.
[[nodiscard]] std::string move_in_nboard_notation(std::string_view move);
[[nodiscard]] std::string move_from_nboard_notation(std::string_view text);

// Splits a move string such as "f5d6c3" or "f5 d6 pass c3" into moves; nullopt on bad text.
[[nodiscard]] std::optional<std::vector<int>> parse_move_list(std::string_view text);

// "<64 chars> X" (OBF without annotations).
[[nodiscard]] std::string to_obf(const GameState& state);
// Reads "<64 chars> <side>" optionally followed by "; move:score; ..." (ignored). The 64 chars
// may be X/O/- (also x/o/*/. accepted for the pieces and empties as in other tools); the side X/O.
// nullopt with a message in `error` when the text is not such a position.
[[nodiscard]] std::optional<GameState> parse_obf(std::string_view text, std::string& error);

}  // namespace plies::othello
