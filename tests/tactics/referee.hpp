// An independent, deliberately naive referee for the tactics suite: a 15x15 board of chars, the
// three rule sets and the renju forbidden points written straight from the RIF rule text, and
// an exhaustive VCF search. It shares no code with the engine (games/gomoku), so the answers it
// proves are ground truth for the engine's tests. Slow and simple on purpose.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace plies::tactics {

inline constexpr int kSize = 15;
enum class Rule { freestyle, standard, renju };

struct Board {
    std::array<char, kSize * kSize> cells{};  // '.', 'x' (black), 'o' (white)
    Rule rule = Rule::freestyle;
    Board() { cells.fill('.'); }
    [[nodiscard]] char at(int x, int y) const {
        return x < 0 || y < 0 || x >= kSize || y >= kSize ? '#' : cells[y * kSize + x];
    }
    void set(int x, int y, char c) { cells[y * kSize + x] = c; }
};

struct Point {
    int x = 0;
    int y = 0;
    bool operator==(const Point&) const = default;
    auto operator<=>(const Point&) const = default;
};

[[nodiscard]] constexpr char other(char c) {
    return c == 'x' ? 'o' : 'x';
}
// h8 naming: column letter from the left, row number from the bottom (y counts from the top).
[[nodiscard]] std::string name(Point p);

// Does colour c make five by playing the empty point p (exactly five where the rule says so:
// standard for both, renju for black)?
[[nodiscard]] bool makes_five(const Board& board, Point p, char c);
// Any line of five or more stones on the board.
[[nodiscard]] bool has_five_or_more(const Board& board);
// Renju black forbidden point (overline, double four, double three with the recursive check).
[[nodiscard]] bool forbidden(const Board& board, Point p);
[[nodiscard]] bool legal(const Board& board, Point p, char c);
// Empty points where c makes five.
[[nodiscard]] std::vector<Point> five_points(const Board& board, char c);
// Legal points where c makes two open threes (a real three: a non-forbidden straight-four point).
[[nodiscard]] bool has_double_three_point(const Board& board, char c);
// Points (legal for c) that make a four: after them c has a five point.
[[nodiscard]] std::vector<Point> four_points(const Board& board, char c);
// Points where c makes an open three (one line with a straight-four point after the move).
[[nodiscard]] std::vector<Point> open_three_points(const Board& board, char c);

// Exhaustive VCF: the first moves with which `attacker` (to move) wins by continuous fours in
// at most max_fours fours. The defender blocks every four at its five point; a four that cannot
// be blocked (two five points, or a block on a renju-forbidden point) wins; the defender's own
// five point must be blocked first, and a block that makes the defender a four must be answered
// at its five point by a four.
[[nodiscard]] std::vector<Point> vcf_first_moves(Board board, char attacker, int max_fours);
[[nodiscard]] bool has_vcf(Board board, char attacker, int max_fours);

// The suite's categories (see generate_suite.cpp): the proven answer set of a position for the
// side to move `me`, or nullopt when the position does not qualify for the category.
//   make-five         every point that makes five
//   block-four        the opponent's only five point (no five of one's own)
//   four-three-*      every first move of a VCF (up to 12 fours), none in 1 (no open four
//                     or four-four shortcut)
//   block-four-three  the opponent has a VCF in 2 fours (a four-three), the side to move no
//                     VCF: every move that holds (below); at most 8 of them. A move holds when
//                     it makes five, or it is a four whose forced block leaves the side to move
//                     a move that holds (a counter-four defence, up to 3 in a row), or it leaves
//                     the opponent no VCF (up to 12 fours) and no double-three point
//   no-false-alarm    as block-four-three, and the natural moves (natural_moves) that are not
//                     answers are proven to lose to a VCF, at least one of them
//   vcf               a VCF in 3 to 5 fours (none in 2): every first move of a VCF (up to 12
//                     fours: a longer win is a correct answer too)
// In every category the board holds no five and the opponent no five point (except block-four),
// the side to move no five point (except make-five).
// The natural-looking moves of `me` facing a four-three: the direct blocks (the first moves of
// the opponent's VCFs in 2 fours) and its own open threes (a counter-attack), fours excluded.
[[nodiscard]] std::vector<Point> natural_moves(const Board& board, char me);
// After the quiet move m of `me`, does the opponent have a VCF (up to 12 fours)? A proof that
// m loses.
[[nodiscard]] bool loses_to_vcf(const Board& board, Point m, char me);
// Some natural move is not among the answers, and every such one loses to a VCF.
[[nodiscard]] bool natural_move_loses(const Board& board, char me,
                                      const std::vector<Point>& answers);

[[nodiscard]] std::optional<std::vector<Point>> category_answers(const Board& board, char me,
                                                                 const std::string& category);

}  // namespace plies::tactics
