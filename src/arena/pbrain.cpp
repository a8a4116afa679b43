#include "arena/pbrain.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "core/text.hpp"

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;

// What is kept of an engine's messages before a move: its last few lines (an engine reports
// each iteration; the last is its final depth and score), a few hundred characters.
constexpr std::size_t kMaxMessages = 8;
constexpr std::size_t kMaxNote = 400;

bool parse_int(std::string_view text, int& out) {
    const auto value = core::parse_whole<int>(core::trim(text));
    if (value) out = *value;
    return value.has_value();
}

// The line's first word equals `word` (upper case), whatever the line's case.
bool starts_with_word(std::string_view line, std::string_view word) {
    line = core::trim(line);
    if (line.size() < word.size()) return false;
    if (line.size() > word.size() && !std::isspace(static_cast<unsigned char>(line[word.size()])))
        return false;
    return std::equal(word.begin(), word.end(), line.begin(), [](char a, char b) {
        return a == std::toupper(static_cast<unsigned char>(b));
    });
}

std::string rest_of(std::string_view line, std::string_view word) {
    line = core::trim(line);
    return std::string(core::trim(line.substr(std::min(word.size(), line.size()))));
}

// The value after `key` in a MESSAGE ("depth 12", "Depth: 12-30", "eval=-35"), or "".
std::string value_after(const std::string& message_lower, std::string_view key) {
    for (std::size_t at = message_lower.find(key); at != std::string::npos;
         at = message_lower.find(key, at + 1)) {
        const bool word_start =
            at == 0 || !std::isalnum(static_cast<unsigned char>(message_lower[at - 1]));
        std::size_t i = at + key.size();
        if (!word_start || (i < message_lower.size() &&
                            std::isalpha(static_cast<unsigned char>(message_lower[i]))))
            continue;
        while (i < message_lower.size() &&
               (message_lower[i] == ' ' || message_lower[i] == ':' || message_lower[i] == '='))
            ++i;
        std::size_t end = i;
        while (end < message_lower.size() && message_lower[end] != ' ' &&
               message_lower[end] != '|' && message_lower[end] != ',')
            ++end;
        if (end > i) return message_lower.substr(i, end - i);
    }
    return {};
}

// Gomocup's INFO rule value for the game's options: 0 freestyle, 1 exactly five, 4 renju.
int gomocup_rule(const engine::GameOptions& options) {
    const auto rule = options.find("rule");
    if (rule == options.end() || rule->second == "freestyle") return 0;
    if (rule->second == "standard" || rule->second == "exact") return 1;
    if (rule->second == "renju") return 4;
    return 0;
}

}  // namespace

PbrainSpec parse_pbrain_spec(const std::string& text) {
    constexpr std::string_view prefix = "pbrain:";
    if (!text.starts_with(prefix))
        throw engine::SpecError(fmt::format("'{}' is not a pbrain:PATH spec", text));
    std::string rest = text.substr(prefix.size());
    PbrainSpec spec;
    const auto comma = rest.find(',');
    spec.path = rest.substr(0, comma);
    if (spec.path.starts_with("path=")) spec.path = spec.path.substr(5);
    if (spec.path.empty())
        throw engine::SpecError(fmt::format(
            "'{}': give the engine's program, e.g. pbrain:./pbrain-rapfi,time=1s", text));
    if (comma == std::string::npos) return spec;
    const engine::PlayerSpec params = engine::parse_player_spec("pbrain:" + rest.substr(comma + 1));
    for (const auto& [key, value] : params.params) {
        if (key != "time" && key != "game" && key != "inc" && key != "memory")
            throw engine::SpecError(
                fmt::format("unknown parameter '{}' for pbrain in '{}'; valid: time (a move), "
                            "game (the whole game), inc (added after each move), memory (MB)",
                            key, text));
    }
    spec.clock = external_engine_clock(params, text, spec.clock.turn);
    spec.memory = params.get_count("memory", spec.memory >> 20) << 20;
    return spec;
}

