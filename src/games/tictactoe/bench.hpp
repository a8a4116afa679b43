// `plies bench tictactoe`: a node-count signature of the searches and their speed.
#pragma once

#include <iosfwd>

namespace plies::tictactoe {

// Prints per position the nodes of the perfect and depth-4 classic searches, the total (the
// signature: any change to the search changes it) and nodes/second. Returns 0.
int run_bench(std::ostream& out, bool quick);

}  // namespace plies::tictactoe
