#include "arena/tournament.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "arena/othello_engines.hpp"
#include "arena/pbrain.hpp"
#include "arena/schedule.hpp"
#include "core/json_text.hpp"
#include "engine/registry.hpp"

namespace plies::arena {

namespace {

constexpr std::uint64_t kGameStream = 0x67616D65ULL;  // "game"

// FNV-1a, to tell openings files apart in a run's key.
std::uint64_t fnv1a(const std::vector<std::string>& lines) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const auto& line : lines) {
        for (const char c : line + "\n") {
            hash ^= static_cast<unsigned char>(c);
            hash *= 0x100000001b3ULL;
        }
    }
    return hash;
}

// The first player's points (0, 0.5, 1) in a game.
double first_points(engine::Outcome outcome) {
    switch (outcome) {
        case engine::Outcome::first_wins:
            return 1.0;
        case engine::Outcome::second_wins:
            return 0.0;
        default:
            return 0.5;
    }
}

void add_result(WinDrawLoss& result, double points) {
    if (points > 0.75)
        ++result.wins;
    else if (points < 0.25)
        ++result.losses;
    else
        ++result.draws;
}

}  // namespace

Standings compute_standings(const std::vector<std::string>& players, bool gauntlet,
                            const std::vector<GameRecord>& games,
                            const std::optional<SprtParameters>& sprt) {
    Standings out;
    const auto pairings = make_pairings(static_cast<int>(players.size()), gauntlet);
    for (const auto& spec : players) out.players.push_back({spec, {}, {}});
    for (const auto& [a, b] : pairings) out.pairings.push_back({a, b, {}, {}, {}});
    auto pairing_of = [&](int a, int b) -> PairingStanding* {
        for (auto& p : out.pairings)
            if ((p.first == a && p.second == b) || (p.first == b && p.second == a)) return &p;
        return nullptr;
    };

    std::vector<const GameRecord*> counted;
    // A map, not a vector indexed by game number: a stored index can be anything (a crafted
    // 2,000,000,000 once made this allocate 16 GB).
    std::map<int, const GameRecord*> by_index;
    for (const auto& g : games)
        if (g.index >= 0) by_index[g.index] = &g;
    const auto game_at = [&](std::size_t index) -> const GameRecord* {
        if (index > static_cast<std::size_t>(std::numeric_limits<int>::max())) return nullptr;
        const auto found = by_index.find(static_cast<int>(index));
        return found == by_index.end() ? nullptr : found->second;
    };
    if (sprt && players.size() == 2) {
        // Colour-swapped pairs in schedule order: games 2k and 2k+1.
        SprtStatus status{*sprt, 0.0, SprtDecision::continue_testing};
        Pentanomial pairs{};
        for (std::size_t k = 0;; ++k) {
            const GameRecord* g0 = game_at(2 * k);
            const GameRecord* g1 = game_at(2 * k + 1);
            if (g0 == nullptr || g1 == nullptr) break;
            counted.push_back(g0);
            counted.push_back(g1);
            double points = 0;
            for (const GameRecord* g : {g0, g1}) {
                const double p = first_points(g->outcome);
                points += g->players[0] == 0 ? p : 1.0 - p;
            }
            ++pairs[static_cast<std::size_t>(points * 2 + 0.5)];
            status.llr = sprt_llr(*sprt, pairs);
            status.decision = sprt_decision(*sprt, status.llr);
            if (status.decision != SprtDecision::continue_testing) break;
        }
        out.sprt = status;
    } else {
        for (const auto& [index, g] : by_index) counted.push_back(g);
    }

    for (const GameRecord* g : counted) {
        const double p = first_points(g->outcome);
        const int a = g->players[0];
        const int b = g->players[1];
        if (a < 0 || b < 0 || a >= static_cast<int>(players.size()) ||
            b >= static_cast<int>(players.size()))
            continue;
        ++out.games;
        add_result(out.players[static_cast<std::size_t>(a)].result, p);
        add_result(out.players[static_cast<std::size_t>(b)].result, 1.0 - p);
        if (auto* pairing = pairing_of(a, b))
            add_result(pairing->result, pairing->first == a ? p : 1.0 - p);
        ++out.terminations[std::string(end_reason_name(g->end_reason))];
    }
    // Pentanomial counts for every pairing: the two games of one round.
    for (auto& pairing : out.pairings) {
        std::map<int, std::pair<int, double>>
            rounds;  // lowest index of the pair -> (games, points)
        for (const GameRecord* g : counted) {
            const int a = g->players[0];
            const int b = g->players[1];
            if (!((a == pairing.first && b == pairing.second) ||
                  (a == pairing.second && b == pairing.first)))
                continue;
            const double p = first_points(g->outcome);
            auto& round = rounds[g->index / 2];
            round.first += 1;
            round.second += a == pairing.first ? p : 1.0 - p;
        }
        for (const auto& [index, round] : rounds)
            if (round.first == 2) ++pairing.pairs[static_cast<std::size_t>(round.second * 2 + 0.5)];
        pairing.elo = estimate_elo(pairing.result);
    }
    for (auto& player : out.players) player.elo = estimate_elo(player.result);
    return out;
}

