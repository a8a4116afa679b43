// `plies bench othello`: perft speed, a node signature of the searches, and the FFO endgame
// suite (`--suite ffo`).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/othello/notation.hpp"

namespace plies::othello {

// suite: "" = perft depth 11 (or `depth`) and the node signature; "ffo" = FFO #40-#59;
// "ffo:A-B" = FFO #A-#B (40 <= A <= B <= 59); "midgame" = 48 midgame positions searched to
// `depth` (default 12) by the midgame search; or the path of an OBF file whose annotated lines
// are solved and checked. quick = a short run. Returns 0 when every solved position is correct,
// 2 (with a message naming the line) when the suite cannot be read or a line is malformed.
int run_bench(std::ostream& out, const std::string& suite, int depth, bool quick);

// One line of a suite: an OBF position and the scores of the moves it lists, best first
// ("<64 squares> <side>; A2:+38; C7:+36;").
struct SuiteLine {
    struct Score {
        int move = 0;
        int score = 0;
    };
    std::string name;  // "line 3", "#40"
    GameState state;
    std::vector<Score> expected;  // empty: the line is solved but not checked
};

// Parses one line; nullopt with `error` set on a bad position or annotation.
[[nodiscard]] std::optional<SuiteLine> parse_suite_line(std::string_view text, std::string& error);
// Reads every non-blank line of an OBF file; nullopt with `error` ("NAME:LINE: why") on the
// first bad line, or when there is none.
[[nodiscard]] std::optional<std::vector<SuiteLine>> read_suite(std::istream& in,
                                                               const std::string& name,
                                                               std::string& error);

// FFO #40-#59 as OBF lines with their published scores (index 0 = #40).
[[nodiscard]] const char* ffo_line(int number);

}  // namespace plies::othello
