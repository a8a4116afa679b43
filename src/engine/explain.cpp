// The player's view that every game can give for its analysing players (solvers, strong engines).
#include "engine/explain.hpp"

#include <fmt/format.h>

#include "core/score.hpp"
#include "engine/game.hpp"
#include "engine/player_spec.hpp"

namespace plies::engine {

std::string score_words(int score) {
    if (!core::is_proven(score)) return fmt::format("{:+}", score);
    return fmt::format("{} in {}", score > 0 ? "win" : "loss", core::plies_to_end(score));
}

PlayerView view_from_analysis(const Game& game, const PlayerSpec& spec,
                              const ExplainRequest& request) {
    const core::SearchLimits spec_limits = spec.limits();
    const core::SearchLimits limits =
        spec_limits.unlimited() ? request.limits : core::tighter(spec_limits, request.limits);
    PlayerView view;
    view.player = spec.canonical();
    view.scale = "the game's exact or engine values (as plies analyse gives them)";
    for (const auto& score : game.analyse(limits, request.stop)) {
        if (!score.legal) continue;
        MoveView move;
        move.move = score.move;
        move.score = score.score;
        move.score_text = score.score_text;
        view.moves.push_back(std::move(move));
    }
    MoveRequest choose;
    choose.limits = limits;
    choose.stop = request.stop;
    view.choice = game.make_player(spec)->choose(game, choose).move;
    return view;
}

}  // namespace plies::engine
