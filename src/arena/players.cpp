#include "arena/players.hpp"

#include <fmt/format.h>

#include "arena/othello_engines.hpp"
#include "arena/pbrain.hpp"
#include "engine/registry.hpp"

namespace plies::arena {

namespace {

// The keys of a clock that only the arena reads.
bool arena_clock_key(const std::string& key) {
    return key == "game" || key == "inc";
}

}  // namespace

PlayerFactory default_player_factory(std::chrono::milliseconds margin) {
    return [margin](const engine::Game& game, const std::string& spec) -> Seat {
        Seat seat;
        seat.clock = spec_time_control(spec);
        if (spec.starts_with("pbrain:")) {
            auto engine = std::make_unique<PbrainPlayer>(spec, parse_pbrain_spec(spec), margin);
            seat.external = engine.get();
            seat.player = std::move(engine);
        } else if (is_othello_engine_spec(spec)) {
            auto engine = std::make_unique<OthelloEnginePlayer>(
                spec, parse_othello_engine_spec(spec), margin);
            seat.external = engine.get();
            seat.player = std::move(engine);
        } else {
            seat.player = engine::create_player(game, engine_spec(spec));
        }
        return seat;
    };
}

TimeControl external_engine_clock(const engine::PlayerSpec& params, const std::string& text,
                                  Milliseconds default_turn) {
    const Milliseconds none{0};
    TimeControl clock;
    // A game budget alone leaves the moves unlimited but for the budget.
    clock.turn = params.get_duration("time", params.has("game") ? none : default_turn);
    clock.game = params.get_duration("game", none);
    clock.increment = params.get_duration("inc", none);
    if (!clock.limited())
        throw engine::SpecError(fmt::format(
            "'{}': an external engine needs a time a move (time=) or a game (game=)", text));
    if (clock.increment.count() > 0 && clock.game.count() == 0)
        throw engine::SpecError(
            fmt::format("'{}': inc= is added to a game's budget: give game= too", text));
    return clock;
}

TimeControl spec_time_control(const std::string& spec) {
    if (spec.starts_with("pbrain:")) return parse_pbrain_spec(spec).clock;
    if (is_othello_engine_spec(spec)) return parse_othello_engine_spec(spec).clock;
    const engine::PlayerSpec parsed = engine::parse_player_spec(spec);
    const Milliseconds none{0};
    return {parsed.get_duration("time", none), parsed.get_duration("game", none),
            parsed.get_duration("inc", none)};
}

std::string engine_spec(const std::string& spec) {
    engine::PlayerSpec parsed = engine::parse_player_spec(spec);
    if (!parsed.has("game") && !parsed.has("inc")) return spec;
    std::erase_if(parsed.params, [](const auto& param) { return arena_clock_key(param.first); });
    return parsed.canonical();
}

}  // namespace plies::arena
