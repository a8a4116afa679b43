// Renju forbidden points against the public positions of tests/data/gomoku (README there):
// every empty point of every board is classified and compared with the published sets.
#include <algorithm>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "games/gomoku/data_file.hpp"
#include "games/gomoku/notation.hpp"

namespace plies::gomoku {
namespace {

std::string data_path(const char* name) {
    return std::string(PLIES_SOURCE_DIR) + "/tests/data/gomoku/" + name;
}

// Returns the number of mismatching points and adds a failure per mismatch.
int check_file(const char* name, int expected_records) {
    std::string error;
    const auto read = read_data_file(data_path(name), error);
    EXPECT_TRUE(read) << error;
    const std::vector<DataRecord> records = read.value_or(std::vector<DataRecord>{});
    EXPECT_EQ(static_cast<int>(records.size()), expected_records);
    int mismatches = 0;
    for (const auto& record : records) {
        const Board board = board_from_record(record, Rule::renju);
        const auto listed = [](const std::vector<Point>& points, Point p) {
            return std::find(points.begin(), points.end(), p) != points.end();
        };
        for (int y = 0; y < 15; ++y) {
            for (int x = 0; x < 15; ++x) {
                const Point p = make_point(x, y);
                if (!board.empty_at(p)) continue;
                const bool expect_forbidden = listed(record.forbidden, p);
                const bool expect_allowed = listed(record.not_forbidden, p) || record.complete;
                if (!expect_forbidden && !expect_allowed) continue;
                const bool got = board.is_forbidden(p);
                if (got != expect_forbidden) {
                    ++mismatches;
                    ADD_FAILURE() << record.id << ": point " << x << "," << y << " ("
                                  << point_name(p, 15) << ") expected "
                                  << (expect_forbidden ? "forbidden" : "allowed");
                }
            }
        }
    }
    return mismatches;
}

TEST(RenjuForbidden, PublicUnitTestPositions) {
    EXPECT_EQ(check_file("renju_forbidden.txt", 61), 0);
}

TEST(RenjuForbidden, DualOraclePositions) {
    EXPECT_EQ(check_file("renju_forbidden_dual_oracle.txt", 210), 0);
}

}  // namespace
}  // namespace plies::gomoku
