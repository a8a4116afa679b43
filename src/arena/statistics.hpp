// Match statistics as chess tournament tools report them: Elo difference with a 95% interval,
// likelihood of superiority, and the sequential probability ratio test (SPRT).
//
// Sources (formulas only; no code was taken from them):
// - Elo from the score fraction, and its interval from the per-game variance of the score:
//   the standard logistic model, as printed by cutechess-cli and fastchess ("Elo: x +/- y").
// - LOS = Phi((W - L) / sqrt(W + L)), chessprogramming.org "Match Statistics".
// - GSPRT log-likelihood ratio: M. Van den Bergh, "A Practical Introduction to the GSPRT"
//   (hardy.uhasselt.be/Toga/GSPRT_approximation.pdf): LLR ~= (s1 - s0)(2 s - s0 - s1) / (2 v),
//   where s is the mean score, v the variance of that mean, and s0, s1 the expected scores under
//   H0 and H1. Trinomial: per game; pentanomial: per colour-swapped game pair, as fastchess and
//   Fishtest do. Bounds: Wald, log(beta / (1 - alpha)) and log((1 - beta) / alpha).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>

namespace plies::arena {

// Wins, draws and losses of one player (or one side of a pairing).
struct WinDrawLoss {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    [[nodiscard]] int games() const { return wins + draws + losses; }
    // Points per game, draws count one half; 0.5 when no game was played.
    [[nodiscard]] double score() const;
    [[nodiscard]] WinDrawLoss reversed() const { return {losses, draws, wins}; }
    WinDrawLoss& operator+=(const WinDrawLoss& other);
};

// Results of colour-swapped game pairs, counted by the pair's points for the player:
// [0] two losses, [1] loss + draw, [2] win + loss or two draws, [3] win + draw, [4] two wins.
using Pentanomial = std::array<int, 5>;

// Elo difference for a score fraction 0 < p < 1 (logistic model): -400 log10(1/p - 1).
[[nodiscard]] double elo_from_score(double score);
// The expected score for an Elo difference: 1 / (1 + 10^(-elo/400)).
[[nodiscard]] double score_from_elo(double elo);

struct EloEstimate {
    double elo = 0;     // may be +-infinity for a perfect or zero score
    double margin = 0;  // half-width of the symmetric 95% interval (infinite when undefined)
    // Bounds of the 95% interval in Elo: elo -+ margin when that is defined; otherwise (a score
    // at or near 0% or 100%, where the normal approximation leaves 0..1) the Wilson score
    // interval's bounds, which stay finite except on the side of an infinite estimate.
    double low = 0;
    double high = 0;
    double los = 0.5;  // likelihood of superiority, 0..1
};

// Wilson score interval (E. B. Wilson, "Probable inference, the law of succession, and
// statistical inference", JASA 22, 1927) for a score fraction over n games, with normal quantile
// z: always inside [0, 1], and not empty at a score of 0 or 1 (for n = 10, z = 1.96 and a
// perfect score the lower bound is 10 / (10 + z^2) = 0.7225).
[[nodiscard]] std::pair<double, double> wilson_interval(double score, int n, double z);

// Elo with a 95% interval and LOS from a trinomial result.
[[nodiscard]] EloEstimate estimate_elo(const WinDrawLoss& result);

// Likelihood of superiority: Phi((W - L) / sqrt(W + L)); 0.5 when W + L == 0.
[[nodiscard]] double likelihood_of_superiority(int wins, int losses);

enum class EloModel { logistic, normalized };

struct SprtParameters {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
    EloModel model = EloModel::logistic;

    [[nodiscard]] double lower_bound() const;  // log(beta / (1 - alpha)): H0 accepted below
    [[nodiscard]] double upper_bound() const;  // log((1 - beta) / alpha): H1 accepted above
};

// Parses "elo0,elo1,alpha,beta" (e.g. "0,10,0.05,0.05"); throws engine::Error when bad.
[[nodiscard]] SprtParameters parse_sprt(const std::string& text);

// Log-likelihood ratio of H1 against H0, from game results (trinomial) or game pairs.
[[nodiscard]] double sprt_llr(const SprtParameters& sprt, const WinDrawLoss& result);
[[nodiscard]] double sprt_llr(const SprtParameters& sprt, const Pentanomial& pairs);

enum class SprtDecision { continue_testing, accept_h0, accept_h1 };
[[nodiscard]] SprtDecision sprt_decision(const SprtParameters& sprt, double llr);

}  // namespace plies::arena