EngineReport parse_engine_message(const std::string& message) {
    EngineReport report;
    const std::string text = core::lowercase(message);
    int value = 0;
    std::string depth = value_after(text, "depth");
    depth = depth.substr(0, depth.find('-'));  // "19-39": the nominal depth, then the selective
    if (parse_int(depth, value)) report.depth = value;
    std::string score = value_after(text, "eval");
    if (score.empty()) score = value_after(text, "score");
    if (score.empty()) score = value_after(text, "ev");
    if (score.empty()) return report;
    const std::size_t mate = score.find('m');
    if (mate != std::string::npos && mate <= 1) {
        int plies = 0;
        if (parse_int(std::string_view(score).substr(mate + 1), plies)) {
            const bool losing = score.front() == '-';
            report.score_text = fmt::format("{} in {} (engine)", losing ? "loss" : "win", plies);
        }
    } else if (parse_int(score, value)) {
        report.score = value;
        report.score_text = fmt::format("{:+}", value);
    }
    return report;
}

PbrainPlayer::PbrainPlayer(std::string spec_text, PbrainSpec spec, std::chrono::milliseconds margin)
    : EngineProcessPlayer(std::move(spec_text), spec.path, margin), spec_(std::move(spec)) {}

PbrainPlayer::~PbrainPlayer() {
    end(std::chrono::milliseconds(100));
}

void PbrainPlayer::end(std::chrono::milliseconds grace) {
    stop_process("END", grace);
}

PbrainPlayer::Reply PbrainPlayer::read_reply(const std::string& waiting_for, TimePoint deadline,
                                             bool start_up) {
    Reply reply;
    for (;;) {
        const std::string line = next_line(waiting_for, deadline, start_up, reply.errors);
        // Messages and debug output may come at any time; they are not the answer.
        if (starts_with_word(line, "MESSAGE")) {
            if (reply.messages.size() == kMaxMessages) reply.messages.erase(reply.messages.begin());
            reply.messages.push_back(rest_of(line, "MESSAGE"));
            continue;
        }
        if (starts_with_word(line, "DEBUG") || core::trim(line).empty()) continue;
        // While a move is awaited, an ERROR or UNKNOWN is about some other line (e.g. an INFO
        // that reached an engine still finishing its last search): the managers read on until
        // a move comes, and so does the arena, keeping what was said for the record.
        if (!start_up && (starts_with_word(line, "ERROR") || starts_with_word(line, "UNKNOWN"))) {
            if (reply.errors.size() < kMaxNote)
                reply.errors += (reply.errors.empty() ? "" : " / ") + std::string(core::trim(line));
            continue;
        }
        reply.line = std::string(core::trim(line));
        return reply;
    }
}

void PbrainPlayer::start(const engine::Game& game, const GameClock& clock,
                         std::chrono::milliseconds timeout) {
    const engine::BoardView view = game.board_view();
    if (view.rows <= 0 || view.columns <= 0 ||
        view.cell_names.size() != static_cast<std::size_t>(view.rows * view.columns))
        throw EngineStartError(
            fmt::format("{} has no board of cells for a Gomocup engine", game.name()));
    const auto deadline = Clock::now() + timeout;
    launch({}, clock);
    const bool square = view.rows == view.columns;
    process_->write_line(square ? fmt::format("START {}", view.columns)
                                : fmt::format("RECTSTART {},{}", view.columns, view.rows));
    const std::string answer = read_reply("OK to START", deadline, true).line;
    if (!starts_with_word(answer, "OK"))
        fail(fmt::format("refused START: '{}'", answer), true, false);
    const TimeControl& control = clock.control();
    // With a game budget and no turn limit, a move may take what is left of the game.
    const auto turn = control.turn.count() > 0 ? control.turn : control.game;
    process_->write_line(fmt::format("INFO timeout_turn {}", turn.count()));
    process_->write_line(fmt::format("INFO timeout_match {}", control.game.count()));
    process_->write_line(fmt::format("INFO max_memory {}", spec_.memory));
    process_->write_line("INFO game_type 1");  // the opponent is a program
    process_->write_line(fmt::format("INFO rule {}", gomocup_rule(game.options())));
    // Any answer to ABOUT (UNKNOWN included) says the INFO lines before it were processed.
    process_->write_line("ABOUT");
    (void)read_reply("an answer to ABOUT", deadline, true);
}

