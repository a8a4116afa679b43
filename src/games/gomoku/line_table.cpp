#include "games/gomoku/line_table.hpp"

#include <bit>

namespace plies::gomoku {

namespace {

enum : std::uint8_t { kEmpty = 0, kOwn = 1, kBlocked = 2 };

// The line as 11 cells, index = offset + 5; the centre (p) holds an own stone.
using Line = std::array<std::uint8_t, 11>;

int run_through_centre(const Line& line) {
    int run = 1;
    for (int i = 4; i >= 0 && line[i] == kOwn; --i) ++run;
    for (int i = 6; i <= 10 && line[i] == kOwn; ++i) ++run;
    return run;
}

bool is_five(int run, bool exact_five) {
    return exact_five ? run == 5 : run >= 5;
}

}  // namespace

LineTable::LineTable(bool exact_five) {
    // Adding an own stone turns a digit from 0 (empty) to 1 (own) and so raises the index:
    // walking the indices downwards, every "one more stone" configuration is already done.
    for (int index = kSize - 1; index >= 0; --index) {
        Line line{};
        line[5] = kOwn;
        for (int bit = 0, rest = index; bit < 10; ++bit, rest /= 3) {
            line[bit_offset(bit) + 5] = static_cast<std::uint8_t>(rest % 3);
        }
        LineEntry& entry = entries_[index];
        const int run = run_through_centre(line);
        if (run >= 5) {
            entry.kind = is_five(run, exact_five) ? LineKind::five : LineKind::overline;
            continue;
        }
        std::uint16_t five_points = 0;
        for (int bit = 0; bit < 10; ++bit) {
            const int cell = bit_offset(bit) + 5;
            if (line[cell] != kEmpty) continue;
            line[cell] = kOwn;
            if (is_five(run_through_centre(line), exact_five) && run_through_centre(line) > run)
                five_points |= static_cast<std::uint16_t>(1U << bit);
            line[cell] = kEmpty;
        }
        const int fours = std::popcount(five_points);
        if (fours >= 2) {
            const int first = bit_offset(std::countr_zero(five_points));
            const int last = bit_offset(15 - std::countl_zero(five_points));
            entry.kind =
                (fours == 2 && last - first == 5) ? LineKind::open_four : LineKind::double_four;
            entry.key_points = five_points;
            continue;
        }
        if (fours == 1) {
            entry.kind = LineKind::four;
            entry.key_points = five_points;
            continue;
        }
        std::uint16_t straight_points = 0;
        bool makes_four = false;
        bool makes_open_three = false;
        bool makes_three = false;
        for (int bit = 0; bit < 10; ++bit) {
            if (line[bit_offset(bit) + 5] != kEmpty) continue;
            const LineKind next = entries_[index + kDigit[bit]].kind;
            if (next == LineKind::open_four)
                straight_points |= static_cast<std::uint16_t>(1U << bit);
            if (next >= LineKind::four && next <= LineKind::double_four) makes_four = true;
            if (next == LineKind::open_three) makes_open_three = true;
            if (next == LineKind::three) makes_three = true;
        }
        if (straight_points != 0) {
            entry.kind = LineKind::open_three;
            entry.key_points = straight_points;
        } else if (makes_four) {
            entry.kind = LineKind::three;
        } else if (makes_open_three) {
            entry.kind = LineKind::open_two;
        } else if (makes_three) {
            entry.kind = LineKind::two;
        }
    }
    for (int index = 0; index < kSize; ++index) kinds_[index] = entries_[index].kind;
}

const LineTable& LineTable::exact() {
    static const LineTable table(true);
    return table;
}

const LineTable& LineTable::free() {
    static const LineTable table(false);
    return table;
}

}  // namespace plies::gomoku
