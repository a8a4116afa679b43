#include "engine/registry.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/games/entries.hpp"
#include "engine/players.hpp"

namespace plies::engine {

const std::vector<GameEntry>& games() {
    static const std::vector<GameEntry> entries{tictactoe_entry(), connect4_entry(), gomoku_entry(),
                                                othello_entry()};
    return entries;
}

const GameEntry& find_game(std::string_view name) {
    for (const auto& entry : games()) {
        if (entry.name == name) return entry;
    }
    std::vector<std::string> names;
    for (const auto& entry : games()) names.push_back(entry.name);
    throw Error(fmt::format("unknown game '{}'; valid games: {}", name, fmt::join(names, ", ")));
}

std::unique_ptr<Game> create_game(std::string_view name, const GameOptions& options) {
    return find_game(name).create(options);
}

std::vector<PlayerKind> all_player_kinds(const Game& game) {
    std::vector<PlayerKind> kinds{
        {"human", {}, "a person at the keyboard"},
        {"random", {}, "a uniformly random legal move"},
    };
    for (auto& kind : game.player_kinds()) kinds.push_back(std::move(kind));
    return kinds;
}

std::string describe_player_kinds(const Game& game) {
    std::vector<std::string> parts;
    for (const auto& kind : all_player_kinds(game)) {
        std::string part = kind.name;
        if (!kind.keys.empty()) part += fmt::format("[:{}=…]", fmt::join(kind.keys, "=…,"));
        parts.push_back(part);
    }
    return fmt::format("{}", fmt::join(parts, ", "));
}

std::unique_ptr<Player> create_player(const Game& game, std::string_view text) {
    const PlayerSpec spec = parse_player_spec(text);
    const auto kinds = all_player_kinds(game);
    const auto kind = std::find_if(kinds.begin(), kinds.end(),
                                   [&](const PlayerKind& k) { return k.name == spec.kind; });
    if (kind == kinds.end()) {
        throw SpecError(fmt::format("unknown player '{}' for {}; valid players: {}", spec.kind,
                                    game.name(), describe_player_kinds(game)));
    }
    if (spec.kind == "human") {
        if (!spec.params.empty()) throw SpecError("player 'human' takes no parameters");
        return std::make_unique<HumanPlayer>();
    }
    for (const auto& [key, value] : spec.params) {
        const bool own = std::find(kind->keys.begin(), kind->keys.end(), key) != kind->keys.end();
        const bool common =
            std::find(common_keys().begin(), common_keys().end(), key) != common_keys().end();
        if (!own && !common) {
            std::vector<std::string> valid = kind->keys;
            valid.insert(valid.end(), common_keys().begin(), common_keys().end());
            throw SpecError(fmt::format("unknown parameter '{}' for player '{}'; valid: {}", key,
                                        spec.kind, fmt::join(valid, ", ")));
        }
    }

    const double blunder = spec.get_probability("blunder", 0.0);
    core::SearchLimits limits;
    limits.nodes = spec.get_count("nodes", 0);
    limits.time = spec.get_duration("time", std::chrono::milliseconds{0});

    std::unique_ptr<Player> player;
    if (spec.kind == "random") {
        player = std::make_unique<RandomPlayer>(spec.canonical());
    } else {
        player = game.make_player(spec);
    }
    if (!limits.unlimited()) player = std::make_unique<LimitedPlayer>(std::move(player), limits);
    if (spec.has("blunder"))
        player = std::make_unique<BlunderPlayer>(std::move(player), blunder, spec.canonical());
    return player;
}

}  // namespace plies::engine
