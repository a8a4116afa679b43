#include "arena/players.hpp"

#include "arena/pbrain.hpp"
#include "engine/registry.hpp"

namespace plies::arena {

PlayerFactory default_player_factory(std::chrono::milliseconds margin) {
    return [margin](const engine::Game& game,
                    const std::string& spec) -> std::unique_ptr<engine::Player> {
        if (spec.starts_with("pbrain:"))
            return std::make_unique<PbrainPlayer>(spec, parse_pbrain_spec(spec), margin);
        return engine::create_player(game, spec);
    };
}

std::chrono::milliseconds spec_time_limit(const std::string& spec) {
    if (spec.starts_with("pbrain:")) return parse_pbrain_spec(spec).time;
    return engine::parse_player_spec(spec).get_duration("time", std::chrono::milliseconds{0});
}

}  // namespace plies::arena
