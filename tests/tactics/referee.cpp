#include "referee.hpp"

#include <algorithm>
#include <cstdlib>

namespace plies::tactics {
namespace {

constexpr std::array<std::array<int, 2>, 4> kDirs{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};

bool exact(const Board& board, char c) {
    return board.rule == Rule::standard || (board.rule == Rule::renju && c == 'x');
}

// Length of the run of c through (x,y) along d, counting (x,y) as c.
int run(const Board& board, int x, int y, int d, char c) {
    const auto [dx, dy] = kDirs[d];
    int n = 1;
    for (int k = 1; board.at(x + k * dx, y + k * dy) == c; ++k) ++n;
    for (int k = 1; board.at(x - k * dx, y - k * dy) == c; ++k) ++n;
    return n;
}

bool five_in(const Board& board, int x, int y, int d, char c) {
    const int n = run(board, x, y, d, c);
    return exact(board, c) ? n == 5 : n >= 5;
}

// With (x,y) already holding c: the empty points of line d (within 5) that give c a five in
// that line through (x,y).
std::vector<int> line_five_offsets(Board& board, int x, int y, int d, char c) {
    const auto [dx, dy] = kDirs[d];
    std::vector<int> out;
    for (int k = -5; k <= 5; ++k) {
        const int qx = x + k * dx;
        const int qy = y + k * dy;
        if (k == 0 || board.at(qx, qy) != '.') continue;
        board.set(qx, qy, c);
        // The five must contain (x,y): the run through q reaches it.
        bool contains = true;
        for (int j = std::min(0, k); j <= std::max(0, k); ++j)
            contains = contains && board.at(x + j * dx, y + j * dy) == c;
        if (contains && five_in(board, qx, qy, d, c)) out.push_back(k);
        board.set(qx, qy, '.');
    }
    return out;
}

// Number of fours c has in line d through (x,y) (which holds c): a straight four counts once.
int fours_in_line(Board& board, int x, int y, int d, char c) {
    const auto offsets = line_five_offsets(board, x, y, d, c);
    if (offsets.size() == 2 && std::abs(offsets[0] - offsets[1]) == 5) return 1;
    return static_cast<int>(offsets.size());
}

bool straight_four_in_line(Board& board, int x, int y, int d, char c) {
    const auto offsets = line_five_offsets(board, x, y, d, c);
    return offsets.size() == 2 && std::abs(offsets[0] - offsets[1]) == 5;
}

// With (x,y) holding c: does line d hold a real open three through (x,y)?
bool open_three_in_line(Board& board, int x, int y, int d, char c) {
    if (!line_five_offsets(board, x, y, d, c).empty()) return false;  // a four, not a three
    const auto [dx, dy] = kDirs[d];
    for (int k = -4; k <= 4; ++k) {
        const int qx = x + k * dx;
        const int qy = y + k * dy;
        if (k == 0 || board.at(qx, qy) != '.') continue;
        board.set(qx, qy, c);
        const bool straight = straight_four_in_line(board, x, y, d, c);
        board.set(qx, qy, '.');
        // RIF: the three is real only if this straight-four point is itself not forbidden
        // (asked only for straight-four points, so the recursion stays small).
        if (straight && !(c == 'x' && board.rule == Rule::renju && forbidden(board, {qx, qy})))
            return true;
    }
    return false;
}

int open_threes_at(Board& board, Point p, char c) {
    board.set(p.x, p.y, c);
    int threes = 0;
    for (int d = 0; d < 4; ++d) threes += open_three_in_line(board, p.x, p.y, d, c) ? 1 : 0;
    board.set(p.x, p.y, '.');
    return threes;
}

}  // namespace

std::string name(Point p) {
    std::string out(1, static_cast<char>('a' + p.x));
    out += std::to_string(kSize - p.y);
    return out;
}

bool makes_five(const Board& board, Point p, char c) {
    if (board.at(p.x, p.y) != '.') return false;
    for (int d = 0; d < 4; ++d)
        if (five_in(board, p.x, p.y, d, c)) return true;
    return false;
}

bool has_five_or_more(const Board& board) {
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            const char c = board.at(x, y);
            if (c == '.') continue;
            for (int d = 0; d < 4; ++d)
                if (run(board, x, y, d, c) >= 5) return true;
        }
    }
    return false;
}

bool forbidden(const Board& original, Point p) {
    if (original.rule != Rule::renju || original.at(p.x, p.y) != '.') return false;
    Board board = original;
    board.set(p.x, p.y, 'x');
    int fours = 0;
    int threes = 0;
    bool overline = false;
    for (int d = 0; d < 4; ++d) {
        const int n = run(board, p.x, p.y, d, 'x');
        if (n == 5) return false;  // a five is never forbidden
        overline = overline || n > 5;
    }
    if (overline) return true;
    for (int d = 0; d < 4; ++d) fours += fours_in_line(board, p.x, p.y, d, 'x');
    if (fours >= 2) return true;
    for (int d = 0; d < 4; ++d) threes += open_three_in_line(board, p.x, p.y, d, 'x') ? 1 : 0;
    return threes >= 2;
}

