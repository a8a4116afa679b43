// The Gomoku / Renju board: stones, side to move, play/undo, and the line patterns of every
// empty point for both colours, kept up to date incrementally on each move.
//
// Each board point keeps, per direction and colour, the LineTable index of its ten neighbours;
// a stone changes the indices of the 40 points within five cells along its four lines, and only
// those points' patterns are looked up again (five cells away, only for the stone's own colour
// under an exact-five rule: nothing else there changes a kind). Points where a colour would
// make five or a four are kept in bitsets, so the threat searches iterate over them directly.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "games/gomoku/line_table.hpp"
#include "games/gomoku/types.hpp"

namespace plies::gomoku {

// A set of points of the padded array.
class PointSet {
  public:
    static constexpr int kWords = kCells / 64;
    void insert(Point p) { words_[p >> 6] |= std::uint64_t{1} << (p & 63); }
    // insert(p) when member, erase(p) otherwise, without a branch.
    void assign(Point p, bool member) {
        const std::uint64_t bit = std::uint64_t{1} << (p & 63);
        words_[p >> 6] = (words_[p >> 6] & ~bit) | (std::uint64_t{member} << (p & 63));
    }
    void erase(Point p) { words_[p >> 6] &= ~(std::uint64_t{1} << (p & 63)); }
    [[nodiscard]] bool contains(Point p) const { return (words_[p >> 6] >> (p & 63)) & 1U; }
    [[nodiscard]] bool empty() const {
        for (auto w : words_)
            if (w != 0) return false;
        return true;
    }
    [[nodiscard]] int size() const {
        int n = 0;
        for (auto w : words_) n += std::popcount(w);
        return n;
    }
    // Calls f(point) for every member in increasing order; f may not modify this set.
    template <class F>
    void for_each(F&& f) const {
        for (int i = 0; i < kWords; ++i) {
            for (std::uint64_t w = words_[i]; w != 0; w &= w - 1) f(i * 64 + std::countr_zero(w));
        }
    }
    [[nodiscard]] Point first() const {
        for (int i = 0; i < kWords; ++i)
            if (words_[i] != 0) return i * 64 + std::countr_zero(words_[i]);
        return kNoPoint;
    }

  private:
    std::array<std::uint64_t, kWords> words_{};
};

class Board {
  public:
    static constexpr std::uint64_t kWhiteToMoveKey = 0x6A09E667F3BCC909ULL;

    explicit Board(int size = 15, Rule rule = Rule::freestyle);

    [[nodiscard]] int size() const { return size_; }
    [[nodiscard]] Rule rule() const { return rule_; }
    [[nodiscard]] bool on_board(Point p) const {
        return p >= 0 && p < kCells && cells_[p] != Cell::wall;
    }
    [[nodiscard]] Cell at(Point p) const { return cells_[p]; }
    // True when a stone stands within two cells (in both x and y) of p: where moves are searched.
    [[nodiscard]] bool near_stones(Point p) const { return near_[p] != 0; }
    // The empty points near the stones (kept incrementally): where the searches look for moves.
    [[nodiscard]] const PointSet& near_points() const { return near_points_; }
    [[nodiscard]] bool empty_at(Point p) const { return cells_[p] == Cell::empty; }
    [[nodiscard]] Color side_to_move() const { return to_move_; }
    [[nodiscard]] int stone_count() const { return stones_; }
    [[nodiscard]] int move_count() const { return history_size_; }
    [[nodiscard]] Point last_move() const {
        return history_size_ > 0 ? history_[history_size_ - 1] : kNoPoint;
    }
    // Zobrist key of the stones and the side to move.
    [[nodiscard]] std::uint64_t hash() const {
        return to_move_ == Color::white ? hash_ ^ kWhiteToMoveKey : hash_;
    }
    // The colour that made five with its last move, if any.
    [[nodiscard]] bool has_winner() const { return has_winner_; }
    [[nodiscard]] Color winner() const { return winner_; }
    [[nodiscard]] bool full() const { return stones_ == size_ * size_; }
    [[nodiscard]] bool over() const { return has_winner_ || full(); }

    // True when `c` must make exactly five (black in renju, both colours in standard).
    [[nodiscard]] bool exact_five(Color c) const {
        return rule_ == Rule::standard || (rule_ == Rule::renju && c == Color::black);
    }
    [[nodiscard]] const LineTable& table(Color c) const {
        return exact_five(c) ? LineTable::exact() : LineTable::free();
    }

    // --- Line patterns of an empty point, as if `c` played there --------------------------
    [[nodiscard]] LineKind kind(Color c, Point p, int direction) const {
        return kinds_[index(c)][p][direction];
    }
    // The point's pattern code for c: its four line kinds as the digits of a base-10 number
    // (direction d is the digit of 10^d), kept with the kinds; 0 on occupied points. The threat
    // queries read one precomputed entry per code instead of the four kinds (threats.hpp).
    static constexpr int kPatternCodes = 10000;
    [[nodiscard]] int pattern_code(Color c, Point p) const { return codes_[index(c)][p]; }
    [[nodiscard]] const LineEntry& entry(Color c, Point p, int direction) const {
        return table(c).lookup(line_index_[p][direction][index(c)]);
    }
    // Empty points where `c` makes five / a four (but not five). Forbidden points included.
    [[nodiscard]] const PointSet& five_points(Color c) const { return fives_[index(c)]; }
    [[nodiscard]] const PointSet& four_points(Color c) const { return fours_[index(c)]; }
    [[nodiscard]] bool makes_five(Color c, Point p) const { return fives_[index(c)].contains(p); }

