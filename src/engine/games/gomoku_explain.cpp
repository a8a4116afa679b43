// The Gomoku players' view of a position: candidate points, values and threats.
#include "engine/games/gomoku_explain.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/score.hpp"
#include "games/gomoku/original.hpp"
#include "games/gomoku/search.hpp"
#include "games/gomoku/threats.hpp"

namespace plies::engine::gomoku_explain {

namespace {

using gomoku::Board;
using gomoku::Point;

std::vector<Point> candidates(const Board& board, std::size_t count) {
    std::vector<Point> points(count);
    points.resize(static_cast<std::size_t>(gomoku::candidate_moves(board, points)));
    return points;
}

// The shape a side makes at p, in words with the line counts behind it.
std::string shape_words(const Board& board, gomoku::Color c, Point p) {
    const auto threat = gomoku::threat_at(board, c, p);
    return fmt::format("{} (fours {}, open threes {}, threes {}, open twos {})",
                       gomoku::shape_name(gomoku::shape_of(threat)), threat.fours,
                       threat.open_threes, threat.threes, threat.open_twos);
}

std::vector<ScorePart> greedy_parts(const Board& board, Point p) {
    const auto parts = gomoku::point_value_parts(board, p);
    const auto me = board.side_to_move();
    std::vector<ScorePart> out{
        {"attack x 2: " + shape_words(board, me, p), parts.attack, 2 * parts.attack},
        {"defence: " + shape_words(board, gomoku::opponent(me), p), parts.defence, parts.defence},
    };
    if (parts.makes_five()) out.push_back({"makes five", 1, 100000});
    return out;
}

// One side's forward line scores at p (gomoku::forward_point_score), counting the directions
// that score.
ScorePart forward_part(const Board& board, Point p, gomoku::Color c, const std::string& whose) {
    ScorePart part{whose + " forward lines (directions with stones)", 0, 0};
    for (int d = 0; d < gomoku::kDirections; ++d) {
        const int score = gomoku::forward_line_score(board, p, d, c);
        if (score > 0) ++part.count;
        part.value += score;
    }
    return part;
}

}  // namespace

std::vector<MoveView> greedy_views(const Board& board, const NameOf& name_of, bool explain,
                                   std::size_t count) {
    std::vector<MoveView> out;
    for (const Point p : candidates(board, count)) {
        MoveView view;
        view.move = name_of(p);
        view.score = gomoku::point_value(board, p);
        view.score_text = fmt::format("{:+}", view.score);
        if (explain) view.parts = greedy_parts(board, p);
        out.push_back(std::move(view));
    }
    return out;
}

std::vector<MoveView> classic_views(const Board& board, int depth, const NameOf& name_of,
                                    std::size_t count) {
    std::vector<MoveView> out;
    Board after = board;
    gomoku::Engine engine(std::size_t{1} << 16);
    const auto options = gomoku::classic_options(depth - 1);
    for (const Point p : candidates(board, count)) {
        MoveView view;
        view.move = name_of(p);
        after.play(p);
        if (after.has_winner()) {
            view.score = core::win_in(1);
            view.score_text = "win: five";
        } else if (depth == 1) {
            view.score = -gomoku::evaluate(after);
            view.score_text = fmt::format("{:+} (evaluation)", view.score);
        } else {
            view.score = -engine.best_move(after, {}, nullptr, options).result.score;
            view.score_text = score_words(view.score);
        }
        after.undo();
        out.push_back(std::move(view));
    }
    return out;
}

std::vector<MoveView> original_views(const Board& board, const NameOf& name_of, bool explain,
                                     std::size_t count) {
    const gomoku::Color me = board.side_to_move();
    const gomoku::Color them = gomoku::opponent(me);
    std::vector<MoveView> out;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p = gomoku::make_point(x, y);
            if (!board.is_legal(p)) continue;
            const ScorePart own = forward_part(board, p, me, "the mover's");
            const ScorePart other = forward_part(board, p, them, "the opponent's");
            MoveView view;
            view.move = name_of(p);
            view.score = own.value + other.value;
            view.score_text = fmt::format("{:+}", view.score);
            if (explain) view.parts = {own, other};
            out.push_back(std::move(view));
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const MoveView& a, const MoveView& b) { return a.score > b.score; });
    if (out.size() > count) out.resize(count);
    return out;
}

std::string original_note(const Board& board) {
    const auto any_legal = [&](const gomoku::PointSet& points) {
        bool found = false;
        points.for_each([&](Point p) { found = found || board.is_legal(p); });
        return found;
    };
    const gomoku::Color me = board.side_to_move();
    if (any_legal(board.five_points(me))) return "the report's AI plays a five first";
    if (any_legal(board.five_points(gomoku::opponent(me))))
        return "the report's AI blocks the opponent's five first";
    return {};
}

}  // namespace plies::engine::gomoku_explain
