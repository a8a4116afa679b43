// The HTTP rules of the static server against RFC 9110's own examples and limits: target
// decoding, byte ranges (a list is never multiplied into a larger answer), validators.
#include "server/http_rules.hpp"

#include <string>

#include <gtest/gtest.h>

namespace plies::server {
namespace {

TEST(DecodeRequestTarget, DecodesEscapesAndDropsTheQuery) {
    EXPECT_EQ(decode_request_target("/a%20b.js?v=2"), "/a b.js");
    EXPECT_EQ(decode_request_target("/%2e%2E/x#frag"), "/../x");
    EXPECT_EQ(decode_request_target("/index.html%00.png"), std::string("/index.html\0.png", 16));
    EXPECT_EQ(decode_request_target("/"), "/");
}

TEST(DecodeRequestTarget, MalformedEscapesAreRefused) {
    EXPECT_FALSE(decode_request_target("/%"));
    EXPECT_FALSE(decode_request_target("/%4"));
    EXPECT_FALSE(decode_request_target("/%zz"));
    EXPECT_FALSE(decode_request_target("/a%g1"));
}

TEST(ParseByteRange, OneRangeIsServedPartially) {
    // RFC 9110 14.1.2's examples on a 10000-byte representation.
    const auto first500 = parse_byte_range("bytes=0-499", 10000);
    EXPECT_EQ(first500.kind, ByteRange::Kind::partial);
    EXPECT_EQ(first500.first, 0U);
    EXPECT_EQ(first500.last, 499U);
    const auto last500 = parse_byte_range("bytes=-500", 10000);
    EXPECT_EQ(last500.first, 9500U);
    EXPECT_EQ(last500.last, 9999U);
    const auto from9500 = parse_byte_range("bytes=9500-", 10000);
    EXPECT_EQ(from9500.first, 9500U);
    EXPECT_EQ(from9500.last, 9999U);
    const auto past_end = parse_byte_range("bytes=9000-20000", 10000);
    EXPECT_EQ(past_end.last, 9999U);
    const auto whole_suffix = parse_byte_range("bytes=-20000", 10000);
    EXPECT_EQ(whole_suffix.first, 0U);
}

TEST(ParseByteRange, ListsAndMalformedHeadersGetTheWholeFile) {
    EXPECT_EQ(parse_byte_range("bytes=0-0,-1", 10000).kind, ByteRange::Kind::whole);
    std::string many = "bytes=0-";
    for (int i = 0; i < 2000; ++i) many += ",0-";
    EXPECT_EQ(parse_byte_range(many, 10000).kind, ByteRange::Kind::whole);
    EXPECT_EQ(parse_byte_range("items=0-5", 10000).kind, ByteRange::Kind::whole);
    EXPECT_EQ(parse_byte_range("bytes=5-2", 10000).kind, ByteRange::Kind::whole);
    EXPECT_EQ(parse_byte_range("bytes=x-2", 10000).kind, ByteRange::Kind::whole);
    EXPECT_EQ(parse_byte_range("bytes=", 10000).kind, ByteRange::Kind::whole);
    EXPECT_EQ(parse_byte_range("bytes=99999999999999999999999-", 10000).kind,
              ByteRange::Kind::whole);
}

TEST(ParseByteRange, RangesPastTheEndAreUnsatisfiable) {
    EXPECT_EQ(parse_byte_range("bytes=10000-", 10000).kind, ByteRange::Kind::unsatisfiable);
    EXPECT_EQ(parse_byte_range("bytes=-0", 10000).kind, ByteRange::Kind::unsatisfiable);
    EXPECT_EQ(parse_byte_range("bytes=0-", 0).kind, ByteRange::Kind::unsatisfiable);
}

TEST(HttpDate, RoundTripsTheRfcExample) {
    EXPECT_EQ(http_date(784111777), "Sun, 06 Nov 1994 08:49:37 GMT");
    EXPECT_EQ(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"), 784111777);
    EXPECT_FALSE(parse_http_date("yesterday"));
    EXPECT_FALSE(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT trailing"));
}

TEST(NotModified, IfNoneMatchDecidesBeforeTheDate) {
    const std::string etag = entity_tag(100, 5);
    EXPECT_TRUE(not_modified(etag.c_str(), nullptr, etag, 1000));
    EXPECT_TRUE(not_modified(("\"other\", W/" + etag).c_str(), nullptr, etag, 1000));
    EXPECT_TRUE(not_modified("*", nullptr, etag, 1000));
    EXPECT_FALSE(not_modified("\"other\"", "Sun, 06 Nov 2094 08:49:37 GMT", etag, 1000));
    EXPECT_TRUE(not_modified(nullptr, "Sun, 06 Nov 1994 08:49:37 GMT", etag, 784111777));
    EXPECT_FALSE(not_modified(nullptr, "Sun, 06 Nov 1994 08:49:37 GMT", etag, 784111778));
    EXPECT_FALSE(not_modified(nullptr, "garbage", etag, 0));
    EXPECT_FALSE(not_modified(nullptr, nullptr, etag, 0));
    EXPECT_NE(entity_tag(100, 5), entity_tag(100, 6));
}

TEST(RangeStillValid, OnlyTheCurrentVersion) {
    const std::string etag = entity_tag(100, 5);
    EXPECT_TRUE(range_still_valid(nullptr, etag, 0));
    EXPECT_TRUE(range_still_valid(etag.c_str(), etag, 0));
    EXPECT_FALSE(range_still_valid("\"old\"", etag, 0));
    EXPECT_FALSE(range_still_valid(("W/" + etag).c_str(), etag, 0));
    EXPECT_TRUE(range_still_valid("Sun, 06 Nov 1994 08:49:37 GMT", etag, 784111777));
    EXPECT_FALSE(range_still_valid("Sun, 06 Nov 1994 08:49:37 GMT", etag, 784111778));
}

}  // namespace
}  // namespace plies::server

namespace plies::server {
namespace {

TEST(AcceptsGzip, ReadsTheListAndItsWeights) {
    EXPECT_TRUE(accepts_gzip("gzip, deflate, br"));
    EXPECT_TRUE(accepts_gzip("br;q=1.0, gzip;q=0.8"));
    EXPECT_TRUE(accepts_gzip("*"));
    EXPECT_TRUE(accepts_gzip("x-gzip"));
    EXPECT_FALSE(accepts_gzip(nullptr));
    EXPECT_FALSE(accepts_gzip(""));
    EXPECT_FALSE(accepts_gzip("identity"));
    EXPECT_FALSE(accepts_gzip("gzip;q=0"));
    EXPECT_FALSE(accepts_gzip("gzip;q=0.000, br"));
    EXPECT_FALSE(accepts_gzip("gzipped"));
    EXPECT_EQ(gzip_entity_tag("\"90a-5\""), "\"90a-5-gz\"");
}

}  // namespace
TEST(VersionedFileName, OnlyADashSixteenHexDigitsAndAnExtension) {
    EXPECT_TRUE(versioned_file_name("plies-engine-0123456789abcdef.wasm"));
    EXPECT_TRUE(versioned_file_name("a-ffffffffffffffff.js"));
    EXPECT_FALSE(versioned_file_name("plies-engine.wasm"));
    EXPECT_FALSE(versioned_file_name("plies-engine-0123456789ABCDEF.wasm"));  // lowercase only
    EXPECT_FALSE(versioned_file_name("plies-engine-0123456789abcde.wasm"));   // 15 digits
    EXPECT_FALSE(versioned_file_name("plies-engine_0123456789abcdef.wasm"));  // no dash
    EXPECT_FALSE(versioned_file_name("plies-engine-0123456789abcdef."));      // no extension
    EXPECT_FALSE(versioned_file_name("-0123456789abcdef"));
}

}  // namespace plies::server