void PbrainPlayer::send_position(const engine::Game& game, const engine::BoardView& view) {
    const auto cell_of = [&](const std::string& move) {
        const auto it = std::find(view.cell_names.begin(), view.cell_names.end(), move);
        return it == view.cell_names.end() ? -1 : static_cast<int>(it - view.cell_names.begin());
    };
    const auto coordinates = [&](int cell) {
        return fmt::format("{},{}", cell % view.columns, cell / view.columns);
    };
    const int me = game.side_to_move();
    const auto history = game.history();
    const bool board_empty =
        std::all_of(view.cells.begin(), view.cells.end(), [](int c) { return c == 0; });
    const bool one_new_move = !known_.empty() && history.size() == known_.size() + 1 &&
                              std::equal(known_.begin(), known_.end(), history.begin()) &&
                              cell_of(history.back()) >= 0;
    if (board_empty) {
        process_->write_line("BEGIN");
        return;
    }
    if (one_new_move) {
        process_->write_line("TURN " + coordinates(cell_of(history.back())));
        return;
    }
    // Anything else (an opening, a position set from text): every stone, the ones the history
    // does not tell (a start position) first, then the moves in the order they were played, as
    // the managers send them (a renju engine replays them in order).
    std::vector<int> played;
    for (const auto& move : history) played.push_back(cell_of(move));
    process_->write_line("BOARD");
    const auto send_cell = [&](int cell) {
        const int owner = view.cells[static_cast<std::size_t>(cell)] - 1;
        process_->write_line(fmt::format("{},{}", coordinates(cell), owner == me ? 1 : 2));
    };
    for (int cell = 0; cell < static_cast<int>(view.cells.size()); ++cell)
        if (view.cells[static_cast<std::size_t>(cell)] != 0 &&
            std::find(played.begin(), played.end(), cell) == played.end())
            send_cell(cell);
    for (const int cell : played)
        if (cell >= 0 && view.cells[static_cast<std::size_t>(cell)] != 0) send_cell(cell);
    process_->write_line("DONE");
}

engine::MoveChoice PbrainPlayer::choose(const engine::Game& game, const engine::MoveRequest&) {
    if (!process_ || clock_ == nullptr) fail("was not started", false, false);
    const engine::BoardView view = game.board_view();
    const auto started = Clock::now();
    process_->write_line(fmt::format("INFO time_left {}", clock_->game_left().count()));
    send_position(game, view);

    const Reply reply = read_reply("move", started + clock_->move_limit() + margin_, false);
    const std::string& answer = reply.line;
    engine::MoveChoice choice;
    const auto comma = answer.find(',');
    int x = -1;
    int y = -1;
    if (comma == std::string::npos || !parse_int(std::string_view(answer).substr(0, comma), x) ||
        !parse_int(std::string_view(answer).substr(comma + 1), y) || x < 0 || y < 0 ||
        x >= view.columns || y >= view.rows) {
        // Not a cell: passed on as it is, so that the arena reports it as an illegal move.
        choice.move = core::printable(fmt::format("(engine said '{}')", answer));
        return choice;
    }
    // The cell's name whatever is on it: a move onto a stone is reported as that move.
    choice.move = view.cell_names[static_cast<std::size_t>(y * view.columns + x)];
    // What the engine reported: the last depth and score of any of its messages, and the
    // messages themselves as the note.
    std::string note = reply.errors;
    for (const auto& message : reply.messages) {
        const EngineReport report = parse_engine_message(message);
        if (report.depth) choice.info.depth = *report.depth;
        if (!report.score_text.empty()) {
            choice.info.score = report.score;
            choice.info.score_text = report.score_text;
        }
        if (note.size() < kMaxNote) note += (note.empty() ? "" : " / ") + message;
    }
    if (note.size() > kMaxNote) note = note.substr(0, kMaxNote) + "...";
    choice.info.note = core::printable(note.empty() ? fmt::format("pbrain {},{}", x, y) : note);
    known_ = game.history();
    known_.push_back(choice.move);
    return choice;
}

}  // namespace plies::arena
