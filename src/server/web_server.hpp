// `plies serve`: an HTTP server for the web page (static files only; the engine runs in the
// browser as WebAssembly). GNU libmicrohttpd underneath: an event loop per thread, so slow or
// idle clients cost a connection slot, not a worker; files go out with sendfile, so memory does
// not grow with their size or the number of clients.
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

    // Binds to host:port (port 0 = any free port); returns the port. Throws engine::Error when
    // the address cannot be bound, the port is in use included.
    int bind(const std::string& host, int port);
    // The URL of the page once bound ("http://127.0.0.1:8080/").
    [[nodiscard]] std::string url() const;
    // Starts answering in background threads (after bind); returns at once.
    void start();
    // start(), then waits until stop() is called from another thread.
    void listen();
    void stop();
    // Called with "METHOD target status" for every request (default: nothing), from the
    // server's threads one at a time; control bytes in the target are shown as '?'.
    void set_access_log(std::function<void(const std::string&)> log);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The web root `plies serve` uses when --root is not given: the source tree's web/ folder.
[[nodiscard]] std::filesystem::path default_web_root();

}  // namespace plies::server