Arena::Arena(ArenaConfig config, GameFactory make_game, PlayerFactory make_player)
    : config_(std::move(config)),
      make_game_(std::move(make_game)),
      make_player_(std::move(make_player)) {
    if (!make_game_) {
        make_game_ = [game = config_.game, options = config_.options] {
            return engine::create_game(game, options);
        };
    }
    if (!make_player_) make_player_ = default_player_factory(config_.match.time_margin);
}

std::string Arena::run_key() const {
    nlohmann::json key;
    key["game"] = config_.game;
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [k, v] : config_.options) options[k] = v;
    key["options"] = options;
    key["players"] = config_.players;
    key["gauntlet"] = config_.gauntlet;
    key["games"] = config_.games_per_pairing;
    const OpeningSource source = parse_openings(config_.openings);
    key["openings"] = source.describe();
    if (source.kind == OpeningSource::Kind::file)
        key["openings_hash"] = fmt::format("{:016x}", fnv1a(source.lines));
    key["seed"] =
        config_.seed ? nlohmann::json(std::to_string(*config_.seed)) : nlohmann::json("auto");
    if (config_.sprt) {
        key["sprt"] = {config_.sprt->elo0, config_.sprt->elo1, config_.sprt->alpha,
                       config_.sprt->beta};
    }
    key["adjudicate"] = config_.match.adjudicate;
    key["time_margin_ms"] = config_.match.time_margin.count();
    return core::json_text(key);
}

void Arena::check_players(const engine::Game& start) const {
    for (const auto& spec : config_.players) {
        if (spec.starts_with("pbrain:")) {
            const PbrainSpec pbrain = parse_pbrain_spec(spec);
            if (start.board_view().cell_names.empty())
                throw engine::SpecError(
                    fmt::format("'{}': {} has no board for a Gomocup engine", spec, start.name()));
            check_program(pbrain.path);
        } else if (is_othello_engine_spec(spec)) {
            const OthelloEngineSpec engine = parse_othello_engine_spec(spec);
            if (start.name() != "othello")
                throw engine::SpecError(fmt::format(
                    "'{}': a GTP or NBoard engine plays Othello, not {}", spec, start.name()));
            check_program(engine.path);
        } else {
            const Seat seat = make_player_(start, spec);
            if (seat.player->is_human())
                throw engine::SpecError("the arena plays programs only: 'human' cannot take part");
        }
        (void)spec_time_control(spec);
    }
}

RunInfo Arena::open_run(Database& db, const engine::Game& start, int planned_games,
                        ArenaObserver* observer) const {
    const std::string key = run_key();
    if (config_.resume) {
        if (auto run = db.find_run(key)) return *run;
        if (observer != nullptr)
            observer->on_event("nothing to resume with these settings in " + config_.db_path +
                               ": starting a new run");
    }
    RunInfo info;
    info.key = key;
    info.game = start.name();
    info.options = start.options();
    info.players = config_.players;
    if (config_.seed) {
        info.seed = *config_.seed;
    } else {
        std::random_device device;
        info.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    }
    info.planned_games = planned_games;
    info.id = db.create_run(info);
    return info;
}

GameSetup Arena::game_setup(const PlannedGame& planned, const std::vector<Opening>& round_openings,
                            std::uint64_t run_seed) const {
    GameSetup setup;
    setup.plan = planned;
    setup.opening = round_openings[static_cast<std::size_t>(planned.round)];
    setup.specs[0] = config_.players[static_cast<std::size_t>(planned.players[0])];
    setup.specs[1] = config_.players[static_cast<std::size_t>(planned.players[1])];
    setup.seed = derive_seed(run_seed, kGameStream, static_cast<std::uint64_t>(planned.index));
    return setup;
}

