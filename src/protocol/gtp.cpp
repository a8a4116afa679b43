#include "protocol/gtp.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <istream>
#include <ostream>

#include <fmt/format.h>

#include "core/text.hpp"
#include "engine/errors.hpp"
#include "engine/registry.hpp"

namespace plies::protocol {

namespace {

constexpr std::array<std::string_view, 16> kCommands{
    "protocol_version", "name",        "version",       "known_command", "list_commands", "quit",
    "boardsize",        "clear_board", "komi",          "play",          "genmove",       "undo",
    "showboard",        "final_score", "time_settings", "time_left",
};

// The first word of `text` and the rest after it.
std::pair<std::string_view, std::string_view> split_word(std::string_view text) {
    text = core::trim(text);
    const std::size_t space = text.find_first_of(" \t");
    if (space == std::string_view::npos) return {text, {}};
    return {text.substr(0, space), core::trim(text.substr(space + 1))};
}

double parse_seconds(std::string_view text, std::string_view what) {
    const auto value = core::parse_whole<int>(text);
    if (!value || *value < 0)
        throw engine::Error(
            fmt::format("{} must be a whole number of seconds, not '{}'", what, std::string(text)));
    return *value;
}

// A time to think from `seconds` of the clock, a tenth left for the answer to reach the
// controller; at least a millisecond.
std::chrono::milliseconds with_answer_margin(double seconds) {
    return std::max(std::chrono::milliseconds(1),
                    std::chrono::milliseconds(static_cast<long>(seconds * 900)));
}

}  // namespace

GtpEngine::GtpEngine(std::ostream& out, GtpConfig config)
    : out_(out), config_(std::move(config)), game_(engine::create_game(config_.game)) {
    player_ = engine::create_player(*game_, config_.player.empty() ? "strong" : config_.player);
}

bool GtpEngine::handle_line(std::string_view line) {
    // GTP: control characters but tab and newline are removed, tabs are spaces, '#' starts a
    // comment; an empty line is no command.
    std::string clean;
    for (char c : line.substr(0, line.find('#'))) {
        if (c == '\t') c = ' ';
        if (static_cast<unsigned char>(c) >= 32 && c != 127) clean += c;
    }
    auto [first, rest] = split_word(clean);
    if (first.empty()) return true;
    std::string id;
    if (std::all_of(first.begin(), first.end(), [](char c) { return std::isdigit(c) != 0; })) {
        id = std::string(first);
        std::tie(first, rest) = split_word(rest);
    }
    bool quit = false;
    try {
        // An answer ends at its first empty line: none may come before.
        const std::string text = run(core::lowercase(first), rest, quit);
        std::string result;
        for (std::size_t start = 0; start < text.size();) {
            const std::size_t end = std::min(text.find('\n', start), text.size());
            const std::string_view text_line = std::string_view(text).substr(start, end - start);
            if (!core::trim(text_line).empty())
                result += fmt::format("{}{}", result.empty() ? "" : "\n", text_line);
            start = end + 1;
        }
        out_ << '=' << id << (result.empty() ? "" : " ") << result << "\n\n" << std::flush;
    } catch (const engine::Error& e) {
        out_ << '?' << id << ' ' << core::printable(e.what()) << "\n\n" << std::flush;
    }
    return !quit;
}

std::string GtpEngine::run(std::string_view command, std::string_view args, bool& quit) {
    if (command == "protocol_version") return "2";
    if (command == "name") return "plies";
    if (command == "version") return "1";
    if (command == "known_command")
        return std::find(kCommands.begin(), kCommands.end(), core::lowercase(args)) !=
                       kCommands.end()
                   ? "true"
                   : "false";
    if (command == "list_commands") {
        std::string list;
        for (const auto name : kCommands)
            list += fmt::format("{}{}", list.empty() ? "" : "\n", name);
        return list;
    }
    if (command == "quit") {
        quit = true;
        return {};
    }
    if (command == "boardsize") {
        const auto size = core::parse_whole<int>(args);
        const int ours = game_->board_view().columns;
        if (!size || *size != ours) throw engine::Error("unacceptable size");
        game_ = engine::create_game(config_.game);
        return {};
    }
    if (command == "clear_board") {
        game_ = engine::create_game(config_.game);
        return {};
    }
    if (command == "komi") return {};
    if (command == "play") return play(args);
    if (command == "genmove") return genmove(args);
    if (command == "undo") {
        if (!game_->can_undo()) throw engine::Error("cannot undo");
        game_->undo();
        return {};
    }
    if (command == "showboard") return game_->render();
    if (command == "final_score") return final_score();
    if (command == "time_settings") {
        const auto [main, rest] = split_word(args);
        const auto [byo_yomi, stones] = split_word(rest);
        main_time_ = parse_seconds(main, "the main time");
        byo_yomi_time_ = parse_seconds(byo_yomi, "the byo-yomi time");
        byo_yomi_stones_ = static_cast<int>(parse_seconds(stones, "the byo-yomi stones"));
        time_left_[0] = time_left_[1] = -1;
        return {};
    }
    if (command == "time_left") {
        const auto [colour_text, rest] = split_word(args);
        const auto [seconds, stones] = split_word(rest);
        const int colour = colour_of(colour_text);
        time_left_[colour] = parse_seconds(seconds, "the time left");
        stones_left_[colour] = static_cast<int>(parse_seconds(stones, "the stones"));
        return {};
    }
    throw engine::Error("unknown command");
}

int GtpEngine::colour_of(std::string_view text) const {
    const std::string colour = core::lowercase(text);
    if (colour == "b" || colour == "black") return 0;
    if (colour == "w" || colour == "white") return 1;
    throw engine::Error(fmt::format("invalid color '{}' (b, black, w or white)", colour));
}

void GtpEngine::pass_until(int colour) {
    if (game_->outcome() != engine::Outcome::ongoing || game_->side_to_move() == colour) return;
    const auto moves = game_->legal_moves();
    if (moves.size() == 1 && moves.front() == "pass") game_->play("pass");
}

std::string GtpEngine::play(std::string_view args) {
    const auto [colour_text, vertex] = split_word(args);
    const int colour = colour_of(colour_text);
    if (vertex.empty()) throw engine::Error("play takes a color and a vertex");
    const std::string move = core::lowercase(vertex);
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("illegal move");
    // A pass of a side that is not to move: nothing happens (the controller passes for the
    // side that has just passed in our record).
    if (move == "pass" && game_->side_to_move() != colour) return {};
    pass_until(colour);
    if (game_->side_to_move() != colour)
        throw engine::Error("illegal move (not that color's turn)");
    try {
        game_->play(move);
    } catch (const engine::Error& e) {
        throw engine::Error(fmt::format("illegal move ({})", e.what()));
    }
    return {};
}

std::string GtpEngine::genmove(std::string_view args) {
    const int colour = colour_of(args);
    if (game_->outcome() != engine::Outcome::ongoing) return "pass";
    pass_until(colour);
    if (game_->side_to_move() != colour)
        throw engine::Error(fmt::format("{} is not to move", colour == 0 ? "black" : "white"));
    engine::MoveRequest request;
    request.limits = move_limits(colour);
    const engine::MoveChoice choice = player_->choose(*game_, request);
    game_->play(choice.move);
    return choice.move;
}

std::chrono::milliseconds GtpEngine::move_time(int colour) const {
    using std::chrono::milliseconds;
    if (main_time_ < 0) return config_.default_move_time;
    // Our moves still to come: half the legal game length left, at least a few.
    const int moves_left =
        std::max(4, (game_->max_game_length() - static_cast<int>(game_->history().size()) + 1) / 2);
    const double left = seconds_left(colour);
    const bool in_byo_yomi = byo_yomi_stones_ > 0 && (left <= 0 || stones_left_[colour] > 0);
    double budget = 0;
    if (in_byo_yomi) {
        const int stones = stones_left_[colour] > 0 ? stones_left_[colour] : byo_yomi_stones_;
        const double period = time_left_[colour] > 0 ? time_left_[colour] : byo_yomi_time_;
        budget = period / stones;
    } else if (left > 0) {
        budget = left / moves_left;
        if (byo_yomi_stones_ > 0) budget += byo_yomi_time_ / byo_yomi_stones_;
    } else {
        return milliseconds(1);  // no time at all: the quickest answer
    }
    return with_answer_margin(budget);
}

double GtpEngine::seconds_left(int colour) const {
    return time_left_[colour] >= 0 ? time_left_[colour] : main_time_;
}

core::SearchLimits GtpEngine::move_limits(int colour) const {
    core::SearchLimits limits;
    limits.time = move_time(colour);
    limits.game_left = game_left(colour);
    return limits;
}

std::chrono::milliseconds GtpEngine::game_left(int colour) const {
    // Sudden death only: with byo-yomi the periods, not the game, bound the moves.
    if (main_time_ <= 0 || byo_yomi_stones_ > 0 || byo_yomi_time_ > 0) return {};
    return with_answer_margin(seconds_left(colour));
}

std::string GtpEngine::final_score() const {
    if (game_->outcome() == engine::Outcome::ongoing) throw engine::Error("the game is not over");
    // The discs (cells 1 black, 2 white), and the empty squares go to the winner.
    const auto cells = game_->board_view().cells;
    const int black = static_cast<int>(std::count(cells.begin(), cells.end(), 1));
    const int white = static_cast<int>(std::count(cells.begin(), cells.end(), 2));
    const int empties = static_cast<int>(cells.size()) - black - white;
    if (black == white) return "0";
    return black > white ? fmt::format("B+{}", black + empties - white)
                         : fmt::format("W+{}", white + empties - black);
}

int run_gtp(std::istream& in, std::ostream& out, GtpConfig config) {
    in.tie(nullptr);
    GtpEngine engine(out, std::move(config));
    std::string line;
    while (std::getline(in, line)) {
        if (!engine.handle_line(line)) return 0;
    }
    return 0;
}

}  // namespace plies::protocol
