#include "server/listen_socket.hpp"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "engine/errors.hpp"

namespace plies::server {

namespace {

// Connections the kernel queues before the server accepts them; Linux caps it at somaxconn.
constexpr int kBacklog = 4096;

std::string numeric_address(const sockaddr* address, socklen_t length) {
    char host[NI_MAXHOST];
    if (getnameinfo(address, length, host, sizeof host, nullptr, 0, NI_NUMERICHOST) != 0)
        return "?";
    return host;
}

}  // namespace

ListenSocket open_listen_socket(const std::string& host, int port) {
    if (host.empty())
        throw engine::Error("--host is empty: give an address such as 127.0.0.1 or ::1");
    if (port < 0 || port > 65535) throw engine::Error(fmt::format("bad port {}", port));
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    addrinfo* found = nullptr;
    const std::string service = std::to_string(port);
    if (const int error = getaddrinfo(host.c_str(), service.c_str(), &hints, &found); error != 0)
        throw engine::Error(fmt::format("cannot listen on {}: {}", host, gai_strerror(error)));
    const std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> addresses(found, freeaddrinfo);

    int last_error = 0;
    for (const addrinfo* candidate = found; candidate != nullptr; candidate = candidate->ai_next) {
        const int fd = ::socket(candidate->ai_family, candidate->ai_socktype | SOCK_CLOEXEC,
                                candidate->ai_protocol);
        if (fd < 0) {
            last_error = errno;
            continue;
        }
        // SO_REUSEADDR lets a restarted server bind while old connections sit in TIME_WAIT;
        // on Linux it does not let two sockets listen on one port (SO_REUSEPORT would).
        const int on = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
        if (::bind(fd, candidate->ai_addr, candidate->ai_addrlen) != 0 ||
            ::listen(fd, kBacklog) != 0) {
            last_error = errno;
            ::close(fd);
            continue;
        }
        sockaddr_storage bound{};
        socklen_t length = sizeof bound;
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &length);
        ListenSocket result;
        result.fd = fd;
        result.ipv6 = bound.ss_family == AF_INET6;
        result.port = ntohs(result.ipv6 ? reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port
                                        : reinterpret_cast<sockaddr_in*>(&bound)->sin_port);
        result.address = numeric_address(reinterpret_cast<sockaddr*>(&bound), length);
        return result;
    }
    const std::string reason = last_error == EADDRINUSE
                                   ? "the port is in use (another plies serve, or another server?)"
                                   : std::strerror(last_error);
    throw engine::Error(fmt::format("cannot listen on {}:{}: {}", host, port, reason));
}

std::string root_url(const ListenSocket& socket) {
    return socket.ipv6 ? fmt::format("http://[{}]:{}/", socket.address, socket.port)
                       : fmt::format("http://{}:{}/", socket.address, socket.port);
}

}  // namespace plies::server
