#include "server/web_server.hpp"

#include <fstream>
#include <iterator>
#include <sstream>

#include <fmt/format.h>
#include <httplib.h>

#include "engine/errors.hpp"
#include "server/static_files.hpp"

namespace plies::server {

struct WebServer::Impl {
    std::filesystem::path root;
    httplib::Server http;
    std::function<void(const std::string&)> log;
};

namespace {

bool read_file(const std::filesystem::path& file, std::string& out) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

}  // namespace

WebServer::WebServer(std::filesystem::path root) : impl_(std::make_unique<Impl>()) {
    impl_->root = std::move(root);
    auto& http = impl_->http;
    // Every response: no MIME sniffing, and a policy that lets the page load nothing from
    // other origins (the page must work offline). 'unsafe-eval' is for embind's generated
    // glue code, 'wasm-unsafe-eval' for compiling the module.
    http.set_default_headers({
        {"X-Content-Type-Options", "nosniff"},
        {"Cache-Control", "no-cache"},
        {"Content-Security-Policy",
         "default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; "
         "style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'"},
    });
    http.Get(R"(.*)", [this](const httplib::Request& request, httplib::Response& response) {
        const ResolvedPath resolved = resolve_request_path(impl_->root, request.path);
        std::string body;
        if (resolved.status == 200 && read_file(resolved.file, body)) {
            response.set_content(body, std::string(mime_type(resolved.file)));
            return;
        }
        response.status = resolved.status == 200 ? 404 : resolved.status;
    });
    http.set_error_handler([](const httplib::Request&, httplib::Response& response) {
        const char* text = response.status == 400 ? "400 Bad Request\n" : "404 Not Found\n";
        if (response.status != 400 && response.status != 404) text = "Error\n";
        response.set_content(text, "text/plain; charset=utf-8");
    });
    http.set_logger([this](const httplib::Request& request, const httplib::Response& response) {
        if (impl_->log)
            impl_->log(fmt::format("{} {} {}", request.method, request.target, response.status));
    });
}

WebServer::~WebServer() {
    stop();
}

int WebServer::bind(const std::string& host, int port) {
    if (port < 0 || port > 65535) throw engine::Error(fmt::format("bad port {}", port));
    int bound = port;
    if (port == 0) {
        bound = impl_->http.bind_to_any_port(host);
        if (bound <= 0) throw engine::Error(fmt::format("cannot listen on {}", host));
    } else if (!impl_->http.bind_to_port(host, port)) {
        throw engine::Error(fmt::format(
            "cannot listen on {}:{} (in use, or not an address of this machine)", host, port));
    }
    return bound;
}

void WebServer::listen() {
    impl_->http.listen_after_bind();
}

void WebServer::stop() {
    if (impl_->http.is_running()) impl_->http.stop();
}

void WebServer::set_access_log(std::function<void(const std::string&)> log) {
    impl_->log = std::move(log);
}

std::filesystem::path default_web_root() {
    return PLIES_WEB_ROOT;
}

}  // namespace plies::server
