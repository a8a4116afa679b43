// The current position of a session and the positions before it, for undo and history.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/errors.hpp"

namespace plies::engine {

// Positions are small values (a few bitboards), so undo keeps copies rather than recomputing.
template <class State>
class StateStack {
  public:
    explicit StateStack(State start = State{}) : current_(std::move(start)) {}

    [[nodiscard]] const State& current() const { return current_; }
    void push(State next, std::string move) {
        previous_.push_back({std::move(current_), std::move(move)});
        current_ = std::move(next);
    }
    [[nodiscard]] bool can_pop() const { return !previous_.empty(); }
    void pop() {
        if (previous_.empty()) throw Error("nothing to undo");
        current_ = std::move(previous_.back().first);
        previous_.pop_back();
    }
    void reset(State start) {
        previous_.clear();
        current_ = std::move(start);
    }
    // The move that led to the current position; nullptr at the start.
    [[nodiscard]] const std::string* last_move() const {
        return previous_.empty() ? nullptr : &previous_.back().second;
    }
    [[nodiscard]] std::vector<std::string> moves() const {
        std::vector<std::string> out;
        out.reserve(previous_.size());
        for (const auto& entry : previous_) out.push_back(entry.second);
        return out;
    }

  private:
    State current_;
    std::vector<std::pair<State, std::string>> previous_;
};

}  // namespace plies::engine
