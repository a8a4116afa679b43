// Where to look for a data file the project ships (an opening book, evaluation weights).
#pragma once

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace plies::core {

// $env_var if it is set (set but empty: nowhere, the file is switched off), else the copy in the
// source tree the program was built from (source_path, may be null), else shipped_path relative
// to the working directory.
inline std::vector<std::string> data_file_candidates(const char* env_var, const char* source_path,
                                                     const char* shipped_path) {
    if (const char* env = std::getenv(env_var)) {
        if (*env == '\0') return {};
        return {env};
    }
    std::vector<std::string> candidates;
    if (source_path != nullptr) candidates.emplace_back(source_path);
    candidates.emplace_back(shipped_path);
    return candidates;
}

// The first candidate that `load(path, error)` loads, or nullopt.
template <class Loader>
auto load_first(const std::vector<std::string>& candidates, Loader&& load)
    -> decltype(load(candidates.front(), std::declval<std::string&>())) {
    for (const auto& path : candidates) {
        std::string error;
        if (auto loaded = load(path, error)) return loaded;
    }
    return std::nullopt;
}

}  // namespace plies::core
