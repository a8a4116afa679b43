#include "engine/player_spec.hpp"

#include <cctype>
#include <charconv>
#include <cmath>

#include <fmt/format.h>

#include "core/text.hpp"
#include "engine/errors.hpp"

namespace plies::engine {

namespace {

bool is_name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' || c == '.' ||
           c == '/';
}

using core::trim;

template <class T>
bool parse_number(std::string_view text, T& out) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end;
}

}  // namespace

PlayerSpec parse_player_spec(std::string_view text) {
    PlayerSpec spec;
    spec.text = std::string(trim(text));
    std::string_view rest = spec.text;
    if (rest.empty()) throw SpecError("empty player spec");
    const auto colon = rest.find(':');
    spec.kind = std::string(rest.substr(0, colon));
    if (spec.kind.empty())
        throw SpecError(fmt::format("player spec '{}' has no player name before ':'", spec.text));
    for (char c : spec.kind) {
        if (!is_name_char(c))
            throw SpecError(fmt::format("bad character '{}' in player name '{}'", c, spec.kind));
    }
    if (colon == std::string_view::npos) return spec;
    rest.remove_prefix(colon + 1);
    // Values may contain ':' or '/' (a path for pbrain:PATH); parameters are split on ','.
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size()) {
            throw SpecError(fmt::format(
                "bad parameter '{}' in player spec '{}': expected KEY=VALUE, e.g. depth=6", item,
                spec.text));
        }
        std::string key(trim(item.substr(0, eq)));
        std::string value(trim(item.substr(eq + 1)));
        if (spec.has(key))
            throw SpecError(fmt::format("parameter '{}' given twice in '{}'", key, spec.text));
        spec.params.emplace_back(std::move(key), std::move(value));
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    return spec;
}

bool PlayerSpec::has(std::string_view key) const {
    return get(key).has_value();
}

std::optional<std::string> PlayerSpec::get(std::string_view key) const {
    for (const auto& [k, v] : params) {
        if (k == key) return v;
    }
    return std::nullopt;
}

int PlayerSpec::get_int(std::string_view key, int min, int max, int fallback) const {
    const auto value = get(key);
    if (!value) return fallback;
    int out = 0;
    if (!parse_number(*value, out) || out < min || out > max) {
        throw SpecError(fmt::format("{}={} in '{}': expected a whole number from {} to {}", key,
                                    *value, text, min, max));
    }
    return out;
}

double PlayerSpec::get_probability(std::string_view key, double fallback) const {
    const auto value = get(key);
    if (!value) return fallback;
    std::string_view number = *value;
    double scale = 1.0;
    if (!number.empty() && number.back() == '%') {
        number.remove_suffix(1);
        scale = 0.01;
    }
    double out = 0;
    if (!parse_number(number, out) || !std::isfinite(out) || out * scale < 0.0 ||
        out * scale > 1.0) {
        throw SpecError(fmt::format(
            "{}={} in '{}': expected a probability from 0 to 1 (e.g. 0.2) or a percentage (20%)",
            key, *value, text));
    }
    return out * scale;
}

std::uint64_t PlayerSpec::get_count(std::string_view key, std::uint64_t fallback) const {
    const auto value = get(key);
    if (!value) return fallback;
    std::uint64_t out = 0;
    if (!parse_number(*value, out) || out == 0) {
        throw SpecError(
            fmt::format("{}={} in '{}': expected a positive whole number", key, *value, text));
    }
    return out;
}

std::chrono::milliseconds PlayerSpec::get_duration(std::string_view key,
                                                   std::chrono::milliseconds fallback) const {
    const auto value = get(key);
    if (!value) return fallback;
    try {
        return parse_duration(*value);
    } catch (const SpecError& e) {
        throw SpecError(fmt::format("{}={} in '{}': {}", key, *value, text, e.what()));
    }
}

core::SearchLimits PlayerSpec::limits(int max_depth) const {
    core::SearchLimits limits;
    limits.depth = get_int("depth", 1, max_depth, 0);
    limits.nodes = get_count("nodes", 0);
    limits.time = get_duration("time", std::chrono::milliseconds{0});
    return limits;
}

std::string PlayerSpec::canonical() const {
    std::string out = kind;
    for (std::size_t i = 0; i < params.size(); ++i) {
        out += (i == 0 ? ':' : ',');
        out += params[i].first + "=" + params[i].second;
    }
    return out;
}

std::chrono::milliseconds parse_duration(std::string_view text) {
    text = trim(text);
    double scale_ms = 1000.0;  // a plain number is seconds
    std::string_view number = text;
    if (number.ends_with("ms")) {
        scale_ms = 1.0;
        number.remove_suffix(2);
    } else if (number.ends_with("s")) {
        number.remove_suffix(1);
    } else if (number.ends_with("m")) {
        scale_ms = 60'000.0;
        number.remove_suffix(1);
    }
    double value = 0;
    if (number.empty() || !parse_number(number, value) || !std::isfinite(value) || value <= 0 ||
        value * scale_ms > 1e9) {
        throw SpecError(fmt::format(
            "bad duration '{}': expected a positive time such as 500ms, 2s, 1.5s or 1m", text));
    }
    const auto ms = static_cast<long long>(std::llround(value * scale_ms));
    return std::chrono::milliseconds{std::max<long long>(ms, 1)};
}

}  // namespace plies::engine
