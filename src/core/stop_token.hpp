// A stop flag that another thread or a signal handler may raise; searches poll it.
#pragma once

#include <atomic>

namespace plies::core {

// The game box's `abortAi`: one flag, set from outside, checked by the search often enough
// that it returns within a millisecond. std::atomic<bool> is lock-free on every target we
// build for, so request_stop() is safe to call from a signal handler.
class StopToken {
  public:
    void request_stop() noexcept { flag_.store(true, std::memory_order_relaxed); }
    [[nodiscard]] bool stop_requested() const noexcept {
        return flag_.load(std::memory_order_relaxed);
    }
    void reset() noexcept { flag_.store(false, std::memory_order_relaxed); }

  private:
    std::atomic<bool> flag_{false};
    static_assert(std::atomic<bool>::is_always_lock_free);
};

}  // namespace plies::core
