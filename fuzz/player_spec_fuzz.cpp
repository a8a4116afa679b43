// Fuzzes player specs (`classic:depth=6,blunder=0.2`, `pbrain:PATH,time=5s`) as every front end
// reads them: the engine's parser and each game's players, and the arena's clock and pbrain
// readers. A SpecError (an engine::Error) is the expected answer to bad text.
#include <array>
#include <memory>

#include "arena/pbrain.hpp"
#include "arena/players.hpp"
#include "engine/registry.hpp"
#include "fuzz_support.hpp"

namespace {

template <class F>
void expect_user_error_or_success(F&& f) {
    try {
        f();
    } catch (const plies::engine::Error&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies;
    const std::string spec(fuzz::as_text(data, size));
    static const auto games = [] {
        std::vector<std::unique_ptr<engine::Game>> all;
        for (const auto& entry : engine::games()) all.push_back(engine::create_game(entry));
        return all;
    }();
    expect_user_error_or_success([&] {
        const engine::PlayerSpec parsed = engine::parse_player_spec(spec);
        // The canonical text is a spec that parses to the same.
        const std::string canonical = parsed.canonical();
        fuzz::check(engine::parse_player_spec(canonical).canonical() == canonical,
                    "a canonical spec reads back as itself", spec);
        (void)parsed.limits();
    });
    for (const auto& game : games)
        expect_user_error_or_success([&] { (void)engine::create_player(*game, spec); });
    expect_user_error_or_success([&] { (void)arena::spec_time_control(spec); });
    expect_user_error_or_success([&] { (void)arena::engine_spec(spec); });
    expect_user_error_or_success([&] { (void)arena::parse_pbrain_spec(spec); });
    return 0;
}
