#include "arena/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "engine/errors.hpp"

namespace plies::arena {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// The 97.5% quantile of the standard normal distribution: a two-sided 95% interval.
constexpr double kZ95 = 1.959963984540054;
// Normalized Elo: nElo = (s - 0.5) / sigma * 800 / ln(10) (Van den Bergh's normalized Elo).
const double kNormalizedEloScale = 800.0 / std::log(10.0);

// Mean and variance of a discrete distribution given by counts of each value.
struct Moments {
    double count = 0;
    double mean = 0;
    double variance = 0;  // per observation
};

Moments moments(const std::vector<std::pair<double, int>>& values) {
    Moments m;
    for (const auto& [value, count] : values) {
        m.count += count;
        m.mean += value * count;
    }
    if (m.count == 0) return m;
    m.mean /= m.count;
    for (const auto& [value, count] : values)
        m.variance += count * (value - m.mean) * (value - m.mean);
    m.variance /= m.count;
    return m;
}

// The GSPRT approximation: (s1 - s0)(2 s - s0 - s1) / (2 var(mean)).
double gsprt(const Moments& m, double s0, double s1) {
    if (m.count == 0 || m.variance <= 0) return 0.0;
    const double variance_of_mean = m.variance / m.count;
    return (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * variance_of_mean);
}

double parse_double(const std::string& item, const std::string& text) {
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(item, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != item.size() || !std::isfinite(value))
        throw engine::Error(fmt::format("bad number '{}' in --sprt '{}'", item, text));
    return value;
}

}  // namespace

double WinDrawLoss::score() const {
    const int n = games();
    return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
}

WinDrawLoss& WinDrawLoss::operator+=(const WinDrawLoss& other) {
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
    return *this;
}

double elo_from_score(double score) {
    if (score <= 0) return -kInfinity;
    if (score >= 1) return kInfinity;
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_from_elo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double likelihood_of_superiority(int wins, int losses) {
    if (wins + losses == 0) return 0.5;
    // Phi(x) = (1 + erf(x / sqrt 2)) / 2 with x = (W - L) / sqrt(W + L).
    return 0.5 * (1.0 + std::erf((wins - losses) / std::sqrt(2.0 * (wins + losses))));
}

std::pair<double, double> wilson_interval(double score, int n, double z) {
    if (n <= 0) return {0.0, 1.0};
    const double z2n = z * z / n;
    const double centre = (score + z2n / 2) / (1 + z2n);
    const double half = z / (1 + z2n) * std::sqrt(score * (1 - score) / n + z * z / (4.0 * n * n));
    // At a score of exactly 0 or 1 the bound on that side is exactly 0 or 1 (rounding would
    // otherwise leave it a hair inside and give a huge finite Elo).
    const double low = score <= 0 ? 0.0 : std::max(0.0, centre - half);
    const double high = score >= 1 ? 1.0 : std::min(1.0, centre + half);
    return {low, high};
}

EloEstimate estimate_elo(const WinDrawLoss& result) {
    EloEstimate out;
    out.los = likelihood_of_superiority(result.wins, result.losses);
    const int n = result.games();
    if (n == 0) {
        out.margin = kInfinity;
        out.low = -kInfinity;
        out.high = kInfinity;
        return out;
    }
    const Moments m = moments({{1.0, result.wins}, {0.5, result.draws}, {0.0, result.losses}});
    out.elo = elo_from_score(m.mean);
    const double deviation = std::sqrt(m.variance / n);
    const double low = m.mean - kZ95 * deviation;
    const double high = m.mean + kZ95 * deviation;
    if (low > 0 && high < 1) {
        out.margin = (elo_from_score(high) - elo_from_score(low)) / 2.0;
        out.low = out.elo - out.margin;
        out.high = out.elo + out.margin;
    } else {
        out.margin = kInfinity;
        const auto [wilson_low, wilson_high] = wilson_interval(m.mean, n, kZ95);
        out.low = elo_from_score(wilson_low);
        out.high = elo_from_score(wilson_high);
    }
    return out;
}

double SprtParameters::lower_bound() const {
    return std::log(beta / (1 - alpha));
}
double SprtParameters::upper_bound() const {
    return std::log((1 - beta) / alpha);
}

SprtParameters parse_sprt(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream stream(text);
    for (std::string item; std::getline(stream, item, ',');) items.push_back(item);
    if (items.size() != 4) {
        throw engine::Error(fmt::format(
            "bad --sprt '{}': expected elo0,elo1,alpha,beta, e.g. 0,10,0.05,0.05", text));
    }
    SprtParameters sprt;
    sprt.elo0 = parse_double(items[0], text);
    sprt.elo1 = parse_double(items[1], text);
    sprt.alpha = parse_double(items[2], text);
    sprt.beta = parse_double(items[3], text);
    if (!(sprt.elo0 < sprt.elo1))
        throw engine::Error(fmt::format("bad --sprt '{}': elo0 must be below elo1", text));
    if (!(sprt.alpha > 0 && sprt.alpha < 0.5 && sprt.beta > 0 && sprt.beta < 0.5))
        throw engine::Error(
            fmt::format("bad --sprt '{}': alpha and beta must be between 0 and 0.5", text));
    return sprt;
}

double sprt_llr(const SprtParameters& sprt, const WinDrawLoss& result) {
    const Moments m = moments({{1.0, result.wins}, {0.5, result.draws}, {0.0, result.losses}});
    if (sprt.model == EloModel::logistic)
        return gsprt(m, score_from_elo(sprt.elo0), score_from_elo(sprt.elo1));
    const double sigma = std::sqrt(m.variance);
    return gsprt(m, 0.5 + sprt.elo0 * sigma / kNormalizedEloScale,
                 0.5 + sprt.elo1 * sigma / kNormalizedEloScale);
}

double sprt_llr(const SprtParameters& sprt, const Pentanomial& pairs) {
    // A pair's score is its points / 2, so that its expectation is the per-game score.
    const Moments m = moments(
        {{0.0, pairs[0]}, {0.25, pairs[1]}, {0.5, pairs[2]}, {0.75, pairs[3]}, {1.0, pairs[4]}});
    if (sprt.model == EloModel::logistic)
        return gsprt(m, score_from_elo(sprt.elo0), score_from_elo(sprt.elo1));
    // The per-game deviation is sqrt(2) times the deviation of a pair's mean score.
    const double sigma = std::sqrt(2.0 * m.variance);
    return gsprt(m, 0.5 + sprt.elo0 * sigma / kNormalizedEloScale,
                 0.5 + sprt.elo1 * sigma / kNormalizedEloScale);
}

SprtDecision sprt_decision(const SprtParameters& sprt, double llr) {
    if (llr >= sprt.upper_bound()) return SprtDecision::accept_h1;
    if (llr <= sprt.lower_bound()) return SprtDecision::accept_h0;
    return SprtDecision::continue_testing;
}

}  // namespace plies::arena
