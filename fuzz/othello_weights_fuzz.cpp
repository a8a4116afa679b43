// Fuzzes the Othello pattern-weight loader (data/othello/weights.bin's format, patterns.hpp) on
// the file's bytes; loaded weights then evaluate the start position and a full board.
#include "fuzz_support.hpp"
#include "games/othello/patterns.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::othello;
    std::string error;
    const auto weights = PatternWeights::parse(plies::fuzz::as_text(data, size), "input", error);
    plies::fuzz::check(weights.has_value() != !error.empty(), "an error exactly when nothing loads",
                       "(binary)");
    if (!weights) return 0;
    (void)weights->evaluate(kStartPosition);
    (void)weights->evaluate(Position{0x00FF00FF00FF00FFULL, 0xFF00FF00FF00FF00ULL});
    return 0;
}
