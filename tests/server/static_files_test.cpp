// Which file a request path names: only files under the web root, never a listing.
#include <gtest/gtest.h>

#include "server/static_files.hpp"
#include "test_root.hpp"

namespace plies::server {
namespace {

TEST(ResolveRequestPath, ServesFilesUnderTheRoot) {
    testing::TestRoot root;
    const auto index = resolve_request_path(root.root(), "/");
    ASSERT_EQ(index.status, 200);
    EXPECT_EQ(index.file.filename(), "index.html");
    EXPECT_EQ(resolve_request_path(root.root(), "/app.js").status, 200);
    EXPECT_EQ(resolve_request_path(root.root(), "/engine/plies-engine.wasm").status, 200);
    EXPECT_EQ(resolve_request_path(root.root(), "//engine//plies-engine.wasm").status, 200);
}

TEST(ResolveRequestPath, RejectsDotSegmentsWith400) {
    testing::TestRoot root;
    for (const char* path : {"/../secret.txt", "/engine/../../secret.txt", "/./index.html",
                             "/engine/..", "/..", "/a/b/../../../secret.txt"}) {
        EXPECT_EQ(resolve_request_path(root.root(), path).status, 400) << path;
    }
}

TEST(ResolveRequestPath, RejectsMalformedPathsWith400) {
    testing::TestRoot root;
    EXPECT_EQ(resolve_request_path(root.root(), "").status, 400);
    EXPECT_EQ(resolve_request_path(root.root(), "secret.txt").status, 400);
    EXPECT_EQ(resolve_request_path(root.root(), "/..\\secret.txt").status, 400);
    EXPECT_EQ(resolve_request_path(root.root(), std::string_view("/index.html\0x", 13)).status,
              400);
}

TEST(ResolveRequestPath, HidesWhatIsNotAPageFileWith404) {
    testing::TestRoot root;
    EXPECT_EQ(resolve_request_path(root.root(), "/missing.js").status, 404);
    EXPECT_EQ(resolve_request_path(root.root(), "/.hidden").status, 404);
    EXPECT_EQ(resolve_request_path(root.root(), "/empty").status, 404);    // no listing
    EXPECT_EQ(resolve_request_path(root.root(), "/engine/").status, 404);  // no listing
    // A symbolic link inside the root that leads out of it.
    EXPECT_EQ(resolve_request_path(root.root(), "/outside/secret.txt").status, 404);
    // Still-encoded text is a file name, not a path: %2e%2e is not "..".
    EXPECT_EQ(resolve_request_path(root.root(), "/%2e%2e/secret.txt").status, 404);
}

TEST(MimeType, KnowsThePageFiles) {
    EXPECT_EQ(mime_type("a/plies-engine.wasm"), "application/wasm");
    EXPECT_EQ(mime_type("index.html"), "text/html; charset=utf-8");
    EXPECT_EQ(mime_type("app.js"), "text/javascript; charset=utf-8");
    EXPECT_EQ(mime_type("style.CSS"), "text/css; charset=utf-8");
    EXPECT_EQ(mime_type("data.json"), "application/json");
    EXPECT_EQ(mime_type("icon.svg"), "image/svg+xml");
    EXPECT_EQ(mime_type("noextension"), "application/octet-stream");
}

}  // namespace
}  // namespace plies::server
