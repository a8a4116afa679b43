#include "arena/review.hpp"

#include <algorithm>
#include <fstream>
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

// The value for `side` after a move (the side to move may be either player).
std::optional<int> value_for(const engine::Game& game, int side) {
    const auto v = solve_sign(game);
    if (!v) return std::nullopt;
    return game.side_to_move() == side ? *v : -*v;
}

}  // namespace

std::string_view mark_kind_name(MarkKind kind) {
    switch (kind) {
        case MarkKind::missed_win_now:
            return "missed win in one";
        case MarkKind::missed_forced_win:
            return "missed forced win";
        case MarkKind::draw_to_loss:
            return "draw turned into a loss";
    }
    return "?";
}

ReviewCounts& ReviewCounts::operator+=(const ReviewCounts& other) {
    moves += other.moves;
    judged_exactly += other.judged_exactly;
    win_available += other.win_available;
    win_kept += other.win_kept;
    missed_win_now += other.missed_win_now;
    missed_forced_win += other.missed_forced_win;
    draw_to_loss += other.draw_to_loss;
    return *this;
}

GameReview review_game(const GameFactory& make_game, const GameRecord& record,
                       const ReviewSettings& settings) {
    GameReview review;
    auto game = make_game();
    if (!record.start_position.empty()) game->set_position(record.start_position);
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
        if (!move.opening) {
            ReviewCounts& counts = review.sides[me];
            ++counts.moves;
            const auto immediate = game->winning_moves(me);
            std::optional<int> before;
            std::optional<int> kept;
            if (settings.exact_everywhere || game->solvable_now()) {
                before = solve_sign(*game);
                if (before) kept = value_for(*after, me);
            }
            ReviewMark mark;
            mark.ply = i + 1;
            mark.side = me;
            mark.move = move.move;
            if (before && kept) {
                ++counts.judged_exactly;
                if (*before > 0) {
                    ++counts.win_available;
                    if (*kept > 0) {
                        ++counts.win_kept;
                    } else {
                        mark.kind = immediate.empty() ? MarkKind::missed_forced_win
                                                      : MarkKind::missed_win_now;
                        if (!immediate.empty())
                            mark.better = immediate.front();
                        else {
                            try {
                                mark.better = game->solve({}, nullptr).best_move;
                            } catch (const engine::Error&) {
                                mark.better.clear();
                            }
                        }
                        ++(immediate.empty() ? counts.missed_forced_win : counts.missed_win_now);
                        review.marks.push_back(mark);
                    }
                } else if (*before == 0 && *kept < 0) {
                    mark.kind = MarkKind::draw_to_loss;
                    try {
                        mark.better = game->solve({}, nullptr).best_move;
                    } catch (const engine::Error&) {
                        mark.better.clear();
                    }
                    ++counts.draw_to_loss;
                    review.marks.push_back(mark);
                }
            } else if (!immediate.empty()) {
                ++counts.win_available;
                if (std::find(immediate.begin(), immediate.end(), move.move) != immediate.end()) {
                    ++counts.win_kept;
                } else {
                    mark.kind = MarkKind::missed_win_now;
                    mark.better = immediate.front();
                    ++counts.missed_win_now;
                    review.marks.push_back(mark);
                }
            }
        }
        game = std::move(after);
    }
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
