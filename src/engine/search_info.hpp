// A search report in the game's own notation: what front ends show and the arena stores.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/search_result.hpp"

namespace plies::engine {

struct SearchInfo {
    int depth = 0;
    std::uint64_t nodes = 0;
    std::uint64_t cutoffs = 0;
    std::uint64_t pruned = 0;
    std::chrono::microseconds time{0};
    std::optional<int> score;  // side to move's view, in the game's own units
    std::string score_text;    // e.g. "+12", "win in 5", "draw"
    std::vector<std::string> pv;
    bool stopped = false;
    bool exact = false;
    std::string note;  // e.g. "immediate win", "forced block", "blunder", "book"
};

struct MoveChoice {
    std::string move;
    SearchInfo info;
};

// Converts a core search result; `notation` maps a game move to its text.
template <class Move, class Notation>
SearchInfo to_search_info(const core::SearchResult<Move>& result, Notation&& notation) {
    SearchInfo info;
    info.depth = result.depth;
    info.nodes = result.nodes;
    info.cutoffs = result.cutoffs;
    info.pruned = result.pruned;
    info.time = result.time;
    info.score = result.score;
    info.stopped = result.stopped;
    info.exact = result.exact;
    for (const Move& m : result.pv) info.pv.push_back(notation(m));
    return info;
}

}  // namespace plies::engine
