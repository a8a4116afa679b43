// Player specs such as `classic:depth=6,blunder=0.2`: parsed in one place, used everywhere.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/limits.hpp"

namespace plies::engine {

// Syntax: KIND[:KEY=VALUE[,KEY=VALUE]...]. Keys are lower case; a key may appear once.
struct PlayerSpec {
    std::string text;  // as written
    std::string kind;
    std::vector<std::pair<std::string, std::string>> params;

    [[nodiscard]] bool has(std::string_view key) const;
    [[nodiscard]] std::optional<std::string> get(std::string_view key) const;

    // Typed getters: each throws SpecError naming the key, the bad value and what is valid.
    [[nodiscard]] int get_int(std::string_view key, int min, int max, int fallback) const;
    [[nodiscard]] double get_probability(std::string_view key, double fallback) const;
    [[nodiscard]] std::uint64_t get_count(std::string_view key, std::uint64_t fallback) const;
    [[nodiscard]] std::chrono::milliseconds get_duration(std::string_view key,
                                                         std::chrono::milliseconds fallback) const;
    // depth=, nodes=, time= as search limits (absent keys are "no limit").
    [[nodiscard]] core::SearchLimits limits(int max_depth = 1000) const;

    // The canonical text: kind, then the parameters in the order given.
    [[nodiscard]] std::string canonical() const;
};

// Throws SpecError on a syntax error.
[[nodiscard]] PlayerSpec parse_player_spec(std::string_view text);

// Parses `500ms`, `2s`, `1.5s`, `1m` (a plain number is seconds). Throws SpecError.
[[nodiscard]] std::chrono::milliseconds parse_duration(std::string_view text);

class Player;

// A kind of player a game offers: for validation, for help and error messages, and to make one
// (each game's list of kinds is the only list of its players).
struct PlayerKind {
    using Factory = std::function<std::unique_ptr<Player>(const PlayerSpec&)>;
    PlayerKind(std::string name_, std::vector<std::string> keys_, std::string description_,
               Factory make_ = {})
        : name(std::move(name_)),
          keys(std::move(keys_)),
          description(std::move(description_)),
          make(std::move(make_)) {}

    std::string name;               // e.g. "classic"
    std::vector<std::string> keys;  // accepted keys, e.g. {"depth", "eval"}
    std::string description;        // one line, e.g. "alpha-beta to depth N (default 6)"
    // Makes the player from a spec of this kind (keys already validated); throws SpecError on
    // bad values. Empty for the engine's own kinds (human, random), which the registry makes.
    Factory make;
};

// The keys every kind except `human` accepts on top of its own: blunder mode and limits.
inline const std::vector<std::string>& common_keys() {
    static const std::vector<std::string> keys{"blunder", "time", "nodes"};
    return keys;
}

}  // namespace plies::engine
