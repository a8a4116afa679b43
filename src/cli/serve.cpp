// `plies serve [--port 8080] [--host 127.0.0.1] [--root DIR]`: the web page, over HTTP.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
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

void run_serve(const ServeArgs& args) {
    const std::filesystem::path root =
        args.root.empty() ? server::default_web_root() : std::filesystem::path(args.root);
    if (!std::filesystem::is_regular_file(root / "index.html"))
        throw engine::Error(
            fmt::format("{} has no index.html: give the page's folder with --root", root.string()));
    if (!std::filesystem::is_regular_file(root / "engine" / "plies-engine.wasm")) {
        fmt::print(stderr,
                   "plies: warning: {} is missing; build the engine for the browser first with "
                   "scripts/build-wasm.sh\n",
                   (root / "engine" / "plies-engine.wasm").string());
    }
    server::WebServer web(root);
    if (!args.quiet)
        web.set_access_log([](const std::string& line) { fmt::print(stderr, "{}\n", line); });
    const int port = web.bind(args.host, args.port);
    const bool ipv6 = args.host.find(':') != std::string::npos;
    fmt::print("plies: serving {} at http://{}:{}/ (Ctrl+C stops)\n", root.string(),
               ipv6 ? "[" + args.host + "]" : args.host, port);
    std::fflush(stdout);
    web.listen();
}
}  // namespace

void add_serve_command(CLI::App& app) {
    auto args = std::make_shared<ServeArgs>();
    auto* cmd = app.add_subcommand("serve", "Serve the web page: play every game in a browser");
    cmd->add_option("--port", args->port, "TCP port (0 = any free port)")
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    cmd->add_option("--host", args->host, "Address to listen on")->capture_default_str();
    cmd->add_option("--root", args->root, "The page's folder (default: the source tree's web/)");
    cmd->add_flag("--quiet", args->quiet, "Do not log requests");
    cmd->footer(
        "The engine runs in the browser (WebAssembly, built by scripts/build-wasm.sh); the\n"
        "server only sends files. Examples:\n"
        "  plies serve                 then open http://127.0.0.1:8080/\n"
        "  plies serve --port 9000 --host 0.0.0.0");
    cmd->callback([args] { run_serve(*args); });
}

}  // namespace plies::cli
