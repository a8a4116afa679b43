// `plies serve`: an HTTP server for the web page (static files only; the engine runs in the
// browser as WebAssembly).
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace plies::server {

class WebServer {
  public:
    explicit WebServer(std::filesystem::path root);
    ~WebServer();
    WebServer(const WebServer&) = delete;
    WebServer& operator=(const WebServer&) = delete;

    // Binds to host:port (port 0 = any free port); returns the port, throws engine::Error when
    // the address cannot be bound.
    int bind(const std::string& host, int port);
    // Serves until stop() is called (from another thread or a signal handler's thread).
    void listen();
    void stop();
    // Called with "METHOD path status" for every request (default: nothing).
    void set_access_log(std::function<void(const std::string&)> log);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The web root `plies serve` uses when --root is not given: the source tree's web/ folder.
[[nodiscard]] std::filesystem::path default_web_root();

}  // namespace plies::server
