// The bookkeeping of a game whose position is a small value (a few bitboards): play, undo,
// history and the last move, written once for the adapters that copy positions rather than
// unmake moves (tic-tac-toe, Connect Four, Othello).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/game.hpp"
#include "engine/state_stack.hpp"

namespace plies::engine {

template <class State>
class HistoryGame : public Game {
  public:
    void play(std::string_view move) final {
        State next = current();
        std::string played = apply(next, move);
        states_.push(std::move(next), std::move(played));
    }
    [[nodiscard]] bool can_undo() const final { return states_.can_pop(); }
    void undo() final { states_.pop(); }
    [[nodiscard]] std::vector<std::string> history() const final { return states_.moves(); }

  protected:
    [[nodiscard]] const State& current() const { return states_.current(); }
    // Plays the legal `move` on `state` and returns it as the history keeps it; throws
    // InvalidMove saying why otherwise.
    virtual std::string apply(State& state, std::string_view move) const = 0;
    // The move that led to the current position; nullptr at the start.
    [[nodiscard]] const std::string* last_move() const { return states_.last_move(); }
    // The moves played, one after another: the position text of a game whose moves are one
    // character each ("4453").
    [[nodiscard]] std::string joined_history() const {
        std::string out;
        for (const auto& move : states_.moves()) out += move;
        return out;
    }
    // Starts again from `start`, with no history.
    void reset(State start) { states_.reset(std::move(start)); }
    // Starts again from `start` and plays `moves`, kept as history; if one is not legal, throws
    // InvalidPosition ("`what` at move N: why") and leaves the game as it was.
    template <class Moves>
    void replay(State start, const Moves& moves, std::string_view what) {
        StateStack<State> states(std::move(start));
        std::size_t number = 0;
        for (const auto& move : moves) {
            ++number;
            State next = states.current();
            try {
                std::string played = apply(next, move);
                states.push(std::move(next), std::move(played));
            } catch (const InvalidMove& e) {
                throw InvalidPosition(fmt::format("{} at move {}: {}", what, number, e.what()));
            }
        }
        states_ = std::move(states);
    }

  private:
    StateStack<State> states_;
};

}  // namespace plies::engine
