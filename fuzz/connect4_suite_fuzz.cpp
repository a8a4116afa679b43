// Fuzzes Connect Four test suites in Pascal Pons' format (`<moves> <score>` a line) as `plies
// bench connect4 --suite FILE` reads them.
#include <sstream>

#include "fuzz_support.hpp"
#include "games/connect4/solver_bench.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::connect4;
    std::istringstream in{std::string(plies::fuzz::as_text(data, size))};
    std::string error;
    const auto cases = read_suite(in, "input", 0, error);
    plies::fuzz::check(cases.has_value() != !error.empty(), "an error exactly when nothing is read",
                       plies::fuzz::as_text(data, size));
    if (!cases) return 0;
    for (const auto& c : *cases)
        plies::fuzz::check(Position::from_key(c.position.key()) == c.position,
                           "a position is rebuilt from its key", plies::fuzz::as_text(data, size));
    return 0;
}
