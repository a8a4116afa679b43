// Generates plies' own Gomoku tactical suite (issue 6) and proves every answer with the naive
// referee (referee.hpp), independent of the engine:
//   make-five            every point that makes five for the side to move
//   block-four           the opponent's only five point (every other move loses at once)
//   four-three-solid     own four-three where the four is solid (OXXX + p), answers = every
//   four-three-split     first move of a VCF in at most 5 fours (the 4-3 point among them);
//                        the split variant makes XXX.X or XX.XX
//   block-four-three     every defence after which the opponent has no VCF (5 fours) and no
//                        double-three point (the side to move has no four of its own)
//   vcf                  random clusters whose shortest VCF has 3 to 5 fours; answers = every
//                        first move of a VCF in at most 5 fours
//   no-false-alarm       the opponent threatens a four-three while the side to move has an
//                        open-three point that looks natural but loses; answers as block-four-three
// Each shape is built in a local frame, turned to one of the 8 orientations (by position index,
// so every category has all 8) and moved to a random place; noise stones are sprinkled around,
// and single stones far from everything fix the stone counts so that the position is reachable
// by alternate play. The answers are computed on the final board.
//
// Usage: gomoku_tactics_generator OUTPUT [PER_CATEGORY] [SEED] [CATEGORY]
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "referee.hpp"

