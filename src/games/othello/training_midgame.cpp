#include "games/othello/training_midgame.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "games/othello/endgame.hpp"
#include "games/othello/evaluation.hpp"
#include "games/othello/search.hpp"

namespace plies::othello {

namespace {

constexpr int kInfinity = 1'000'000;

struct LabelSearch {
    const PatternWeights& weights;
    int leaf_empties;

    int search(Bitboard p, Bitboard o, int alpha, int beta, bool passed) const {
        if (std::popcount(~(p | o)) <= leaf_empties) return weights.evaluate({p, o});
        const Bitboard moves = legal_moves(p, o);
        if (moves == 0) {
            if (passed) return final_score(p, o) * 100;
            return -search(o, p, -beta, -alpha, true);
        }
        // Fewest replies first: cheap, and alpha-beta's result does not depend on it.
        std::array<std::pair<int, int>, 32> order{};
        int count = 0;
        for (Bitboard m = moves; m != 0 && count < 32; m &= m - 1) {
            const int sq = std::countr_zero(m);
            const Bitboard f = flips(sq, p, o);
            const int replies = std::popcount(legal_moves(o ^ f, p ^ f ^ bit(sq)));
            order[static_cast<std::size_t>(count++)] = {replies * 64 + sq, sq};
        }
        std::sort(order.begin(), order.begin() + count);
        int best = -kInfinity;
        for (int i = 0; i < count; ++i) {
            const int sq = order[static_cast<std::size_t>(i)].second;
            const Bitboard f = flips(sq, p, o);
            const int v = -search(o ^ f, p ^ f ^ bit(sq), -beta, -std::max(alpha, best), false);
            best = std::max(best, v);
            if (best >= beta) break;
        }
        return best;
    }
};

// Runs work(i) for i in [0, n) on `threads` threads (each i once; results stored by index, so
// the outcome is the same whatever the thread count).
template <class Work>
void parallel_for(std::size_t n, int threads, Work work) {
    std::atomic<std::size_t> next{0};
    auto run = [&] {
        for (;;) {
            const std::size_t begin = next.fetch_add(256);
            if (begin >= n) return;
            for (std::size_t i = begin; i < std::min(n, begin + 256); ++i) work(i);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::max(1, threads); ++t) pool.emplace_back(run);
    for (auto& t : pool) t.join();
}

bool held_out(std::size_t i, int percent) {
    return percent > 0 && static_cast<int>(i * 0x9E3779B97F4A7C15ULL >> 57) < percent * 128 / 100;
}

}  // namespace

int label_search(const PatternWeights& weights, const Position& pos, int leaf_empties) {
    return LabelSearch{weights, leaf_empties}.search(pos.player, pos.opponent, -kInfinity,
                                                     kInfinity, false);
}

PatternWeights fit_midgame(const PatternWeights& start, const MidgameFitOptions& options,
                           std::ostream& log, std::vector<MidgameSetError>* errors) {
    const int lowest = 2 * options.first_phase;
    const bool outcomes = options.outcome_weight > 0;
    // Every position of every game from `lowest` empties up, and the game's outcome (black's
    // view; kNoOutcome if not asked for, or if the solve did not finish in its budget).
    constexpr int kNoOutcome = -kInfinity;
    struct Game {
        std::vector<Position> positions;
        std::vector<std::uint8_t> movers;
        int outcome = kNoOutcome;
    };
    std::vector<Game> games(static_cast<std::size_t>(options.games));
    parallel_for(games.size(), options.threads, [&](std::size_t index) {
        Game& game = games[index];
        core::Rng rng(options.seed * 0x9E3779B97F4A7C15ULL +
                      static_cast<std::uint64_t>(options.first_game) + index);
        game.positions =
            noisy_game(rng, options.player,
                       outcomes ? std::min(options.outcome_empties, lowest) : lowest, &game.movers);
        if (outcomes && !game.positions.empty()) {
            thread_local EndgameSolver solver;
            core::SearchLimits budget;
            budget.nodes = 50'000'000;
            const auto solved = solver.solve(game.positions.back(), -64, 64, budget, nullptr);
            if (!solved.stopped)
                game.outcome = (game.movers.back() == 0 ? 1 : -1) * solved.score * 100;
        }
    });
    std::vector<Position> positions;
    std::vector<int> outcome;  // per position, its side to move's view
    for (const auto& game : games) {
        for (std::size_t i = 0; i < game.positions.size(); ++i) {
            if (game.positions[i].empty_count() < lowest) continue;
            positions.push_back(game.positions[i]);
            outcome.push_back(game.outcome == kNoOutcome ? kNoOutcome
                              : game.movers[i] == 0      ? game.outcome
                                                         : -game.outcome);
        }
    }
    games.clear();
    fmt::print(log, "{} games, {} positions of {}+ empties\n", options.games, positions.size(),
               lowest);

    PatternWeights weights = start;
    core::Rng rng(options.fit.seed);
    const int span = 2 * options.phases_per_set;
    for (int low = lowest; low <= 60; low += span) {
        const int high = low + span - 1;
        std::vector<std::size_t> members;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const int e = positions[i].empty_count();
            if (e >= low && e <= high) members.push_back(i);
        }
        if (members.empty()) continue;
        std::vector<CanonicalFeatures> features(members.size());
        std::vector<float> targets(members.size());
        parallel_for(members.size(), options.threads, [&](std::size_t k) {
            const Position& pos = positions[members[k]];
            canonical_features(pos, features[k]);
            const int result = outcome[members[k]];
            const bool search = result == kNoOutcome || options.outcome_weight < 1;
            const int searched =
                search ? label_search(weights, pos, pos.empty_count() - options.depth) : 0;
            const double label = result == kNoOutcome ? searched
                                                      : (1 - options.outcome_weight) * searched +
                                                            options.outcome_weight * result;
            targets[k] = static_cast<float>(label / 100.0);
        });
        std::vector<std::size_t> chosen;
        std::vector<std::size_t> held;
        for (std::size_t k = 0; k < members.size(); ++k)
            (held_out(members[k], options.fit.holdout_percent) ? held : chosen).push_back(k);
        const PhaseFit fit = fit_phase(features, targets, chosen, options.fit, rng);
        const int first = low / 2;
        for (int phase = first; phase < first + options.phases_per_set && phase < kPatternPhases;
             ++phase)
            store_fit(fit, phase, weights);
        MidgameSetError set{low, high, chosen.size(), held.size(), fit.mean_error};
        for (const std::size_t k : held) {
            const Position& pos = positions[members[k]];
            set.held_out_new += std::abs(fit.predict(features[k]) - targets[k]);
            set.held_out_before +=
                std::abs(static_cast<float>(start.evaluate(pos)) / 100.0F - targets[k]);
            set.held_out_hand += std::abs(static_cast<float>(evaluate(pos)) / 100.0F - targets[k]);
        }
        const auto n = static_cast<double>(std::max<std::size_t>(held.size(), 1));
        set.held_out_new /= n;
        set.held_out_before /= n;
        set.held_out_hand /= n;
        fmt::print(log, "phases {}-{} (empties {}-{}): {} samples, mean error {:.2f} discs", first,
                   std::min(first + options.phases_per_set, kPatternPhases) - 1, low, high,
                   set.samples, set.fit);
        if (!held.empty())
            fmt::print(log,
                       "; held out: {} samples, mean error {:.2f} discs (before: {:.2f}; the "
                       "hand-made evaluation: {:.2f})",
                       set.held_out, set.held_out_new, set.held_out_before, set.held_out_hand);
        fmt::print(log, "\n");
        if (errors != nullptr) errors->push_back(set);
    }
    return weights;
}

void probcut_statistics(int games, int max_depth, std::uint64_t seed, std::ostream& out) {
    constexpr int kRows = 5;
    constexpr int kColumns = 10;  // depths 3-12
    struct Moments {
        double n = 0;
        double sum = 0;
        double squares = 0;
    };
    std::array<std::array<Moments, kColumns>, kRows> moments{};
    for (int game = 0; game < games; ++game) {
        core::Rng rng(seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(game));
        const auto met = noisy_game(rng, {0.2}, 20);
        if (met.size() < 2) continue;
        const Position pos = met[1 + rng.below(met.size() - 1)];  // not the start position
        std::vector<int> value(static_cast<std::size_t>(max_depth) + 1);
        for (int depth = 0; depth <= max_depth; ++depth) {
            clear_search_tables();
            value[static_cast<std::size_t>(depth)] =
                depth == 0 ? default_pattern_weights()->evaluate(pos)
                           : search_midgame(pos, depth, {}, nullptr, 2).score;
        }
        const int row = std::min(pos.empty_count() / 12, kRows - 1);
        for (int depth = 3; depth <= std::min(max_depth, 12); ++depth) {
            const double diff = value[static_cast<std::size_t>(depth)] -
                                value[static_cast<std::size_t>(probcut_shallow_depth(depth))];
            auto& m = moments[static_cast<std::size_t>(row)][static_cast<std::size_t>(depth - 3)];
            m.n += 1;
            m.sum += diff;
            m.squares += diff * diff;
        }
    }
    fmt::print(out, "// sigma (mean) of deep - shallow, hundredths of a disc; n per row\n");
    for (int row = 0; row < kRows; ++row) {
        fmt::print(out, "    {{");
        for (int column = 0; column < kColumns; ++column) {
            const auto& m = moments[static_cast<std::size_t>(row)]
                                   [static_cast<std::size_t>(std::min(column, max_depth - 3))];
            const double mean = m.n > 0 ? m.sum / m.n : 0.0;
            const double sigma = m.n > 1 ? std::sqrt(m.squares / m.n - mean * mean) : 400.0;
            fmt::print(out, "{}{:.0f}", column == 0 ? "" : ", ", sigma);
        }
        const auto& first = moments[static_cast<std::size_t>(row)][0];
        fmt::print(out, "}},  // empties {}-{}, {} positions, means", 12 * row, 12 * row + 11,
                   first.n);
        for (int column = 0; column <= std::min(max_depth, 12) - 3; ++column) {
            const auto& m =
                moments[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
            fmt::print(out, " {:.0f}", m.n > 0 ? m.sum / m.n : 0.0);
        }
        fmt::print(out, "\n");
    }
}

}  // namespace plies::othello