bool legal(const Board& board, Point p, char c) {
    return board.at(p.x, p.y) == '.' && !(c == 'x' && forbidden(board, p));
}

std::vector<Point> five_points(const Board& board, char c) {
    std::vector<Point> out;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            if (makes_five(board, {x, y}, c)) out.push_back({x, y});
    return out;
}

bool has_double_three_point(const Board& original, char c) {
    Board board = original;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            if (!legal(board, {x, y}, c)) continue;
            if (open_threes_at(board, {x, y}, c) >= 2) return true;
        }
    }
    return false;
}

std::vector<Point> open_three_points(const Board& original, char c) {
    Board board = original;
    std::vector<Point> out;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            if (legal(board, {x, y}, c) && open_threes_at(board, {x, y}, c) >= 1)
                out.push_back({x, y});
    return out;
}

std::vector<Point> four_points(const Board& original, char c) {
    Board board = original;
    std::vector<Point> out;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            if (!legal(board, {x, y}, c) || makes_five(board, {x, y}, c)) continue;
            board.set(x, y, c);
            if (!five_points(board, c).empty()) out.push_back({x, y});
            board.set(x, y, '.');
        }
    }
    return out;
}

namespace {

// Empty points in a five-cell window holding three of c's stones and none of the other colour:
// the only points where c can make a four (a superset; makes_five decides).
std::vector<Point> four_candidates(const Board& board, char c) {
    std::vector<Point> out;
    for (int d = 0; d < 4; ++d) {
        const auto [dx, dy] = kDirs[d];
        for (int y = 0; y < kSize; ++y) {
            for (int x = 0; x < kSize; ++x) {
                int own = 0;
                bool clean = true;
                for (int k = 0; k < 5; ++k) {
                    const char v = board.at(x + k * dx, y + k * dy);
                    if (v == c) ++own;
                    if (v != c && v != '.') clean = false;
                }
                if (!clean || own != 3) continue;
                for (int k = 0; k < 5; ++k)
                    if (board.at(x + k * dx, y + k * dy) == '.')
                        out.push_back({x + k * dx, y + k * dy});
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// The five points c gains on the lines through p (c just played p and had none before).
std::vector<Point> new_five_points(const Board& board, Point p, char c) {
    std::vector<Point> out;
    for (const auto& [dx, dy] : kDirs) {
        for (int k = -4; k <= 4; ++k) {
            const Point q{p.x + k * dx, p.y + k * dy};
            if (k != 0 && makes_five(board, q, c)) out.push_back(q);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool attack(Board& board, char a, int fours_left, std::vector<Point>* winners);

// a has just played the four p; the defender answers. True when a wins.
bool after_four(Board& board, Point p, char a, int fours_left) {
    const char d = other(a);
    const auto fives = new_five_points(board, p, a);
    if (fives.empty()) return false;                   // not a four
    if (!five_points(board, d).empty()) return false;  // the defender completes a five first
    if (fives.size() >= 2) return true;
    const Point block = fives[0];
    if (!legal(board, block, d)) return true;  // renju: black may not block there
    board.set(block.x, block.y, d);
    const bool win = attack(board, a, fours_left, nullptr);
    board.set(block.x, block.y, '.');
    return win;
}

bool attack(Board& board, char a, int fours_left, std::vector<Point>* winners) {
    const char d = other(a);
    if (!five_points(board, a).empty()) {
        if (winners != nullptr) *winners = five_points(board, a);
        return true;
    }
    if (fours_left == 0) return false;
    const auto threats = five_points(board, d);
    if (threats.size() >= 2) return false;
    std::vector<Point> moves = threats.empty() ? four_candidates(board, a) : threats;
    bool any = false;
    for (const Point p : moves) {
        if (!legal(board, p, a)) continue;
        board.set(p.x, p.y, a);
        const bool win = after_four(board, p, a, fours_left - 1);
        board.set(p.x, p.y, '.');
        if (win) {
            any = true;
            if (winners == nullptr) return true;
            winners->push_back(p);
        }
    }
    return any;
}

}  // namespace

std::vector<Point> vcf_first_moves(Board board, char attacker, int max_fours) {
    std::vector<Point> winners;
    attack(board, attacker, max_fours, &winners);
    std::sort(winners.begin(), winners.end());
    return winners;
}

bool has_vcf(Board board, char attacker, int max_fours) {
    return attack(board, attacker, max_fours, nullptr);
}

namespace {

// Answers and refutations are proven with VCFs of up to this many fours: a move that wins by a
// longer VCF than the category's (at most 5) is a correct answer too. On these sparse boards
// no VCF is longer.
constexpr int kProofFours = 12;

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// Counter-fours answered in a row before a four is judged like a quiet move.
constexpr int kCounterFours = 3;

// `me` has just played a quiet move (no four): the opponent is left without a VCF and without a
// double-three point.
bool quiet_holds(const Board& board, char me) {
    return !has_vcf(board, other(me), kProofFours) && !has_double_three_point(board, other(me));
}

bool holds_after(Board& board, Point m, char me, int counter_fours);

// Some move of `me` (to move) holds.
bool some_move_holds(Board& board, char me, int counter_fours) {
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            if (legal(board, {x, y}, me) && holds_after(board, {x, y}, me, counter_fours))
                return true;
    return false;
}

// Does the move m of `me` (to move, m legal) hold against the opponent's threats? A five wins; a
// four is blocked at its five point (two five points, or a block on a renju-forbidden point,
// win) and then `me` moves again and must find a move that holds (counter-four defence); any
// other move must leave the opponent without a VCF and a double three.
bool holds_after(Board& board, Point m, char me, int counter_fours) {
    const char them = other(me);
    if (makes_five(board, m, me)) return true;
    const auto threats = five_points(board, them);
    if (!threats.empty() && !(threats.size() == 1 && threats[0] == m)) return false;
    board.set(m.x, m.y, me);
    bool holds = false;
    const auto fives = five_points(board, me);
    if (fives.size() >= 2) {
        holds = true;
    } else if (fives.size() == 1 && counter_fours > 0) {
        const Point block = fives[0];
        if (!legal(board, block, them)) {
            holds = true;
        } else {
            board.set(block.x, block.y, them);
            holds = some_move_holds(board, me, counter_fours - 1);
            board.set(block.x, block.y, '.');
        }
    } else {
        holds = quiet_holds(board, me);
    }
    board.set(m.x, m.y, '.');
    return holds;
}

// Defences of `me`: the moves that hold (see holds_after).
std::vector<Point> refutations(const Board& original, char me) {
    Board board = original;
    std::vector<Point> out;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            if (legal(board, {x, y}, me) && holds_after(board, {x, y}, me, kCounterFours))
                out.push_back({x, y});
    return out;
}

}  // namespace

std::vector<Point> natural_moves(const Board& board, char me) {
    std::vector<Point> out = vcf_first_moves(board, other(me), 2);
    for (const Point p : open_three_points(board, me)) out.push_back(p);
    const auto fours = four_points(board, me);
    std::erase_if(out, [&](Point p) { return contains(fours, p); });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool loses_to_vcf(const Board& original, Point m, char me) {
    Board board = original;
    board.set(m.x, m.y, me);
    return has_vcf(board, other(me), kProofFours);
}

bool natural_move_loses(const Board& board, char me, const std::vector<Point>& answers) {
    bool loses = false;
    for (const Point t : natural_moves(board, me)) {
        if (contains(answers, t)) continue;
        if (!loses_to_vcf(board, t, me)) return false;
        loses = true;
    }
    return loses;
}

std::optional<std::vector<Point>> category_answers(const Board& board, char me,
                                                   const std::string& category) {
    const char them = other(me);
    if (has_five_or_more(board)) return std::nullopt;
    if (!five_points(board, them).empty() && category != "block-four") return std::nullopt;
    if (!five_points(board, me).empty() && category != "make-five") return std::nullopt;
    std::vector<Point> answers;
    if (category == "make-five") {
        answers = five_points(board, me);
    } else if (category == "block-four") {
        const auto threats = five_points(board, them);
        if (threats.size() != 1 || !legal(board, threats[0], me)) return std::nullopt;
        answers = threats;
    } else if (category == "four-three-solid" || category == "four-three-split") {
        if (has_vcf(board, me, 1)) return std::nullopt;
        answers = vcf_first_moves(board, me, kProofFours);
    } else if (category == "block-four-three" || category == "no-false-alarm") {
        // The opponent threatens a four-three; the side to move has no VCF of its own.
        if (!has_vcf(board, them, 2) || has_vcf(board, me, kProofFours)) return std::nullopt;
        answers = refutations(board, me);
        if (answers.size() > 8) return std::nullopt;
        // Tempting moves: the opponent's four-three points (the direct block) and, for
        // no-false-alarm, the side to move's own fours and open threes (the counter-attack).
        if (category == "no-false-alarm" && !natural_move_loses(board, me, answers))
            return std::nullopt;
    } else if (category == "vcf") {
        if (has_vcf(board, me, 2) || !has_vcf(board, me, 5)) return std::nullopt;
        answers = vcf_first_moves(board, me, kProofFours);
    } else {
        return std::nullopt;
    }
    if (answers.empty()) return std::nullopt;
    std::sort(answers.begin(), answers.end());
    return answers;
}

}  // namespace plies::tactics
