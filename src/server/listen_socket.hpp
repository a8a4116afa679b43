// The server's listening socket, opened by plies rather than by the HTTP library so that a port
// already in use is an error (no SO_REUSEPORT: a second `plies serve` on the same port must not
// silently take half the requests) and the backlog is large enough for bursts of clients.
#pragma once

#include <string>

namespace plies::server {

struct ListenSocket {
    int fd = -1;
    int port = 0;         // the bound port (the chosen one when 0 was asked for)
    std::string address;  // numeric, for the URL: "127.0.0.1", "::1"
    bool ipv6 = false;
};

// Binds and listens on host:port (a name or a numeric address; port 0 = any free port).
// Throws engine::Error with the reason ("address already in use"...) when it cannot.
[[nodiscard]] ListenSocket open_listen_socket(const std::string& host, int port);

// The URL of the server's root ("http://127.0.0.1:8080/", "http://[::1]:8080/").
[[nodiscard]] std::string root_url(const ListenSocket& socket);

}  // namespace plies::server
