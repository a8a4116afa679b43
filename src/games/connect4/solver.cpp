#include "games/connect4/solver.hpp"

#include <algorithm>
#include <chrono>

#include "games/connect4/book.hpp"
#include "games/connect4/move_sorter.hpp"
#include "games/connect4/move_string.hpp"

namespace plies::connect4 {
namespace {

// Cells in rows 1, 3 and 5 (row indices 0, 2, 4): the cells the player to move gets when the
// opponent answers every move in the same column ("claimeven", L. V. Allis, "A knowledge-based
// approach of Connect-Four", 1988, section 6.2.1).
constexpr Bitboard kOddRows = kBottomRow * 0b010101;

// An upper bound on the score of the first player to move from the second player's
// follow-up strategy ("claimeven", L. V. Allis, "A knowledge-based approach of Connect-Four",
// 1988, section 6.2.1), extended to columns of odd height: the second player answers a move in
// a column of even height right above it, and a move in a column of odd height in another
// column of odd height (there is always one: the disc count is even), after which both are of
// even height. So the second player gets every empty even-row cell above the playable ones, and
// the first player at most the other empty cells. If the first player can make no four with
// those, it cannot win (bound 0); if the second player then makes four with its even-row cells,
// it wins, at its 21st disc at the latest (bound -1). `high` is returned when neither holds.
int follow_up_bound(const Position& position, int high) {
    const Bitboard empty = kBoardMask & ~position.mask();
    const Bitboard follower = empty & ~kOddRows & ~position.playable_cells();
    if (has_four(position.current() | (empty & ~follower))) return high;
    return std::min(high, has_four(position.opponent() | follower) ? -1 : 0);
}

// A lower bound on the score of the second player to move from the same strategy, its own:
// it plays the free even-row cell `c` of a column of odd height (one of `next`), after which
// every column of odd height pairs with another and the first player moves. The first player
// gets at most the empty cells but `c` and the even-row cells above the playable ones; if it
// can make no four with those, the second player does not lose (bound 0), and if the second
// player's discs, `c` and those even-row cells hold a four, it wins (bound 1, its 21st disc).
// `low` is returned when no such `c` is found.
int follow_up_low_bound(const Position& position, Bitboard next, int low) {
    const Bitboard empty = kBoardMask & ~position.mask();
    const Bitboard follower = empty & ~kOddRows & ~position.playable_cells();
    Bitboard starts = next & ~kOddRows;
    while (starts != 0) {
        const Bitboard c = starts & -starts;
        starts ^= c;
        if (has_four(position.opponent() | (empty & ~follower & ~c))) continue;
        if (has_four(position.current() | follower | c)) return std::max(low, 1);
        low = std::max(low, 0);
    }
    return low;
}

// The score bounds of a position whose side to move cannot win at once and whose opponent
// cannot win at once after any of `next`: the side to move wins at the earliest with its next
// disc but one, and loses at the earliest to the opponent's second disc from now.
int lowest_score(int moves) {
    return -(kCells - 2 - moves) / 2;
}
int highest_score(int moves) {
    return (kCells - 1 - moves) / 2;
}

}  // namespace

namespace {
// non_losing_moves() when the opponent's winning cells are known already.
Bitboard non_losing_moves(const Position& position, Bitboard opponent_wins) {
    Bitboard possible = position.playable_cells();
    const Bitboard forced = possible & opponent_wins;
    if (forced != 0) {
        if ((forced & (forced - 1)) != 0) return 0;  // two threats: no block saves the game
        possible = forced;
    }
    // Never play right under a cell where the opponent would complete four.
    return possible & ~(opponent_wins >> 1);
}
}  // namespace

Bitboard non_losing_moves(const Position& position) {
    return non_losing_moves(position, winning_cells(position.opponent(), position.mask()));
}

Solver::Solver(std::size_t table_bytes) : table_(table_bytes) {}

std::uint64_t Solver::table_key(const Position& position, bool& mirrored) const {
    const std::uint64_t key = position.key();
    mirrored = false;
    if (!features_.mirror_keys || position.moves() > features_.mirror_max_moves) return key;
    const std::uint64_t mirror = mirror_key(key);
    if (mirror < key) {
        mirrored = true;
        return mirror;
    }
    return key;
}

int Solver::search(Position position, int alpha, int beta, Bitboard opponent_wins) {
    // A forced move (the only one that does not lose at once) is played here, in place, rather
    // than by a recursive call: it needs no ordering and no table entry, and forced moves come
    // in chains (a block that makes a threat forces a block in turn). After an odd number of
    // them the side to move is the caller's opponent: `sign` turns the value back.
    int sign = 1;
    for (;;) {
        ++nodes_;
        if (control_ != nullptr && control_->should_stop(nodes_)) {
            stopped_ = true;
            return 0;
        }
        const Bitboard next = non_losing_moves(position, opponent_wins);
        const int moves = position.moves();
        if (next == 0) return sign * (-(kCells - moves) / 2);  // the opponent wins next disc
        if (moves >= kCells - 2) return 0;  // two cells left and nobody can use them

        int low = lowest_score(moves);
        int high = highest_score(moves);
        if (features_.claim_even && (moves & 1) == 0) {
            high = follow_up_bound(position, high);
        } else if (high > 0 && !has_four(position.current() | (kBoardMask & ~position.mask()))) {
            high = 0;  // no line left open to the side to move
        }
        if (features_.claim_even && (moves & 1) == 1 && high > low) {
            low = follow_up_low_bound(position, next, low);
        } else if (low < 0 && !has_four(position.opponent() | (kBoardMask & ~position.mask()))) {
            low = 0;  // no line left open to the opponent
        }
        if (low >= beta) return sign * low;
        if (high <= alpha) return sign * high;
        if ((next & (next - 1)) != 0)
            return sign * branch(position, alpha, beta, next, opponent_wins, low, high);

        opponent_wins = winning_cells(position.current() | next, position.mask() | next);
        position.play_cell(next);
        const int alpha_before = alpha;
        alpha = -beta;
        beta = -alpha_before;
        sign = -sign;
    }
}

int Solver::search_root(const Position& position, int alpha, int beta) {
    return search(position, alpha, beta, winning_cells(position.opponent(), position.mask()));
}

int Solver::branch(const Position& position, int alpha, int beta, Bitboard next,
                   Bitboard opponent_wins, int low, int high) {
    const int moves = position.moves();
    if (book_ != nullptr && moves <= book_->deepest()) {
        if (const auto score = book_->lookup(position)) return *score;
    }

    bool mirrored = false;
    const std::uint64_t key = table_key(position, mirrored);
    int hint = kNoMove;
    if (const TableEntry* entry = table_.find(key, moves)) {
        low = std::max<int>(low, entry->lower);
        high = std::min<int>(high, entry->upper);
        if (low >= beta || low == high) return low;
        if (high <= alpha) return high;
        if (features_.table_moves) {
            hint = entry->move_work & 7;
            if (mirrored && hint != kNoMove) hint = kWidth - 1 - hint;
        }
    }
    alpha = std::max(alpha, low);
    beta = std::min(beta, high);

    const bool probe_children =
        features_.child_probes && kCells - moves >= features_.child_probe_min_empty;
    MoveSorter sorter;
    const Bitboard good_rows = (moves & 1) == 0 ? kOddRows : kBoardMask & ~kOddRows;
    for (const int col : kCentreFirst) {
        const Bitboard cell = next & column_mask(col);
        if (cell == 0) continue;
        const Bitboard after = position.current() | cell;
        const Bitboard cells = winning_cells(after, position.mask() | cell);
        // Move ordering by the threats a move makes (the mover's empty cells completing four):
        // 4 each, unless right above one of the opponent's (whoever plays below it lets the
        // other win, so it rarely comes to be played), 1 more each one playable at once (the
        // opponent must answer it), 2 more each right above the next free cell of its column
        // (the opponent cannot fill that column for long). Steininger's solver's ordering
        // weights gave the idea. Nodes against counting every threat once: Test_L1_R1 strong
        // 2,911 -> 2,584, Test_L2_R2 strong 28.1 k -> 22.8 k, Test_L1_R2 weak 244 k -> 178 k;
        // without the playable term, 3,424, 24.2 k and 196 k.
        const Bitboard next_free = (position.mask() + cell + kBottomRow) & kBoardMask;
        int threats = 4 * std::popcount(cells & ~(opponent_wins << 1)) +
                      std::popcount(cells & next_free) +
                      2 * std::popcount(cells & (next_free << 1));
        if (features_.parity_order) threats += std::popcount(cells & good_rows);
        std::uint64_t child_key = 0;
        if (probe_children) {
            Position child = position;
            child.play_cell(cell);
            bool child_mirrored = false;
            child_key = table_key(child, child_mirrored);
            table_.prefetch(child_key, moves + 1);
        }
        sorter.add(cell, cells, child_key, col, col == hint ? 1000 : threats);
    }

    // Enhanced transposition cut-offs (Plaat, Schaeffer, Pijls, de Bruin, "Exploiting graph
    // properties of game trees", AAAI 1996): a child whose stored upper bound already proves
    // the cut-off saves searching the others first.
    if (probe_children) {
        for (int i = 0; i < sorter.size(); ++i) {
            const TableEntry* entry = table_.find(sorter[i].key, moves + 1);
            if (entry == nullptr) continue;
            const int value_at_least = -entry->upper;
            if (value_at_least >= beta) {
                const int col = mirrored ? kWidth - 1 - sorter[i].column : sorter[i].column;
                table_.store(key, moves, value_at_least, high, col, 1);
                return value_at_least;
            }
        }
    }

    const int alpha_in = alpha;
    const std::uint64_t nodes_before = nodes_;
    int best = -kCells;
    int best_col = kNoMove;
    for (int i = 0; i < sorter.size(); ++i) {
        Position child = position;
        child.play_cell(sorter[i].cell);
        const int value = -search(child, -beta, -alpha, sorter[i].threats);
        if (stopped_) return 0;
        if (value > best) {
            best = value;
            best_col = sorter[i].column;
        }
        if (value >= beta) break;
        alpha = std::max(alpha, value);
    }

    int store_low = low;
    int store_high = high;
    int store_move = kNoMove;
    if (best >= beta) {
        store_low = best;
        store_move = best_col;
    } else if (best > alpha_in) {
        store_low = store_high = best;
        store_move = best_col;
    } else {
        store_high = best;
    }
    if (mirrored && store_move != kNoMove) store_move = kWidth - 1 - store_move;
    table_.store(key, moves, store_low, store_high, store_move, nodes_ - nodes_before);
    return best;
}

int Solver::solve_weak(const Position& position, int low, int high) {
    // Quick wins and losses first: a null window far from zero is cheap, because the bound on
    // the moves left cuts every line too long to reach it (the "begin easy" positions are
    // mostly such). Then the sign itself: above zero, else below zero. Nodes a position: the
    // first 200 of Test_L1_R1 2,018 against 2,971 for narrowing the score as the strong solve
    // does until its sign is known (Test_L1_R2 353 k against 623 k, before the follow-up bounds
    // and the threat ordering). Measured again with both, on whole sets: Test_L1_R1 1,355,
    // against 10,408 with one probe at 3/4 of the highest score and 13,255 without probes;
    // the probes cost 8% on Test_L1_R2 and Test_L2_R2, 1% on Test_L1_R3.
    if (high / 2 > 0) {
        const int value = search_root(position, high / 2, high / 2 + 1);
        if (stopped_ || value > high / 2) return 1;
    }
    if (low / 2 < 0) {
        const int value = search_root(position, low / 2 - 1, low / 2);
        if (stopped_ || value < low / 2) return -1;
    }
    if (search_root(position, 0, 1) > 0 || stopped_) return 1;
    return search_root(position, -1, 0) < 0 ? -1 : 0;
}

int Solver::solve_range(const Position& position, int low, int high) {
    while (low < high) {
        // Null-window tests narrowing [low, high], probing near zero first where most
        // positions' scores lie (Pons' tutorial, part 6).
        int med = low + (high - low) / 2;
        if (med <= 0 && low / 2 < med) {
            med = low / 2;
        } else if (med >= 0 && high / 2 > med) {
            med = high / 2;
        }
        const int value = search_root(position, med, med + 1);
        if (stopped_) return 0;
        if (value <= med) {
            high = std::max(low, std::min(high, value));
        } else {
            low = std::min(high, std::max(low, value));
        }
    }
    return low;
}

std::optional<int> Solver::known_score(const Position& position) const {
    const int moves = position.moves();
    if (position.can_win_now()) return immediate_win_score(moves);
    if (moves >= kCells) return 0;
    if (book_ != nullptr && moves <= book_->deepest()) return book_->lookup(position);
    return std::nullopt;
}

std::optional<int> Solver::solve(const Position& position, bool weak) {
    stopped_ = false;
    int score = 0;
    if (const auto known = known_score(position)) {
        score = *known;
    } else {
        const int moves = position.moves();
        const int low = -(kCells - moves) / 2;
        const int high = (kCells + 1 - moves) / 2;
        score = weak ? solve_weak(position, low, high) : solve_range(position, low, high);
        if (stopped_) return std::nullopt;
    }
    return weak ? (score > 0) - (score < 0) : score;
}

std::optional<std::array<std::optional<int>, kWidth>> Solver::analyse(const Position& position,
                                                                      bool weak) {
    std::array<std::optional<int>, kWidth> scores{};
    for (int col = 0; col < kWidth; ++col) {
        if (!position.can_play(col)) continue;
        if (position.is_winning_move(col)) {
            scores[col] = weak ? 1 : immediate_win_score(position.moves());
            continue;
        }
        Position child = position;
        child.play(col);
        const auto value = solve(child, weak);
        if (!value) return std::nullopt;
        scores[col] = -*value;
    }
    return scores;
}

std::optional<int> Solver::best_move(const Position& position, int score, bool weak) {
    stopped_ = false;
    // The column is right when the child's value is at most `limit` (the child's view).
    const int limit = !weak ? -score : score > 0 ? -1 : score == 0 ? 0 : kMaxScore + 4;
    for (const int col : kCentreFirst) {
        if (!position.can_play(col)) continue;
        if (position.is_winning_move(col)) {
            if (weak || score == immediate_win_score(position.moves())) return col;
            continue;
        }
        Position child = position;
        child.play(col);
        int value = 0;
        if (child.can_win_now()) {
            value = immediate_win_score(child.moves());
        } else if (child.full()) {
            value = 0;
        } else {
            value = search_root(child, limit, limit + 1);
            if (stopped_) return std::nullopt;
        }
        if (value <= limit) return col;
    }
    return std::nullopt;
}

LineResult solve_line(Solver& solver, std::string_view line, bool weak) {
    LineResult result;
    const auto position = parse_moves(line, result.error);
    if (!position) return result;
    if (position->last_mover_won()) {
        result.error = "the game is already over: the last move made four in a row";
        return result;
    }
    const auto start = std::chrono::steady_clock::now();
    solver.reset_nodes();
    result.score = solver.solve(*position, weak);
    if (!result.score) result.error = "stopped";
    result.nodes = solver.nodes();
    result.microseconds = std::chrono::duration_cast<std::chrono::microseconds>(
                              std::chrono::steady_clock::now() - start)
                              .count();
    return result;
}

}  // namespace plies::connect4
