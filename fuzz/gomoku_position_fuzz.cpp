// Fuzzes Gomoku positions and moves as set_position() and play() read them (fuzz_support.hpp),
// under each rule and board size: the input's first byte chooses them.
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    static constexpr const char* kRules[] = {"freestyle", "standard", "renju"};
    const plies::engine::GameOptions options{{"rule", kRules[data[0] % 3]},
                                             {"size", std::to_string(15 + (data[0] / 3) % 6)}};
    plies::fuzz::fuzz_position("gomoku", options, plies::fuzz::as_text(data + 1, size - 1));
    return 0;
}
