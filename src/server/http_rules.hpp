// The parts of HTTP a static file server decides for itself, kept apart from the sockets so they
// can be tested and fuzzed alone: the request target's decoding, byte ranges (RFC 9110 14.2),
// validators (ETag, Last-Modified) and conditional requests (RFC 9110 13).
#pragma once

#include <cstdint>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>

namespace plies::server {

// The path of a request target ("/a%20b.js?v=2" -> "/a b.js"): the query and fragment dropped,
// percent escapes decoded. Empty when an escape is malformed ("%zz", "%4"), which is a 400.
// A decoded NUL or "%2f" stays in the result for resolve_request_path to refuse.
[[nodiscard]] std::optional<std::string> decode_request_target(std::string_view target);

// What a Range header asks of a file of `size` bytes.
struct ByteRange {
    enum class Kind {
        whole,          // no Range, or one the server ignores: the whole file, 200
        partial,        // one satisfiable range: 206 with first..last
        unsatisfiable,  // a well-formed range wholly past the end: 416
    };
    Kind kind = Kind::whole;
    std::uint64_t first = 0;
    std::uint64_t last = 0;  // inclusive
};

// Only a single "bytes=" range is served as 206. A list of ranges is answered with the whole
// file (RFC 9110 allows ignoring Range): a multipart answer can be made many times larger than
// the file by overlapping ranges, and the page's files are small. Malformed headers are ignored.
[[nodiscard]] ByteRange parse_byte_range(std::string_view header, std::uint64_t size);

// A strong validator from the file's size and modification time (nanoseconds).
[[nodiscard]] std::string entity_tag(std::uint64_t size, std::int64_t modified_ns);

// An IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") and its inverse (empty if malformed).
[[nodiscard]] std::string http_date(std::time_t time);
[[nodiscard]] std::optional<std::time_t> parse_http_date(std::string_view text);

// True when a GET may be answered 304 Not Modified: If-None-Match lists `etag` (or "*"),
// or, without If-None-Match, If-Modified-Since is not older than `modified` (RFC 9110 13.2.2).
// Null headers are absent ones.
[[nodiscard]] bool not_modified(const char* if_none_match, const char* if_modified_since,
                                std::string_view etag, std::time_t modified);

// True when If-Range allows serving a range: absent, or naming the current `etag`, or a date
// equal to `modified`; otherwise the whole file is sent (the client's copy changed).
[[nodiscard]] bool range_still_valid(const char* if_range, std::string_view etag,
                                     std::time_t modified);

// True for a file named after its content's hash ("plies-engine-0123456789abcdef.wasm": a dash,
// 16 lowercase hex digits, an extension): a new content is a new name, so browsers may keep it
// for good ("immutable"); every other file is revalidated.
[[nodiscard]] bool versioned_file_name(std::string_view file_name);

// True when an Accept-Encoding header allows gzip ("gzip, deflate, br"; not "gzip;q=0").
[[nodiscard]] bool accepts_gzip(const char* accept_encoding);

// The validator of a file's gzip form: the file's own with "-gz" inside the quotes.
[[nodiscard]] std::string gzip_entity_tag(std::string_view etag);

}  // namespace plies::server
