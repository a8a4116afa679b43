#include "games/gomoku/board.hpp"

#include <cassert>

namespace plies::gomoku {

namespace {

static_assert(static_cast<int>(LineKind::five) < 10, "a line kind is one decimal digit of a code");
constexpr std::array<int, kDirections> kCodeDigit{1, 10, 100, 1000};

// splitmix64 over the point index: fixed keys, the same on every platform.
constexpr std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

constexpr auto kZobrist = [] {
    std::array<std::array<std::uint64_t, kCells>, 2> keys{};
    for (int c = 0; c < 2; ++c)
        for (int p = 0; p < kCells; ++p)
            keys[c][p] = mix(static_cast<std::uint64_t>(c * kCells + p));
    return keys;
}();

}  // namespace

std::uint64_t zobrist_key(Color c, Point p) {
    return kZobrist[index(c)][p];
}

Board::Board(int size, Rule rule) : size_(size), rule_(rule) {
    assert(size >= kMinSize && size <= kMaxSize);
    cells_.fill(Cell::wall);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) cells_[make_point(x, y)] = Cell::empty;
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            const Point p = make_point(x, y);
            for (int d = 0; d < kDirections; ++d) {
                int walls = 0;
                for (int offset = -5; offset <= 5; ++offset) {
                    if (offset == 0) continue;
                    if (cells_[p + offset * kStep[d]] == Cell::wall)
                        walls +=
                            LineTable::kBlockedDigit * LineTable::kDigit[neighbour_bit(offset)];
                }
                line_index_[p][d] = {static_cast<std::uint16_t>(walls),
                                     static_cast<std::uint16_t>(walls)};
            }
            update_point<false>(p);
        }
    }
    // Typical games change a few dozen kinds a stone: room for that without allocating in play.
    kind_log_.reserve(std::size_t{kMaxStones} * 32);
}

template <bool kLog>
inline void Board::set_kind(int c, Point p, int d, LineKind kind) {
    // Most of the lookups after a move find the kind unchanged (a stone far along a line
    // rarely changes what a point makes): then the masks and sets are already right.
    if (kinds_[c][p][d] == kind) return;
    if constexpr (kLog)
        kind_log_.push_back({static_cast<std::uint16_t>(p),
                             static_cast<std::uint8_t>(c * kDirections + d), kinds_[c][p][d]});
    codes_[c][p] = static_cast<std::uint16_t>(
        codes_[c][p] +
        (static_cast<int>(kind) - static_cast<int>(kinds_[c][p][d])) * kCodeDigit[d]);
    kinds_[c][p][d] = kind;
    const auto bit = static_cast<std::uint8_t>(1U << d);
    const bool five = kind == LineKind::five;
    const bool four = kind >= LineKind::four && kind <= LineKind::double_four;
    five_lines_[c][p] = static_cast<std::uint8_t>((five_lines_[c][p] & ~bit) | (five ? bit : 0));
    four_lines_[c][p] = static_cast<std::uint8_t>((four_lines_[c][p] & ~bit) | (four ? bit : 0));
    fives_[c].assign(p, five_lines_[c][p] != 0);
    fours_[c].assign(p, four_lines_[c][p] != 0 && five_lines_[c][p] == 0);
}

template <bool kLog>
void Board::update_point(Point p) {
    for (int d = 0; d < kDirections; ++d) {
        for (int c = 0; c < 2; ++c) {
            const LineKind kind =
                cells_[p] == Cell::empty ? entry(Color(c), p, d).kind : LineKind::none;
            set_kind<kLog>(c, p, d, kind);
        }
    }
}

void Board::update_around(Point p) {
    update_point<true>(p);
    const LineTable& black_table = table(Color::black);
    const LineTable& white_table = table(Color::white);
    // Five cells away, a stone changes a point's kind only when it is the point's own stone
    // under an exact-five rule (it would make six): whether a cell five away is empty or
    // blocked changes no kind, and the five-or-more table reads four cells a side.
    const bool black_placed = cells_[p] == Cell::black;
    const bool far_black = black_placed && exact_five(Color::black);
    const bool far_white = !black_placed && exact_five(Color::white);
    for (int d = 0; d < kDirections; ++d) {
        const int step = kStep[d];
        for (int k = -4; k <= 4; ++k) {
            const Point q = p + k * step;
            if (k == 0 || cells_[q] != Cell::empty) continue;
            set_kind<true>(0, q, d, black_table.kind(line_index_[q][d][0]));
            set_kind<true>(1, q, d, white_table.kind(line_index_[q][d][1]));
        }
        if (!far_black && !far_white) continue;
        for (const Point q : {p - 5 * step, p + 5 * step}) {
            if (cells_[q] != Cell::empty) continue;
            if (far_black) set_kind<true>(0, q, d, black_table.kind(line_index_[q][d][0]));
            if (far_white) set_kind<true>(1, q, d, white_table.kind(line_index_[q][d][1]));
        }
    }
}

