#include "engine/players.hpp"

#include <algorithm>

namespace plies::engine {

MoveChoice HumanPlayer::choose(const Game&, const MoveRequest&) {
    throw Error("a human player's move must come from the front end");
}

MoveChoice RandomPlayer::choose(const Game& game, const MoveRequest& request) {
    const auto moves = game.legal_moves();
    if (moves.empty()) throw Error("no legal move");
    core::Rng fallback(0);
    core::Rng& rng = request.rng != nullptr ? *request.rng : fallback;
    MoveChoice choice;
    choice.move = moves[rng.below(moves.size())];
    choice.info.note = "random";
    return choice;
}

MoveChoice BlunderPlayer::choose(const Game& game, const MoveRequest& request) {
    core::Rng fallback(0);
    core::Rng& rng = request.rng != nullptr ? *request.rng : fallback;
    const bool wants_blunder = rng.chance(probability_);
    const int me = game.side_to_move();
    if (wants_blunder && game.winning_moves(me).empty() && game.winning_moves(1 - me).empty()) {
        const auto moves = game.legal_moves();
        MoveChoice choice;
        choice.move = moves[rng.below(moves.size())];
        choice.info.note = "blunder";
        return choice;
    }
    return inner_->choose(game, request);
}

MoveChoice LimitedPlayer::choose(const Game& game, const MoveRequest& request) {
    MoveRequest limited = request;
    limited.limits = core::tighter(request.limits, limits_);
    return inner_->choose(game, limited);
}

}  // namespace plies::engine
