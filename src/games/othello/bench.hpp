// `plies bench othello`: perft speed, a node signature of the searches, and the FFO endgame
// suite (`--suite ffo`).
#pragma once

#include <iosfwd>
#include <string>

namespace plies::othello {

// suite: "" = perft depth 11 (or `depth`) and the node signature; "ffo" = FFO #40-#59;
// "ffo:A-B" = FFO #A-#B (40 <= A <= B <= 59); or the path of an OBF file whose annotated lines
// are solved and checked. quick = a short run. Returns 0 when every solved position is correct.
int run_bench(std::ostream& out, const std::string& suite, int depth, bool quick);

// FFO #40-#59 as OBF lines with their published scores (index 0 = #40).
[[nodiscard]] const char* ffo_line(int number);

}  // namespace plies::othello
