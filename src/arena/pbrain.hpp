// An external Gomoku engine speaking the Gomocup protocol (Petr Lastovicka's "new protocol",
// gomocup.org/protocol): START / RECTSTART, INFO, BEGIN, TURN x,y, BOARD ... DONE, END, and
// replies "x,y" (column, row, from 0 at the top-left), OK, ERROR, MESSAGE, DEBUG, UNKNOWN.
// Board coordinates come from the game's board_view(), so any game with a board view and
// one move per cell can seat such an engine; in practice that is Gomoku.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "arena/child_process.hpp"
#include "engine/game.hpp"

namespace plies::arena {

struct PbrainSpec {
    std::string path;
    std::chrono::milliseconds time{5000};  // Gomocup's usual turn time when none is given
};

// Parses `pbrain:PATH[,time=DURATION]`; throws engine::SpecError.
[[nodiscard]] PbrainSpec parse_pbrain_spec(const std::string& text);

class PbrainPlayer final : public engine::Player {
  public:
    PbrainPlayer(std::string spec_text, PbrainSpec spec, std::chrono::milliseconds margin);
    ~PbrainPlayer() override;

    [[nodiscard]] std::string spec() const override { return spec_text_; }
    // Throws PlayerTimeout when the engine does not answer in time (it is then killed) and
    // engine::Error when it exits or reports an error.
    engine::MoveChoice choose(const engine::Game& game,
                              const engine::MoveRequest& request) override;

  private:
    void start(const engine::Game& game, const engine::BoardView& view);
    std::string read_reply(const std::string& waiting_for,
                           std::chrono::steady_clock::time_point deadline);

    std::string spec_text_;
    PbrainSpec spec_;
    std::chrono::milliseconds margin_;
    std::unique_ptr<ChildProcess> process_;
    std::vector<std::string> known_;  // the moves the engine has been told or has played
};

}  // namespace plies::arena
