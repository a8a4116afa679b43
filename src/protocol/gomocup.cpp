#include "protocol/gomocup.hpp"

#include <algorithm>
#include <cctype>
#include <istream>

#include <fmt/format.h>

#include "core/text.hpp"

namespace plies::protocol {
namespace {

using core::trim;

// A whole decimal integer (optional minus sign), nothing else.
std::optional<std::int64_t> parse_integer(std::string_view text) {
    return core::parse_whole<std::int64_t>(trim(text));
}

// Splits "a,b,c" into integers; nullopt unless there are exactly `count` of them.
std::optional<std::vector<std::int64_t>> parse_fields(std::string_view text, std::size_t count) {
    std::vector<std::int64_t> values;
    while (true) {
        const auto comma = text.find(',');
        const auto value = parse_integer(text.substr(0, comma));
        if (!value) return std::nullopt;
        values.push_back(*value);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    if (values.size() != count) return std::nullopt;
    return values;
}

constexpr std::int64_t kUnlimitedTime = 2147483647;  // `INFO time_left` when unlimited

gomoku::Point first_empty_point(const gomoku::Board& board) {
    for (gomoku::Point p = 0; p < gomoku::kCells; ++p)
        if (board.on_board(p) && board.empty_at(p)) return p;
    return gomoku::kNoPoint;
}

bool has_legal_move(const gomoku::Board& board) {
    for (gomoku::Point p = 0; p < gomoku::kCells; ++p)
        if (board.is_legal_for(board.side_to_move(), p)) return true;
    return false;
}

}  // namespace

gomoku::Rule rule_from_bits(int bits) {
    if ((bits & 4) != 0) return gomoku::Rule::renju;
    if ((bits & (1 | 8)) != 0) return gomoku::Rule::standard;
    return gomoku::Rule::freestyle;
}

MoveBudget move_budget(const InfoSettings& info, int empty_points) {
    using std::chrono::milliseconds;
    if (info.timeout_turn <= 0) return {milliseconds{5}, milliseconds{50}};
    // The manager's own limit for this move (GomocupJudge: min(turn, match time left)).
    std::int64_t limit = info.timeout_turn;
    const bool timed_match = info.time_left && *info.time_left < kUnlimitedTime;
    if (timed_match) limit = std::min(limit, *info.time_left);
    // Spread the match time over the moves that may still come: about one move in five of the
    // empty points, between 10 and 40 moves.
    std::int64_t target = limit;
    if (timed_match)
        target = std::min(target, *info.time_left / std::clamp(empty_points / 5, 10, 40));
    // The engine stops at its limit within a millisecond or two (it checks the clock every 1024
    // nodes), but a loaded machine delays threads: a tenth of the target (30 ms to 1 s) is kept
    // back, and the watchdog answers at 90% of the manager's limit whatever the search does. (A
    // quarter was kept back before, and the engine stopped at half its limit: 50-56% of the turn
    // went unused.)
    const std::int64_t margin = std::clamp<std::int64_t>(target / 10, 30, 1000);
    const std::int64_t deadline =
        std::max<std::int64_t>(limit - std::max<std::int64_t>(limit / 10, 15), 2);
    const std::int64_t search =
        std::clamp<std::int64_t>(target - margin, 1, std::max<std::int64_t>(deadline - 20, 1));
    return {milliseconds{search}, milliseconds{deadline}};
}

Brain::Brain(std::ostream& out, BrainConfig config) : out_(out), config_(std::move(config)) {}

Brain::~Brain() {
    shutdown();
}

void Brain::shutdown() {
    if (search_) {
        search_->cancel();
        search_.reset();
    }
}

void Brain::wait_idle() {
    if (search_) {
        search_->wait();
        search_.reset();
    }
}

void Brain::write_line(const std::string& text) {
    std::lock_guard lock(out_mutex_);
    out_ << text << '\n' << std::flush;
}

void Brain::flush_pending_messages() {
    for (const auto& message : pending_messages_) write_line("MESSAGE " + message);
    pending_messages_.clear();
}

bool Brain::handle_line(std::string_view raw) {
    if (ended_) return false;
    const auto received = Clock::now();
    const std::string_view line = trim(raw);
    if (in_board_) {
        handle_board_line(line, received);
        return true;
    }
    if (line.empty()) return true;
    const auto space = line.find_first_of(" \t");
    const std::string command = core::uppercase(line.substr(0, space));
    const std::string_view args =
        space == std::string_view::npos ? std::string_view{} : trim(line.substr(space));

    // While a move is being searched only END and YXSTOP act at once; anything else waits for
    // the answer (the manager sends nothing else before it).
    if (search_) {
        if (command == "END") {
            shutdown();
            ended_ = true;
            return false;
        }
        if (command == "YXSTOP") {
            search_->stop_now();
            wait_idle();
            return true;
        }
        wait_idle();
    }
    if (command == "END") {
        ended_ = true;
        return false;
    }
    handle_command(command, args, received);
    return true;
}

void Brain::handle_command(const std::string& command, std::string_view args,
                           Clock::time_point received) {
    if (command == "INFO") {
        handle_info(args);
        return;
    }
    flush_pending_messages();
    if (command == "START") {
        handle_start(args);
    } else if (command == "RECTSTART") {
        write_line("ERROR rectangular boards are not supported; use START with a size of 15 to 20");
    } else if (command == "RESTART") {
        if (size_ == 0) {
            write_line("ERROR no game to restart; send START first");
            return;
        }
        stones_.clear();
        write_line("OK");
    } else if (command == "ABOUT") {
        write_line(fmt::format(R"(name="{}", version="{}", author="the plies authors")",
                               config_.name, config_.version));
    } else if (command == "BEGIN") {
        if (size_ == 0) {
            write_line("ERROR no board; send START first");
        } else if (!args.empty()) {
            write_line("ERROR BEGIN takes no arguments");
        } else {
            answer_move(received);
        }
    } else if (command == "TURN") {
        handle_turn(args, received);
    } else if (command == "BOARD") {
        if (size_ == 0) {
            write_line("ERROR no board; send START first");
            // The stone lines and DONE that follow are still read, so they are not taken
            // for commands.
        }
        in_board_ = true;
        board_lines_.clear();
        board_error_.clear();
    } else if (command == "TAKEBACK") {
        handle_takeback(args);
    } else if (command == "YXSTOP" || command == "STOP") {
        // Nothing is being searched: nothing to stop, nothing to answer.
    } else if (command == "DONE") {
        write_line("ERROR DONE without BOARD");
    } else {
        write_line(fmt::format("UNKNOWN unknown command {}", command));
    }
}

void Brain::handle_info(std::string_view args) {
    const auto space = args.find_first_of(" \t");
    const std::string key = core::lowercase(args.substr(0, space));
    const std::string_view value =
        space == std::string_view::npos ? std::string_view{} : trim(args.substr(space));
    // Keys without a numeric value (folder, evaluate) and unknown keys are ignored (spec §3).
    static const std::vector<std::string> numeric = {"timeout_turn", "timeout_match", "time_left",
                                                     "max_memory",   "game_type",     "rule"};
    if (std::find(numeric.begin(), numeric.end(), key) == numeric.end()) return;
    const auto number = parse_integer(value);
    // INFO is never answered; a complaint waits for the next reply (spec §2).
    if (!number) {
        pending_messages_.push_back(
            fmt::format("ignored INFO {} '{}': not an integer", key, value));
        return;
    }
    // Times beyond "unlimited" (2^31 - 1 ms, about 24 days) mean unlimited, below 0 nothing
    // left: clamped so that no deadline arithmetic can overflow.
    const std::int64_t milliseconds = std::clamp<std::int64_t>(*number, 0, kUnlimitedTime);
    if (key == "timeout_turn") info_.timeout_turn = milliseconds;
    if (key == "timeout_match") info_.timeout_match = milliseconds;
    if (key == "time_left") info_.time_left = milliseconds;
    if (key == "max_memory") info_.max_memory = *number;
    if (key == "game_type") info_.game_type = static_cast<int>(*number);
    if (key == "rule") {
        info_.rule_bits = static_cast<int>(*number);
        if ((info_.rule_bits & 8) != 0)
            pending_messages_.push_back("caro is not supported; playing standard (exactly five)");
    }
}

void Brain::handle_start(std::string_view args) {
    const auto size = parse_integer(args);
    if (!size) {
        write_line("ERROR START needs a board size, e.g. START 15");
        return;
    }
    if (*size < gomoku::kMinSize || *size > gomoku::kMaxSize) {
        write_line(fmt::format("ERROR unsupported board size {}; plies plays {} to {}", *size,
                               gomoku::kMinSize, gomoku::kMaxSize));
        return;
    }
    size_ = static_cast<int>(*size);
    stones_.clear();
    // The engine (its hash tables: about 37 ms to allocate and clear) is made now, on the start-up
    // clock: made at the first move, it cost that move its answer (the search ran its full
    // budget after it, and the watchdog answered the greedy fallback).
    if (!engine_) engine_ = std::make_unique<gomoku::Engine>(config_.table_bytes);
    write_line("OK");
}

std::optional<std::pair<int, int>> Brain::parse_xy(std::string_view text) const {
    const auto fields = parse_fields(text, 2);
    if (!fields) return std::nullopt;
    const auto x = (*fields)[0];
    const auto y = (*fields)[1];
    if (x < 0 || y < 0 || x >= size_ || y >= size_) return std::nullopt;
    return std::pair{static_cast<int>(x), static_cast<int>(y)};
}

int Brain::find_stone(int x, int y) const {
    for (std::size_t i = 0; i < stones_.size(); ++i)
        if (stones_[i].x == x && stones_[i].y == y) return static_cast<int>(i);
    return -1;
}

void Brain::handle_turn(std::string_view args, Clock::time_point received) {
    if (size_ == 0) {
        write_line("ERROR no board; send START first");
        return;
    }
    const auto xy = parse_xy(args);
    if (!xy) {
        write_line(fmt::format("ERROR TURN needs x,y with 0 <= x,y < {}, not '{}'", size_, args));
        return;
    }
    if (find_stone(xy->first, xy->second) >= 0) {
        write_line(fmt::format("ERROR {},{} is already taken", xy->first, xy->second));
        return;
    }
    stones_.push_back({xy->first, xy->second, false});
    answer_move(received);
}

void Brain::handle_takeback(std::string_view args) {
    if (size_ == 0) {
        write_line("ERROR no board; send START first");
        return;
    }
    const auto xy = parse_xy(args);
    if (!xy) {
        write_line(
            fmt::format("ERROR TAKEBACK needs x,y with 0 <= x,y < {}, not '{}'", size_, args));
        return;
    }
    const int i = find_stone(xy->first, xy->second);
    if (i < 0) {
        write_line(fmt::format("ERROR no stone at {},{} to take back", xy->first, xy->second));
        return;
    }
    stones_.erase(stones_.begin() + i);
    write_line("OK");
}

void Brain::handle_board_line(std::string_view line, Clock::time_point received) {
    if (core::uppercase(line) == "DONE") {
        in_board_ = false;
        if (size_ == 0) return;  // already answered ERROR at BOARD
        if (!board_error_.empty()) {
            write_line("ERROR " + board_error_);
            return;
        }
        stones_ = board_lines_;
        answer_move(received);
        return;
    }
    if (line.empty() || size_ == 0 || !board_error_.empty()) return;
    const auto fields = parse_fields(line, 3);
    if (!fields) {
        board_error_ = fmt::format("bad BOARD line '{}': expected x,y,field", line);
        return;
    }
    const auto x = (*fields)[0];
    const auto y = (*fields)[1];
    const auto field = (*fields)[2];
    if (x < 0 || y < 0 || x >= size_ || y >= size_) {
        board_error_ = fmt::format("BOARD stone {},{} is off the {}x{} board", x, y, size_, size_);
        return;
    }
    if (field == 3) {
        board_error_ = "continuous games (field 3) are not supported";
        return;
    }
    if (field != 1 && field != 2) {
        board_error_ =
            fmt::format("bad BOARD field {} in '{}': 1 = own stone, 2 = opponent's", field, line);
        return;
    }
    for (const auto& stone : board_lines_) {
        if (stone.x == x && stone.y == y) {
            board_error_ = fmt::format("BOARD has two stones at {},{}", x, y);
            return;
        }
    }
    board_lines_.push_back({static_cast<int>(x), static_cast<int>(y), field == 1});
}

std::optional<gomoku::Board> Brain::build_board(std::string& error) const {
    const gomoku::Rule rule = rule_from_bits(info_.rule_bits);
    int own = 0;
    for (const auto& stone : stones_) own += stone.own ? 1 : 0;
    const int theirs = static_cast<int>(stones_.size()) - own;
    // Black moves when both have as many stones, white when black has one more.
    gomoku::Color brain = gomoku::Color::black;
    if (theirs == own + 1) {
        brain = gomoku::Color::white;
    } else if (theirs != own) {
        if (rule == gomoku::Rule::renju) {
            error = fmt::format(
                "under renju the brain to move must have as many stones as the opponent or one "
                "fewer, not {} against {}",
                own, theirs);
            return std::nullopt;
        }
        // Freestyle and standard treat both colours alike: any count will do.
        brain = own <= theirs ? gomoku::Color::white : gomoku::Color::black;
    }
    gomoku::Board board(size_, rule);
    for (const auto& stone : stones_) {
        const gomoku::Color colour = stone.own ? brain : gomoku::opponent(brain);
        const gomoku::Point p = gomoku::make_point(stone.x, stone.y);
        // A stone that completes a five (by its colour's rule) means the game is over.
        if (board.makes_five(colour, p)) {
            error = fmt::format("the game is over: {},{} completes a five", stone.x, stone.y);
            return std::nullopt;
        }
        board.put(p, colour);
    }
    board.set_side_to_move(brain);
    if (board.full()) {
        error = "the board is full";
        return std::nullopt;
    }
    return board;
}

void Brain::answer_move(Clock::time_point received) {
    std::string error;
    auto board = build_board(error);
    if (!board) {
        write_line("ERROR " + error);
        return;
    }
    // No legal point: under renju black may have only forbidden points left. An answer is
    // still owed (a silent brain is a time forfeit): the first empty point, which the manager
    // judges as the loss it is; a full board is an error.
    if (!has_legal_move(*board)) {
        const gomoku::Point any = first_empty_point(*board);
        if (any == gomoku::kNoPoint) {
            write_line("ERROR the board is full");
            return;
        }
        write_line("MESSAGE no legal point: only forbidden points are left");
        stones_.push_back({gomoku::point_x(any), gomoku::point_y(any), true});
        write_line(protocol_point(any));
        return;
    }
    // One engine for the whole session (made at START): its hash tables carry over from move to
    // move.
    if (!engine_) engine_ = std::make_unique<gomoku::Engine>(config_.table_bytes);
    const int empty = size_ * size_ - board->stone_count();
    const MoveBudget budget = move_budget(info_, empty);
    search_ =
        std::make_unique<MoveSearch>(*engine_, *board, budget, received,
                                     [this](const std::string& move, const std::string& report) {
                                         const auto comma = move.find(',');
                                         const int x = std::stoi(move.substr(0, comma));
                                         const int y = std::stoi(move.substr(comma + 1));
                                         stones_.push_back({x, y, true});
                                         if (!report.empty()) write_line("MESSAGE " + report);
                                         write_line(move);
                                     });
}

int run_brain(std::istream& in, std::ostream& out, BrainConfig config) {
    // Untie: a tied input stream flushes `out` before every read, from this thread and outside
    // the brain's output lock, which duplicated lines the search thread was writing.
    in.tie(nullptr);
    Brain brain(out, std::move(config));
    std::string line;
    while (std::getline(in, line)) {
        if (!brain.handle_line(line)) return 0;
    }
    // End of input without END: the manager is gone; stop quietly.
    brain.shutdown();
    return 0;
}

}  // namespace plies::protocol
