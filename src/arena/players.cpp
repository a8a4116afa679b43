#include "arena/players.hpp"

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
        } else {
            seat.player = engine::create_player(game, engine_spec(spec));
        }
        return seat;
    };
}

TimeControl spec_time_control(const std::string& spec) {
    if (spec.starts_with("pbrain:")) return parse_pbrain_spec(spec).clock;
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
