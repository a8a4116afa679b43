// Gzip copies of the page's text and WebAssembly files, made on a file's first request from a
// browser that accepts gzip and kept while the file is unchanged. The engine's .wasm shrinks to
// a third (1.9 MB -> 0.64 MB), which is what a first load costs on a network.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace plies::server {

class CompressedFiles {
  public:
    // Files above `largest_file` bytes are sent as they are; the copies together stay within
    // `budget` bytes (further files are then sent uncompressed).
    CompressedFiles(std::size_t largest_file, std::size_t budget);

    // The gzip form of the open file `fd` (`size` bytes, validator `etag`), or null when it is
    // not worth it (too large, over budget, unreadable). Safe to call from several threads.
    [[nodiscard]] std::shared_ptr<const std::string> gzip(const std::filesystem::path& file, int fd,
                                                          std::size_t size,
                                                          const std::string& etag);

  private:
    struct Entry {
        std::string etag;
        std::shared_ptr<const std::string> body;
    };
    std::size_t largest_file_;
    std::size_t budget_;
    std::size_t used_ = 0;
    std::mutex mutex_;
    std::map<std::filesystem::path, Entry> entries_;
};

// True for the MIME types worth compressing (text, JSON, SVG, WebAssembly).
[[nodiscard]] bool worth_compressing(std::string_view mime_type);

// The whole of `data` as a gzip stream (RFC 1952).
[[nodiscard]] std::string gzip_bytes(std::string_view data);

}  // namespace plies::server
