// Win/loss scores that prefer the fastest win and the slowest loss.
#pragma once

namespace plies::core {

// A proven result found `ply` plies from the root. Any heuristic score must stay below
// kWinThreshold in absolute value (SPEC.md: "a win is worth more than any heuristic score,
// and a faster win is worth more than a slower one").
inline constexpr int kWin = 1'000'000;
inline constexpr int kMaxPlyFromRoot = 10'000;
inline constexpr int kWinThreshold = kWin - kMaxPlyFromRoot;
inline constexpr int kInfinity = kWin + 1;

[[nodiscard]] constexpr int win_in(int ply) {
    return kWin - ply;
}
[[nodiscard]] constexpr int loss_in(int ply) {
    return -kWin + ply;
}
// (Not std::abs: <cstdlib> is not among the headers the game box's build has, src/box/std/.)
[[nodiscard]] constexpr int magnitude(int score) {
    return score < 0 ? -score : score;
}
[[nodiscard]] constexpr bool is_proven(int score) {
    return magnitude(score) >= kWinThreshold;
}
// Plies from the root to the end of the game, for a proven score.
[[nodiscard]] constexpr int plies_to_end(int score) {
    return kWin - magnitude(score);
}

// A proven score is stored in a hash table relative to the node, not the root, so that it
// stays true when the same position is reached at another distance from the root.
[[nodiscard]] constexpr int score_to_table(int score, int ply) {
    if (score >= kWinThreshold) return score + ply;
    if (score <= -kWinThreshold) return score - ply;
    return score;
}
[[nodiscard]] constexpr int score_from_table(int score, int ply) {
    if (score >= kWinThreshold) return score - ply;
    if (score <= -kWinThreshold) return score + ply;
    return score;
}

}  // namespace plies::core
