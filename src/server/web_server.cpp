#include "server/web_server.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>

#include <fmt/format.h>
#include <microhttpd.h>

#include "core/text.hpp"
#include "engine/errors.hpp"
#include "server/compressed_files.hpp"
#include "server/http_rules.hpp"
#include "server/listen_socket.hpp"
#include "server/static_files.hpp"

namespace plies::server {

namespace {

// Limits that keep one client, or many, from taking the server down.
constexpr unsigned kIdleTimeoutSeconds = 15;              // a connection silent this long is closed
constexpr unsigned kMaxConnections = 2000;                // also bounded by the open-file limit
constexpr std::size_t kConnectionMemory = 32 * 1024;      // request line + headers per connection
constexpr std::size_t kLargestCompressedFile = 16 << 20;  // gzip copies: files up to 16 MiB,
constexpr std::size_t kCompressedBudget = 32 << 20;       // 32 MiB of copies in all

// Every response: no MIME sniffing, no referrer sent, no
// framing by other sites, and a policy that lets the page load nothing from other origins (the
// page must work offline). 'unsafe-eval' is for embind's generated glue code,
// 'wasm-unsafe-eval' for compiling the module. The three Cross-Origin headers make the page
// cross-origin isolated, which gives it SharedArrayBuffer: the page stops a search in the
// engine's worker through a shared flag instead of terminating the worker.
constexpr std::pair<const char*, const char*> kCommonHeaders[] = {
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
    {"X-Frame-Options", "DENY"},
    {"Content-Security-Policy",
     "default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; "
     "style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; "
     "frame-ancestors 'none'; base-uri 'self'; form-action 'self'"},
    {"Cross-Origin-Opener-Policy", "same-origin"},
    {"Cross-Origin-Embedder-Policy", "require-corp"},
    {"Cross-Origin-Resource-Policy", "same-origin"},
};
constexpr const char* kAllowedMethods = "GET, HEAD, OPTIONS";

// The library decodes the path before the handler sees it, which would turn "%00" into the
// end of the C string. Keeping the target raw lets decode_request_target see every byte.
size_t keep_escapes(void*, MHD_Connection*, char* text) {
    return std::strlen(text);
}

const char* header(MHD_Connection* connection, const char* name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

// Connections need a socket each, and a file while one is sent: raise the soft open-file limit
// to the hard one and keep the connection count within it.
unsigned connection_limit() {
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) != 0) return 256;
    if (files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
        getrlimit(RLIMIT_NOFILE, &files);
    }
    const auto usable = files.rlim_cur > 128 ? (files.rlim_cur - 64) / 2 : 32;
    return static_cast<unsigned>(std::min<rlim_t>(usable, kMaxConnections));
}

struct Answer {
    MHD_Response* response = nullptr;
    unsigned status = MHD_HTTP_OK;
    bool immutable = false;  // a content-hashed file: cached for good, not revalidated
};

// Revalidation with the validators for every answer but content-hashed files.
constexpr const char* kRevalidate = "no-cache";
constexpr const char* kKeepForGood = "public, max-age=31536000, immutable";

Answer text_answer(unsigned status, const char* text) {
    auto* response = MHD_create_response_from_buffer(std::strlen(text), const_cast<char*>(text),
                                                     MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, "text/plain; charset=utf-8");
    return {response, status};
}

Answer empty_answer(unsigned status) {
    return {MHD_create_response_from_buffer(0, nullptr, MHD_RESPMEM_PERSISTENT), status};
}

// A response whose body is a shared, immutable buffer; the response keeps it alive.
MHD_Response* shared_buffer_response(std::shared_ptr<const std::string> body) {
    auto* owner = new std::shared_ptr<const std::string>(std::move(body));
    MHD_Response* response = MHD_create_response_from_buffer_with_free_callback_cls(
        (*owner)->size(), const_cast<char*>((*owner)->data()),  // only read
        [](void* cls) { delete static_cast<std::shared_ptr<const std::string>*>(cls); }, owner);
    if (response == nullptr) delete owner;
    return response;
}

Answer error_answer(unsigned status) {
    switch (status) {
        case MHD_HTTP_BAD_REQUEST:
            return text_answer(status, "400 Bad Request\n");
        case MHD_HTTP_NOT_FOUND:
            return text_answer(status, "404 Not Found\n");
        default:
            return text_answer(status, "Error\n");
    }
}

}  // namespace

