// What every search reports: depth reached, nodes, cut-offs, time, best move, score and PV.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/search_report.hpp"

namespace plies::core {

template <class Move>
struct SearchResult : SearchFigures<Move> {
    std::chrono::microseconds time{0};
    std::vector<Move> pv;  // principal variation, starting with best_move
};

// A freestanding search's report (search_report.hpp) with the time the desktop measured.
template <class Move, int kMaxPv>
[[nodiscard]] SearchResult<Move> to_search_result(const SearchReport<Move, kMaxPv>& report,
                                                  std::chrono::microseconds time) {
    SearchResult<Move> result;
    static_cast<SearchFigures<Move>&>(result) = report;
    result.time = time;
    result.pv.assign(report.pv.begin(), report.pv.begin() + report.pv_length);
    return result;
}

}  // namespace plies::core
