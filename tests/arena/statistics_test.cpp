// Statistics against published worked examples.
//
// Elo and SPRT values: the test vectors of fastchess (github.com/Disservin/fastchess,
// tests/elo_test.cpp and tests/sprt_test.cpp), whose W/L/D and pentanomial counts are Fishtest
// runs with the LLR Fishtest published for them; checked to 1% as fastchess does.
// LOS: chessprogramming.org "Match Statistics": LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))).
#include <cmath>

#include <gtest/gtest.h>

#include "arena/statistics.hpp"
#include "engine/errors.hpp"

namespace plies::arena {
namespace {

void expect_close(double actual, double expected) {
    EXPECT_NEAR(actual, expected, std::abs(expected) * 0.01) << "expected " << expected;
}

WinDrawLoss wdl(int wins, int losses, int draws) {
    return {wins, draws, losses};
}

TEST(EloTest, FastchessExamples) {
    // (wins, losses, draws) -> Elo, 95% error margin.
    auto e = estimate_elo(wdl(0, 36, 14));
    expect_close(e.elo, -315.34);
    expect_close(e.margin, 95.43);
    e = estimate_elo(wdl(859, 772, 1329));
    expect_close(e.elo, 10.21);
    expect_close(e.margin, 9.28);
    e = estimate_elo(wdl(1164, 1267, 3049));
    expect_close(e.elo, -6.53);
    expect_close(e.margin, 6.12);
}

TEST(EloTest, ScoreConversions) {
    // 76% is the classic +200 Elo point of the logistic table (score = 1 / (1 + 10^(-1/2))).
    EXPECT_NEAR(score_from_elo(200), 0.7597, 1e-4);
    EXPECT_NEAR(elo_from_score(score_from_elo(123.4)), 123.4, 1e-9);
    EXPECT_TRUE(std::isinf(estimate_elo(wdl(10, 0, 0)).elo));
    EXPECT_DOUBLE_EQ(estimate_elo(wdl(5, 5, 10)).elo, 0.0);
}

TEST(EloTest, WilsonIntervalMatchesNewcombe) {
    // R. G. Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
    // seven methods", Statistics in Medicine 17 (1998), Table II, method 3 (Wilson score).
    const double z = 1.959963984540054;
    const auto check = [&](int x, int n, double low, double high) {
        const auto [l, h] = wilson_interval(static_cast<double>(x) / n, n, z);
        EXPECT_NEAR(l, low, 5e-5) << x << "/" << n;
        EXPECT_NEAR(h, high, 5e-5) << x << "/" << n;
    };
    check(81, 263, 0.2553, 0.3662);
    check(15, 148, 0.0624, 0.1605);
    check(0, 20, 0.0000, 0.1611);
    check(1, 29, 0.0061, 0.1718);
}

TEST(EloTest, PerfectAndZeroScoresKeepAFiniteBound) {
    // 10 wins of 10: Wilson lower bound 10 / (10 + z^2) = 0.7225, i.e. +166.2 Elo.
    const auto perfect = estimate_elo(wdl(10, 0, 0));
    EXPECT_TRUE(std::isinf(perfect.margin));
    EXPECT_NEAR(perfect.low, elo_from_score(10 / (10 + 1.959963984540054 * 1.959963984540054)),
                1e-6);
    EXPECT_NEAR(perfect.low, 166.2, 0.1);
    EXPECT_TRUE(std::isinf(perfect.high));
    const auto zero = estimate_elo(wdl(0, 10, 0));
    EXPECT_NEAR(zero.high, -166.2, 0.1);
    EXPECT_TRUE(std::isinf(zero.low));
    // 79 wins and a draw in 80: the normal interval leaves 0..1, Wilson's does not.
    const auto near_perfect = estimate_elo(wdl(79, 0, 1));
    EXPECT_TRUE(std::isinf(near_perfect.margin));
    EXPECT_TRUE(std::isfinite(near_perfect.low) && std::isfinite(near_perfect.high));
    EXPECT_LT(near_perfect.low, near_perfect.elo);
    EXPECT_GT(near_perfect.high, near_perfect.elo);
    // Where the symmetric interval exists, the bounds are elo -+ margin.
    const auto usual = estimate_elo(wdl(859, 772, 1329));
    EXPECT_NEAR(usual.high - usual.low, 2 * usual.margin, 1e-9);
}

TEST(LosTest, Formula) {
    EXPECT_DOUBLE_EQ(likelihood_of_superiority(10, 10), 0.5);
    EXPECT_DOUBLE_EQ(likelihood_of_superiority(0, 0), 0.5);
    // W - L = 1.959964 sqrt(W + L) gives Phi(1.96) = 0.975: W = 60, L = 40 has (20 / 10) = 2,
    // Phi(2) = 0.97725.
    EXPECT_NEAR(likelihood_of_superiority(60, 40), 0.97725, 1e-5);
    EXPECT_NEAR(likelihood_of_superiority(40, 60), 1 - 0.97725, 1e-5);
    // Draws do not count.
    EXPECT_DOUBLE_EQ(estimate_elo(wdl(60, 40, 1000)).los, likelihood_of_superiority(60, 40));
}

TEST(SprtTest, BoundsAreWalds) {
    SprtParameters p;
    p.alpha = 0.05;
    p.beta = 0.05;
    EXPECT_NEAR(p.lower_bound(), -2.944, 1e-3);
    EXPECT_NEAR(p.upper_bound(), 2.944, 1e-3);
}

SprtParameters sprt(double elo0, double elo1, EloModel model) {
    SprtParameters p;
    p.elo0 = elo0;
    p.elo1 = elo1;
    p.model = model;
    return p;
}

TEST(SprtTest, TrinomialFastchessExamples) {
    expect_close(sprt_llr(sprt(0, 2, EloModel::normalized), wdl(36433, 36027, 68692)), 0.92);
    expect_close(sprt_llr(sprt(-1.75, 0.25, EloModel::normalized), wdl(10871, 10650, 20431)), 2.30);
    expect_close(sprt_llr(sprt(0.5, 2.5, EloModel::logistic), wdl(21404, 21184, 40708)), -1.57);
    expect_close(sprt_llr(sprt(0, 2, EloModel::logistic), wdl(57433, 57030, 106593)), -2.59);
}

TEST(SprtTest, PentanomialFastchessExamples) {
    // fastchess lists pairs as LL, LD, WL+DD... we keep [LL, LD, WL + DD, WD, WW].
    auto penta = [](int ll, int ld, int wl, int dd, int wd, int ww) {
        return Pentanomial{ll, ld, wl + dd, wd, ww};
    };
    expect_close(
        sprt_llr(sprt(0, 2, EloModel::normalized), penta(365, 16618, 36029, 200, 16974, 390)),
        2.25);
    expect_close(
        sprt_llr(sprt(-1.75, 0.25, EloModel::normalized), penta(127, 4883, 10311, 401, 5150, 104)),
        3.01);
    expect_close(
        sprt_llr(sprt(0.5, 2.5, EloModel::logistic), penta(223, 9863, 20279, 1000, 10037, 246)),
        -3.07);
    expect_close(
        sprt_llr(sprt(0, 2, EloModel::logistic), penta(871, 26175, 55003, 980, 26678, 821)), -4.98);
}

TEST(SprtTest, DecisionsAndParsing) {
    const auto p = parse_sprt("0,10,0.05,0.05");
    EXPECT_EQ(p.elo0, 0);
    EXPECT_EQ(p.elo1, 10);
    EXPECT_EQ(sprt_decision(p, 3.0), SprtDecision::accept_h1);
    EXPECT_EQ(sprt_decision(p, -3.0), SprtDecision::accept_h0);
    EXPECT_EQ(sprt_decision(p, 0.0), SprtDecision::continue_testing);
    EXPECT_THROW((void)parse_sprt("0,10,0.05"), engine::Error);
    EXPECT_THROW((void)parse_sprt("10,0,0.05,0.05"), engine::Error);
    EXPECT_THROW((void)parse_sprt("0,10,0.7,0.05"), engine::Error);
    EXPECT_THROW((void)parse_sprt("0,x,0.05,0.05"), engine::Error);
    // A player who wins everything soon accepts H1.
    EXPECT_EQ(sprt_decision(p, sprt_llr(p, Pentanomial{0, 0, 1, 2, 30})), SprtDecision::accept_h1);
}

}  // namespace
}  // namespace plies::arena
