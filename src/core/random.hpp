// The one seeded random generator every player, game and arena run draws from.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace plies::core {

// xoshiro256** (Blackman and Vigna, 2018) seeded through splitmix64. We implement it rather
// than use <random>'s distributions because those are implementation-defined: the same seed
// must give the same games on every compiler, in the native build and in WebAssembly.
class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0x9E3779B97F4A7C15ULL) { reseed(seed); }

    void reseed(std::uint64_t seed) {
        for (auto& word : state_) word = splitmix64(seed);
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound), bound > 0: rejection of the short top range, then modulo.
    std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        for (;;) {
            const std::uint64_t r = next();
            if (r >= threshold) return r % bound;
        }
    }

    // Uniform double in [0, 1), 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // True with probability p.
    bool chance(double p) { return uniform() < p; }

    template <class T>
    const T& pick(std::span<const T> items) {
        return items[below(items.size())];
    }

    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(i);
            std::swap(items[i - 1], items[j]);
        }
    }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix64(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    std::uint64_t state_[4]{};
};

}  // namespace plies::core