struct WebServer::Impl {
    std::filesystem::path root;
    CompressedFiles compressed{kLargestCompressedFile, kCompressedBudget};
    ListenSocket socket;
    MHD_Daemon* daemon = nullptr;
    std::mutex log_mutex;
    std::function<void(const std::string&)> log;
    std::mutex stop_mutex;
    std::condition_variable stopped_signal;
    bool stopped = false;

    static MHD_Result handle(void* self, MHD_Connection* connection, const char* url,
                             const char* method, const char*, const char*, size_t* upload_size,
                             void** request_state) {
        static int started;
        if (*request_state == nullptr) {  // headers read; the body (if any) follows
            *request_state = &started;
            return MHD_YES;
        }
        if (*upload_size != 0) {  // a body nobody asked for: read and dropped
            *upload_size = 0;
            return MHD_YES;
        }
        auto& impl = *static_cast<Impl*>(self);
        const Answer answer = impl.answer(connection, url, method);
        if (answer.response == nullptr) return MHD_NO;
        for (const auto& [name, value] : kCommonHeaders)
            MHD_add_response_header(answer.response, name, value);
        MHD_add_response_header(answer.response, MHD_HTTP_HEADER_CACHE_CONTROL,
                                answer.immutable ? kKeepForGood : kRevalidate);
        const MHD_Result queued = MHD_queue_response(connection, answer.status, answer.response);
        MHD_destroy_response(answer.response);
        impl.write_log(method, url, answer.status);
        return queued;
    }

    Answer answer(MHD_Connection* connection, const char* url, const char* method) {
        const bool head = std::strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
        if (!head && std::strcmp(method, MHD_HTTP_METHOD_GET) != 0) {
            Answer reply =
                std::strcmp(method, MHD_HTTP_METHOD_OPTIONS) == 0
                    ? empty_answer(MHD_HTTP_NO_CONTENT)
                    : text_answer(MHD_HTTP_METHOD_NOT_ALLOWED, "405 Method Not Allowed\n");
            MHD_add_response_header(reply.response, MHD_HTTP_HEADER_ALLOW, kAllowedMethods);
            return reply;
        }
        const auto path = decode_request_target(url);
        if (!path) return error_answer(MHD_HTTP_BAD_REQUEST);
        const ResolvedPath resolved = resolve_request_path(root, *path);
        if (resolved.status != 200) return error_answer(static_cast<unsigned>(resolved.status));
        return file_answer(connection, resolved.file);
    }

    Answer file_answer(MHD_Connection* connection, const std::filesystem::path& file) {
        const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
        struct stat info {};
        if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            if (fd >= 0) ::close(fd);
            return error_answer(MHD_HTTP_NOT_FOUND);
        }
        const auto size = static_cast<std::uint64_t>(info.st_size);
        const std::time_t modified = info.st_mtim.tv_sec;
        const std::string type(mime_type(file));
        std::string etag = entity_tag(
            size, std::int64_t{info.st_mtim.tv_sec} * 1'000'000'000 + info.st_mtim.tv_nsec);
        const char* range_header = header(connection, MHD_HTTP_HEADER_RANGE);
        // The gzip form for browsers that take it; ranges are served from the file itself.
        std::shared_ptr<const std::string> gzip;
        if (range_header == nullptr && worth_compressing(type) &&
            accepts_gzip(header(connection, MHD_HTTP_HEADER_ACCEPT_ENCODING))) {
            gzip = compressed.gzip(file, fd, size, etag);
            if (gzip) etag = gzip_entity_tag(etag);
        }
        Answer reply;
        ByteRange range;
        if (not_modified(header(connection, MHD_HTTP_HEADER_IF_NONE_MATCH),
                         header(connection, MHD_HTTP_HEADER_IF_MODIFIED_SINCE), etag, modified)) {
            ::close(fd);
            reply = empty_answer(MHD_HTTP_NOT_MODIFIED);
        } else if (gzip) {
            ::close(fd);
            reply = {shared_buffer_response(gzip), MHD_HTTP_OK};
            if (reply.response != nullptr)
                MHD_add_response_header(reply.response, MHD_HTTP_HEADER_CONTENT_ENCODING, "gzip");
        } else {
            if (range_header != nullptr &&
                range_still_valid(header(connection, MHD_HTTP_HEADER_IF_RANGE), etag, modified))
                range = parse_byte_range(range_header, size);
            reply = range_answer(fd, size, range);
        }
        if (reply.response == nullptr) return reply;
        if (range.kind != ByteRange::Kind::unsatisfiable && reply.status != MHD_HTTP_NOT_MODIFIED)
            MHD_add_response_header(reply.response, MHD_HTTP_HEADER_CONTENT_TYPE, type.c_str());
        if (worth_compressing(type))
            MHD_add_response_header(reply.response, MHD_HTTP_HEADER_VARY, "Accept-Encoding");
        MHD_add_response_header(reply.response, MHD_HTTP_HEADER_ACCEPT_RANGES, "bytes");
        MHD_add_response_header(reply.response, MHD_HTTP_HEADER_ETAG, etag.c_str());
        MHD_add_response_header(reply.response, MHD_HTTP_HEADER_LAST_MODIFIED,
                                http_date(modified).c_str());
        reply.immutable = versioned_file_name(file.filename().string());
        return reply;
    }

