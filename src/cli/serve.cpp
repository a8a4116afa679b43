// `plies serve [--port 8080] [--host 127.0.0.1] [--root DIR]`: the web page, over HTTP.
#include <pthread.h>
#include <signal.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/text.hpp"
#include "engine/errors.hpp"
#include "server/web_server.hpp"

namespace plies::cli {

namespace {
struct ServeArgs {
    std::string host = "127.0.0.1";
    int port = 8080;
    std::string root;
    bool quiet = false;
};

// True when `file` is a regular file; an unreadable folder, a symbolic-link loop or a name too
// long is an error naming the reason, not an exception.
bool is_file(const std::filesystem::path& file) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (error && error != std::errc::no_such_file_or_directory)
        throw engine::Error(
            fmt::format("cannot read {}: {}", core::printable(file.string()), error.message()));
    return std::filesystem::is_regular_file(status);
}

// Blocks Ctrl+C and SIGTERM in every thread (the server's threads inherit the mask) so that
// the main thread can wait for them and stop the server cleanly.
sigset_t block_stop_signals() {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    return signals;
}

void run_serve(const ServeArgs& args) {
    const std::filesystem::path root =
        args.root.empty() ? server::default_web_root() : std::filesystem::path(args.root);
    if (!is_file(root / "index.html"))
        throw engine::Error(fmt::format("{} has no index.html: give the page's folder with --root",
                                        core::printable(root.string())));
    if (!is_file(root / "engine" / "plies-engine.wasm")) {
        fmt::print(stderr,
                   "plies: warning: {} is missing; build the engine for the browser first with "
                   "scripts/build-wasm.sh\n",
                   core::printable((root / "engine" / "plies-engine.wasm").string()));
    }
    server::WebServer web(root);
    if (!args.quiet)
        web.set_access_log([](const std::string& line) { fmt::print(stderr, "{}\n", line); });
    web.bind(args.host, args.port);
    const sigset_t stop_signals = block_stop_signals();
    web.start();
    fmt::print("plies: serving {} at {} (Ctrl+C stops)\n", core::printable(root.string()),
               web.url());
    std::fflush(stdout);
    int received = 0;
    sigwait(&stop_signals, &received);
    web.stop();
    fmt::print(stderr, "plies: server stopped\n");
}
}  // namespace

void add_serve_command(CLI::App& app) {
    auto args = std::make_shared<ServeArgs>();
    auto* cmd = app.add_subcommand("serve", "Serve the web page: play every game in a browser");
    cmd->add_option("--port", args->port, "TCP port (0 = any free port)")
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    cmd->add_option("--host", args->host, "Address or host name to listen on (::1 for IPv6)")
        ->capture_default_str();
    cmd->add_option("--root", args->root, "The page's folder (default: the source tree's web/)");
    cmd->add_flag("--quiet", args->quiet, "Do not log requests");
    cmd->footer(
        "The engine runs in the browser (WebAssembly, built by scripts/build-wasm.sh); the\n"
        "server only sends files (GET, HEAD; single byte ranges; ETag and Last-Modified for\n"
        "revalidation). A port already in use is an error. Examples:\n"
        "  plies serve                 then open http://127.0.0.1:8080/\n"
        "  plies serve --port 9000 --host 0.0.0.0");
    cmd->callback([args] { run_serve(*args); });
}

}  // namespace plies::cli
