// Fuzzes what the web server reads of a request: the target (server/http_rules.hpp
// decode_request_target) and the path it names (server/static_files.hpp resolve_request_path,
// given the raw input too), against a web root of its own: files, a folder with an index, a
// hidden file, and symbolic links that leave the root. A path is answered 200, 400 or 404, and a
// file served is always a regular file inside the root. The same input is also read as a Range
// header (a partial range lies inside the file) and as an HTTP date.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "fuzz_support.hpp"
#include "server/http_rules.hpp"
#include "server/static_files.hpp"

namespace {

namespace fs = std::filesystem;

struct WebRoot {
    fs::path root;
    fs::path real_root;
    WebRoot() {
        const fs::path base =
            fs::temp_directory_path() / ("plies-fuzz-www-" + std::to_string(::getpid()));
        fs::remove_all(base);
        root = base / "www";
        fs::create_directories(root / "engine");
        fs::create_directories(root / "empty");
        fs::create_directories(base / "outside");
        for (const char* name : {"index.html", "app.js", "style.css", "engine/index.html",
                                 "engine/plies-engine.wasm", ".hidden"})
            std::ofstream(root / name) << name;
        std::ofstream(base / "outside" / "secret.txt") << "secret";
        fs::create_symlink(base / "outside" / "secret.txt", root / "secret.txt");
        fs::create_directory_symlink(base / "outside", root / "out");
        fs::create_symlink(root / "app.js", root / "inside.js");
        real_root = fs::canonical(root);
    }
    ~WebRoot() {
        std::error_code ignored;
        fs::remove_all(root.parent_path(), ignored);
    }
};

// Checks what resolve_request_path makes of `path`.
void check_path(const WebRoot& web, std::string_view path) {
    using namespace plies;
    const auto resolved = server::resolve_request_path(web.root, path);
    fuzz::check(resolved.status == 200 || resolved.status == 400 || resolved.status == 404,
                "the status is 200, 400 or 404", path);
    if (resolved.status != 200) return;
    fuzz::check(fs::is_regular_file(resolved.file), "a served path is a regular file", path);
    const auto [end, ignored] = std::mismatch(web.real_root.begin(), web.real_root.end(),
                                              resolved.file.begin(), resolved.file.end());
    fuzz::check(end == web.real_root.end(), "a served file is inside the root", path);
    fuzz::check(resolved.file.filename().string().front() != '.', "no hidden file is served", path);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies;
    static const WebRoot web;
    const std::string_view input = fuzz::as_text(data, size);
    check_path(web, input);
    if (const auto decoded = server::decode_request_target(input)) check_path(web, *decoded);
    const auto range = server::parse_byte_range(input, 1000);
    if (range.kind == server::ByteRange::Kind::partial)
        fuzz::check(range.first <= range.last && range.last < 1000, "a range lies in the file",
                    input);
    (void)server::parse_http_date(input);
    return 0;
}
