#include "server/http_rules.hpp"

#include <algorithm>

#include <cstdio>

#include <fmt/format.h>

#include "core/text.hpp"

namespace plies::server {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The weak comparison of RFC 9110 8.8.3.2: equal opaque tags, "W/" prefixes ignored.
bool same_entity_tag(std::string_view listed, std::string_view etag) {
    if (listed.starts_with("W/")) listed.remove_prefix(2);
    if (etag.starts_with("W/")) etag.remove_prefix(2);
    return listed == etag;
}

// True when the comma-separated If-None-Match list names `etag` or is "*".
bool list_names(std::string_view list, std::string_view etag) {
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        const std::string_view item = core::trim(list.substr(0, comma));
        if (item == "*" || same_entity_tag(item, etag)) return true;
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return false;
}

}  // namespace

std::optional<std::string> decode_request_target(std::string_view target) {
    target = target.substr(0, target.find_first_of("?#"));
    std::string path;
    path.reserve(target.size());
    for (std::size_t i = 0; i < target.size(); ++i) {
        if (target[i] != '%') {
            path += target[i];
            continue;
        }
        if (i + 2 >= target.size()) return std::nullopt;
        const int high = hex_value(target[i + 1]);
        const int low = hex_value(target[i + 2]);
        if (high < 0 || low < 0) return std::nullopt;
        path += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return path;
}

ByteRange parse_byte_range(std::string_view header, std::uint64_t size) {
    header = core::trim(header);
    if (!header.starts_with("bytes=")) return {};
    const std::string_view spec = core::trim(header.substr(6));
    if (spec.find(',') != std::string_view::npos) return {};  // a list: the whole file
    const std::size_t dash = spec.find('-');
    if (dash == std::string_view::npos) return {};
    const std::string_view first_text = core::trim(spec.substr(0, dash));
    const std::string_view last_text = core::trim(spec.substr(dash + 1));
    if (first_text.empty()) {  // "-N": the last N bytes
        const auto suffix = core::parse_whole<std::uint64_t>(last_text);
        if (!suffix) return {};
        if (*suffix == 0 || size == 0) return {ByteRange::Kind::unsatisfiable};
        const std::uint64_t length = std::min(*suffix, size);
        return {ByteRange::Kind::partial, size - length, size - 1};
    }
    const auto first = core::parse_whole<std::uint64_t>(first_text);
    if (!first) return {};
    std::uint64_t last = size == 0 ? 0 : size - 1;
    if (!last_text.empty()) {
        const auto given = core::parse_whole<std::uint64_t>(last_text);
        if (!given || *given < *first) return {};  // invalid: ignored
        last = std::min(*given, last);
    }
    if (*first >= size) return {ByteRange::Kind::unsatisfiable};
    return {ByteRange::Kind::partial, *first, last};
}

std::string entity_tag(std::uint64_t size, std::int64_t modified_ns) {
    return fmt::format("\"{:x}-{:x}\"", size, static_cast<std::uint64_t>(modified_ns));
}

std::string http_date(std::time_t time) {
    std::tm parts{};
    gmtime_r(&time, &parts);
    char text[64];
    const std::size_t length =
        std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &parts);
    return std::string(text, length);
}

std::optional<std::time_t> parse_http_date(std::string_view text) {
    const std::string copy(core::trim(text));
    std::tm parts{};
    const char* end = strptime(copy.c_str(), "%a, %d %b %Y %H:%M:%S GMT", &parts);
    if (end == nullptr || *end != '\0') return std::nullopt;
    return timegm(&parts);
}

bool not_modified(const char* if_none_match, const char* if_modified_since, std::string_view etag,
                  std::time_t modified) {
    if (if_none_match != nullptr) return list_names(if_none_match, etag);
    if (if_modified_since == nullptr) return false;
    const auto since = parse_http_date(if_modified_since);
    return since && modified <= *since;
}

bool range_still_valid(const char* if_range, std::string_view etag, std::time_t modified) {
    if (if_range == nullptr) return true;
    const std::string_view value = core::trim(if_range);
    if (value.starts_with("\"")) return value == etag;  // strong comparison only
    const auto date = parse_http_date(value);
    return date && *date == modified;
}

bool versioned_file_name(std::string_view file_name) {
    const std::size_t dot = file_name.rfind('.');
    if (dot == std::string_view::npos || dot < 17 || dot + 1 == file_name.size()) return false;
    const std::string_view hash = file_name.substr(dot - 16, 16);
    if (file_name[dot - 17] != '-') return false;
    return std::all_of(hash.begin(), hash.end(),
                       [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

bool accepts_gzip(const char* accept_encoding) {
    if (accept_encoding == nullptr) return false;
    std::string_view list = accept_encoding;
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        std::string_view item = core::trim(list.substr(0, comma));
        list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
        std::string_view quality;
        if (const std::size_t semicolon = item.find(';'); semicolon != std::string_view::npos) {
            quality = core::trim(item.substr(semicolon + 1));
            item = core::trim(item.substr(0, semicolon));
        }
        if (item != "gzip" && item != "x-gzip" && item != "*") continue;
        // "q=0", "q=0.0", "q=0.000" refuse it; any other weight accepts it.
        if (quality.starts_with("q=") &&
            quality.substr(2).find_first_not_of("0.") == std::string_view::npos)
            continue;
        return true;
    }
    return false;
}

std::string gzip_entity_tag(std::string_view etag) {
    if (etag.size() < 2 || etag.back() != '"') return std::string(etag) + "-gz";
    return std::string(etag.substr(0, etag.size() - 1)) + "-gz\"";
}

}  // namespace plies::server
