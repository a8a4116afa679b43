// A player's clock in an arena game: a limit per move, a budget for the whole game with an
// increment per move (each optional), what the player may use now, and the verdict on a move.
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace plies::arena {

using Milliseconds = std::chrono::milliseconds;

// Zero means "no limit" for each part.
struct TimeControl {
    Milliseconds turn{0};       // one move (Gomocup's timeout_turn); the spec's time=
    Milliseconds game{0};       // the whole game (Gomocup's timeout_match); game=
    Milliseconds increment{0};  // added to the game budget after each move; inc=

    [[nodiscard]] bool limited() const { return turn.count() > 0 || game.count() > 0; }
};

// Gomocup's "unlimited" for time_left.
inline constexpr long long kUnlimitedMs = 2147483647;

class GameClock {
  public:
    explicit GameClock(TimeControl control = {}) : control_(control) {}

    [[nodiscard]] const TimeControl& control() const { return control_; }
    // What is left of the game budget (it may be negative once overrun); kUnlimitedMs if none.
    [[nodiscard]] Milliseconds game_left() const;
    // The most the next move may take before it is forfeited, the margin not counted:
    // the tighter of the turn limit and what is left of the budget; zero if neither is set.
    [[nodiscard]] Milliseconds move_limit() const;
    // A time to think for a player that manages no game budget of its own (in-process players):
    // the turn limit, or a share of what is left of the budget plus the increment.
    [[nodiscard]] Milliseconds move_allotment() const;
    // The forfeit text if `used` is over the move's limit plus `margin`, otherwise nullopt.
    [[nodiscard]] std::optional<std::string> overrun(std::chrono::microseconds used,
                                                     Milliseconds margin) const;
    // Charges a move: its time comes off the budget, the increment goes on it.
    void charge(std::chrono::microseconds used);

  private:
    TimeControl control_;
    std::chrono::microseconds used_{0};
    int moves_ = 0;
};

}  // namespace plies::arena
