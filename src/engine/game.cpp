#include "engine/game.hpp"

#include "engine/explain.hpp"

#include <fmt/format.h>

namespace plies::engine {

std::unique_ptr<Player> Game::make_player(const PlayerSpec& spec) const {
    for (const auto& kind : player_kinds())
        if (kind.name == spec.kind && kind.make) return kind.make(spec);
    throw SpecError(fmt::format("{} has no player '{}'", name(), spec.kind));
}

std::uint64_t Game::perft(int) const {
    throw Unsupported(fmt::format("perft is not available for {}", name()));
}

SolveResult Game::solve(const SolveOptions&, const core::StopToken*) const {
    throw Unsupported(fmt::format("no exact solver for {}", name()));
}

std::vector<MoveScore> Game::analyse(const core::SearchLimits&, const core::StopToken*) const {
    throw Unsupported(fmt::format("analysis is not available for {}", name()));
}

PlayerView Game::player_view(const PlayerSpec& spec, const ExplainRequest&) const {
    throw Unsupported(
        fmt::format("{} cannot show how '{}' values the moves", name(), spec.canonical()));
}

PlayerTree Game::player_tree(const PlayerSpec& spec, const TreeRequest&) const {
    throw Unsupported(fmt::format("{} has no search tree to show for '{}' (try classic:depth=N)",
                                  name(), spec.canonical()));
}

std::string Game::end_description() const {
    const Outcome result = outcome();
    return result == Outcome::ongoing ? std::string() : std::string(outcome_name(result));
}

std::string_view outcome_name(Outcome outcome) {
    switch (outcome) {
        case Outcome::ongoing:
            return "ongoing";
        case Outcome::first_wins:
            return "first player wins";
        case Outcome::second_wins:
            return "second player wins";
        case Outcome::draw:
            return "draw";
    }
    return "?";
}

}  // namespace plies::engine