namespace plies::tactics {
namespace {

struct Rel {
    int x;
    int y;
    bool mine;  // the attacker's stone (the shape's owner), else the other colour
};

struct Shape {
    std::vector<Rel> stones;
    std::vector<std::array<int, 2>> keys;  // key points (the 4-3 point) in the local frame
};

struct Generated {
    Board board;
    char to_move = 'x';
    std::vector<Point> answers;
};

constexpr std::array<std::array<int, 4>, 8> kOrientations{{
    {1, 0, 0, 1},
    {-1, 0, 0, 1},
    {1, 0, 0, -1},
    {-1, 0, 0, -1},
    {0, 1, 1, 0},
    {0, -1, 1, 0},
    {0, 1, -1, 0},
    {0, -1, -1, 0},
}};
constexpr std::array<std::array<int, 2>, 3> kSecondDirs{{{0, 1}, {1, 1}, {1, -1}}};

int chebyshev_to_stones(const Board& board, Point p) {
    int best = 99;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            if (board.at(x, y) != '.')
                best = std::min(best, std::max(std::abs(x - p.x), std::abs(y - p.y)));
    return best;
}

// The four-three shape: line A of three with p making a four (solid: OXXX p, or split: XXX.p /
// XX.Xp), line B of two that p turns into an open three.
Shape four_three_shape(core::Rng& rng, bool split) {
    Shape shape;
    const auto d2 = kSecondDirs[rng.below(3)];
    int p = 3;
    if (!split) {
        shape.stones = {{-1, 0, false}, {0, 0, true}, {1, 0, true}, {2, 0, true}};
    } else if (rng.chance(0.5)) {
        // Closed at -1, else XXX would already be an open three (a straight four next move).
        shape.stones = {{-1, 0, false}, {0, 0, true}, {1, 0, true}, {2, 0, true}};
        p = 4;
    } else {
        shape.stones = {{-1, 0, false}, {0, 0, true}, {1, 0, true}, {3, 0, true}};
        p = 4;
    }
    shape.stones.push_back({p + d2[0], d2[1], true});
    shape.stones.push_back({p + 2 * d2[0], 2 * d2[1], true});
    shape.keys = {{p, 0}};
    return shape;
}

Shape five_shape(core::Rng& rng, bool owner_blocked_by_other, bool mine) {
    Shape shape;
    const int gap = 2 + static_cast<int>(rng.below(3));  // 2: XX.XX, 3: XXX.X, 4: XXXX.
    for (int k = 0; k < 5; ++k)
        if (k != gap) shape.stones.push_back({k, 0, mine});
    // A solid four is closed at one end, so it has one five point.
    if (gap == 4 || owner_blocked_by_other) shape.stones.push_back({-1, 0, !mine});
    shape.keys = {{gap, 0}};
    return shape;
}

// Adds `part`, turned by `orientation` and moved by (ox, oy), to `into`; false when a stone
// would land on another.
bool merge(Shape& into, const Shape& part, int orientation, int ox, int oy) {
    const auto [a, b, c, d] = kOrientations[orientation];
    for (const auto& s : part.stones) {
        const Rel moved{ox + a * s.x + b * s.y, oy + c * s.x + d * s.y, s.mine};
        for (const auto& t : into.stones)
            if (t.x == moved.x && t.y == moved.y) return false;
        into.stones.push_back(moved);
    }
    return true;
}

// The opponent's four-three (the shape's owner is the opponent), with extras that make the
// defence harder than blocking the four-three point: a second threat of the opponent's nearby,
// and the defender's own closed threes (a four of its own is a counter-four defence, or a
// tempting attack that loses).
std::optional<Shape> defence_shape(core::Rng& rng) {
    Shape shape = four_three_shape(rng, rng.chance(0.5));
    const auto near = [&] { return static_cast<int>(rng.below(9)) - 3; };
    if (rng.chance(0.6)) {
        Shape second = four_three_shape(rng, rng.chance(0.5));
        second.stones.pop_back();  // a two that a later stone turns into a three
        if (!merge(shape, second, static_cast<int>(rng.below(8)), near(), near()))
            return std::nullopt;
    }
    const int threes = 1 + static_cast<int>(rng.below(2));
    for (int i = 0; i < threes; ++i) {
        Shape three;
        three.stones = {{-1, 0, true}, {0, 0, false}, {1, 0, false}, {2, 0, false}};
        if (rng.chance(0.5)) three.stones[3].x = 3;  // split: OXX.X
        if (!merge(shape, three, static_cast<int>(rng.below(8)), near(), near()))
            return std::nullopt;
    }
    return shape;
}

Shape random_cluster(core::Rng& rng) {
    Shape shape;
    std::set<std::pair<int, int>> used;
    const int attackers = 6 + static_cast<int>(rng.below(4));
    const int defenders = attackers - 1 + static_cast<int>(rng.below(3));
    for (int i = 0; i < attackers + defenders;) {
        const int x = static_cast<int>(rng.below(7));
        const int y = static_cast<int>(rng.below(7));
        if (!used.insert({x, y}).second) continue;
        shape.stones.push_back({x, y, i < attackers});
        ++i;
    }
    return shape;
}

// Places the shape (turned and moved), noise and filler stones. nullopt if it does not fit.
std::optional<Board> place(const Shape& shape, int orientation, char owner, Rule rule, char to_move,
                           int noise, core::Rng& rng, std::vector<Point>* keys) {
    // The matrix by value, not as a structured binding: lambdas may capture those only from
    // clang 16 on.
    const std::array<int, 4> m = kOrientations[orientation];
    const auto turn = [&](int x, int y) {
        return std::array<int, 2>{m[0] * x + m[1] * y, m[2] * x + m[3] * y};
    };
    int min_x = 99, min_y = 99, max_x = -99, max_y = -99;
    for (const auto& s : shape.stones) {
        const auto t = turn(s.x, s.y);
        min_x = std::min(min_x, t[0]);
        max_x = std::max(max_x, t[0]);
        min_y = std::min(min_y, t[1]);
        max_y = std::max(max_y, t[1]);
    }
    // Keep a margin of one point so that the shapes' open ends stay on the board.
    const int span_x = kSize - 2 - (max_x - min_x);
    const int span_y = kSize - 2 - (max_y - min_y);
    if (span_x <= 0 || span_y <= 0) return std::nullopt;
    const int ox = 1 - min_x + static_cast<int>(rng.below(span_x));
    const int oy = 1 - min_y + static_cast<int>(rng.below(span_y));
    Board board;
    board.rule = rule;
    for (const auto& s : shape.stones) {
        const auto t = turn(s.x, s.y);
        board.set(ox + t[0], oy + t[1], s.mine ? owner : other(owner));
    }
    keys->clear();
    for (const auto& k : shape.keys) {
        const auto t = turn(k[0], k[1]);
        keys->push_back({ox + t[0], oy + t[1]});
    }
    const Board pattern = board;
    // Noise near the shape, never touching it.
    for (int i = 0; i < noise; ++i) {
        const Point p{ox + static_cast<int>(rng.below(11)) - 5,
                      oy + static_cast<int>(rng.below(11)) - 5};
        if (board.at(p.x, p.y) != '.' || chebyshev_to_stones(pattern, p) <= 1) continue;
        board.set(p.x, p.y, i % 2 == 0 ? 'x' : 'o');
    }
    // Fillers: black to move needs as many black stones as white; white to move one more black.
    for (int tries = 0; tries < 5000; ++tries) {
        int black = 0, white = 0;
        for (char v : board.cells) {
            black += v == 'x' ? 1 : 0;
            white += v == 'o' ? 1 : 0;
        }
        const int want_black = to_move == 'x' ? white : white + 1;
        if (black == want_black) return board;
        const char need = black < want_black ? 'x' : 'o';
        const Point p{static_cast<int>(rng.below(kSize)), static_cast<int>(rng.below(kSize))};
        if (board.at(p.x, p.y) == '.' && chebyshev_to_stones(board, p) >= 3)
            board.set(p.x, p.y, need);
    }
    return std::nullopt;
}

// Can the stones be played as a game (black first, alternating, no five on the way, no black
// stone on a point forbidden when it is placed)? Depth-first with a budget.
bool orderable(Board& board, Board& target, char side, int& budget) {
    bool done = true;
    for (int i = 0; i < kSize * kSize; ++i) done = done && board.cells[i] == target.cells[i];
    if (done) return true;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            if (target.at(x, y) != side || board.at(x, y) != '.') continue;
            if (--budget < 0) return false;
            if (!legal(board, {x, y}, side) || makes_five(board, {x, y}, side)) continue;
            board.set(x, y, side);
            if (orderable(board, target, other(side), budget)) return true;
            board.set(x, y, '.');
        }
    }
    return false;
}

