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

// The windows of one direction, as the set of their first cells: a window starting at cell s
// holds s, s + shift, s + 2 shift, s + 3 shift (shift 1 vertical, 7 horizontal, 8 rising, 6
// falling diagonal; see position.hpp).
struct WindowDirection {
    int shift = 0;
    Bitboard starts = 0;
};
[[nodiscard]] constexpr std::array<WindowDirection, 4> make_window_directions() {
    std::array<WindowDirection, 4> directions{
        {{kColumnBits}, {1}, {kColumnBits + 1}, {kColumnBits - 1}}};
    // make_windows() lists 24 horizontal, 21 vertical, 12 rising and 12 falling windows.
    constexpr std::array<int, 4> counts{24, 21, 12, 12};
    std::size_t window = 0;
    for (std::size_t d = 0; d < directions.size(); ++d) {
        for (int i = 0; i < counts[d]; ++i, ++window) {
            const Bitboard cells = kWindows[window];
            directions[d].starts |= cells & (~cells + 1);  // the lowest cell is the first
        }
    }
    return directions;
}
inline constexpr std::array<WindowDirection, 4> kWindowDirections = make_window_directions();

// For every window start of one direction, whether the window holds exactly two or exactly
// three of `discs`, and whether it holds any: the four cells' bits added as bit slices.
struct WindowCounts {
    Bitboard two = 0;
    Bitboard three = 0;
    Bitboard any = 0;
};
[[nodiscard]] constexpr WindowCounts count_in_windows(Bitboard discs, int shift) {
    const Bitboard second = discs >> shift;
    const Bitboard third = discs >> (2 * shift);
    const Bitboard fourth = discs >> (3 * shift);
    const Bitboard low_sum = discs ^ second;    // first + second, bit 0 ...
    const Bitboard low_carry = discs & second;  // ... and bit 1
    const Bitboard high_sum = third ^ fourth;
    const Bitboard high_carry = third & fourth;
    const Bitboard ones = low_sum ^ high_sum;  // bit 0 of the count
    // Bit 1 of the count (a count of 4 has it clear: both carries cancel, the sums are 0).
    const Bitboard twos = low_carry ^ high_carry ^ (low_sum & high_sum);
    return {twos & ~ones, twos & ones, discs | second | third | fourth};
}

// One direction's part of threat_evaluation (below): the windows of two and of three of one
// player's discs and none of the other's, weighted, the side to move's minus the opponent's; and
// each player's windows of three whose empty cell is playable now (its immediate threats).
struct DirectionThreats {
    int score = 0;
    int own_playable_threes = 0;
    int other_playable_threes = 0;
};

// The direction is a template parameter so that every shift is by a constant: on a 32-bit CPU a
// 64-bit shift by a variable costs a branch and several instructions, and with constants the
// compiler sees that these three directions' windows all start in the low 32 bits.
template <int kShift, Bitboard kStarts>
[[nodiscard]] inline DirectionThreats direction_threats(Bitboard mine, Bitboard theirs,
                                                        Bitboard playable) {
    const WindowCounts own = count_in_windows(mine, kShift);
    const WindowCounts other = count_in_windows(theirs, kShift);
    const Bitboard own_only = kStarts & ~other.any;  // windows without the other's discs
    const Bitboard other_only = kStarts & ~own.any;
    // A window of three and an empty cell whose empty cell is playable now.
    const Bitboard reaches_playable = count_in_windows(playable, kShift).any;
    const int own_threes = std::popcount(own.three & own_only);
    const int other_threes = std::popcount(other.three & other_only);
    const int own_playable = std::popcount(own.three & own_only & reaches_playable);
    const int other_playable = std::popcount(other.three & other_only & reaches_playable);
    return {kOpenTwo * (std::popcount(own.two & own_only) - std::popcount(other.two & other_only)) +
                kFloatingThree * (own_threes - other_threes) +
                (kPlayableThree - kFloatingThree) * (own_playable - other_playable),
            own_playable, other_playable};
}

// The vertical part, by gravity: a column's discs are stacked, so the only vertical window of
// two or three of one player's discs and no other disc is the one whose empty cells start at the
// column's playable cell; a vertical three therefore always scores kPlayableThree.
[[nodiscard]] inline DirectionThreats vertical_threats(Bitboard mine, Bitboard theirs,
                                                       Bitboard playable) {
    const Bitboard room_for_two = playable & (kBoardMask >> 1);  // the cell above is on the board
    const auto twos = [&](Bitboard discs) { return room_for_two & (discs << 1) & (discs << 2); };
    const auto threes = [&](Bitboard discs) {
        return playable & (discs << 1) & (discs << 2) & (discs << 3);
    };
    const int own_threes = std::popcount(threes(mine));
    const int other_threes = std::popcount(threes(theirs));
    return {kOpenTwo * (std::popcount(twos(mine)) - std::popcount(twos(theirs))) +
                kPlayableThree * (own_threes - other_threes),
            own_threes, other_threes};
}

// The game box's heuristic for the side to move: its part minus the opponent's, the same sum as
// threat_score_of twice (the tests check it on every position of thousands of games). It runs at
// every leaf, so it counts each direction's windows at once, on bitboards, instead of visiting
// the 69 windows one by one, and looks for a fork only where there are two playable threes: on
// the game box's RV32IMC (no popcount instruction, every 64-bit operation split in two) the
// classic search fell from about 2,700 to 600 instructions a node. The seed keeps the heuristic
// "well below 1000" so that a proven win (>= 1000) always dominates; see classic_search.hpp.
[[nodiscard]] inline int threat_evaluation(const Position& position) {
    const Bitboard mine = position.current();
    const Bitboard theirs = position.opponent();
    const Bitboard playable = position.playable_cells();
    constexpr auto kDir = kWindowDirections;
    static_assert(kDir[1].shift == 1);  // vertical
    const DirectionThreats parts[] = {
        direction_threats<kDir[0].shift, kDir[0].starts>(mine, theirs, playable),
        vertical_threats(mine, theirs, playable),
        direction_threats<kDir[2].shift, kDir[2].starts>(mine, theirs, playable),
        direction_threats<kDir[3].shift, kDir[3].starts>(mine, theirs, playable)};
    int score = kCentreDisc * (std::popcount(mine & column_mask(kCentreColumn)) -
                               std::popcount(theirs & column_mask(kCentreColumn)));
    int own_playable_threes = 0;
    int other_playable_threes = 0;
    for (const DirectionThreats& part : parts) {
        score += part.score;
        own_playable_threes += part.own_playable_threes;
        other_playable_threes += part.other_playable_threes;
    }
    // A fork: two or more distinct playable threat cells (two windows may share one), which
    // needs two playable threes first.
    const auto is_fork = [&](Bitboard discs, int playable_threes) {
        if (playable_threes < 2) return false;
        const Bitboard threats = winning_cells(discs, position.mask()) & playable;
        return (threats & (threats - 1)) != 0;  // more than one bit
    };
    if (is_fork(mine, own_playable_threes)) score += kForkBonus;
    if (is_fork(theirs, other_playable_threes)) score -= kForkBonus;
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
