#include "games/othello/training.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <istream>
#include <mutex>
#include <sstream>
#include <thread>

#include <fmt/format.h>
#include <fmt/ostream.h>

#include "core/random.hpp"
#include "games/othello/endgame.hpp"

namespace plies::othello {

namespace {

// One noisy game, returning the positions met at the sampled empty counts.
std::vector<Position> sample_game(const SampleOptions& options, core::Rng& rng) {
    std::vector<int> targets;
    const int span = options.max_empties - options.min_empties + 1;
    while (static_cast<int>(targets.size()) < std::min(options.samples_per_game, span)) {
        const int e =
            options.min_empties + static_cast<int>(rng.below(static_cast<std::uint64_t>(span)));
        if (std::find(targets.begin(), targets.end(), e) == targets.end()) targets.push_back(e);
    }
    std::vector<Position> found;
    for (const Position& pos : noisy_game(rng, options.player, options.min_empties)) {
        const auto target = std::find(targets.begin(), targets.end(), pos.empty_count());
        if (target == targets.end()) continue;
        found.push_back(pos);
        targets.erase(target);
    }
    return found;
}

}  // namespace

std::vector<TrainingSample> generate_samples(const SampleOptions& options, std::ostream& log) {
    std::vector<std::vector<TrainingSample>> per_game(static_cast<std::size_t>(options.games));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::mutex log_mutex;
    auto work = [&] {
        EndgameSolver solver;
        for (;;) {
            const int game = next.fetch_add(1);
            if (game >= options.games) return;
            core::Rng rng(options.seed * 0x9E3779B97F4A7C15ULL +
                          static_cast<std::uint64_t>(options.first_game + game));
            for (const Position& pos : sample_game(options, rng)) {
                const auto result = solver.solve(pos, -64, 64, {}, nullptr);
                per_game[static_cast<std::size_t>(game)].push_back({pos, result.score});
            }
            const int finished = done.fetch_add(1) + 1;
            if (finished % 1000 == 0) {
                const std::lock_guard lock(log_mutex);
                fmt::print(log, "{}/{} games\n", finished, options.games);
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < std::max(1, options.threads); ++t) threads.emplace_back(work);
    for (auto& t : threads) t.join();
    std::vector<TrainingSample> samples;
    for (auto& game : per_game) samples.insert(samples.end(), game.begin(), game.end());
    return samples;
}

void write_samples(std::ostream& out, const std::vector<TrainingSample>& samples) {
    for (const auto& s : samples)
        fmt::print(out, "{:016x} {:016x} {}\n", s.position.player, s.position.opponent, s.score);
}

bool read_samples(std::istream& in, std::vector<TrainingSample>& samples, std::string& error) {
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        std::istringstream fields(line);
        TrainingSample s;
        std::string extra;
        if (!(fields >> std::hex >> s.position.player >> s.position.opponent >> std::dec >>
              s.score) ||
            (fields >> extra) || (s.position.player & s.position.opponent) != 0 || s.score < -64 ||
            s.score > 64) {
            error = fmt::format("line {}: expected '<player hex> <opponent hex> <score>'", number);
            return false;
        }
        samples.push_back(s);
    }
    return true;
}

PhaseFit fit_phase(const std::vector<CanonicalFeatures>& features,
                   const std::vector<float>& targets, std::vector<std::size_t> chosen,
                   const FitOptions& options, core::Rng& rng) {
    const auto size = static_cast<std::size_t>(pattern_geometry().feature_count);
    // Stochastic gradient descent on the squared error, in discs; the step shrinks from
    // 0.01 to 0.001 over the epochs (48 weights move per sample, so a step moves the
    // prediction by about half its error at first).
    PhaseFit fit;
    fit.weights.assign(size, 0.0F);
    auto& w = fit.weights;
    float& bias = fit.bias;
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        rng.shuffle(std::span<std::size_t>(chosen));
        const double t = options.epochs > 1 ? double(epoch) / (options.epochs - 1) : 1.0;
        const auto step = static_cast<float>(0.01 * std::pow(0.1, t));
        const auto decay = static_cast<float>(options.regularisation);
        fit.mean_error = 0.0;
        for (const std::size_t i : chosen) {
            float predicted = bias;
            for (const auto f : features[i]) predicted += w[f];
            const float error = predicted - targets[i];
            fit.mean_error += std::abs(error);
            for (const auto f : features[i]) w[f] -= step * (error + decay * w[f]);
            bias -= step * error * 0.1F;
        }
        fit.mean_error /= static_cast<double>(std::max<std::size_t>(chosen.size(), 1));
    }
    return fit;
}

void store_fit(const PhaseFit& fit, int phase, PatternWeights& weights) {
    const auto& mirror = pattern_geometry().mirror;
    weights.set_bias(phase, static_cast<int>(std::lround(fit.bias * 100)));
    for (std::uint32_t f = 0; f < fit.weights.size(); ++f)
        if (f <= mirror[f] && fit.weights[f] != 0.0F)
            weights.set(phase, f, static_cast<int>(std::lround(fit.weights[f] * 100)));
}

float PhaseFit::predict(const CanonicalFeatures& features) const {
    float predicted = bias;
    for (const auto f : features) predicted += weights[f];
    return predicted;
}

void canonical_features(const Position& pos, CanonicalFeatures& out) {
    const auto& geometry = pattern_geometry();
    pattern_features(pos, out);
    for (auto& f : out) f = std::min(f, geometry.mirror[f]);
}

PatternWeights fit_weights(const std::vector<TrainingSample>& samples, const FitOptions& options,
                           std::ostream& log) {
    const auto& geometry = pattern_geometry();
    const auto size = static_cast<std::size_t>(geometry.feature_count);
    // Each sample's features, read in canonical order (a feature and its mirror share a weight).
    std::vector<CanonicalFeatures> features(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i)
        canonical_features(samples[i].position, features[i]);
    std::vector<float> targets(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i)
        targets[i] = static_cast<float>(samples[i].score);
    PatternWeights weights;
    std::vector<int> fitted;
    core::Rng rng(options.seed);
    for (int phase = 0; phase < kPatternPhases; ++phase) {
        std::vector<std::size_t> chosen;
        std::vector<std::size_t> held_out;  // this phase's own samples kept out of the fit
        for (std::size_t i = 0; i < samples.size(); ++i) {
            const int empties = samples[i].position.empty_count();
            const bool hold =
                options.holdout_percent > 0 && static_cast<int>(i * 0x9E3779B97F4A7C15ULL >> 57) <
                                                   options.holdout_percent * 128 / 100;
            if (hold && empties / 2 == phase) held_out.push_back(i);
            if (!hold && std::abs(empties - (2 * phase + 1)) <= options.window) chosen.push_back(i);
        }
        if (chosen.size() < 2000) continue;
        const PhaseFit fit = fit_phase(features, targets, chosen, options, rng);
        store_fit(fit, phase, weights);
        fitted.push_back(phase);
        fmt::print(log, "phase {} (empties {}-{}): {} samples, mean error {:.2f} discs", phase,
                   2 * phase, 2 * phase + 1, chosen.size(), fit.mean_error);
        if (!held_out.empty()) {
            double held_out_error = 0.0;
            for (const std::size_t i : held_out)
                held_out_error += std::abs(fit.predict(features[i]) - targets[i]);
            fmt::print(log, "; held out: {} samples, mean error {:.2f} discs", held_out.size(),
                       held_out_error / static_cast<double>(held_out.size()));
        }
        fmt::print(log, "\n");
    }
    // Phases without data take the nearest fitted one.
    for (int phase = 0; phase < kPatternPhases && !fitted.empty(); ++phase) {
        if (std::find(fitted.begin(), fitted.end(), phase) != fitted.end()) continue;
        const int nearest = *std::min_element(fitted.begin(), fitted.end(), [&](int a, int b) {
            return std::abs(a - phase) < std::abs(b - phase);
        });
        weights.set_bias(phase, weights.bias(nearest));
        for (std::uint32_t f = 0; f < size; ++f)
            if (f <= geometry.mirror[f]) weights.set(phase, f, weights.get(nearest, f));
    }
    return weights;
}

}  // namespace plies::othello
