// Runs the `plies` binary in a shell for CLI tests: exit status and combined output.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace plies::testing {

struct CommandResult {
    int status = -1;
    std::string output;  // stdout and stderr together
};

// `arguments` and `input` are shell text; input is fed on stdin ('' for none).
inline CommandResult run_plies(const std::string& arguments, const std::string& input = "") {
    const std::string command =
        "printf '" + input + "' | " + std::string(PLIES_BINARY) + " " + arguments + " 2>&1";
    CommandResult result;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return result;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        result.output.append(buffer.data(), n);
    const int raw = pclose(pipe);
    result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    return result;
}

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace plies::testing
