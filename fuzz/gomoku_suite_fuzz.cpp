// Fuzzes the Gomoku / Renju test files (tests/data/gomoku: forbidden points, VCF puzzles) as
// `plies bench gomoku --suite` reads them; a DataFileError is the expected answer to bad text.
// Each record's board is then built and its listed points classified under renju.
#include <sstream>

#include "fuzz_support.hpp"
#include "games/gomoku/data_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::gomoku;
    std::istringstream in{std::string(plies::fuzz::as_text(data, size))};
    std::vector<DataRecord> records;
    try {
        records = read_data(in, "input");
    } catch (const DataFileError&) {
        return 0;
    }
    for (const auto& record : records) {
        const Board board = board_from_record(record, record.rule.value_or(Rule::renju));
        for (const auto* points : {&record.forbidden, &record.not_forbidden, &record.answers})
            for (const Point p : *points)
                if (board.empty_at(p)) (void)board.is_forbidden(p);
    }
    return 0;
}
