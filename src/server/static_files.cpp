#include "server/static_files.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "core/text.hpp"

namespace plies::server {
namespace fs = std::filesystem;

namespace {

// True when `inner` is `outer` or lies below it (both canonical).
bool is_within(const fs::path& outer, const fs::path& inner) {
    auto o = outer.begin();
    auto i = inner.begin();
    for (; o != outer.end(); ++o, ++i) {
        if (i == inner.end() || *o != *i) return false;
    }
    return true;
}

}  // namespace

ResolvedPath resolve_request_path(const fs::path& root, std::string_view request_path) {
    if (request_path.empty() || request_path.front() != '/') return {400, {}};
    if (request_path.find('\0') != std::string_view::npos ||
        request_path.find('\\') != std::string_view::npos)
        return {400, {}};

    fs::path relative;
    std::size_t start = 1;
    while (start <= request_path.size()) {
        const std::size_t end = std::min(request_path.find('/', start), request_path.size());
        const std::string_view segment = request_path.substr(start, end - start);
        start = end + 1;
        if (segment.empty()) continue;
        if (segment == "." || segment == "..") return {400, {}};
        if (segment.front() == '.') return {404, {}};
        relative /= fs::path(std::string(segment));
    }

    std::error_code error;
    const fs::path base = fs::canonical(root, error);
    if (error) return {404, {}};
    fs::path candidate = base / relative;
    if (fs::is_directory(candidate, error)) candidate /= "index.html";
    if (!fs::is_regular_file(candidate, error)) return {404, {}};
    const fs::path real = fs::canonical(candidate, error);
    if (error || !is_within(base, real)) return {404, {}};
    return {200, real};
}

std::string_view mime_type(const fs::path& file) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kTypes{{
        {".html", "text/html; charset=utf-8"},
        {".htm", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".wasm", "application/wasm"},
        {".json", "application/json"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".txt", "text/plain; charset=utf-8"},
        {".md", "text/plain; charset=utf-8"},
        {".webmanifest", "application/manifest+json"},
        {".map", "application/json"},
    }};
    const std::string extension = core::lowercase(file.extension().string());
    for (const auto& [ext, type] : kTypes) {
        if (ext == extension) return type;
    }
    return "application/octet-stream";
}

}  // namespace plies::server
