#include "arena/clock.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace plies::arena {

namespace {

using std::chrono::duration_cast;
using std::chrono::microseconds;

// Moves a player is assumed still to make when it shares out a game budget itself.
constexpr int kMovesToGo = 25;

}  // namespace

Milliseconds GameClock::game_left() const {
    if (control_.game.count() <= 0) return Milliseconds{kUnlimitedMs};
    const microseconds left = control_.game + control_.increment * moves_ - used_;
    return duration_cast<Milliseconds>(left);
}

Milliseconds GameClock::move_limit() const {
    if (control_.game.count() <= 0) return control_.turn;
    const Milliseconds left = std::max(game_left(), Milliseconds{0});
    return control_.turn.count() > 0 ? std::min(control_.turn, left) : left;
}

Milliseconds GameClock::move_allotment() const {
    if (control_.game.count() <= 0) return control_.turn;
    const Milliseconds left = std::max(game_left(), Milliseconds{1});
    const Milliseconds share = std::min(left, left / kMovesToGo + control_.increment);
    const Milliseconds allotment = std::max(share, Milliseconds{1});
    return control_.turn.count() > 0 ? std::min(control_.turn, allotment) : allotment;
}

std::optional<std::string> GameClock::overrun(microseconds used, Milliseconds margin) const {
    const auto used_ms = duration_cast<Milliseconds>(used).count();
    if (control_.turn.count() > 0 && used > control_.turn + margin)
        return fmt::format("{} ms for a {} ms limit a move", used_ms, control_.turn.count());
    if (control_.game.count() > 0 && used > game_left() + margin)
        return fmt::format("{} ms with {} ms left of the game's {} ms", used_ms,
                           game_left().count(), control_.game.count());
    return std::nullopt;
}

void GameClock::charge(microseconds used) {
    used_ += used;
    ++moves_;
}

}  // namespace plies::arena
