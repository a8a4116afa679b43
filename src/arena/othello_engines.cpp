#include "arena/othello_engines.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include <fmt/format.h>

#include "core/text.hpp"
#include "engine/errors.hpp"
#include "engine/player_spec.hpp"
#include "engine/registry.hpp"
#include "games/othello/notation.hpp"

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::string_view kGtpPrefix = "gtp:";
constexpr std::string_view kNboardPrefix = "nboard:";
// The standard start as a GGF board: a1..h8 row by row, '*' black, 'O' white, then the mover.
constexpr std::string_view kGgfStart =
    "8 ---------------------------O*------*O--------------------------- *";

// The game's moves, checked to start from the standard position (the protocols cannot tell
// another start). Throws engine::Error.
std::vector<std::string> moves_from_start(const engine::Game& game) {
    auto replay = engine::create_game(game.name(), game.options());
    const auto history = game.history();
    for (const auto& move : history) replay->play(move);
    if (replay->position() != game.position())
        throw engine::Error(
            "an external Othello engine can only be given games played from "
            "the standard start position");
    return history;
}

}  // namespace

bool is_othello_engine_spec(const std::string& text) {
    return text.starts_with(kGtpPrefix) || text.starts_with(kNboardPrefix);
}

OthelloEngineSpec parse_othello_engine_spec(const std::string& text) {
    OthelloEngineSpec spec;
    std::string rest;
    if (text.starts_with(kGtpPrefix)) {
        rest = text.substr(kGtpPrefix.size());
    } else if (text.starts_with(kNboardPrefix)) {
        spec.protocol = OthelloEngineSpec::Protocol::nboard;
        rest = text.substr(kNboardPrefix.size());
    } else {
        throw engine::SpecError(fmt::format("'{}' is not a gtp:PATH or nboard:PATH spec", text));
    }
    const auto comma = rest.find(',');
    spec.path = rest.substr(0, comma);
    if (spec.path.empty())
        throw engine::SpecError(fmt::format(
            "'{}': give the engine's program, e.g. gtp:./edax,args=-gtp,time=1s", text));
    if (comma == std::string::npos) return spec;
    const engine::PlayerSpec params = engine::parse_player_spec("x:" + rest.substr(comma + 1));
    const bool nboard = spec.protocol == OthelloEngineSpec::Protocol::nboard;
    for (const auto& [key, value] : params.params) {
        const bool known = key == "args" || key == "time" || key == "game" || key == "inc" ||
                           (nboard && key == "depth");
        if (!known)
            throw engine::SpecError(fmt::format(
                "unknown parameter '{}' in '{}'; valid: args (the program's words), time (a "
                "move), game (the whole game), inc (added after each move){}",
                key, text, nboard ? ", depth (NBoard's set depth)" : ""));
    }
    if (const auto args = params.get("args")) {
        std::istringstream words(*args);
        for (std::string word; words >> word;) spec.arguments.push_back(word);
    }
    spec.clock = external_engine_clock(params, text, spec.clock.turn);
    spec.depth = params.get_int("depth", 1, 60, spec.depth);
    return spec;
}

OthelloEnginePlayer::OthelloEnginePlayer(std::string spec_text, OthelloEngineSpec spec,
                                         std::chrono::milliseconds margin)
    : EngineProcessPlayer(std::move(spec_text), spec.path, margin), spec_(std::move(spec)) {}

OthelloEnginePlayer::~OthelloEnginePlayer() {
    end(std::chrono::milliseconds(100));
}

void OthelloEnginePlayer::end(std::chrono::milliseconds grace) {
    stop_process("quit", grace);
}

std::string OthelloEnginePlayer::read_line(const std::string& waiting_for, TimePoint deadline,
                                           bool start_up) {
    for (;;) {
        const std::string line = next_line(waiting_for, deadline, start_up);
        if (!core::trim(line).empty()) return std::string(core::trim(line));
    }
}

std::string OthelloEnginePlayer::gtp_command(const std::string& command, TimePoint deadline,
                                             bool start_up) {
    process_->write_line(command);
    const std::string waiting_for = fmt::format("an answer to '{}'", command);
    // Lines before the answer that are not one ("= ..." or "? ...") are skipped.
    std::string first;
    do {
        first = read_line(waiting_for, deadline, start_up);
    } while (first.front() != '=' && first.front() != '?');
    std::string answer(core::trim(std::string_view(first).substr(1)));
    // The id we did not send cannot be there; a multi-line answer ends at an empty line.
    for (;;) {
        auto line = process_->read_line(deadline);
        if (!line || core::trim(*line).empty()) break;
        answer += fmt::format("\n{}", core::trim(*line));
    }
    if (first.front() == '?')
        fail(fmt::format("refused '{}': {}", command, answer), start_up, false);
    return answer;
}

