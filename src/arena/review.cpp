#include "arena/review.hpp"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

#include <fmt/format.h>

namespace plies::arena {

namespace {

// The mover's exact value of a position: > 0 win, 0 draw, < 0 loss; nullopt if no solver.
std::optional<int> solve_sign(const engine::Game& game) {
    switch (game.outcome()) {
        case engine::Outcome::first_wins:
            return game.side_to_move() == 0 ? 1 : -1;
        case engine::Outcome::second_wins:
            return game.side_to_move() == 1 ? 1 : -1;
        case engine::Outcome::draw:
            return 0;
        case engine::Outcome::ongoing:
            break;
    }
    try {
        const auto result = game.solve(engine::SolveOptions{.weak = true}, nullptr);
        return (result.score > 0) - (result.score < 0);
    } catch (const engine::Unsupported&) {
        return std::nullopt;
    }
}

bool contains(const std::vector<std::string>& moves, const std::string& move) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The best move by the solver, or "" if it gives none.
std::string solver_move(const engine::Game& game) {
    try {
        return game.solve({}, nullptr).best_move;
    } catch (const engine::Error&) {
        return {};
    }
}

// One move's moment: the strongest kind of win (or the draw) the mover had, whether the move
// was of that kind, and whether it let the win or the draw go.
struct Moment {
    std::vector<std::string> kinds;  // every kind the game reported, in its order
    std::string kind;
    bool taken = false;
    bool lost = false;
    std::string better;
};

// True when the mover's move kept a win it can force: the game is won, or the opponent is now
// proven lost whatever it plays (Game::proven_lost).
bool keeps_proven_win(const engine::Game& after, int mover) {
    const engine::Outcome outcome = after.outcome();
    if (outcome != engine::Outcome::ongoing)
        return outcome == (mover == 0 ? engine::Outcome::first_wins : engine::Outcome::second_wins);
    return after.proven_lost();
}

// `exact`: the solver judged the move; `before` and `kept` are then the mover's values (> 0
// win, 0 draw, < 0 loss) before and after it. Without the solver a move is missed only when
// it is none of the proven wins the game listed and does not keep a proven win either.
Moment judge_move(const engine::Game& game, const engine::Game& after, const std::string& move,
                  bool exact, int before, int kept) {
    const int me = game.side_to_move();
    const auto immediate = game.winning_moves(me);
    // Without a solver's verdict, the game's proven wins by kind say what was there.
    std::vector<engine::WinChance> chances;
    if (!exact) chances = game.win_chances();
    const auto first_chance = std::find_if(chances.begin(), chances.end(),
                                           [](const auto& c) { return !c.moves.empty(); });
    auto in_any_chance = [&] {
        for (const auto& c : chances)
            if (contains(c.moves, move)) return true;
        return false;
    };
    auto let_go = [&] { return !in_any_chance() && !keeps_proven_win(after, me); };
    Moment m;
    if (!immediate.empty()) {
        m.kind = kWinInOne;
        m.taken = contains(immediate, move);
        m.lost = exact ? kept <= 0 : !m.taken && let_go();
        m.better = immediate.front();
    } else if (exact && before > 0) {
        m.kind = kForcedWin;
        m.taken = kept > 0;
        m.lost = !m.taken;
    } else if (exact && before == 0) {
        m.kind = kDraw;
        m.taken = kept >= 0;
        m.lost = !m.taken;
    } else if (first_chance != chances.end()) {
        m.kind = first_chance->kind;
        m.taken = contains(first_chance->moves, move);
        m.lost = !m.taken && let_go();
        m.better = first_chance->moves.front();
    }
    for (const auto& c : chances) m.kinds.push_back(c.kind);
    if (m.lost && m.better.empty()) m.better = solver_move(game);
    return m;
}

// The winner's count of how the game was won: by the game's own words when its rules ended it.
void count_win(const engine::Game& final_position, const GameRecord& record, GameReview& review) {
    if (record.outcome != engine::Outcome::first_wins &&
        record.outcome != engine::Outcome::second_wins)
        return;
    const int winner = record.outcome == engine::Outcome::first_wins ? 0 : 1;
    std::string how;
    if (record.end_reason == EndReason::normal)
        how = final_position.win_shape();
    else
        how = record.end_reason == EndReason::adjudicated ? kAdjudicated : kForfeit;
    if (!how.empty()) ++review.sides[winner].won_by(how);
}

}  // namespace

std::string mark_text(const ReviewMark& mark) {
    if (mark.kind == kDraw) return "draw turned into a loss";
    return "missed " + mark.kind;
}

namespace {

template <class T>
T& named_entry(std::vector<std::pair<std::string, T>>& entries, std::string_view name) {
    for (auto& [k, value] : entries)
        if (k == name) return value;
    return entries.emplace_back(std::string(name), T{}).second;
}

void add_counts(KindCount& to, const KindCount& from) {
    to.moments += from.moments;
    to.taken += from.taken;
    to.missed += from.missed;
}

}  // namespace

KindCount& ReviewCounts::kind(std::string_view name) {
    return named_entry(kinds, name);
}

KindCount& ReviewCounts::situation(std::string_view name) {
    return named_entry(situations, name);
}

int& ReviewCounts::won_by(std::string_view name) {
    return named_entry(wins, name);
}

KindCount ReviewCounts::count(std::string_view name) const {
    for (const auto& [k, count] : kinds)
        if (k == name) return count;
    return {};
}

ReviewCounts& ReviewCounts::operator+=(const ReviewCounts& other) {
    moves += other.moves;
    judged_exactly += other.judged_exactly;
    for (const auto& [name, c] : other.kinds) add_counts(kind(name), c);
    for (const auto& [name, c] : other.situations) add_counts(situation(name), c);
    for (const auto& [name, n] : other.wins) won_by(name) += n;
    return *this;
}

GameReview review_game(const GameFactory& make_game, const GameRecord& record,
                       const ReviewSettings& settings) {
    GameReview review;
    auto game = make_game();
    if (!record.start_position.empty()) game->set_position(record.start_position);
    // The solver's value of the current position (side to move's view) when the previous
    // move's check already solved it: each position is solved once.
    std::optional<int> known;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const MoveRecord& move = record.moves[i];
        if (game->outcome() != engine::Outcome::ongoing)
            throw engine::Error(
                fmt::format("move {} '{}' comes after the end of the game", i + 1, move.move));
        const int me = game->side_to_move();
        auto after = game->clone();
        try {
            after->play(move.move);
        } catch (const engine::Error& e) {
            throw engine::Error(
                fmt::format("move {} '{}' cannot be replayed: {}", i + 1, move.move, e.what()));
        }
        std::optional<int> next;
        if (!move.opening) {
            ReviewCounts& counts = review.sides[me];
            ++counts.moves;
            bool exact = false;
            int before = 0;
            int kept = 0;
            if (settings.exact_everywhere || game->solvable_for_review()) {
                const auto value = known ? known : solve_sign(*game);
                if (value) next = solve_sign(*after);
                if (value && next) {
                    exact = true;
                    before = *value;
                    kept = after->side_to_move() == me ? *next : -*next;
                }
            }
            if (exact) ++counts.judged_exactly;
            for (const auto& s : game->move_situations(move.move)) {
                KindCount& count = counts.situation(s.name);
                count.moments += s.moment ? 1 : 0;
                count.taken += s.met ? 1 : 0;
            }
            const Moment moment = judge_move(*game, *after, move.move, exact, before, kept);
            for (const auto& kind : moment.kinds) (void)counts.kind(kind);
            if (!moment.kind.empty()) {
                KindCount& count = counts.kind(moment.kind);
                ++count.moments;
                count.taken += moment.taken ? 1 : 0;
                count.missed += moment.lost ? 1 : 0;
                if (moment.lost)
                    review.marks.push_back({i + 1, me, move.move, moment.kind, moment.better});
            }
        }
        known = next;
        game = std::move(after);
    }
    count_win(*game, record, review);
    return review;
}