    // --- Renju forbidden points (forbidden.cpp) --------------------------------------------
    // True when black may not play the empty point p: under renju only, a move that makes no
    // five and makes an overline, two or more fours, or two or more real open threes. A three
    // is real only when a point that turns it into a straight four is itself not forbidden
    // (checked recursively, RIF rules; a point that makes five is never forbidden).
    [[nodiscard]] bool is_forbidden(Point p) const;
    // Why p is forbidden ("overline", "double four", "double three"); empty if it is not.
    [[nodiscard]] const char* forbidden_reason(Point p) const;
    // Legal = on the board, empty, game not over, and not forbidden for the side to move.
    [[nodiscard]] bool is_legal(Point p) const;
    // Legal for colour c (ignores whose turn it is and whether the game is over).
    [[nodiscard]] bool is_legal_for(Color c, Point p) const {
        return on_board(p) && empty_at(p) && !(c == Color::black && is_forbidden(p));
    }

    // --- Moves ---------------------------------------------------------------------------
    // Plays p for the side to move (p must be empty; legality is the caller's business).
    void play(Point p);
    // Takes back the last play().
    void undo();
    // Setting up a position: puts a stone without recording a move or changing the turn.
    void put(Point p, Color c);
    void set_side_to_move(Color c) { to_move_ = c; }
    // Plays no stone (used by the threat searches to ask "what if the opponent passes").
    void pass() { to_move_ = opponent(to_move_); }

    // Low-level: puts / removes a stone and updates the patterns; no turn, history or winner.
    // Stones are removed in the reverse order of placing (the last placed first).
    void place_stone(Point p, Color c);
    void remove_stone(Point p);
    // What placing (change +1) or removing (-1) the stone `c` at `p` does besides its cell: the
    // hash, the stone count, the nearness counts and the neighbours' line bits.
    void toggle_stone(Point p, Color c, int change);

  private:
    // One line kind changed by placing a stone, as it was before: what removing it restores.
    struct KindChange {
        std::uint16_t point;
        std::uint8_t slot;  // colour x kDirections + direction
        LineKind old;
    };

    // Looks up p's line kinds again (logging the changes when a stone is placed).
    template <bool kLog>
    void update_point(Point p);
    // After a stone was placed on p: the line kinds of the empty points within five cells along
    // its lines, and the five and four sets; each change is logged for the stone's removal.
    void update_around(Point p);
    // Removing the last placed stone: its log's kinds put back, newest first.
    void restore_kinds();
    // Sets colour c's line kind of point p in direction d, and p's place in the five and
    // four sets (kept from per-direction masks, so only the changed direction is read).
    template <bool kLog>
    void set_kind(int c, Point p, int d, LineKind kind);
    [[nodiscard]] bool forbidden_deep(Point p);

    int size_;
    Rule rule_;
    Color to_move_ = Color::black;
    int stones_ = 0;
    bool has_winner_ = false;
    Color winner_ = Color::black;
    std::uint64_t hash_ = 0;
    std::array<Cell, kCells> cells_{};
    std::array<std::uint8_t, kCells> near_{};  // stones in the 5x5 square around each point
    PointSet near_points_;
    // Per point, direction and colour: the LineTable index of the ten neighbours as that
    // colour sees them (own stones, and the opponent's stones and the edge as blocked).
    std::array<std::array<std::array<std::uint16_t, 2>, kDirections>, kCells> line_index_{};
    std::array<std::array<std::array<LineKind, kDirections>, kCells>, 2> kinds_{};
    std::array<std::array<std::uint16_t, kCells>, 2> codes_{};  // pattern_code()
    // Per colour and point: the directions in which a stone there makes five / a four.
    std::array<std::array<std::uint8_t, kCells>, 2> five_lines_{};
    std::array<std::array<std::uint8_t, kCells>, 2> four_lines_{};
    std::array<PointSet, 2> fives_{};
    std::array<PointSet, 2> fours_{};
    std::array<Point, kMaxStones> history_{};
    int history_size_ = 0;
    // The kinds each stone on the board changed when it was placed (stones are removed in the
    // reverse order: undo, and the forbidden-point check's trial stones): undoing a move puts
    // them back instead of looking up the 80 kinds around it again.
    std::vector<KindChange> kind_log_;
    std::array<std::uint32_t, kMaxStones + 1> log_start_{};  // per stone count
    std::array<Point, kMaxStones> placed_{};                 // the stones in placing order
};

// The Zobrist key of a stone (the hash of a board is the XOR of its stones' keys).
[[nodiscard]] std::uint64_t zobrist_key(Color c, Point p);

}  // namespace plies::gomoku