void OthelloEnginePlayer::start(const engine::Game& game, const GameClock& clock,
                                std::chrono::milliseconds timeout) {
    if (game.name() != "othello")
        throw EngineStartError(fmt::format("'{}' plays Othello, not {}", spec_text_, game.name()));
    const auto deadline = Clock::now() + timeout;
    launch(spec_.arguments, clock);
    if (spec_.protocol == OthelloEngineSpec::Protocol::gtp) {
        (void)gtp_command("boardsize 8", deadline, true);
        (void)gtp_command("clear_board", deadline, true);
        const TimeControl& control = clock.control();
        // GTP counts whole seconds: a move's time rounded down, at least one.
        const auto seconds = [](Milliseconds ms) { return std::max<long>(1, ms.count() / 1000); };
        if (control.turn.count() > 0) {
            (void)gtp_command(fmt::format("time_settings 0 {} 1", seconds(control.turn)), deadline,
                              true);
        } else {
            (void)gtp_command(fmt::format("time_settings {} 0 0", seconds(control.game)), deadline,
                              true);
        }
        return;
    }
    process_->write_line("nboard 2");
    process_->write_line(fmt::format("set depth {}", spec_.depth));
    process_->write_line("ping 1");
    while (read_line("pong 1", deadline, true) != "pong 1") {
    }
}

void OthelloEnginePlayer::gtp_send_game(const engine::Game& game, TimePoint deadline) {
    const auto history = moves_from_start(game);
    const bool continues = known_.size() <= history.size() &&
                           std::equal(known_.begin(), known_.end(), history.begin());
    std::size_t from = known_.size();
    if (!continues) {
        (void)gtp_command("clear_board", deadline, false);
        from = 0;
    }
    // Colours alternate from black: Othello's history holds every pass as a move.
    for (std::size_t i = from; i < history.size(); ++i)
        (void)gtp_command(fmt::format("play {} {}", i % 2 == 0 ? "b" : "w", history[i]), deadline,
                          false);
    known_ = history;
}

engine::MoveChoice OthelloEnginePlayer::gtp_choose(const engine::Game& game, TimePoint deadline) {
    gtp_send_game(game, deadline);
    const char* colour = game.side_to_move() == 0 ? "b" : "w";
    if (clock_->control().game.count() > 0)
        (void)gtp_command(
            fmt::format("time_left {} {} 0", colour,
                        std::max<long>(1, static_cast<long>(clock_->game_left().count() / 1000))),
            deadline, false);
    const std::string answer = gtp_command(fmt::format("genmove {}", colour), deadline, false);
    engine::MoveChoice choice;
    choice.move = othello::move_from_nboard_notation(answer);
    choice.info.note = core::printable(fmt::format("gtp {}", answer));
    known_.push_back(choice.move);
    return choice;
}

engine::MoveChoice OthelloEnginePlayer::nboard_choose(const engine::Game& game,
                                                      TimePoint deadline) {
    std::string ggf = fmt::format("(;GM[Othello]PC[plies arena]BO[{}]", kGgfStart);
    const auto history = moves_from_start(game);
    for (std::size_t i = 0; i < history.size(); ++i)
        ggf += fmt::format("{}[{}]", i % 2 == 0 ? "B" : "W",
                           othello::move_in_nboard_notation(history[i]));
    ggf += ";)";
    process_->write_line(fmt::format("set game {}", ggf));
    process_->write_line("go");
    // "=== F5/1.25/0.8": the move, then the engine's evaluation and time if it gives them.
    for (;;) {
        const std::string line = read_line("'=== MOVE'", deadline, false);
        if (!line.starts_with("===")) continue;
        const std::string rest(core::trim(std::string_view(line).substr(3)));
        engine::MoveChoice choice;
        const auto slash = rest.find('/');
        choice.move = othello::move_from_nboard_notation(rest.substr(0, slash));
        if (slash != std::string::npos) {
            const std::string eval = rest.substr(slash + 1, rest.find('/', slash + 1) - slash - 1);
            try {
                std::size_t used = 0;
                const double discs = std::stod(eval, &used);
                if (used == eval.size()) {
                    choice.info.score = static_cast<int>(discs >= 0 ? discs + 0.5 : discs - 0.5);
                    choice.info.score_text = fmt::format("{:+}", *choice.info.score);
                }
            } catch (const std::exception&) {
                // no evaluation given
            }
        }
        choice.info.note = core::printable(fmt::format("nboard {}", rest));
        return choice;
    }
}

engine::MoveChoice OthelloEnginePlayer::choose(const engine::Game& game,
                                               const engine::MoveRequest&) {
    if (!process_ || clock_ == nullptr) fail("was not started", false, false);
    const TimePoint deadline = Clock::now() + clock_->move_limit() + margin_;
    return spec_.protocol == OthelloEngineSpec::Protocol::gtp ? gtp_choose(game, deadline)
                                                              : nboard_choose(game, deadline);
}

}  // namespace plies::arena
