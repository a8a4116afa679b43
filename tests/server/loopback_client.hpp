// A bare HTTP client on 127.0.0.1 for the server's tests and load test: requests go out exactly
// as written (no client-side normalisation), answers are read until the server closes.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cstdint>
#include <string>

namespace plies::server::testing {

// A connection to 127.0.0.1:port whose reads give up after 5 s of silence; -1 on failure.
inline int connect_to(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return -1;
    timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

inline bool send_all(int fd, const std::string& text) {
    return ::send(fd, text.data(), text.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(text.size());
}

// Sends `request` on a fresh connection and returns all the server sent until it closed (or
// went silent for 5 s); "" when the connection failed.
inline std::string round_trip(int port, const std::string& request) {
    const int fd = connect_to(port);
    if (fd < 0) return {};
    std::string data;
    if (send_all(fd, request)) {
        char buffer[65536];
        for (ssize_t n; (n = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) data.append(buffer, n);
    }
    ::close(fd);
    return data;
}

}  // namespace plies::server::testing