void Board::restore_kinds() {
    const std::size_t start = log_start_[static_cast<std::size_t>(stones_)];
    for (std::size_t i = kind_log_.size(); i-- > start;) {
        const KindChange change = kind_log_[i];
        set_kind<false>(change.slot / kDirections, change.point, change.slot % kDirections,
                        change.old);
    }
    kind_log_.resize(start);
}

void Board::place_stone(Point p, Color c) {
    assert(cells_[p] == Cell::empty);
    cells_[p] = cell_of(c);
    toggle_stone(p, c, +1);
}

void Board::remove_stone(Point p) {
    assert(cells_[p] == Cell::black || cells_[p] == Cell::white);
    assert(placed_[static_cast<std::size_t>(stones_ - 1)] == p);
    const Color c = cells_[p] == Cell::black ? Color::black : Color::white;
    cells_[p] = Cell::empty;
    toggle_stone(p, c, -1);
}

void Board::toggle_stone(Point p, Color c, int change) {
    hash_ ^= kZobrist[index(c)][p];
    stones_ += change;
    // The 5x5 square around p, in one pass: its counts change, and placing makes each of its
    // empty cells near a stone, while removing drops those left with no stone near.
    for (int dy = -2; dy <= 2; ++dy) {
        const Point row = p + dy * kStride - 2;
        for (int k = 0; k < 5; ++k) {
            auto& near = near_[row + k];
            near = static_cast<std::uint8_t>(near + change);
            if (change > 0 ? cells_[row + k] == Cell::empty : near == 0)
                near_points_.assign(row + k, change > 0);
        }
    }
    // p itself: occupied when placed; near again when removed if another stone is near.
    near_points_.assign(p, change < 0 && near_[p] != 0);
    // The stone's digit in each neighbour's line indices: own for c, blocked for the opponent.
    const int own = index(c);
    const int other = 1 - own;
    const auto add = [&](Point q, int d, int bit) {
        const int digit = change * LineTable::kDigit[bit];
        auto& line = line_index_[q][d];
        line[own] = static_cast<std::uint16_t>(line[own] + LineTable::kOwnDigit * digit);
        line[other] = static_cast<std::uint16_t>(line[other] + LineTable::kBlockedDigit * digit);
    };
    for (int d = 0; d < kDirections; ++d) {
        const int step = kStep[d];
        for (int k = 1; k <= 5; ++k) {
            add(p + k * step, d, neighbour_bit(-k));
            add(p - k * step, d, neighbour_bit(k));
        }
    }
    if (change > 0) {
        placed_[static_cast<std::size_t>(stones_ - 1)] = p;
        log_start_[static_cast<std::size_t>(stones_ - 1)] =
            static_cast<std::uint32_t>(kind_log_.size());
        update_around(p);
    } else {
        restore_kinds();
    }
}

void Board::play(Point p) {
    assert(!has_winner_);
    const Color mover = to_move_;
    const bool five = fives_[index(mover)].contains(p);
    place_stone(p, mover);
    history_[history_size_++] = p;
    if (five) {
        has_winner_ = true;
        winner_ = mover;
    }
    to_move_ = opponent(mover);
}

void Board::undo() {
    assert(history_size_ > 0);
    const Point p = history_[--history_size_];
    remove_stone(p);
    has_winner_ = false;
    to_move_ = opponent(to_move_);
}

void Board::put(Point p, Color c) {
    place_stone(p, c);
}

bool Board::is_legal(Point p) const {
    if (!on_board(p) || !empty_at(p) || over()) return false;
    return !(to_move_ == Color::black && is_forbidden(p));
}

}  // namespace plies::gomoku
