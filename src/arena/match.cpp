#include "arena/match.hpp"

#include <fmt/format.h>

#include "arena/clock.hpp"
#include "arena/watchdog.hpp"
#include "core/random.hpp"
#include "core/text.hpp"

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::microseconds;

engine::Outcome win_for(int side) {
    return side == 0 ? engine::Outcome::first_wins : engine::Outcome::second_wins;
}

// One side of the game: its seat, clock and random numbers.
struct Side {
    std::shared_ptr<engine::Player> player;  // shared: a player left hanging keeps it
    ExternalPlayer* external = nullptr;
    GameClock clock;
    core::Rng rng{0};
    // In-process players with a clock are watched on a thread of their own (external engines
    // run in their own process, and untimed players cannot overrun).
    bool watched = false;
};

// A player's answer, or how it failed.
struct Answer {
    engine::MoveChoice choice;
    microseconds elapsed{0};
    std::optional<EndReason> failure;  // the game ends with this, lost by the mover
    std::string failure_text;
    bool aborted = false;  // the run was stopped: the game is dropped
};

Answer ask_player(Side& side, const std::shared_ptr<engine::Game>& game,
                  const MatchSettings& settings, const core::StopToken& abort) {
    Answer answer;
    const auto start = Clock::now();
    const auto limit = side.clock.move_limit();
    try {
        if (side.watched) {
            core::SearchLimits limits;
            limits.time = side.clock.move_allotment();
            const TimeControl& control = side.clock.control();
            if (control.game.count() > 0 && control.turn.count() == 0) {
                limits.game_left = std::max(limit, Milliseconds{1});
                limits.game_increment = control.increment;
            }
            const auto deadline = start + limit + settings.time_margin;
            auto watched = watched_choose(side.player, game, limits, side.rng, abort, deadline,
                                          settings.stop_grace);
            if (abort.stop_requested()) {
                answer.aborted = true;
                return answer;
            }
            answer.elapsed = watched.elapsed;
            if (watched.status == WatchedMove::Status::hung) {
                answer.failure = EndReason::hung;
                answer.failure_text = fmt::format(
                    "no answer {} ms after the stop at {} ms (limit {} ms + margin "
                    "{} ms)",
                    settings.stop_grace.count(), (limit + settings.time_margin).count(),
                    limit.count(), settings.time_margin.count());
                return answer;
            }
            if (watched.error) std::rethrow_exception(watched.error);
            answer.choice = std::move(watched.choice);
        } else {
            engine::MoveRequest request;
            request.stop = &abort;
            request.rng = &side.rng;
            answer.choice = side.player->choose(*game, request);
            answer.elapsed = std::chrono::duration_cast<microseconds>(Clock::now() - start);
        }
    } catch (const PlayerTimeout& e) {
        answer.failure = EndReason::time_forfeit;
        answer.failure_text = e.what();
    } catch (const std::exception& e) {
        answer.aborted = abort.stop_requested();
        answer.failure = EndReason::crash;
        answer.failure_text = core::printable(e.what());
    }
    if (!answer.failure && !answer.aborted) {
        if (auto late = side.clock.overrun(answer.elapsed, settings.time_margin)) {
            answer.failure = EndReason::time_forfeit;
            answer.failure_text = std::move(*late);
        }
    }
    return answer;
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

    // Each side draws from its own generator, seeded from the game's seed: a game replays the
    // same whatever thread plays it and whatever ran before.
    Side sides[2];
    const auto end_engines = [&] {
        for (auto& side : sides)
            if (side.external != nullptr) side.external->end(settings.end_grace);
    };
    const auto finish = [&](engine::Outcome outcome, EndReason reason, std::string termination) {
        end_engines();
        record.outcome = outcome;
        record.end_reason = reason;
        record.termination = std::move(termination);
        if (reason != EndReason::normal)
            log(fmt::format("game {} ({} vs {}): {}", record.index + 1, record.specs[0],
                            record.specs[1], record.termination));
        return record;
    };
    const auto lost_by = [&](int side, EndReason reason, const std::string& why) {
        return finish(win_for(1 - side), reason,
                      fmt::format("{} by {} ({}): {}", end_reason_name(reason),
                                  game->side_name(side), setup.specs[side], why));
    };

    for (int s = 0; s < 2; ++s) {
        Side& side = sides[s];
        side.rng = core::Rng(derive_seed(setup.seed, static_cast<std::uint64_t>(s) + 1, 0));
        try {
            Seat seat = make_player(*game, setup.specs[s]);
            side.external = seat.external;
            side.clock = GameClock(seat.clock);
            side.player = std::move(seat.player);
            side.watched = side.external == nullptr && seat.clock.limited();
        } catch (const std::exception& e) {
            return lost_by(s, EndReason::failed_start, core::printable(e.what()));
        }
    }
    // External engines start before any clock runs: launching and START are not a move's time.
    for (int s = 0; s < 2; ++s) {
        if (sides[s].external == nullptr) continue;
        try {
            sides[s].external->start(*game, sides[s].clock, settings.start_timeout);
        } catch (const std::exception& e) {
            return lost_by(s, EndReason::failed_start, core::printable(e.what()));
        }
    }

    // A game that somehow runs on (it should not: every game has a longest length) is drawn.
    const int ply_limit = 2 * game->max_game_length() + 20;
    while (game->outcome() == engine::Outcome::ongoing) {
        if (abort.stop_requested()) return std::nullopt;
        if (static_cast<int>(record.moves.size()) > ply_limit)
            return finish(engine::Outcome::draw, EndReason::adjudicated, "adjudicated: move limit");
        const int s = game->side_to_move();
        if (settings.adjudicate && game->solvable_now()) {
            const auto solved = game->solve(engine::SolveOptions{.weak = true}, &abort);
            if (abort.stop_requested()) return std::nullopt;
            const engine::Outcome outcome = solved.score > 0   ? win_for(s)
                                            : solved.score < 0 ? win_for(1 - s)
                                                               : engine::Outcome::draw;
            return finish(outcome, EndReason::adjudicated, "adjudicated: solver");
        }
        Answer answer = ask_player(sides[s], game, settings, abort);
        if (answer.aborted || abort.stop_requested()) return std::nullopt;
        if (answer.failure) return lost_by(s, *answer.failure, answer.failure_text);
        sides[s].clock.charge(answer.elapsed);
        const engine::MoveChoice& choice = answer.choice;
        try {
            game->play(choice.move);
        } catch (const engine::Error& e) {
            return lost_by(s, EndReason::illegal_move,
                           fmt::format("'{}': {}", core::printable(choice.move), e.what()));
        }
        MoveRecord m;
        m.move = choice.move;
        m.time_us = answer.elapsed.count();
        m.score = choice.info.score;
        if (choice.info.depth > 0) m.depth = choice.info.depth;
        m.score_text = choice.info.score_text;
        m.note = choice.info.note;
        record.moves.push_back(std::move(m));
    }
    return finish(game->outcome(), EndReason::normal, game->end_description());
}

}  // namespace plies::arena
