// A fixed-size hash table of search results, indexed by a 64-bit position key.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace plies::core {

enum class Bound : std::uint8_t { none, lower, upper, exact };

template <class Move>
struct TTEntry {
    std::uint64_t key = 0;
    int score = 0;
    std::int16_t depth = -1;
    Bound bound = Bound::none;
    bool has_move = false;
    Move move{};
};

// One entry per slot, replaced when the new result is at least as deep or from another position.
// The size is rounded down to a power of two so that the index is a mask.
template <class Move>
class TranspositionTable {
  public:
    using Entry = TTEntry<Move>;

    explicit TranspositionTable(std::size_t bytes = std::size_t{16} << 20) { resize(bytes); }

    void resize(std::size_t bytes) {
        std::size_t count = std::bit_floor(std::max<std::size_t>(bytes / sizeof(Entry), 1));
        entries_.assign(count, Entry{});
        mask_ = count - 1;
    }
    void clear() { std::fill(entries_.begin(), entries_.end(), Entry{}); }

    [[nodiscard]] const Entry* probe(std::uint64_t key) const {
        const Entry& e = entries_[key & mask_];
        return (e.bound != Bound::none && e.key == key) ? &e : nullptr;
    }

    void store(std::uint64_t key, int score, int depth, Bound bound, const Move* move) {
        Entry& e = entries_[key & mask_];
        if (e.key == key && e.depth > depth && bound != Bound::exact) return;
        e.key = key;
        e.score = score;
        e.depth = static_cast<std::int16_t>(depth);
        e.bound = bound;
        e.has_move = move != nullptr;
        if (move != nullptr) e.move = *move;
    }

    [[nodiscard]] std::size_t size() const { return entries_.size(); }

  private:
    std::vector<Entry> entries_;
    std::size_t mask_ = 0;
};

}  // namespace plies::core
