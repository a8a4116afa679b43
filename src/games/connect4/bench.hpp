// `plies bench connect4` (default suite): the classic AI's node signature, speed and pruning.
#pragma once

#include <iosfwd>

namespace plies::connect4 {

// Prints, for depths 4, 6, 8 and 10 (4 and 6 when quick) over a fixed list of positions, the
// nodes of the game box's single depth-N alpha-beta search (their sum is the signature: any change
// to the search or the heuristic changes it), nodes/second, cut-offs, and the share of the
// full-width minimax tree that alpha-beta skipped; then the classic player's time per move from
// the empty board. Returns 0.
int run_classic_bench(std::ostream& out, bool quick);

// `plies bench connect4 --suite positions [--depth N]`: per ply up to N (default 12, quick 8)
// the distinct positions (OEIS A212693) and, up to 10 plies, perft's move sequences, with times.
int run_positions_bench(std::ostream& out, int max_plies, bool quick);

}  // namespace plies::connect4
