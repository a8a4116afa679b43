// The two Connect Four heuristics of the originals (docs/ORIGINS.md), both summed over the 69
// windows of four cells: the game box's threat evaluation (the classic AI's default) and the
// Connect Four tutorial's window evaluation (the score the console game shows, and `eval=window` on
// the classic AI).
#pragma once

#include <array>
#include <bit>

#include "games/connect4/position.hpp"

namespace plies::connect4 {

inline constexpr int kWindowCount = 69;

// Every line of four cells: 24 horizontal, 21 vertical, 12 rising and 12 falling diagonals.
[[nodiscard]] constexpr std::array<Bitboard, kWindowCount> make_windows() {
    std::array<Bitboard, kWindowCount> windows{};
    int n = 0;
    // (column step, row step) for horizontal, vertical, rising, falling.
    constexpr int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& step : steps) {
        for (int col = 0; col < kWidth; ++col) {
            for (int row = 0; row < kHeight; ++row) {
                const int last_col = col + 3 * step[0];
                const int last_row = row + 3 * step[1];
                if (last_col >= kWidth || last_row < 0 || last_row >= kHeight) continue;
                Bitboard window = 0;
                for (int i = 0; i < 4; ++i)
                    window |= cell_bit(col + i * step[0], row + i * step[1]);
                windows[static_cast<std::size_t>(n++)] = window;
            }
        }
    }
    return windows;
}
inline constexpr std::array<Bitboard, kWindowCount> kWindows = make_windows();

// The game box's weights.
inline constexpr int kPlayableThree = 100;  // 3 own discs + an empty cell playable now
inline constexpr int kFloatingThree = 40;   // 3 own discs + an empty cell not yet playable
inline constexpr int kOpenTwo = 5;          // 2 own discs + 2 empty cells
inline constexpr int kCentreDisc = 3;       // per disc in the centre column
inline constexpr int kForkBonus = 200;      // two or more immediate threats (see below)
inline constexpr int kCentreColumn = 3;

// The game box's evaluation of one player's discs against the other's (no minus part).
//
// The fork rule ("a player with two or more three-in-a-row threats at once gets +200") is
// ambiguous in the seed. Our definition: a threat is an empty cell that would complete four in a
// row for the player; the player has a fork when two or more DISTINCT threat cells are playable
// right now. Two windows sharing the same empty cell are one threat (one disc blocks both), and a
// floating threat cannot be played yet, so neither makes the opponent unable to answer: only two
// playable cells do ("the opponent can block only one per turn, so the other wins").
// One player's part of it, term by term (what `plies analyse --explain` shows).
struct ThreatParts {
    int playable_threes = 0;  // windows of 3 own discs whose empty cell is playable now
    int floating_threes = 0;  // the same, the empty cell not yet playable
    int open_twos = 0;        // windows of 2 own discs and 2 empty cells
    int centre_discs = 0;
    bool fork = false;  // two or more distinct playable cells that complete four
    [[nodiscard]] int score() const {
        return kPlayableThree * playable_threes + kFloatingThree * floating_threes +
               kOpenTwo * open_twos + kCentreDisc * centre_discs + (fork ? kForkBonus : 0);
    }
};

[[nodiscard]] inline ThreatParts threat_parts(Bitboard own, Bitboard other, Bitboard occupied,
                                              Bitboard playable) {
    ThreatParts parts;
    for (const Bitboard window : kWindows) {
        if ((window & other) != 0) continue;  // mixed or the other's window: 0 for this player
        const int discs = std::popcount(window & own);
        if (discs == 3) {
            const Bitboard empty = window & ~occupied;
            ++((empty & playable) != 0 ? parts.playable_threes : parts.floating_threes);
        } else if (discs == 2) {
            ++parts.open_twos;
        }
    }
    parts.centre_discs = std::popcount(own & column_mask(kCentreColumn));
    parts.fork = std::popcount(winning_cells(own, occupied) & playable) >= 2;
    return parts;
}

[[nodiscard]] inline int threat_score_of(Bitboard own, Bitboard other, Bitboard occupied,
                                         Bitboard playable) {
    return threat_parts(own, other, occupied, playable).score();
}

// The game box's heuristic for the side to move: its part minus the opponent's (the same sum as
// threat_score_of twice, in one pass over the windows because it runs at every leaf). The seed
// keeps it "well below 1000" so that a proven win (>= 1000) always dominates; see classic.hpp.
[[nodiscard]] inline int threat_evaluation(const Position& position) {
    const Bitboard mine = position.current();
    const Bitboard theirs = position.opponent();
    const Bitboard occupied = position.mask();
    const Bitboard playable = position.playable_cells();
    // Indexed by disc count: 2 -> open two, 3 -> three (playable or floating is added below).
    constexpr std::array<int, 5> kWeight{0, 0, kOpenTwo, kFloatingThree, 0};
    int score = 0;
    for (const Bitboard window : kWindows) {
        const Bitboard own = window & mine;
        const Bitboard other = window & theirs;
        if (own != 0 && other != 0) continue;  // mixed: 0
        const Bitboard discs = own | other;
        const int count = std::popcount(discs);
        int value = kWeight[static_cast<std::size_t>(count)];
        if (count == 3 && (window & ~discs & playable) != 0) value = kPlayableThree;
        score += own != 0 ? value : -value;
    }
    score += kCentreDisc * (std::popcount(mine & column_mask(kCentreColumn)) -
                            std::popcount(theirs & column_mask(kCentreColumn)));
    if (std::popcount(winning_cells(mine, occupied) & playable) >= 2) score += kForkBonus;
    if (std::popcount(winning_cells(theirs, occupied) & playable) >= 2) score -= kForkBonus;
    return score;
}

// The Connect Four tutorial's evaluation of `own` against `other`: per window, +1000 for four own
// discs, +10 for three own discs and no disc of the other, +3 for two own discs and no disc of the
// other; then the same subtracted for the other's discs.
inline constexpr std::array<int, 5> kTutorialWeights{0, 0, 3, 10, 1000};  // by disc count
[[nodiscard]] inline int window_score(Bitboard own, Bitboard other) {
    constexpr auto kWeight = kTutorialWeights;
    int score = 0;
    for (const Bitboard window : kWindows) {
        const int mine = std::popcount(window & own);
        const int theirs = std::popcount(window & other);
        if (theirs == 0) score += kWeight[static_cast<std::size_t>(mine)];
        if (mine == 0) score -= kWeight[static_cast<std::size_t>(theirs)];
    }
    return score;
}

// The Connect Four tutorial's windows by disc count (index 2, 3, 4): own windows (no disc of the
// other) and the other's (no own disc), for `plies analyse --explain`.
struct WindowParts {
    std::array<int, 5> own{};
    std::array<int, 5> other{};
};
[[nodiscard]] inline WindowParts window_parts(Bitboard own, Bitboard other) {
    WindowParts parts;
    for (const Bitboard window : kWindows) {
        const int mine = std::popcount(window & own);
        const int theirs = std::popcount(window & other);
        if (theirs == 0) ++parts.own[static_cast<std::size_t>(mine)];
        if (mine == 0) ++parts.other[static_cast<std::size_t>(theirs)];
    }
    return parts;
}

// The Connect Four tutorial's evaluation for player 0 (first, X/yellow) or 1 (second, O/red).
[[nodiscard]] inline int window_evaluation(const Position& position, int player) {
    return window_score(position.discs_of(player), position.discs_of(1 - player));
}

}  // namespace plies::connect4
