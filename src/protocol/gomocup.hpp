// The Gomocup (Piskvork) brain protocol as a state machine over text lines, independent of
// stdin/stdout so that scripted sessions can be tested in-process.
//
// Source: Petr Lastovicka's protocol spec (Piskvork source/doc/protocl2en.htm) and what the
// managers really send (GomocupJudge, c-gomoku-cli), summarised in shared/GOMOCUP-PROTOCOL.md.
// Coordinates are `x,y`, 0-based from the top-left corner. Board fields: 1 = the brain's own
// stone, 2 = the opponent's. Under renju the colours matter: the brain is black when it has as
// many stones as the opponent at its turn (BEGIN on the empty board included), white when it has
// one fewer.
//
// Moves are searched on a worker thread with a stop token, so the reader keeps reading (END and
// YXSTOP are honoured while thinking); a watchdog answers with a fallback move if the search
// does not return by the manager's deadline, so every BEGIN / TURN / BOARD gets exactly one move.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "core/stop_token.hpp"
#include "games/gomoku/board.hpp"
#include "games/gomoku/search.hpp"
#include "protocol/move_search.hpp"

namespace plies::protocol {

// Settings from INFO commands (spec §3); times in milliseconds, 0 = no limit unless noted.
struct InfoSettings {
    std::int64_t timeout_turn = 5000;       // 0 = play as fast as possible
    std::int64_t timeout_match = 0;         // 0 = no limit
    std::optional<std::int64_t> time_left;  // sent before each move when the match is timed
    std::int64_t max_memory = 0;
    int game_type = 1;
    int rule_bits = 0;  // 1 exactly five, 2 continuous, 4 renju, 8 caro
};

// Budget rule: the manager's limit is min(timeout_turn, time_left); the search takes
// min(that, time_left / moves_to_go) minus a safety margin, moves_to_go estimated from the
// empty points left; timeout_turn 0 means a few milliseconds.
[[nodiscard]] MoveBudget move_budget(const InfoSettings& info, int empty_points);

// The rule set a Gomocup `INFO rule` bitmask asks for: renju (4), else standard (1, and caro 8,
// the nearest rule we play), else freestyle. The continuous-game bit (2) changes nothing here.
[[nodiscard]] gomoku::Rule rule_from_bits(int bits);

struct BrainConfig {
    std::string name = "plies";
    std::string version = "0.1.0";
    std::size_t table_bytes = std::size_t{16} << 20;  // the strong player's hash table
};

class Brain {
  public:
    Brain(std::ostream& out, BrainConfig config = {});
    ~Brain();
    Brain(const Brain&) = delete;
    Brain& operator=(const Brain&) = delete;

    // Handles one input line (trailing CR/LF and surrounding blanks ignored, command words in
    // any case). Returns false after END: the caller must stop reading and exit.
    bool handle_line(std::string_view line);
    // Blocks until no move search is running (its answer, if any, has been written).
    void wait_idle();
    // Stops a running search without letting it answer (END, end of input).
    void shutdown();

    // Stones on the board, in the order they were played / sent.
    struct Stone {
        int x = 0;
        int y = 0;
        bool own = false;
    };
    [[nodiscard]] const std::vector<Stone>& stones() const { return stones_; }
    [[nodiscard]] const InfoSettings& info() const { return info_; }

  private:
    void write_line(const std::string& text);
    void handle_command(const std::string& command, std::string_view args,
                        Clock::time_point received);
    void handle_info(std::string_view args);
    void handle_board_line(std::string_view line, Clock::time_point received);
    void handle_start(std::string_view args);
    void handle_turn(std::string_view args, Clock::time_point received);
    void handle_takeback(std::string_view args);
    // Answers with the brain's move for the current stones (the brain is to move).
    void answer_move(Clock::time_point received);
    void flush_pending_messages();
    [[nodiscard]] std::optional<std::pair<int, int>> parse_xy(std::string_view text) const;
    [[nodiscard]] int find_stone(int x, int y) const;
    // Builds the engine's board from the stones with the brain to move; nullopt + message when
    // the stones cannot be a position with the brain to move.
    std::optional<gomoku::Board> build_board(std::string& error) const;

    std::ostream& out_;
    std::mutex out_mutex_;
    BrainConfig config_;
    InfoSettings info_;
    int size_ = 0;  // 0 = no START yet
    std::vector<Stone> stones_;
    bool in_board_ = false;  // between BOARD and DONE
    std::vector<Stone> board_lines_;
    std::string board_error_;
    std::vector<std::string> pending_messages_;  // about INFO values, sent with the next reply
    bool ended_ = false;

    // The strong player's engine (its hash tables live across moves) and the running search.
    std::unique_ptr<gomoku::Engine> engine_;
    std::unique_ptr<MoveSearch> search_;
};

// Reads lines from `in` until END or the end of input; the executable's main loop.
int run_brain(std::istream& in, std::ostream& out, BrainConfig config = {});

}  // namespace plies::protocol
