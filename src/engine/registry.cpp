#include "engine/registry.hpp"

#include <algorithm>
#include <charconv>

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

namespace {

// "freestyle|standard|renju" or "15..20".
bool takes_value(const GameOptionSpec& option, const std::string& value) {
    if (!option.choices.empty())
        return std::find(option.choices.begin(), option.choices.end(), value) !=
               option.choices.end();
    int number = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    return error == std::errc() && end == value.data() + value.size() && number >= option.min &&
           number <= option.max;
}

}  // namespace

std::string option_values(const GameOptionSpec& option) {
    if (!option.choices.empty()) return fmt::format("{}", fmt::join(option.choices, "|"));
    return fmt::format("{}..{}", option.min, option.max);
}

std::string options_help(const GameEntry& entry) {
    if (entry.options.empty()) return "no options";
    std::vector<std::string> parts;
    for (const auto& option : entry.options)
        parts.push_back(fmt::format("{}={} (default {})", option.key, option_values(option),
                                    option.default_value));
    return fmt::format("{}", fmt::join(parts, ", "));
}

GameOptions checked_options(const GameEntry& entry, const GameOptions& options) {
    GameOptions out;
    for (const auto& option : entry.options) out[option.key] = option.default_value;
    for (const auto& [key, value] : options) {
        const auto option =
            std::find_if(entry.options.begin(), entry.options.end(),
                         [&key = key](const GameOptionSpec& o) { return o.key == key; });
        if (option == entry.options.end()) {
            if (entry.options.empty())
                throw Error(fmt::format("{} takes no options (got '{}')", entry.name, key));
            throw Error(fmt::format("unknown {} option '{}'; valid: {}", entry.name, key,
                                    options_help(entry)));
        }
        if (!takes_value(*option, value))
            throw Error(fmt::format("{} option {} must be {}, not '{}'", entry.name, key,
                                    option_values(*option), value));
        out[key] = value;
    }
    return out;
}

std::unique_ptr<Game> create_game(const GameEntry& entry, const GameOptions& options) {
    return entry.create(checked_options(entry, options));
}

std::unique_ptr<Game> create_game(std::string_view name, const GameOptions& options) {
    return create_game(find_game(name), options);
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
