// The game box's and the greedy player's view of a Connect Four position, term by term.
#include "engine/games/connect4_explain.hpp"

#include <cstdlib>

#include <fmt/format.h>

#include "games/connect4/evaluation.hpp"

namespace plies::engine::connect4_explain {

namespace {

using connect4::Position;

void add_threat_parts(std::vector<ScorePart>& out, const connect4::ThreatParts& parts,
                      const std::string& whose, int sign) {
    const auto add = [&](std::string name, int count, int weight) {
        if (count != 0) out.push_back({whose + name, count, sign * weight * count});
    };
    add("threes, empty cell playable now (100 each)", parts.playable_threes,
        connect4::kPlayableThree);
    add("threes, empty cell not yet playable (40)", parts.floating_threes,
        connect4::kFloatingThree);
    add("twos with two empty cells (5 each)", parts.open_twos, connect4::kOpenTwo);
    add("discs in the centre column (3 each)", parts.centre_discs, connect4::kCentreDisc);
    add("fork: two playable winning cells (200)", parts.fork ? 1 : 0, connect4::kForkBonus);
}

void add_window_parts(std::vector<ScorePart>& out, const std::array<int, 5>& counts,
                      const std::string& whose, int sign) {
    for (int discs = 4; discs >= 2; --discs) {
        const int count = counts[static_cast<std::size_t>(discs)];
        const int weight = connect4::kTutorialWeights[static_cast<std::size_t>(discs)];
        if (count != 0)
            out.push_back({fmt::format("{}windows of {} ({} each)", whose, discs, weight), count,
                           sign * weight * count});
    }
}

// The heuristic's parts at `end`, from `mover`'s view.
std::vector<ScorePart> heuristic_parts(const Position& end, int mover,
                                       connect4::Evaluation evaluation) {
    if (end.full()) return {{"board full: a draw", 1, 0}};
    std::vector<ScorePart> parts;
    const auto own = end.discs_of(mover);
    const auto other = end.discs_of(1 - mover);
    if (evaluation == connect4::Evaluation::window) {
        const auto counts = connect4::window_parts(own, other);
        add_window_parts(parts, counts.own, "own ", 1);
        add_window_parts(parts, counts.other, "opponent's ", -1);
        return parts;
    }
    const auto playable = end.playable_cells();
    add_threat_parts(parts, connect4::threat_parts(own, other, end.mask(), playable), "own ", 1);
    add_threat_parts(parts, connect4::threat_parts(other, own, end.mask(), playable), "opponent's ",
                     -1);
    return parts;
}

}  // namespace

std::string score_text(int score, const Position& position) {
    if (!connect4::is_win_score(score)) return fmt::format("{:+}", score);
    // win_score(n) = 1000 + 42 - n: the game ends with disc n.
    const int end = connect4::kCells - (std::abs(score) - connect4::kWinScore);
    const int plies = end - position.moves();
    return fmt::format("{:+} ({} in {} {})", score, score > 0 ? "win" : "loss", plies,
                       plies == 1 ? "ply" : "plies");
}

std::vector<ScorePart> leaf_parts(const Position& root, const std::vector<int>& line,
                                  connect4::Evaluation evaluation) {
    Position end = root;
    for (int col : line) end.play(col);
    const int mover = root.side_to_move();
    if (end.last_mover_won()) {
        const bool won = end.side_to_move() != mover;
        const int score = connect4::win_score(end.moves());
        return {{won ? "four in a row: a win" : "four in a row: a loss", 1, won ? score : -score}};
    }
    return heuristic_parts(end, mover, evaluation);
}

std::vector<MoveView> move_views(const Position& position, bool greedy,
                                 const connect4::ClassicOptions& options,
                                 const std::vector<std::string>& names, bool explain) {
    std::vector<MoveView> out;
    for (int col = 0; col < connect4::kWidth; ++col) {
        if (!position.can_play(col)) continue;
        MoveView view;
        view.move = names[static_cast<std::size_t>(col)];
        std::vector<int> line{col};
        if (greedy) {
            view.score = connect4::greedy_score(position, col, options.evaluation);
        } else {
            const auto result = connect4::score_classic_move(position, col, options);
            view.score = result.score;
            line = result.pv;
        }
        view.score_text = score_text(view.score, position);
        if (explain) {
            for (int step : line) view.line.push_back(names[static_cast<std::size_t>(step)]);
            if (greedy) {  // one ply, and no win check: phase 1 finds the wins
                Position after = position;
                after.play(col);
                view.parts = heuristic_parts(after, position.side_to_move(), options.evaluation);
            } else {
                view.parts = leaf_parts(position, line, options.evaluation);
            }
        }
        out.push_back(std::move(view));
    }
    return out;
}

std::string phase_note(const Position& position, const std::vector<std::string>& names) {
    if (const int col = connect4::immediate_win_column(position); col >= 0)
        return fmt::format("phase 1: {} wins at once, played before any search",
                           names[static_cast<std::size_t>(col)]);
    if (const int col = connect4::forced_block_column(position); col >= 0)
        return fmt::format("phase 2: {} blocks the opponent's immediate win, before any search",
                           names[static_cast<std::size_t>(col)]);
    return "";
}

}  // namespace plies::engine::connect4_explain
