#include "server/compressed_files.hpp"

#include <unistd.h>
#include <zlib.h>

namespace plies::server {

namespace {

// Reads `size` bytes of `fd` from its start; empty on a short read.
std::string read_all(int fd, std::size_t size) {
    std::string data(size, '\0');
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, data.data() + done, size - done, static_cast<off_t>(done));
        if (n <= 0) return {};
        done += static_cast<std::size_t>(n);
    }
    return data;
}

}  // namespace

CompressedFiles::CompressedFiles(std::size_t largest_file, std::size_t budget)
    : largest_file_(largest_file), budget_(budget) {}

std::shared_ptr<const std::string> CompressedFiles::gzip(const std::filesystem::path& file, int fd,
                                                         std::size_t size,
                                                         const std::string& etag) {
    if (size == 0 || size > largest_file_) return nullptr;
    // One lock for the whole lookup and compression: concurrent first requests for a file wait
    // for its one copy (tens of milliseconds for the engine) rather than each making one.
    const std::lock_guard lock(mutex_);
    auto found = entries_.find(file);
    if (found != entries_.end()) {
        if (found->second.etag == etag) return found->second.body;
        used_ -= found->second.body->size();  // the file changed since
        entries_.erase(found);
    }
    const std::string data = read_all(fd, size);
    if (data.size() != size) return nullptr;
    auto body = std::make_shared<const std::string>(gzip_bytes(data));
    if (body->empty() || body->size() >= size || used_ + body->size() > budget_) return nullptr;
    used_ += body->size();
    entries_[file] = {etag, body};
    return body;
}

bool worth_compressing(std::string_view mime_type) {
    return mime_type.starts_with("text/") || mime_type.starts_with("application/json") ||
           mime_type.starts_with("application/manifest+json") ||
           mime_type.starts_with("application/wasm") || mime_type.starts_with("image/svg+xml") ||
           // The games' data files (engine/*.bin): a copy is kept only when it is smaller.
           mime_type.starts_with("application/octet-stream");
}

std::string gzip_bytes(std::string_view data) {
    z_stream stream{};
    // windowBits 15 + 16: the gzip wrapper rather than zlib's own.
    if (deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) !=
        Z_OK)
        return {};
    std::string out(deflateBound(&stream, static_cast<uLong>(data.size())), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return status == Z_STREAM_END ? out : std::string();
}

}  // namespace plies::server
