// Serving the web page: which file a request path names (never one outside the web root) and
// the MIME type it is sent with. Kept apart from the HTTP server so the rules can be tested alone.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace plies::server {

struct ResolvedPath {
    int status = 404;            // 200 (file found), 400 (malformed path) or 404
    std::filesystem::path file;  // set when status == 200
};

// `request_path` is the decoded path of the request ("/", "/engine/plies-engine.wasm").
// Rejected with 400: paths not starting with '/', holding NUL, backslashes, "." or ".."
// segments. Rejected with 404: hidden names (".git"), missing files, directories without an
// index.html (no listings), and anything whose real location (after symlinks) leaves `root`.
[[nodiscard]] ResolvedPath resolve_request_path(const std::filesystem::path& root,
                                                std::string_view request_path);

// The Content-Type for a file, by extension; application/wasm for .wasm (browsers compile a
// module while it downloads only when it is served with that type).
[[nodiscard]] std::string_view mime_type(const std::filesystem::path& file);

}  // namespace plies::server
