// JSON text of values that may hold bytes from outside (an engine's path or replies, a stored
// record): invalid UTF-8 becomes U+FFFD instead of nlohmann::json throwing type_error.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace plies::core {

[[nodiscard]] inline std::string json_text(const nlohmann::json& value, int indent = -1) {
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace plies::core
