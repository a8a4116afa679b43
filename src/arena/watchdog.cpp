#include "arena/watchdog.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace plies::arena {

namespace {

using Clock = std::chrono::steady_clock;

// What the worker and the waiting thread share; it outlives whichever finishes last.
struct Call {
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    engine::MoveChoice choice;
    std::exception_ptr error;
    Clock::time_point end;
    core::StopToken stop;
    core::Rng rng;
};

// How often the waiting thread looks at the run's abort flag (it has no way to be woken by it).
constexpr std::chrono::milliseconds kAbortPoll{10};

}  // namespace

WatchedMove watched_choose(const std::shared_ptr<engine::Player>& player,
                           const std::shared_ptr<const engine::Game>& game,
                           const core::SearchLimits& limits, core::Rng& rng,
                           const core::StopToken& abort, Clock::time_point deadline,
                           std::chrono::milliseconds grace) {
    auto call = std::make_shared<Call>();
    call->rng = rng;
    const auto start = Clock::now();
    std::thread worker([call, player, game, limits] {
        engine::MoveRequest request;
        request.limits = limits;
        request.stop = &call->stop;
        request.rng = &call->rng;
        engine::MoveChoice choice;
        std::exception_ptr error;
        try {
            choice = player->choose(*game, request);
        } catch (...) {
            error = std::current_exception();
        }
        const std::lock_guard lock(call->mutex);
        call->choice = std::move(choice);
        call->error = error;
        call->end = Clock::now();
        call->done = true;
        call->finished.notify_all();
    });

    WatchedMove out;
    std::unique_lock lock(call->mutex);
    Clock::time_point give_up = Clock::time_point::max();
    while (!call->done) {
        const auto now = Clock::now();
        if (!out.stopped && (now >= deadline || abort.stop_requested())) {
            call->stop.request_stop();
            out.stopped = true;
            give_up = now + grace;
        }
        if (out.stopped && now >= give_up) break;
        call->finished.wait_until(lock,
                                  std::min(out.stopped ? give_up : deadline, now + kAbortPoll));
    }
    if (!call->done) {
        lock.unlock();
        worker.detach();
        out.status = WatchedMove::Status::hung;
        out.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
        return out;
    }
    out.choice = std::move(call->choice);
    out.error = call->error;
    out.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(call->end - start);
    rng = call->rng;
    lock.unlock();
    worker.join();
    return out;
}

}  // namespace plies::arena
