// The Connect Four solver's transposition table: two-slot buckets of 8-byte entries holding a
// partial key, both a lower and an upper bound on the score, the best move and the size of the
// subtree that produced them.
//
// Partial keys: a position key (current + mask) is below 2^49. It is first mixed by a
// multiplication by an odd constant modulo 2^49, a bijection on 49-bit numbers; the top bits of
// the product pick one of the 2^b buckets and the remaining 49 - b low bits are stored as the
// check (b >= 17, so they fit in 32 bits). Bucket and check together give back the product and
// so the key: the table is exact, not merely probably right, and needs no division (Pascal
// Pons' tutorial, part 7, gets the same exactness from a prime size and the Chinese remainder
// theorem, at the cost of a 64-bit modulo per probe).
//
// Replacement keeps the bigger subtree (Breuker, Uiterwijk and van den Herik, "Replacement
// schemes for transposition tables", 1994: the two-level "TwoBig" scheme): slot 0 holds the
// entry with the larger recorded work, slot 1 takes whatever is pushed out or is new.
//
// Two tiers: positions of kNearMoves discs or more, the numerous cheap ones near the leaves,
// live in a near table of 2 MiB that stays in the processor's caches, the others in the main
// table (one 64 MiB table waited on main memory: Test_L1_R3 2.46 s -> 1.16 s a position).
//
// Clearing: each entry carries the generation it was written in; clear() bumps the generation
// instead of touching 64 MiB, so the benchmark's "table cleared before each position" costs
// nothing. The memory is wiped for real only when the 8-bit generation wraps.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "core/table_memory.hpp"

namespace plies::connect4 {

struct TableEntry {
    std::uint32_t check = 0;      // low 32 bits of the mixed key
    std::int8_t lower = 0;        // score >= lower
    std::int8_t upper = 0;        // score <= upper
    std::uint8_t move_work = 0;   // bits 0-2: best column (7 = none); bits 3-7: log2 of nodes
    std::uint8_t generation = 0;  // 0 = never written
};
static_assert(sizeof(TableEntry) == 8);

struct TableBucket {
    TableEntry slot[2];
};

inline constexpr int kNoMove = 7;

class SolverTable {
  public:
    static constexpr std::size_t kDefaultBytes = std::size_t{64} << 20;

    static constexpr int kNearMoves = 20;

    explicit SolverTable(std::size_t bytes = kDefaultBytes) { resize(bytes); }

    // Huge-page backed memory (core/table_memory.hpp): every probe is a random access into
    // tens of MiB.
    void resize(std::size_t bytes) {
        const std::size_t want = std::max<std::size_t>(bytes / sizeof(TableBucket), kMinBuckets);
        bucket_bits_ = std::bit_width(want) - 1;
        bucket_count_ = std::size_t{1} << bucket_bits_;
        buckets_ = core::TableMemory<TableBucket>(bucket_count_);  // value-initialised
        near_buckets_ = core::TableMemory<TableBucket>(kNearBuckets);
        generation_ = 1;
    }
    // The main table's size (the near table adds 2 MiB).
    [[nodiscard]] std::size_t bytes() const { return bucket_count_ * sizeof(TableBucket); }

    [[nodiscard]] bool next_clear_wipes() const { return generation_ == 255; }
    void clear() {
        if (++generation_ == 0) {
            buckets_.clear();
            near_buckets_.clear();
            generation_ = 1;
        }
    }

    // Starts loading the bucket of `key` (a position of `moves` discs) into the cache: the
    // search prefetches every child's bucket before it probes them one by one, so that the
    // cache misses overlap.
    void prefetch(std::uint64_t key, int moves) const {
        __builtin_prefetch(&bucket(mix(key), moves));
    }

    // The entry stored for `key` (a position of `moves` discs), or nullptr.
    [[nodiscard]] const TableEntry* find(std::uint64_t key, int moves) const {
        const std::uint64_t mixed = mix(key);
        const TableBucket& bucket = this->bucket(mixed, moves);
        const auto check = static_cast<std::uint32_t>(mixed);
        for (const TableEntry& entry : bucket.slot)
            if (entry.check == check && entry.generation == generation_) return &entry;
        return nullptr;
    }

    // Records bounds for `key`; `work` is the number of nodes the search under it took. Bounds
    // already known for the same key are kept when tighter.
    void store(std::uint64_t key, int moves, int lower, int upper, int move, std::uint64_t work) {
        const std::uint64_t mixed = mix(key);
        TableBucket& bucket = this->bucket(mixed, moves);
        const auto check = static_cast<std::uint32_t>(mixed);
        const int work_log = std::min(31, static_cast<int>(std::bit_width(work)));
        for (TableEntry& entry : bucket.slot) {
            if (entry.check == check && entry.generation == generation_) {
                // Both bounds hold; keep the tighter of each.
                entry.lower = static_cast<std::int8_t>(std::max<int>(entry.lower, lower));
                entry.upper = static_cast<std::int8_t>(std::min<int>(entry.upper, upper));
                const int old_work = entry.move_work >> 3;
                const int best = move != kNoMove ? move : (entry.move_work & 7);
                entry.move_work = pack(best, std::max(old_work, work_log));
                return;
            }
        }
        TableEntry fresh{check, static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper),
                         pack(move, work_log), generation_};
        TableEntry& big = bucket.slot[0];
        const bool big_stale = big.generation != generation_;
        if (big_stale || work_log >= (big.move_work >> 3)) {
            if (!big_stale) bucket.slot[1] = big;
            big = fresh;
        } else {
            bucket.slot[1] = fresh;
        }
    }

  private:
    static constexpr int kKeyBits = 49;
    static constexpr std::size_t kMinBuckets = std::size_t{1} << 17;  // see above; 2 MiB
    static constexpr int kNearBucketBits = 17;                        // the least allowed
    static constexpr std::size_t kNearBuckets = std::size_t{1} << kNearBucketBits;

    // Either tier keeps the low 32 bits of the mixed key as the check: with 2^17 buckets or
    // more, those and the bucket index give back the whole key.
    [[nodiscard]] TableBucket& bucket(std::uint64_t mixed, int moves) {
        if (moves >= kNearMoves) return near_buckets_[mixed >> (kKeyBits - kNearBucketBits)];
        return buckets_[mixed >> (kKeyBits - bucket_bits_)];
    }
    [[nodiscard]] const TableBucket& bucket(std::uint64_t mixed, int moves) const {
        return const_cast<SolverTable*>(this)->bucket(mixed, moves);
    }

    // An odd multiplier (the 64-bit golden ratio constant) modulo 2^49.
    static std::uint64_t mix(std::uint64_t key) {
        return (key * 0x9E3779B97F4A7C15ULL) & ((std::uint64_t{1} << kKeyBits) - 1);
    }

    static std::uint8_t pack(int move, int work_log) {
        return static_cast<std::uint8_t>((work_log << 3) | move);
    }
    core::TableMemory<TableBucket> buckets_;
    core::TableMemory<TableBucket> near_buckets_;
    std::size_t bucket_count_ = 0;
    int bucket_bits_ = 17;
    std::uint8_t generation_ = 1;
};

}  // namespace plies::connect4
