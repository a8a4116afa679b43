// Fuzzes the arena's opening files (`--openings FILE`: one position a line, '#' comments) and
// `random:K`: the input is the file, or the spec when it starts with "random:". Every game checks
// the lines and makes the openings of the first rounds from them.
#include <memory>

#include "arena/schedule.hpp"
#include "engine/registry.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies;
    static fuzz::TempFile file("openings");
    static const auto games = [] {
        std::vector<std::unique_ptr<engine::Game>> all;
        for (const auto& entry : engine::games()) all.push_back(engine::create_game(entry));
        return all;
    }();
    const std::string_view input = fuzz::as_text(data, size);
    arena::OpeningSource source;
    try {
        source = arena::parse_openings(input.starts_with("random:") && input.size() < 20
                                           ? std::string(input)
                                           : file.write(input));
    } catch (const engine::Error&) {
        return 0;
    }
    for (const auto& game : games) {
        try {
            arena::validate_openings(source, *game);
            for (int round = 0; round < 4; ++round) {
                const auto opening = arena::make_opening(source, *game, 1, round);
                auto start = game->clone();
                if (!opening.start_position.empty()) start->set_position(opening.start_position);
                for (const auto& move : opening.moves) start->play(move);
            }
        } catch (const engine::Error&) {
        }
    }
    return 0;
}
