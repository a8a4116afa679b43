// Fuzzes the Gomocup protocol as pbrain-plies reads it: each line of the input goes to the
// brain, which must answer and never hang. The time limit stays tiny: whenever the input has set
// a turn time above 20 ms, an `INFO timeout_turn 20` follows (a move then searches about 1 ms).
#include <sstream>

#include "fuzz_support.hpp"
#include "protocol/gomocup.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies;
    constexpr std::size_t kMaxLines = 100;
    std::ostringstream out;
    protocol::BrainConfig config;
    config.table_bytes = std::size_t{1} << 20;
    protocol::Brain brain(out, config);
    brain.handle_line("INFO timeout_turn 20");
    const auto lines = fuzz::split_lines(fuzz::as_text(data, size));
    for (std::size_t i = 0; i < lines.size() && i < kMaxLines; ++i) {
        if (!brain.handle_line(lines[i])) break;
        if (brain.info().timeout_turn > 20) brain.handle_line("INFO timeout_turn 20");
        brain.wait_idle();
    }
    brain.shutdown();
    return 0;
}
