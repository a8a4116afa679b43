// An external Gomoku engine speaking the Gomocup protocol (Petr Lastovicka's "new protocol",
// as the managers speak it: ../shared/GOMOCUP-PROTOCOL.md). The arena is the manager:
//   start-up   START n (or RECTSTART w,h) -> OK; INFO timeout_turn, timeout_match, max_memory,
//              game_type, rule; ABOUT -> any answer (it only tells us that
//              the INFO lines are processed, so that a table allocated for max_memory is not
//              charged to the first move);
//   each move  INFO time_left, then BEGIN on an empty board, TURN x,y with the opponent's last
//              move, or BOARD ... DONE with every stone in the order played (field 1 = the
//              engine's own stone, 2 = the opponent's) whenever the engine has not seen the
//              position grow by one move;
//   the end    END, a grace period, then a kill of the engine's process group.
// Replies may be in any case and end with LF, CR LF or CR; MESSAGE, DEBUG and empty lines
// before the move are read (MESSAGE for the depth and score the engine reports) and skipped.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arena/engine_process.hpp"
#include "engine/game.hpp"

namespace plies::arena {

struct PbrainSpec {
    std::string path;
    TimeControl clock{Milliseconds{5000}};  // Gomocup's usual turn time when none is given
    std::uint64_t memory = 367'001'600;     // INFO max_memory: 350 MB, as the managers send
};

// Parses `pbrain:PATH[,time=D][,game=D][,inc=D][,memory=MB]`; throws engine::SpecError.
[[nodiscard]] PbrainSpec parse_pbrain_spec(const std::string& text);

// What an engine's MESSAGE line reports, e.g. Rapfi's "Speed 799K | Depth 19-39 | Eval 138 |
// Node 697K | Time 873ms" or "Eval +M19": the depth, a numeric score, the score as written.
struct EngineReport {
    std::optional<int> depth;
    std::optional<int> score;
    std::string score_text;
};
[[nodiscard]] EngineReport parse_engine_message(const std::string& message);

class PbrainPlayer final : public EngineProcessPlayer {
  public:
    PbrainPlayer(std::string spec_text, PbrainSpec spec, std::chrono::milliseconds margin);
    ~PbrainPlayer() override;

    void start(const engine::Game& game, const GameClock& clock,
               std::chrono::milliseconds timeout) override;
    // Throws PlayerTimeout when the engine does not answer within the move's limit plus the
    // margin (it is then killed) and engine::Error when it exits or reports an error.
    engine::MoveChoice choose(const engine::Game& game,
                              const engine::MoveRequest& request) override;
    void end(std::chrono::milliseconds grace) override;

  private:
    struct Reply {
        std::string line;
        std::vector<std::string> messages;  // the MESSAGE lines before it
        std::string errors;                 // ERROR / UNKNOWN lines before it
    };
    Reply read_reply(const std::string& waiting_for, TimePoint deadline, bool start_up);
    void send_position(const engine::Game& game, const engine::BoardView& view);

    PbrainSpec spec_;
};

}  // namespace plies::arena
