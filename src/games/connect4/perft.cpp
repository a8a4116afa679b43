#include "games/connect4/perft.hpp"

#include <algorithm>
#include <bit>

namespace plies::connect4 {

namespace {

std::uint64_t perft_from(Position& position, int depth) {
    if (position.over()) return depth == 0 ? 1 : 0;
    if (depth == 0) return 1;
    const Bitboard playable = position.playable_cells();
    if (depth == 1) return static_cast<std::uint64_t>(std::popcount(playable));
    std::uint64_t total = 0;
    for (int col = 0; col < kWidth; ++col) {
        if (!position.can_play(col)) continue;
        position.play(col);
        total += perft_from(position, depth - 1);
        position.undo(col);
    }
    return total;
}

std::uint64_t tree_size_from(Position& position, int depth) {
    if (position.over() || depth == 0) return 1;
    if (depth == 1) return 1 + static_cast<std::uint64_t>(std::popcount(position.playable_cells()));
    std::uint64_t total = 1;
    for (int col = 0; col < kWidth; ++col) {
        if (!position.can_play(col)) continue;
        position.play(col);
        total += tree_size_from(position, depth - 1);
        position.undo(col);
    }
    return total;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    Position copy = position;
    return perft_from(copy, depth);
}

std::uint64_t minimax_tree_size(const Position& position, int depth) {
    Position copy = position;
    return tree_size_from(copy, depth);
}

std::vector<std::uint64_t> distinct_positions(int max_plies) {
    // Breadth first, one ply at a time, each layer a sorted list of unique keys (8 bytes per
    // position: 12.2 million positions after 12 plies fit in ~100 MB).
    std::vector<std::uint64_t> counts{1};
    std::vector<std::uint64_t> layer{Position{}.key()};
    std::vector<std::uint64_t> next;
    for (int ply = 1; ply <= max_plies && ply <= kCells; ++ply) {
        next.clear();
        next.reserve(layer.size() * kWidth);
        for (const std::uint64_t key : layer) {
            Position position = Position::from_key(key);
            if (position.last_mover_won()) continue;  // the game stopped here
            for (int col = 0; col < kWidth; ++col) {
                if (!position.can_play(col)) continue;
                position.play(col);
                next.push_back(position.key());
                position.undo(col);
            }
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        counts.push_back(next.size());
        layer.swap(next);
    }
    return counts;
}

}  // namespace plies::connect4
