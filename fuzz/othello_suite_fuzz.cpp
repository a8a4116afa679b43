// Fuzzes Othello OBF suites ("<64 squares> <side>; A2:+38; ...") as `plies bench othello --suite
// FILE` reads them; each position read is then searched two plies deep.
#include <sstream>

#include "fuzz_support.hpp"
#include "games/othello/bench.hpp"
#include "games/othello/search.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::othello;
    std::istringstream in{std::string(plies::fuzz::as_text(data, size))};
    std::string error;
    const auto lines = read_suite(in, "input", error);
    plies::fuzz::check(lines.has_value() != !error.empty(), "an error exactly when nothing is read",
                       plies::fuzz::as_text(data, size));
    if (!lines) return 0;
    for (const auto& line : *lines) {
        (void)square_name(
            search_midgame(line.state.position, 2, {}, nullptr).best_move.value_or(kNoMove));
        for (const auto& score : line.expected) (void)square_name(score.move);
    }
    return 0;
}
