// `plies serve` over real HTTP on the loopback: traversal attempts, raw and percent-encoded,
// get 400 or 404 and never a file outside the web root; page files come with their MIME types.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "server/web_server.hpp"
#include "test_root.hpp"

namespace plies::server {
namespace {

struct Reply {
    int status = 0;
    std::string head;
    std::string body;
};

// Sends `target` exactly as written (no client-side normalisation) and reads the reply.
Reply raw_get(int port, const std::string& target, const std::string& method = "GET") {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    EXPECT_GE(fd, 0);
    timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    EXPECT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    const std::string request =
        method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    EXPECT_EQ(::send(fd, request.data(), request.size(), 0), static_cast<ssize_t>(request.size()));
    std::string data;
    char buffer[4096];
    for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) data.append(buffer, n);
    ::close(fd);
    Reply reply;
    const auto split = data.find("\r\n\r\n");
    reply.head = data.substr(0, split);
    if (split != std::string::npos) reply.body = data.substr(split + 4);
    if (data.rfind("HTTP/1.1 ", 0) == 0) reply.status = std::stoi(data.substr(9, 3));
    return reply;
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

}  // namespace
}  // namespace plies::server
