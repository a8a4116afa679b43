// Helpers shared by the libFuzzer targets of fuzz/: the input as text and lines, a temporary file
// for readers that take a path, invariant checks, and the position target every game shares.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"

namespace plies::fuzz {

[[nodiscard]] inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// The lines of `text` (LF-separated; a last line without LF included).
[[nodiscard]] std::vector<std::string_view> split_lines(std::string_view text);

// Stops the run with a report when an invariant does not hold: libFuzzer records the input.
void check(bool condition, std::string_view what, std::string_view input);

// A file of this process under the temporary directory, rewritten by each write() and removed
// with the object: for readers that only take a path.
class TempFile {
  public:
    explicit TempFile(std::string_view stem);
    ~TempFile();
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    const std::string& write(std::string_view bytes);
    [[nodiscard]] const std::string& path() const { return path_; }

  private:
    std::string path_;
};

// The position formats of one game: the first line is given to set_position(); if it is a
// position, the rest are played as moves. Checks that position() reads back as the same
// position, and that undoing every move played restores it. A user error (engine::Error) is
// the expected answer to bad text; anything else (another exception, a sanitizer report) is a
// finding.
void fuzz_position(std::string_view game, const engine::GameOptions& options,
                   std::string_view input);

}  // namespace plies::fuzz
