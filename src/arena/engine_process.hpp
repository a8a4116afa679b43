// What the arena's protocol players (Gomocup's pbrain.hpp, Othello's GTP and NBoard in
// othello_engines.hpp) share: the engine's child process, the clock the game runs on, how long
// past its time an engine may answer, and one way to read a line or fail (a start-up error, a
// timeout, or an engine that stopped, each saying which engine and what we waited for).
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "arena/child_process.hpp"
#include "arena/clock.hpp"
#include "arena/players.hpp"

namespace plies::arena {

class EngineProcessPlayer : public ExternalPlayer {
  public:
    [[nodiscard]] std::string spec() const override { return spec_text_; }

  protected:
    using TimePoint = std::chrono::steady_clock::time_point;

    EngineProcessPlayer(std::string spec_text, std::string path, std::chrono::milliseconds margin)
        : spec_text_(std::move(spec_text)), path_(std::move(path)), margin_(margin) {}

    // Launches the engine (the path and `arguments`) for a game on `clock`; the moves it knows
    // start empty.
    void launch(const std::vector<std::string>& arguments, const GameClock& clock);
    // Sends `quit_command`, gives the engine `grace` to exit, then kills its process group.
    // Safe to call more than once.
    void stop_process(const char* quit_command, std::chrono::milliseconds grace);

    // Throws EngineStartError during start-up, PlayerTimeout for a timeout, engine::Error
    // otherwise, the text naming the engine; `said` (what the engine reported before, e.g. its
    // ERROR lines) is appended when not empty.
    [[noreturn]] void fail(const std::string& why, bool start_up, bool timeout,
                           const std::string& said = {}) const;
    // The engine's next line before `deadline`, or a failure: it stopped (its exit told) or it
    // gave no `waiting_for` in time (it is then killed; a move's limit and the margin told).
    std::string next_line(const std::string& waiting_for, TimePoint deadline, bool start_up,
                          const std::string& said = {});

    std::string spec_text_;
    std::string path_;
    std::chrono::milliseconds margin_;
    std::unique_ptr<ChildProcess> process_;
    const GameClock* clock_ = nullptr;
    std::vector<std::string> known_;  // the moves the engine has been told or has played
};

}  // namespace plies::arena
