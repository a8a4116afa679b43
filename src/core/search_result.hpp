// What every search reports: depth reached, nodes, cut-offs, time, best move, score and PV.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/search_report.hpp"

namespace plies::core {

template <class Move>
struct SearchResult {
    std::optional<Move> best_move;  // empty only when there is no legal move
    int score = 0;                  // from the side to move's point of view
    int depth = 0;                  // last fully searched depth (plies)
    std::uint64_t nodes = 0;        // positions visited, the root included
    std::uint64_t cutoffs = 0;      // beta cut-offs
    std::uint64_t pruned = 0;       // sibling moves skipped by those cut-offs
    std::chrono::microseconds time{0};
    std::vector<Move> pv;  // principal variation, starting with best_move
    bool stopped = false;  // stop token, node or time limit ended the search early
    bool exact = false;    // every line reached a game end: the score is proven
};

// A freestanding search's report (search_report.hpp) with the time the desktop measured.
template <class Move, int kMaxPv>
[[nodiscard]] SearchResult<Move> to_search_result(const SearchReport<Move, kMaxPv>& report,
                                                  std::chrono::microseconds time) {
    SearchResult<Move> result;
    result.best_move = report.best_move;
    result.score = report.score;
    result.depth = report.depth;
    result.nodes = report.nodes;
    result.cutoffs = report.cutoffs;
    result.pruned = report.pruned;
    result.time = time;
    result.pv.assign(report.pv.begin(), report.pv.begin() + report.pv_length);
    result.stopped = report.stopped;
    result.exact = report.exact;
    return result;
}

}  // namespace plies::core
