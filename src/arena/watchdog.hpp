// Asks an in-process player for a move on a worker thread, so that one that overruns its time
// can be stopped through its stop token at the deadline and, if it ignores the stop, left
// behind (a thread cannot be killed) while the arena goes on.
#pragma once

#include <chrono>
#include <exception>
#include <memory>

#include "core/random.hpp"
#include "core/stop_token.hpp"
#include "engine/game.hpp"

namespace plies::arena {

struct WatchedMove {
    enum class Status {
        answered,  // choose() returned or threw (see error) before the stop or soon after it
        hung,      // no answer `grace` after the stop: the thread is left running, detached
    };
    Status status = Status::answered;
    engine::MoveChoice choice;
    std::exception_ptr error;  // what choose() threw, if it did
    std::chrono::microseconds elapsed{0};
    bool stopped = false;  // the stop token was raised (deadline passed or run aborted)
};

// Calls player.choose(game) on a new thread with a stop token of its own, raised at `deadline`
// or when `abort` is raised, and the caller's `limits` (e.g. a share of a game budget); then waits
// at most `grace` for the answer. `rng` is passed to the player and updated with its draws (left as
// it was if the player hangs). The shared pointers keep the player and the game alive for a thread
// that is left behind.
[[nodiscard]] WatchedMove watched_choose(const std::shared_ptr<engine::Player>& player,
                                         const std::shared_ptr<const engine::Game>& game,
                                         const core::SearchLimits& limits, core::Rng& rng,
                                         const core::StopToken& abort,
                                         std::chrono::steady_clock::time_point deadline,
                                         std::chrono::milliseconds grace);

}  // namespace plies::arena