std::vector<GameRecord> read_move_file(const GameFactory& make_game, const std::string& path) {
    std::ifstream file(path);
    if (!file) throw engine::Error(fmt::format("cannot read '{}'", path));
    std::vector<GameRecord> out;
    int line_number = 0;
    for (std::string line; std::getline(file, line);) {
        ++line_number;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        GameRecord record;
        record.id = line_number;
        record.index = line_number;
        auto game = make_game();
        record.game = game->name();
        record.specs[0] = game->side_name(0);
        record.specs[1] = game->side_name(1);
        std::vector<std::string> tokens;
        std::istringstream words(line);
        for (std::string w; words >> w;) tokens.push_back(w);
        if (tokens.size() == 1) {
            // One word: a position string of the game (e.g. "4453"), if it gives its moves.
            try {
                game->set_position(tokens.front());
                const auto history = game->history();
                if (!history.empty()) tokens = history;
            } catch (const engine::Error&) {
                // Not a position: a single move, checked below.
            }
        }
        auto replay_game = make_game();
        for (const auto& t : tokens) {
            try {
                replay_game->play(t);
            } catch (const engine::Error& e) {
                throw engine::Error(
                    fmt::format("{}:{}: move '{}': {}", path, line_number, t, e.what()));
            }
            MoveRecord m;
            m.move = t;
            record.moves.push_back(std::move(m));
        }
        record.outcome = replay_game->outcome();
        record.termination = "from file";
        out.push_back(std::move(record));
    }
    return out;
}

}  // namespace plies::arena
