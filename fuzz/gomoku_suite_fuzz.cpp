// Fuzzes the Gomoku / Renju test files (tests/data/gomoku: forbidden points, VCF puzzles) as
// `plies bench gomoku --suite` reads them; a message (nullopt) is the expected answer to bad text.
// Each record's board is then built and its listed points classified under renju.
#include <sstream>

#include "fuzz_support.hpp"
#include "games/gomoku/data_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::gomoku;
    std::istringstream in{std::string(plies::fuzz::as_text(data, size))};
    std::string error;
    const auto records = read_data(in, "input", error);
    if (!records) return 0;
    for (const auto& record : *records) {
        const Board board = board_from_record(record, record.rule.value_or(Rule::renju));
        for (const auto* points : {&record.forbidden, &record.not_forbidden, &record.answers})
            for (const Point p : *points)
                if (board.empty_at(p)) (void)board.is_forbidden(p);
    }
    return 0;
}