bool reachable(const Board& target) {
    Board empty;
    empty.rule = target.rule;
    Board goal = target;
    int budget = 20000;
    return orderable(empty, goal, 'x', budget);
}

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// One position of the category, or nullopt when this random try fails a condition.
std::optional<Generated> try_category(const std::string& category, int orientation, bool hard,
                                      core::Rng& rng) {
    const Rule rule = static_cast<Rule>(rng.below(3));
    const char me = rng.chance(0.5) ? 'x' : 'o';
    const char them = other(me);
    const int noise = 2 + static_cast<int>(rng.below(6));
    std::vector<Point> keys;
    Shape shape;
    char owner = me;
    if (category == "make-five") {
        shape = five_shape(rng, rng.chance(0.5), true);
    } else if (category == "block-four") {
        shape = five_shape(rng, true, true);
        owner = them;
    } else if (category == "four-three-solid" || category == "four-three-split") {
        shape = four_three_shape(rng, category == "four-three-split");
    } else if (category == "block-four-three" || category == "no-false-alarm") {
        auto defence = defence_shape(rng);
        if (!defence) return std::nullopt;
        shape = *defence;
        owner = them;
    } else {
        shape = random_cluster(rng);
    }
    auto board = place(shape, orientation, owner, rule, me, noise, rng, &keys);
    if (!board) return std::nullopt;

    if (category == "no-false-alarm") {
        // Cheap necessary conditions first (the full proof tries every defence): the opponent
        // has a four-three and some natural move provably loses.
        if (!has_vcf(*board, them, 2)) return std::nullopt;
        bool loses = false;
        for (const Point t : natural_moves(*board, me))
            loses = loses || loses_to_vcf(*board, t, me);
        if (!loses) return std::nullopt;
    }
    Generated out;
    out.board = *board;
    out.to_move = me;
    auto answers = category_answers(*board, me, category);
    if (!answers) return std::nullopt;
    out.answers = *answers;
    if ((category == "four-three-solid" || category == "four-three-split") &&
        !contains(out.answers, keys[0]))
        return std::nullopt;
    if (category == "block-four-three" && hard) {
        // Blocking a four-three point directly loses: a real defence is needed.
        bool direct_fails = false;
        for (const Point p : vcf_first_moves(*board, them, 2))
            direct_fails = direct_fails || !contains(out.answers, p);
        if (!direct_fails) return std::nullopt;
    }
    if (category == "no-false-alarm" && hard) {
        // No direct block of a four-three point holds either.
        for (const Point p : vcf_first_moves(*board, them, 2))
            if (contains(out.answers, p)) return std::nullopt;
    }
    if (out.answers.empty() || !reachable(*board)) return std::nullopt;
    return out;
}

const char* rule_text(Rule rule) {
    return rule == Rule::freestyle ? "freestyle" : rule == Rule::standard ? "standard" : "renju";
}

}  // namespace
}  // namespace plies::tactics

int main(int argc, char** argv) {
    using namespace plies::tactics;
    if (argc < 2) {
        std::cerr << "usage: gomoku_tactics_generator OUTPUT [PER_CATEGORY] [SEED] [CATEGORY]\n";
        return 2;
    }
    const int per_category = argc > 2 ? std::atoi(argv[2]) : 32;
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 20261202;
    plies::core::Rng rng(seed);
    std::ofstream out(argv[1]);
    std::vector<std::string> categories = {
        "make-five",        "block-four", "four-three-solid", "four-three-split",
        "block-four-three", "vcf",        "no-false-alarm"};
    if (argc > 4) categories = {argv[4]};  // one category only (for trying the generator out)
    for (const auto& category : categories) {
        int made = 0;
        long tries = 0;
        while (made < per_category) {
            if (++tries > 200000) {
                std::cerr << "gave up on " << category << " after " << made << "\n";
                return 1;
            }
            // Every other defence position must be hard (see try_category).
            const auto position = try_category(category, made % 8, made % 2 == 0, rng);
            if (!position) continue;
            out << "# " << category << "\n";
            for (int y = 0; y < kSize; ++y) {
                for (int x = 0; x < kSize; ++x) out << position->board.at(x, y);
                out << "\n";
            }
            out << "to-move: " << position->to_move << "\n";
            out << "rule: " << rule_text(position->board.rule) << "\n";
            out << "answer:";
            for (const Point p : position->answers) out << " " << name(p);
            out << "\n\n";
            ++made;
        }
        std::cerr << category << ": " << made << " positions in " << tries << " tries\n";
    }
    return 0;
}
