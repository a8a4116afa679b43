// `plies serve` over real HTTP on the loopback: traversal attempts, raw and percent-encoded,
// get 400 or 404 and never a file outside the web root; page files come with their MIME types.
#include <unistd.h>

#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <zlib.h>

#include "engine/errors.hpp"
#include "loopback_client.hpp"
#include "server/web_server.hpp"
#include "test_root.hpp"

namespace plies::server {
namespace {

struct Reply {
    int status = 0;
    std::string head;
    std::string body;
};

using testing::connect_to;
using testing::round_trip;

void send_text(int fd, const std::string& text) {
    EXPECT_TRUE(testing::send_all(fd, text));
}

Reply parse_reply(const std::string& data) {
    Reply reply;
    const auto split = data.find("\r\n\r\n");
    reply.head = data.substr(0, split);
    if (split != std::string::npos) reply.body = data.substr(split + 4);
    if (data.rfind("HTTP/1.1 ", 0) == 0) reply.status = std::stoi(data.substr(9, 3));
    return reply;
}

// Sends `target` exactly as written (no client-side normalisation) and reads the reply.
Reply raw_get(int port, const std::string& target, const std::string& method = "GET",
              const std::string& headers = "") {
    return parse_reply(round_trip(
        port, method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
                  headers + "\r\n"));
}

// The value of header `name` in a reply's head ("" when absent).
std::string header_value(const Reply& reply, const std::string& name) {
    const auto at = reply.head.find("\r\n" + name + ": ");
    if (at == std::string::npos) return "";
    const auto start = at + name.size() + 4;
    return reply.head.substr(start, reply.head.find("\r\n", start) - start);
}

class WebServerTest : public ::testing::Test {
  protected:
    void SetUp() override {
        server_ = std::make_unique<WebServer>(root_.root());
        port_ = server_->bind("127.0.0.1", 0);
        thread_ = std::thread([this] { server_->listen(); });
        // Wait until it answers (listen() starts in the thread).
        for (int i = 0; i < 200 && raw_get(port_, "/").status != 200; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    void TearDown() override {
        server_->stop();
        thread_.join();
    }

    testing::TestRoot root_;
    std::unique_ptr<WebServer> server_;
    std::thread thread_;
    int port_ = 0;
};

TEST_F(WebServerTest, ServesThePageWithItsMimeTypes) {
    const Reply index = raw_get(port_, "/");
    EXPECT_EQ(index.status, 200);
    EXPECT_NE(index.head.find("Content-Type: text/html"), std::string::npos);
    EXPECT_NE(index.body.find("<title>plies</title>"), std::string::npos);
    const Reply wasm = raw_get(port_, "/engine/plies-engine.wasm");
    EXPECT_EQ(wasm.status, 200);
    EXPECT_NE(wasm.head.find("Content-Type: application/wasm"), std::string::npos);
    EXPECT_EQ(wasm.body.size(), 8U);
    const Reply script = raw_get(port_, "/app.js?version=2");
    EXPECT_EQ(script.status, 200);
    EXPECT_NE(script.head.find("Content-Type: text/javascript"), std::string::npos);
    EXPECT_NE(script.head.find("X-Content-Type-Options: nosniff"), std::string::npos);
    EXPECT_EQ(raw_get(port_, "/app.js", "HEAD").status, 200);
}

TEST_F(WebServerTest, NoDirectoryListingAndNoHiddenFiles) {
    EXPECT_EQ(raw_get(port_, "/engine/").status, 404);
    EXPECT_EQ(raw_get(port_, "/empty").status, 404);
    EXPECT_EQ(raw_get(port_, "/.hidden").status, 404);
    EXPECT_EQ(raw_get(port_, "/missing.html").status, 404);
}

TEST_F(WebServerTest, TraversalAttemptsNeverLeaveTheRoot) {
    const char* attempts[] = {
        "/../secret.txt",
        "/engine/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/..%2fsecret.txt",
        "/..%2Fsecret.txt",
        "/.%2e/secret.txt",
        "/engine/%2e%2e/%2e%2e/secret.txt",
        "/%252e%252e/secret.txt",
        "/%252e%252e%252fsecret.txt",
        "/..\\secret.txt",
        "/..%5csecret.txt",
        "/%5c..%5csecret.txt",
        "/%c0%ae%c0%ae/secret.txt",
        "/outside/secret.txt",
        "/index.html%00/../../secret.txt",
        "/./../secret.txt",
        "//../secret.txt",
        "/engine/..",
        "../secret.txt",
        "secret.txt",
    };
    for (const char* target : attempts) {
        const Reply reply = raw_get(port_, target);
        EXPECT_TRUE(reply.status == 400 || reply.status == 404)
            << target << " answered " << reply.status;
        EXPECT_EQ(reply.body.find(testing::kSecret), std::string::npos) << target;
    }
}

TEST_F(WebServerTest, OneRangeIsServedAndAListGetsTheFileOnce) {
    const Reply part = raw_get(port_, "/engine/plies-engine.wasm", "GET", "Range: bytes=0-3\r\n");
    EXPECT_EQ(part.status, 206);
    EXPECT_EQ(part.body, std::string("\0asm", 4));
    EXPECT_EQ(header_value(part, "Content-Range"), "bytes 0-3/8");
    // 2,000 overlapping ranges once made a multipart answer thousands of times the file.
    std::string many = "Range: bytes=0-";
    for (int i = 0; i < 2000; ++i) many += ",0-";
    const Reply whole = raw_get(port_, "/engine/plies-engine.wasm", "GET", many + "\r\n");
    EXPECT_EQ(whole.status, 200);
    EXPECT_EQ(whole.body.size(), 8U);
    const Reply past = raw_get(port_, "/engine/plies-engine.wasm", "GET", "Range: bytes=8-\r\n");
    EXPECT_EQ(past.status, 416);
    EXPECT_EQ(header_value(past, "Content-Range"), "bytes */8");
}

TEST_F(WebServerTest, OtherMethodsGet405WithAllow) {
    for (const char* method : {"POST", "PUT", "DELETE", "PATCH", "BREW"}) {
        const Reply reply = raw_get(port_, "/index.html", method);
        EXPECT_EQ(reply.status, 405) << method;
        EXPECT_EQ(header_value(reply, "Allow"), "GET, HEAD, OPTIONS") << method;
    }
    const Reply options = raw_get(port_, "/", "OPTIONS");
    EXPECT_EQ(options.status, 204);
    EXPECT_EQ(header_value(options, "Allow"), "GET, HEAD, OPTIONS");
}

TEST_F(WebServerTest, PipelinedRequestsAreAllAnswered) {
    const std::string data =
        round_trip(port_,
                   "GET / HTTP/1.1\r\nHost: a\r\n\r\n"
                   "GET /app.js HTTP/1.1\r\nHost: a\r\n\r\n"
                   "HEAD /missing HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    std::vector<std::string> statuses;
    for (auto at = data.find("HTTP/1.1 "); at != std::string::npos;
         at = data.find("HTTP/1.1 ", at + 1))
        statuses.push_back(data.substr(at + 9, 3));
    EXPECT_EQ(statuses, (std::vector<std::string>{"200", "200", "404"}));
}

TEST_F(WebServerTest, ValidatorsLetTheBrowserKeepItsCopy) {
    const Reply first = raw_get(port_, "/app.js");
    const std::string etag = header_value(first, "ETag");
    const std::string modified = header_value(first, "Last-Modified");
    ASSERT_FALSE(etag.empty());
    ASSERT_FALSE(modified.empty());
    const Reply by_tag = raw_get(port_, "/app.js", "GET", "If-None-Match: " + etag + "\r\n");
    EXPECT_EQ(by_tag.status, 304);
    EXPECT_TRUE(by_tag.body.empty());
    const Reply by_date =
        raw_get(port_, "/app.js", "GET", "If-Modified-Since: " + modified + "\r\n");
    EXPECT_EQ(by_date.status, 304);
    EXPECT_EQ(raw_get(port_, "/app.js", "GET", "If-None-Match: \"old\"\r\n").status, 200);
}

// The inflated body of a gzip stream ("" if it is not one).
std::string gunzip(const std::string& data) {
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 16) != Z_OK) return {};
    std::string out(1 << 20, '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = inflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    inflateEnd(&stream);
    return status == Z_STREAM_END ? out : std::string();
}

TEST_F(WebServerTest, BrowsersThatTakeGzipGetItWithItsOwnValidator) {
    const Reply plain = raw_get(port_, "/app.js");
    const Reply packed = raw_get(port_, "/app.js", "GET", "Accept-Encoding: gzip, br\r\n");
    EXPECT_EQ(packed.status, 200);
    EXPECT_EQ(header_value(packed, "Content-Encoding"), "gzip");
    EXPECT_EQ(header_value(packed, "Vary"), "Accept-Encoding");
    EXPECT_EQ(gunzip(packed.body), plain.body);
    const std::string etag = header_value(packed, "ETag");
    EXPECT_NE(etag, header_value(plain, "ETag"));
    EXPECT_EQ(
        raw_get(port_, "/app.js", "GET", "Accept-Encoding: gzip\r\nIf-None-Match: " + etag + "\r\n")
            .status,
        304);
    // Refused gzip, or a range: the file itself.
    EXPECT_EQ(header_value(raw_get(port_, "/app.js", "GET", "Accept-Encoding: gzip;q=0\r\n"),
                           "Content-Encoding"),
              "");
    const Reply part =
        raw_get(port_, "/app.js", "GET", "Accept-Encoding: gzip\r\nRange: bytes=0-6\r\n");
    EXPECT_EQ(part.status, 206);
    EXPECT_EQ(part.body, "console");
}

// A game's data file (the page's engine worker fetches it when the game is first played):
// compressed for browsers that take it, and kept for good under its content-hashed name.
TEST_F(WebServerTest, GameDataFilesGoOutCompressedAndAreCachedForGood) {
    const char* path = "/engine/othello-weights-0123456789abcdef.bin";
    const Reply plain = raw_get(port_, path);
    const Reply packed = raw_get(port_, path, "GET", "Accept-Encoding: gzip\r\n");
    EXPECT_EQ(header_value(plain, "Content-Type"), "application/octet-stream");
    EXPECT_EQ(header_value(packed, "Content-Encoding"), "gzip");
    EXPECT_LT(packed.body.size(), plain.body.size() / 10);
    EXPECT_EQ(gunzip(packed.body), plain.body);
    EXPECT_EQ(header_value(packed, "Cache-Control"), "public, max-age=31536000, immutable");
}

TEST_F(WebServerTest, PolicyHeadersForbidFramingAndReferrers) {
    const Reply reply = raw_get(port_, "/");
    EXPECT_NE(header_value(reply, "Content-Security-Policy").find("frame-ancestors 'none'"),
              std::string::npos);
    EXPECT_EQ(header_value(reply, "Referrer-Policy"), "no-referrer");
}

// The page must be cross-origin isolated (SharedArrayBuffer: the engine's stop flag), on every
// response: the page, its scripts, the engine's module, a 304 and an error alike.
TEST_F(WebServerTest, EveryResponseIsolatesThePage) {
    const Reply page = raw_get(port_, "/");
    const std::string etag = header_value(page, "ETag");
    const Reply replies[] = {page, raw_get(port_, "/app.js"), raw_get(port_, "/missing.js"),
                             raw_get(port_, "/", "GET", "If-None-Match: " + etag + "\r\n")};
    EXPECT_EQ(replies[2].status, 404);
    EXPECT_EQ(replies[3].status, 304);
    for (const Reply& reply : replies) {
        EXPECT_EQ(header_value(reply, "Cross-Origin-Opener-Policy"), "same-origin");
        EXPECT_EQ(header_value(reply, "Cross-Origin-Embedder-Policy"), "require-corp");
        EXPECT_EQ(header_value(reply, "Cross-Origin-Resource-Policy"), "same-origin");
    }
}

// A file named after its content's hash is kept by browsers for good; everything else is
// revalidated (a 304 when unchanged).
TEST_F(WebServerTest, ContentHashedFilesAreCachedForGoodOthersRevalidated) {
    const Reply hashed = raw_get(port_, "/engine/plies-engine-0123456789abcdef.wasm");
    EXPECT_EQ(hashed.status, 200);
    EXPECT_EQ(header_value(hashed, "Cache-Control"), "public, max-age=31536000, immutable");
    for (const char* path : {"/", "/app.js", "/engine/plies-engine.wasm", "/missing.js"})
        EXPECT_EQ(header_value(raw_get(port_, path), "Cache-Control"), "no-cache") << path;
}

TEST_F(WebServerTest, ASecondServerOnAUsedPortIsRefused) {
    WebServer second(root_.root());
    try {
        (void)second.bind("127.0.0.1", port_);
        FAIL() << "bound a port already in use";
    } catch (const engine::Error& error) {
        EXPECT_NE(std::string(error.what()).find("in use"), std::string::npos) << error.what();
    }
    WebServer empty_host(root_.root());
    EXPECT_THROW((void)empty_host.bind("", 0), engine::Error);
}

TEST_F(WebServerTest, TheAccessLogShowsNoControlBytes) {
    std::vector<std::string> lines;
    std::mutex mutex;
    server_->set_access_log([&](const std::string& line) {
        const std::lock_guard lock(mutex);
        lines.push_back(line);
    });
    (void)raw_get(port_, "/\x1b[31mred\x07");
    server_->set_access_log({});
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0], "GET /?[31mred? 404");
}

TEST_F(WebServerTest, SlowClientsDoNotStopOthersBeingAnswered) {
    // Twenty clients that send half a request and stay (8 of them once took every worker).
    std::vector<int> slow;
    for (int i = 0; i < 20; ++i) {
        slow.push_back(connect_to(port_));
        send_text(slow.back(), "GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ");
    }
    for (int i = 0; i < 5; ++i) EXPECT_EQ(raw_get(port_, "/app.js").status, 200);
    for (const int fd : slow) ::close(fd);
}

}  // namespace
}  // namespace plies::server
