// External Othello engines in the arena, driven through the two protocols Othello programs
// speak: GTP (Edax, Egaroucid's console, `plies gtp othello`) and NBoard (Edax, most engines of
// the NBoard GUI, `plies nboard`).
//
//   gtp:PATH[,args=WORDS][,time=D][,game=D][,inc=D]
//   nboard:PATH[,args=WORDS][,depth=N][,time=D][,game=D][,inc=D]
//
// args= are the program's command-line words, split at spaces (e.g. args=gtp othello, or
// args=-gtp for Egaroucid's console). The arena keeps the clock as for any player: an answer
// later than the move's limit plus the margin loses the game.
//   GTP     start-up: boardsize 8, clear_board, time_settings (0 T 1: T seconds a move; or the
//           game's budget as main time); each move: play C V for the moves the engine has not
//           seen (clear_board and the whole game when the history changed otherwise),
//           time_left C T 0 with a game budget, then genmove C.
//   NBoard  start-up: nboard 2, set depth N (default 20: the clock, not the depth, should limit
//           a strong engine), ping 1 -> pong 1; each move: set game with the whole game as GGF,
//           then go -> "=== MOVE[/eval[/time]]".
// Only games played from the standard start position (openings given as moves) can be told.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "arena/engine_process.hpp"
#include "engine/game.hpp"

namespace plies::arena {

struct OthelloEngineSpec {
    enum class Protocol { gtp, nboard };
    Protocol protocol = Protocol::gtp;
    std::string path;
    std::vector<std::string> arguments;
    TimeControl clock{Milliseconds{1000}};
    int depth = 20;  // NBoard's set depth
};

// True for a spec this file handles (gtp: or nboard:).
[[nodiscard]] bool is_othello_engine_spec(const std::string& text);
// Parses a gtp: or nboard: spec; throws engine::SpecError.
[[nodiscard]] OthelloEngineSpec parse_othello_engine_spec(const std::string& text);

class OthelloEnginePlayer final : public EngineProcessPlayer {
  public:
    OthelloEnginePlayer(std::string spec_text, OthelloEngineSpec spec,
                        std::chrono::milliseconds margin);
    ~OthelloEnginePlayer() override;

    void start(const engine::Game& game, const GameClock& clock,
               std::chrono::milliseconds timeout) override;
    // Throws PlayerTimeout when the engine does not answer within the move's limit plus the
    // margin (it is then killed), engine::Error when it exits or refuses a command.
    engine::MoveChoice choose(const engine::Game& game,
                              const engine::MoveRequest& request) override;
    void end(std::chrono::milliseconds grace) override;

  private:
    // The next line that is not empty, trimmed, or a failure (EngineProcessPlayer::next_line).
    std::string read_line(const std::string& waiting_for, TimePoint deadline, bool start_up);
    // GTP: sends a command and reads its answer ("= ..." lines up to an empty line); throws
    // when it is "? ...". Returns the answer's text after "=".
    std::string gtp_command(const std::string& command, TimePoint deadline, bool start_up);
    void gtp_send_game(const engine::Game& game, TimePoint deadline);
    engine::MoveChoice gtp_choose(const engine::Game& game, TimePoint deadline);
    engine::MoveChoice nboard_choose(const engine::Game& game, TimePoint deadline);

    OthelloEngineSpec spec_;
};

}  // namespace plies::arena
