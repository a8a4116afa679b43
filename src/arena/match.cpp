#include "arena/match.hpp"

#include <fmt/format.h>

#include "arena/pbrain.hpp"
#include "arena/watchdog.hpp"
#include "core/random.hpp"

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;

engine::Outcome win_for(int side) {
    return side == 0 ? engine::Outcome::first_wins : engine::Outcome::second_wins;
}

}  // namespace

std::optional<GameRecord> play_game(const GameFactory& make_game, const PlayerFactory& make_player,
                                    const GameSetup& setup, const MatchSettings& settings,
                                    const core::StopToken& abort,
                                    const std::function<void(const std::string&)>& log) {
    // Shared: a player left hanging on its thread keeps the game it was asked about.
    std::shared_ptr<engine::Game> game = make_game();
    GameRecord record;
    record.index = setup.plan.index;
    record.game = game->name();
    record.options = game->options();
    for (int side = 0; side < 2; ++side) {
        record.specs[side] = setup.specs[side];
        record.players[side] = setup.plan.players[side];
    }
    record.seed = setup.seed;
    record.opening = setup.opening.description;
    record.start_position = setup.opening.start_position;
    if (!setup.opening.start_position.empty()) game->set_position(setup.opening.start_position);
    for (const auto& move : setup.opening.moves) {
        game->play(move);
        MoveRecord m;
        m.move = move;
        m.opening = true;
        m.note = "opening";
        record.moves.push_back(std::move(m));
    }

    auto finish = [&](engine::Outcome outcome, std::string termination) {
        record.outcome = outcome;
        record.termination = std::move(termination);
        if (record.termination != "normal")
            log(fmt::format("game {} ({} vs {}): {}", record.index + 1, record.specs[0],
                            record.specs[1], record.termination));
        return record;
    };

    // Each side draws from its own generator, seeded from the game's seed: a game replays the
    // same whatever thread plays it and whatever ran before.
    core::Rng rngs[2] = {core::Rng(derive_seed(setup.seed, 1, 0)),
                         core::Rng(derive_seed(setup.seed, 2, 0))};
    std::shared_ptr<engine::Player> players[2];
    std::chrono::milliseconds time_limits[2];
    // In-process players with a time are watched on a thread of their own (external engines
    // keep their own clocks, and untimed players cannot overrun).
    bool watched[2] = {false, false};
    for (int side = 0; side < 2; ++side) {
        time_limits[side] = spec_time_limit(setup.specs[side]);
        try {
            players[side] = make_player(*game, setup.specs[side]);
            watched[side] = time_limits[side].count() > 0 &&
                            dynamic_cast<PbrainPlayer*>(players[side].get()) == nullptr;
        } catch (const std::exception& e) {
            return finish(win_for(1 - side),
                          fmt::format("{} could not start: {}", game->side_name(side), e.what()));
        }
    }

    // A game that somehow runs on (it should not: every game has a longest length) is drawn.
    const int ply_limit = 2 * game->max_game_length() + 20;
    while (game->outcome() == engine::Outcome::ongoing) {
        if (abort.stop_requested()) return std::nullopt;
        if (static_cast<int>(record.moves.size()) > ply_limit)
            return finish(engine::Outcome::draw, "adjudicated: move limit");
        const int side = game->side_to_move();
        if (settings.adjudicate && game->solvable_now()) {
            const auto solved = game->solve(engine::SolveOptions{.weak = true}, &abort);
            if (abort.stop_requested()) return std::nullopt;
            const engine::Outcome outcome = solved.score > 0   ? win_for(side)
                                            : solved.score < 0 ? win_for(1 - side)
                                                               : engine::Outcome::draw;
            return finish(outcome, "adjudicated: solver");
        }
        const auto start = Clock::now();
        engine::MoveChoice choice;
        std::chrono::microseconds elapsed{0};
        try {
            if (watched[side]) {
                const auto deadline = start + time_limits[side] + settings.time_margin;
                auto watched_move = watched_choose(players[side], game, rngs[side], abort, deadline,
                                                   settings.stop_grace);
                if (abort.stop_requested()) return std::nullopt;
                if (watched_move.status == WatchedMove::Status::hung) {
                    return finish(
                        win_for(1 - side),
                        fmt::format("time forfeit (hung) by {} ({}): no answer {} ms after "
                                    "the stop at {} ms (limit {} ms + margin {} ms)",
                                    game->side_name(side), setup.specs[side],
                                    settings.stop_grace.count(),
                                    (time_limits[side] + settings.time_margin).count(),
                                    time_limits[side].count(), settings.time_margin.count()));
                }
                if (watched_move.error) std::rethrow_exception(watched_move.error);
                choice = std::move(watched_move.choice);
                elapsed = watched_move.elapsed;
            } else {
                engine::MoveRequest request;
                request.stop = &abort;
                request.rng = &rngs[side];
                choice = players[side]->choose(*game, request);
                elapsed =
                    std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
            }
        } catch (const PlayerTimeout& e) {
            return finish(win_for(1 - side),
                          fmt::format("time forfeit by {} ({}): {}", game->side_name(side),
                                      setup.specs[side], e.what()));
        } catch (const std::exception& e) {
            if (abort.stop_requested()) return std::nullopt;
            return finish(win_for(1 - side),
                          fmt::format("crash of {} ({}): {}", game->side_name(side),
                                      setup.specs[side], e.what()));
        }
        if (abort.stop_requested()) return std::nullopt;
        if (time_limits[side].count() > 0 && elapsed > time_limits[side] + settings.time_margin) {
            return finish(win_for(1 - side),
                          fmt::format("time forfeit by {} ({}): {} ms for a {} ms limit",
                                      game->side_name(side), setup.specs[side],
                                      elapsed.count() / 1000, time_limits[side].count()));
        }
        try {
            game->play(choice.move);
        } catch (const engine::Error& e) {
            return finish(win_for(1 - side),
                          fmt::format("illegal move by {} ({}): '{}': {}", game->side_name(side),
                                      setup.specs[side], choice.move, e.what()));
        }
        MoveRecord m;
        m.move = choice.move;
        m.time_us = elapsed.count();
        m.score = choice.info.score;
        m.score_text = choice.info.score_text;
        m.note = choice.info.note;
        record.moves.push_back(std::move(m));
    }
    return finish(game->outcome(), "normal");
}

}  // namespace plies::arena