    // The file `fd` whole (200), one range of it (206) or 416; takes `fd` over.
    static Answer range_answer(int fd, std::uint64_t size, const ByteRange& range) {
        Answer reply;
        switch (range.kind) {
            case ByteRange::Kind::whole:
                return {MHD_create_response_from_fd64(size, fd), MHD_HTTP_OK};
            case ByteRange::Kind::partial:
                reply = {MHD_create_response_from_fd_at_offset64(range.last - range.first + 1, fd,
                                                                 range.first),
                         MHD_HTTP_PARTIAL_CONTENT};
                if (reply.response != nullptr) {
                    const std::string content_range =
                        fmt::format("bytes {}-{}/{}", range.first, range.last, size);
                    MHD_add_response_header(reply.response, MHD_HTTP_HEADER_CONTENT_RANGE,
                                            content_range.c_str());
                }
                return reply;
            case ByteRange::Kind::unsatisfiable:
                ::close(fd);
                reply = empty_answer(MHD_HTTP_RANGE_NOT_SATISFIABLE);
                const std::string content_range = fmt::format("bytes */{}", size);
                MHD_add_response_header(reply.response, MHD_HTTP_HEADER_CONTENT_RANGE,
                                        content_range.c_str());
                return reply;
        }
        return reply;
    }

    void write_log(const char* method, const char* url, unsigned status) {
        const std::lock_guard lock(log_mutex);
        if (log)
            log(fmt::format("{} {} {}", core::printable(method), core::printable(url), status));
    }
};

WebServer::WebServer(std::filesystem::path root) : impl_(std::make_unique<Impl>()) {
    impl_->root = std::move(root);
}

WebServer::~WebServer() {
    stop();
    if (impl_->socket.fd >= 0) ::close(impl_->socket.fd);  // bound, never started
}

int WebServer::bind(const std::string& host, int port) {
    if (impl_->socket.fd >= 0) throw engine::Error("the server is already bound");
    impl_->socket = open_listen_socket(host, port);
    return impl_->socket.port;
}

std::string WebServer::url() const {
    return root_url(impl_->socket);
}

void WebServer::start() {
    const std::lock_guard lock(impl_->stop_mutex);
    if (impl_->socket.fd < 0) throw engine::Error("bind the server before starting it");
    if (impl_->daemon != nullptr || impl_->stopped) return;
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1U, 4U);
    impl_->daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD, 0, nullptr, nullptr, &Impl::handle, impl_.get(),
        MHD_OPTION_LISTEN_SOCKET, impl_->socket.fd, MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit(), MHD_OPTION_CONNECTION_TIMEOUT,
        kIdleTimeoutSeconds, MHD_OPTION_CONNECTION_MEMORY_LIMIT, kConnectionMemory,
        MHD_OPTION_UNESCAPE_CALLBACK, &keep_escapes, nullptr, MHD_OPTION_END);
    if (impl_->daemon == nullptr)
        throw engine::Error(fmt::format("cannot start the HTTP server on {}", url()));
}

void WebServer::listen() {
    start();
    std::unique_lock lock(impl_->stop_mutex);
    impl_->stopped_signal.wait(lock, [this] { return impl_->stopped; });
}

void WebServer::stop() {
    const std::lock_guard lock(impl_->stop_mutex);
    if (impl_->daemon != nullptr) {
        MHD_stop_daemon(impl_->daemon);  // closes the listening socket too
        impl_->daemon = nullptr;
        impl_->socket.fd = -1;
    }
    impl_->stopped = true;
    impl_->stopped_signal.notify_all();
}

void WebServer::set_access_log(std::function<void(const std::string&)> log) {
    const std::lock_guard lock(impl_->log_mutex);
    impl_->log = std::move(log);
}

std::filesystem::path default_web_root() {
    return PLIES_WEB_ROOT;
}

}  // namespace plies::server
