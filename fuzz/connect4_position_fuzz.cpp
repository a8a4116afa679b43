// Fuzzes connect4 positions and moves as set_position() and play() read them (fuzz_support.hpp).
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    plies::fuzz::fuzz_position("connect4", {}, plies::fuzz::as_text(data, size));
    return 0;
}
