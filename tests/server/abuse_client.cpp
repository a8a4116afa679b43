// Abuse client for the web server's load test (scripts/test-server-load.sh): clients that
// trickle their headers, a request with thousands of ranges. Exits non-zero when the server
// does not hold.
//   server_abuse_client slow PORT PATH CLIENTS SECONDS
//       CLIENTS connections send one header line every 3 s for SECONDS seconds, while a normal
//       client GETs PATH every 100 ms; prints the normal requests' latencies (p50, p99, max)
//       and fails if one is not answered 200 or the 99th percentile is 100 ms or more.
//   server_abuse_client ranges PORT PATH RANGES
//       one GET of PATH with RANGES overlapping ranges; prints the answer's size and fails if it
//       is larger than the file's size plus 4 KiB of headers.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "loopback_client.hpp"

namespace {

using Clock = std::chrono::steady_clock;

using plies::server::testing::connect_to;
using plies::server::testing::round_trip;
using plies::server::testing::send_all;

// One request on a fresh connection; returns the whole answer ("" on failure).
std::string fetch(int port, const std::string& path, const std::string& extra_headers = "") {
    return round_trip(port, "GET " + path +
                                " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
                                extra_headers + "\r\n");
}

int slow_clients(int port, const std::string& path, int clients, int seconds) {
    std::vector<int> slow;
    for (int i = 0; i < clients; ++i) {
        const int fd = connect_to(port);
        if (fd < 0 || !send_all(fd, "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n")) {
            std::printf("slow: client %d could not connect\n", i);
            return 1;
        }
        slow.push_back(fd);
    }
    std::vector<double> latencies_ms;
    int failures = 0;
    const auto end = Clock::now() + std::chrono::seconds(seconds);
    auto next_trickle = Clock::now() + std::chrono::seconds(3);
    int line = 0;
    while (Clock::now() < end) {
        if (Clock::now() >= next_trickle) {  // each slow client sends one more header line
            for (const int fd : slow) send_all(fd, "X-Slow-" + std::to_string(line) + ": 1\r\n");
            ++line;
            next_trickle += std::chrono::seconds(3);
        }
        const auto start = Clock::now();
        const std::string answer = fetch(port, path);
        latencies_ms.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (answer.rfind("HTTP/1.1 200", 0) != 0) ++failures;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    // The slow clients must still be connected (not dropped to make room).
    int still_open = 0;
    for (const int fd : slow) {
        still_open += send_all(fd, "X-Last: 1\r\n") ? 1 : 0;
        ::close(fd);
    }
    std::sort(latencies_ms.begin(), latencies_ms.end());
    const auto at = [&](double q) {
        return latencies_ms[std::min(latencies_ms.size() - 1,
                                     static_cast<std::size_t>(q * latencies_ms.size()))];
    };
    const double p99 = at(0.99);
    std::printf(
        "slow: %d clients trickling headers for %d s (%d still connected); %zu normal requests, "
        "%d failed; latency p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
        clients, seconds, still_open, latencies_ms.size(), failures, at(0.5), p99,
        latencies_ms.back());
    return failures == 0 && p99 < 100.0 ? 0 : 1;
}

int many_ranges(int port, const std::string& path, int ranges) {
    const std::string whole = fetch(port, path);
    const auto split = whole.find("\r\n\r\n");
    if (whole.rfind("HTTP/1.1 200", 0) != 0 || split == std::string::npos) {
        std::printf("ranges: GET %s failed\n", path.c_str());
        return 1;
    }
    const std::size_t file_size = whole.size() - split - 4;
    std::string header = "Range: bytes=0-";
    for (int i = 1; i < ranges; ++i) header += ",0-";
    const std::string answer = fetch(port, path, header + "\r\n");
    const std::string status = answer.substr(0, answer.find("\r\n"));
    std::printf("ranges: %d ranges (a %zu-byte header) on a %zu-byte file: '%s', %zu bytes\n",
                ranges, header.size(), file_size, status.c_str(), answer.size());
    const bool bounded = answer.size() <= file_size + 4096;
    const bool answered = status.rfind("HTTP/1.1 ", 0) == 0;
    return bounded && answered ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 5 && args[0] == "slow")
        return slow_clients(std::atoi(args[1].c_str()), args[2], std::atoi(args[3].c_str()),
                            std::atoi(args[4].c_str()));
    if (args.size() == 4 && args[0] == "ranges")
        return many_ranges(std::atoi(args[1].c_str()), args[2], std::atoi(args[3].c_str()));
    std::fprintf(stderr,
                 "usage: server_abuse_client slow PORT PATH CLIENTS SECONDS\n"
                 "       server_abuse_client ranges PORT PATH RANGES\n");
    return 2;
}
