// Search limits (depth, nodes, time) and the control object a search polls to obey them.
#pragma once

#include <chrono>
#include <cstdint>

#include "core/stop_token.hpp"

namespace plies::core {

using Clock = std::chrono::steady_clock;

// Zero means "no limit" for every field.
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    std::chrono::milliseconds time{0};
    // A game clock, when what is left of the player's game is the move's only limit (the
    // arena's game= without time=, GTP's sudden death): what is left of it, and what it gains
    // after each move. `time` is then the caller's even share of it; an engine that plans its
    // game (Othello's strong) may take another share, never all that is left. tighter() with
    // limits that have a time but no game clock drops it.
    std::chrono::milliseconds game_left{0};
    std::chrono::milliseconds game_increment{0};

    [[nodiscard]] bool unlimited() const { return depth == 0 && nodes == 0 && time.count() == 0; }
};

// The WebAssembly page's stop: a search cannot read a message while it runs, so the module polls
// a hook (set by src/wasm/bindings.cpp; it reads a flag the page shares with the engine's worker)
// on the clock's schedule, with or without a deadline. Native builds have none: a constant false.
#ifdef __EMSCRIPTEN__
inline bool (*external_stop_hook)() = nullptr;
[[nodiscard]] inline bool external_stop_requested() {
    return external_stop_hook != nullptr && external_stop_hook();
}
#else
[[nodiscard]] constexpr bool external_stop_requested() noexcept {
    return false;
}
#endif

// Combines two sets of limits, keeping the tighter of each.
[[nodiscard]] SearchLimits tighter(const SearchLimits& a, const SearchLimits& b);

// What a search asks, at every node, whether it must stop: the stop token, the node budget and
// the deadline. The token is read at every call (a relaxed atomic load costs nothing); the clock
// (and the page's stop hook) only every kClockInterval nodes, which at any realistic node rate
// is far below a millisecond.
class SearchControl {
  public:
    static constexpr std::uint64_t kClockInterval = 1024;

    SearchControl(const SearchLimits& limits, const StopToken* token)
        : token_(token), node_limit_(limits.nodes), start_(Clock::now()) {
        has_deadline_ = limits.time.count() > 0;
        deadline_ = start_ + limits.time;
    }

    // Call once per node with the running node count. Once it returns true it stays true.
    [[nodiscard]] bool should_stop(std::uint64_t nodes) noexcept {
        if (stopped_) return true;
        if (token_ != nullptr && token_->stop_requested()) return stopped_ = true;
        if (node_limit_ != 0 && nodes >= node_limit_) return stopped_ = true;
        if ((nodes % kClockInterval) == 0 && external_stop_requested()) return stopped_ = true;
        if (has_deadline_ && (nodes % kClockInterval) == 0 && Clock::now() >= deadline_)
            return stopped_ = true;
        return false;
    }
    [[nodiscard]] bool stopped() const noexcept { return stopped_; }
    [[nodiscard]] Clock::time_point start() const noexcept { return start_; }
    [[nodiscard]] std::chrono::microseconds elapsed() const {
        return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start_);
    }
    // True when the time budget is over (checked now, not on the node schedule).
    [[nodiscard]] bool past_deadline() const { return has_deadline_ && Clock::now() >= deadline_; }
    [[nodiscard]] bool has_deadline() const noexcept { return has_deadline_; }
    [[nodiscard]] Clock::time_point deadline() const noexcept { return deadline_; }

  private:
    const StopToken* token_;
    std::uint64_t node_limit_;
    Clock::time_point start_;
    Clock::time_point deadline_;
    bool has_deadline_ = false;
    bool stopped_ = false;
};

}  // namespace plies::core
