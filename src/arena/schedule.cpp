#include "arena/schedule.hpp"

#include <fstream>

#include <fmt/format.h>

#include "core/random.hpp"
#include "core/text.hpp"

namespace plies::arena {

namespace {

constexpr std::uint64_t kOpeningStream = 0x6F70656E696E67ULL;  // "opening"

std::uint64_t splitmix64(std::uint64_t x) {
    std::uint64_t z = x + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

}  // namespace

std::vector<std::pair<int, int>> make_pairings(int player_count, bool gauntlet) {
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < player_count; ++i) {
        for (int j = i + 1; j < player_count; ++j) {
            if (gauntlet && i != 0) continue;
            out.emplace_back(i, j);
        }
    }
    return out;
}

std::vector<PlannedGame> plan_games(int player_count, bool gauntlet, int games_per_pairing) {
    const auto pairings = make_pairings(player_count, gauntlet);
    std::vector<PlannedGame> out;
    const int rounds = (games_per_pairing + 1) / 2;
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t p = 0; p < pairings.size(); ++p) {
            for (int colour = 0; colour < 2; ++colour) {
                if (round * 2 + colour >= games_per_pairing) continue;
                PlannedGame game;
                game.index = static_cast<int>(out.size());
                game.pairing = static_cast<int>(p);
                game.round = round;
                game.players[0] = colour == 0 ? pairings[p].first : pairings[p].second;
                game.players[1] = colour == 0 ? pairings[p].second : pairings[p].first;
                out.push_back(game);
            }
        }
    }
    return out;
}

std::uint64_t derive_seed(std::uint64_t run_seed, std::uint64_t stream, std::uint64_t index) {
    return splitmix64(splitmix64(run_seed ^ splitmix64(stream)) + index);
}

std::string OpeningSource::describe() const {
    switch (kind) {
        case Kind::none:
            return "none";
        case Kind::random:
            return fmt::format("random:{}", plies);
        case Kind::file:
            return fmt::format("file:{}", path);
    }
    return "?";
}

OpeningSource parse_openings(const std::string& text) {
    OpeningSource source;
    if (text.empty() || text == "none") return source;
    if (text.starts_with("random:")) {
        const std::string count = text.substr(7);
        int plies = -1;
        try {
            std::size_t used = 0;
            plies = std::stoi(count, &used);
            if (used != count.size()) plies = -1;
        } catch (const std::exception&) {
            plies = -1;
        }
        if (plies < 0 || plies > 60)
            throw engine::Error(fmt::format(
                "bad --openings '{}': expected random:K with K from 0 to 60 plies", text));
        source.kind = OpeningSource::Kind::random;
        source.plies = plies;
        return source;
    }
    std::ifstream file(text);
    if (!file)
        throw engine::Error(fmt::format(
            "cannot read openings file '{}' (give random:K or a file with one position a line)",
            text));
    source.kind = OpeningSource::Kind::file;
    source.path = text;
    for (std::string line; std::getline(file, line);) {
        line = std::string(core::trim(line));
        if (line.empty() || line.front() == '#') continue;
        source.lines.push_back(line);
    }
    if (source.lines.empty())
        throw engine::Error(fmt::format("openings file '{}' has no position", text));
    return source;
}

Opening make_opening(const OpeningSource& source, const engine::Game& start, std::uint64_t run_seed,
                     int round) {
    Opening opening;
    if (source.kind == OpeningSource::Kind::file) {
        const std::string& line =
            source.lines[static_cast<std::size_t>(round) % source.lines.size()];
        auto game = start.clone();
        try {
            game->set_position(line);
        } catch (const engine::Error& e) {
            throw engine::Error(
                fmt::format("opening '{}' from {}: {}", line, source.path, e.what()));
        }
        opening.description = line;
        opening.start_position = line;
        return opening;
    }
    if (source.kind == OpeningSource::Kind::none || source.plies == 0) {
        opening.description = "start";
        return opening;
    }
    // K uniformly random legal plies that leave the game undecided; a draw that ends the game
    // (possible in small games) is retried with the next numbers of the same generator.
    core::Rng rng(derive_seed(run_seed, kOpeningStream, static_cast<std::uint64_t>(round)));
    for (int attempt = 0; attempt < 1000; ++attempt) {
        auto game = start.clone();
        std::vector<std::string> moves;
        bool ended = false;
        for (int ply = 0; ply < source.plies; ++ply) {
            const auto legal = game->legal_moves();
            if (legal.empty() || game->outcome() != engine::Outcome::ongoing) {
                ended = true;
                break;
            }
            moves.push_back(legal[rng.below(legal.size())]);
            game->play(moves.back());
        }
        if (ended || game->outcome() != engine::Outcome::ongoing) continue;
        opening.moves = moves;
        opening.description = moves.empty() ? "start" : fmt::format("{}", fmt::join(moves, " "));
        return opening;
    }
    throw engine::Error(
        fmt::format("cannot find a {}-ply random opening that leaves the game open", source.plies));
}

void validate_openings(const OpeningSource& source, const engine::Game& start) {
    if (source.kind != OpeningSource::Kind::file) return;
    for (std::size_t i = 0; i < source.lines.size(); ++i) {
        auto game = start.clone();
        try {
            game->set_position(source.lines[i]);
        } catch (const engine::Error& e) {
            throw engine::Error(fmt::format("{}: opening {} '{}' is not a position: {}",
                                            source.path, i + 1, source.lines[i], e.what()));
        }
        if (game->outcome() != engine::Outcome::ongoing)
            throw engine::Error(fmt::format("{}: opening {} '{}' is a finished game", source.path,
                                            i + 1, source.lines[i]));
    }
}

}  // namespace plies::arena
