// What a search reports, in fixed storage: no heap, no clock, so that the game box's build (a
// microcontroller, src/box/) runs the same searches as the desktop. The desktop turns a report
// into a SearchResult (search_result.hpp), adding the time it measured.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace plies::core {

// The figures every search reports, whatever it keeps its principal variation in.
template <class Move>
struct SearchFigures {
    std::optional<Move> best_move;  // empty only when there is no legal move
    int score = 0;                  // from the side to move's point of view
    int depth = 0;                  // last fully searched depth (plies)
    std::uint64_t nodes = 0;        // positions visited, the root included
    std::uint64_t cutoffs = 0;      // beta cut-offs
    std::uint64_t pruned = 0;       // sibling moves skipped by those cut-offs
    bool stopped = false;           // stop flag, node budget or deadline ended the search early
    bool exact = false;             // every line reached a game end: the score is proven
};

template <class Move, int kMaxPv>
struct SearchReport : SearchFigures<Move> {
    std::array<Move, kMaxPv> pv{};  // principal variation, starting with best_move
    int pv_length = 0;
};

}  // namespace plies::core
