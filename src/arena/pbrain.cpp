#include "arena/pbrain.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "arena/players.hpp"

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;

// Cells of a move in the view (-1 if the move is not a cell of the board).
int cell_of(const engine::BoardView& view, const std::string& move) {
    const auto it = std::find(view.cell_moves.begin(), view.cell_moves.end(), move);
    return it == view.cell_moves.end() ? -1 : static_cast<int>(it - view.cell_moves.begin());
}

std::string coordinates(const engine::BoardView& view, int cell) {
    return fmt::format("{},{}", cell % view.columns, cell / view.columns);
}

bool parse_int(std::string_view text, int& out) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && ptr == text.data() + text.size();
}

bool starts_with_word(const std::string& line, std::string_view word) {
    return line.size() >= word.size() &&
           std::equal(word.begin(), word.end(), line.begin(), [](char a, char b) {
               return a == std::toupper(static_cast<unsigned char>(b));
           });
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
        if (key != "time")
            throw engine::SpecError(
                fmt::format("unknown parameter '{}' for pbrain in '{}'; valid: time", key, text));
    }
    spec.time = params.get_duration("time", spec.time);
    return spec;
}

PbrainPlayer::PbrainPlayer(std::string spec_text, PbrainSpec spec, std::chrono::milliseconds margin)
    : spec_text_(std::move(spec_text)), spec_(std::move(spec)), margin_(margin) {}

PbrainPlayer::~PbrainPlayer() {
    if (process_) {
        process_->write_line("END");
        process_->finish(std::chrono::milliseconds(200));
    }
}

std::string PbrainPlayer::read_reply(const std::string& waiting_for, Clock::time_point deadline) {
    for (;;) {
        auto line = process_->read_line(deadline);
        if (!line) {
            if (process_->closed()) {
                process_->finish(std::chrono::milliseconds(100));
                throw engine::Error(fmt::format("engine '{}' stopped while we waited for {} ({})",
                                                spec_.path, waiting_for,
                                                process_->exit_description()));
            }
            process_->kill();
            throw PlayerTimeout(fmt::format("engine '{}' gave no {} within {} ms (+{} ms margin)",
                                            spec_.path, waiting_for, spec_.time.count(),
                                            margin_.count()));
        }
        // Messages and debug output may come at any time; they are not the answer.
        if (starts_with_word(*line, "MESSAGE") || starts_with_word(*line, "DEBUG") ||
            starts_with_word(*line, "SUGGEST") || line->empty())
            continue;
        if (starts_with_word(*line, "ERROR") || starts_with_word(*line, "UNKNOWN"))
            throw engine::Error(fmt::format("engine '{}' answered '{}'", spec_.path, *line));
        return *line;
    }
}

void PbrainPlayer::start(const engine::Game& game, const engine::BoardView& view) {
    process_ = std::make_unique<ChildProcess>(spec_.path);
    const bool square = view.rows == view.columns;
    process_->write_line(square ? fmt::format("START {}", view.columns)
                                : fmt::format("RECTSTART {},{}", view.columns, view.rows));
    // Starting may load files; allow at least a few seconds whatever the turn time.
    const auto start_time = std::max(spec_.time + margin_, std::chrono::milliseconds(3000));
    const std::string answer = read_reply("OK to START", Clock::now() + start_time);
    if (!starts_with_word(answer, "OK"))
        throw engine::Error(fmt::format("engine '{}' refused START: '{}'", spec_.path, answer));
    const long long match_ms = spec_.time.count() * std::max(1, game.max_game_length());
    process_->write_line(fmt::format("INFO timeout_turn {}", spec_.time.count()));
    process_->write_line(fmt::format("INFO timeout_match {}", match_ms));
    process_->write_line(fmt::format("INFO time_left {}", match_ms));
    process_->write_line("INFO game_type 1");  // the opponent is a program
    // Gomocup's rule field: 0 freestyle, 1 exactly five, 4 renju.
    const auto options = game.options();
    if (const auto rule = options.find("rule"); rule != options.end()) {
        if (rule->second == "freestyle") process_->write_line("INFO rule 0");
        if (rule->second == "standard" || rule->second == "exact")
            process_->write_line("INFO rule 1");
        if (rule->second == "renju") process_->write_line("INFO rule 4");
    }
}

engine::MoveChoice PbrainPlayer::choose(const engine::Game& game, const engine::MoveRequest&) {
    const engine::BoardView view = game.board_view();
    if (view.rows <= 0 || view.columns <= 0 ||
        view.cell_moves.size() != static_cast<std::size_t>(view.rows * view.columns))
        throw engine::Error(
            fmt::format("{} has no board of cells for a Gomocup engine", game.name()));
    if (!process_) start(game, view);

    const int me = game.side_to_move();
    const auto history = game.history();
    const bool board_empty =
        std::all_of(view.cells.begin(), view.cells.end(), [](int c) { return c == 0; });
    const bool one_new_move = history.size() == known_.size() + 1 &&
                              std::equal(known_.begin(), known_.end(), history.begin()) &&
                              cell_of(view, history.back()) >= 0;
    if (board_empty) {
        process_->write_line("BEGIN");
    } else if (one_new_move) {
        process_->write_line("TURN " + coordinates(view, cell_of(view, history.back())));
    } else {
        // Anything else (an opening, a position set from text): the whole board, in the order
        // the moves were played where the history tells it, then any other stones.
        process_->write_line("BOARD");
        std::vector<bool> sent(view.cells.size(), false);
        auto send_cell = [&](int cell) {
            if (cell < 0 || sent[static_cast<std::size_t>(cell)] ||
                view.cells[static_cast<std::size_t>(cell)] == 0)
                return;
            sent[static_cast<std::size_t>(cell)] = true;
            const int owner = view.cells[static_cast<std::size_t>(cell)] - 1;
            process_->write_line(
                fmt::format("{},{}", coordinates(view, cell), owner == me ? 1 : 2));
        };
        for (const auto& move : history) send_cell(cell_of(view, move));
        for (int cell = 0; cell < static_cast<int>(view.cells.size()); ++cell) send_cell(cell);
        process_->write_line("DONE");
    }

    const std::string answer = read_reply("move", Clock::now() + spec_.time + margin_);
    engine::MoveChoice choice;
    const auto comma = answer.find(',');
    int x = -1;
    int y = -1;
    if (comma == std::string::npos || !parse_int(std::string_view(answer).substr(0, comma), x) ||
        !parse_int(std::string_view(answer).substr(comma + 1), y) || x < 0 || y < 0 ||
        x >= view.columns || y >= view.rows) {
        // Not a cell: passed on as it is, so that the arena reports it as an illegal move.
        choice.move = fmt::format("(engine said '{}')", answer);
        return choice;
    }
    choice.move = view.cell_moves[static_cast<std::size_t>(y * view.columns + x)];
    choice.info.note = fmt::format("pbrain {},{}", x, y);
    known_ = history;
    known_.push_back(choice.move);
    return choice;
}

}  // namespace plies::arena
