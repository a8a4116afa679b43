// Distinct Connect Four positions after up to 12 plies, OEIS A212693 (a few seconds).
#include <gtest/gtest.h>

#include <array>

#include "games/connect4/perft.hpp"

namespace plies {
namespace {

TEST(Connect4PerftSlow, DistinctPositionsA212693To12Plies) {
    constexpr std::array<std::uint64_t, 13> kA212693{
        1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275, 558186, 1662623, 4568683, 12236101};
    const auto counts = connect4::distinct_positions(12);
    ASSERT_EQ(counts.size(), kA212693.size());
    for (std::size_t n = 0; n < counts.size(); ++n) EXPECT_EQ(counts[n], kA212693[n]) << n;
}

}  // namespace
}  // namespace plies