namespace {

// The plan's games that `finished` does not hold yet, by their index.
std::vector<int> pending_games(const std::vector<PlannedGame>& plan,
                               const std::vector<GameRecord>& finished) {
    std::vector<bool> done(plan.size(), false);
    for (const auto& g : finished)
        if (g.index >= 0 && static_cast<std::size_t>(g.index) < plan.size())
            done[static_cast<std::size_t>(g.index)] = true;
    std::vector<int> pending;
    for (const auto& g : plan)
        if (!done[static_cast<std::size_t>(g.index)]) pending.push_back(g.index);
    return pending;
}

}  // namespace

ArenaResult Arena::run(ArenaObserver* observer) {
    // Everything is checked before the first game.
    if (config_.players.size() < 2) throw engine::Error("an arena needs at least two players");
    if (config_.games_per_pairing < 1) throw engine::Error("--games must be at least 1");
    if (config_.sprt && config_.players.size() != 2)
        throw engine::Error("--sprt tests one player against another: give exactly two players");
    if (config_.concurrency < 1) throw engine::Error("--concurrency must be at least 1");
    const auto start = make_game_();
    check_players(*start);
    const OpeningSource openings = parse_openings(config_.openings);
    validate_openings(openings, *start);
    const auto plan = plan_games(static_cast<int>(config_.players.size()), config_.gauntlet,
                                 config_.games_per_pairing);

    Database db(config_.db_path);
    const RunInfo run = open_run(db, *start, static_cast<int>(plan.size()), observer);
    ArenaResult result;
    result.game = start->name();
    result.planned_games = static_cast<int>(plan.size());
    result.run_id = run.id;
    result.seed = run.seed;
    std::vector<GameRecord> finished = db.games_of_run(run.id, false);
    const std::vector<int> pending = pending_games(plan, finished);

    std::mutex mutex;  // guards finished, result and observer calls
    auto refresh = [&] {
        result.stored_games = static_cast<int>(finished.size());
        result.standings =
            compute_standings(config_.players, config_.gauntlet, finished, config_.sprt);
        const bool sprt_done = result.standings.sprt &&
                               result.standings.sprt->decision != SprtDecision::continue_testing;
        result.finished = sprt_done || finished.size() >= plan.size();
    };
    refresh();
    if (observer != nullptr) observer->on_start(result);
    if (result.finished) return result;

    // Openings are made once per round, up front: they depend on the seed only.
    std::vector<Opening> round_openings;
    const int rounds = plan.empty() ? 0 : plan.back().round + 1;
    for (int round = 0; round < rounds; ++round)
        round_openings.push_back(make_opening(openings, *start, run.seed, round));

    // A pool of threads takes the pending games in turn; the first failure stops them all.
    core::StopToken abort;
    std::atomic<std::size_t> next{0};
    int stored_now = 0;
    std::string failure;
    auto log = [&](const std::string& line) {
        std::lock_guard lock(mutex);
        if (observer != nullptr) observer->on_event(line);
    };
    auto worker = [&] {
        for (;;) {
            if (abort.stop_requested()) return;
            const std::size_t position = next.fetch_add(1);
            if (position >= pending.size()) return;
            const GameSetup setup = game_setup(plan[static_cast<std::size_t>(pending[position])],
                                               round_openings, run.seed);
            std::optional<GameRecord> record;
            try {
                record = play_game(make_game_, make_player_, setup, config_.match, abort, log);
                if (!record) return;
                record->run_id = run.id;
                db.store_game(*record);
            } catch (const std::exception& e) {
                std::lock_guard lock(mutex);
                if (failure.empty()) failure = e.what();
                abort.request_stop();
                return;
            }
            std::lock_guard lock(mutex);
            record->moves.clear();
            finished.push_back(*record);
            ++stored_now;
            refresh();
            if (observer != nullptr) observer->on_game(*record, result);
            if (result.finished) abort.request_stop();
            if (config_.stop_after_games > 0 && stored_now >= config_.stop_after_games)
                abort.request_stop();
        }
    };
    const int threads = std::min<int>(config_.concurrency, static_cast<int>(pending.size()));
    std::vector<std::thread> pool;
    for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
    if (!failure.empty()) throw engine::Error(fmt::format("the arena stopped: {}", failure));
    refresh();
    return result;
}

}  // namespace plies::arena
