// Reader for the public Gomoku / Renju test files (tests/data/gomoku/README.md): forbidden-point
// positions and VCF puzzles, boards as 15 text rows with Gomocup x,y coordinates (y from the top).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

struct DataRecord {
    std::string id;
    std::vector<std::string> rows;  // `x` black, `o` white, `.` empty; rows[0] is y = 0
    std::optional<Rule> rule;       // `rule:` line (VCF puzzles)
    std::optional<Color> side;      // `side:` line (VCF puzzles); nullopt = black to move
    std::vector<Point> forbidden;
    std::vector<Point> not_forbidden;
    bool complete = false;
    std::vector<Point> answers;
};

// Reads every record of the file; nullopt, with a message naming the file and line in `error`, on
// a file that cannot be read or a malformed line or record (outside records only blank lines
// and '#' comments may appear; inside, only the fields of the format).
[[nodiscard]] std::optional<std::vector<DataRecord>> read_data_file(const std::string& path,
                                                                    std::string& error);
// The same from a stream; `name` is what the messages call it.
[[nodiscard]] std::optional<std::vector<DataRecord>> read_data(std::istream& in,
                                                               const std::string& name,
                                                               std::string& error);

// The record's stones on an empty board of the given rule, with `side` (or black) to move.
[[nodiscard]] Board board_from_record(const DataRecord& record, Rule rule);

}  // namespace plies::gomoku
