// The players the engine gives every game: human (a marker for front ends), random, and the
// blunder wrapper of the game box.
#pragma once

#include <memory>
#include <string>

#include "engine/game.hpp"

namespace plies::engine {

// Front ends ask a person; choose() must not be called.
class HumanPlayer final : public Player {
  public:
    [[nodiscard]] std::string spec() const override { return "human"; }
    [[nodiscard]] bool is_human() const override { return true; }
    MoveChoice choose(const Game& game, const MoveRequest& request) override;
};

// A uniformly random legal move.
class RandomPlayer final : public Player {
  public:
    explicit RandomPlayer(std::string spec) : spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }
    MoveChoice choose(const Game& game, const MoveRequest& request) override;

  private:
    std::string spec_;
};

// The game box's blunder mode: with probability p, a random legal move instead of the inner
// player's, but never instead of an immediate win or the block of the opponent's immediate win.
// The chance is drawn on every move (even when a blunder is not allowed), so that a seeded game
// replays the same whatever happens on the board.
class BlunderPlayer final : public Player {
  public:
    BlunderPlayer(std::unique_ptr<Player> inner, double probability, std::string spec)
        : inner_(std::move(inner)), probability_(probability), spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }
    MoveChoice choose(const Game& game, const MoveRequest& request) override;

  private:
    std::unique_ptr<Player> inner_;
    double probability_;
    std::string spec_;
};

// A player made by the game, with the limits of its spec applied to each request.
class LimitedPlayer final : public Player {
  public:
    LimitedPlayer(std::unique_ptr<Player> inner, core::SearchLimits limits)
        : inner_(std::move(inner)), limits_(limits) {}
    [[nodiscard]] std::string spec() const override { return inner_->spec(); }
    MoveChoice choose(const Game& game, const MoveRequest& request) override;

  private:
    std::unique_ptr<Player> inner_;
    core::SearchLimits limits_;
};

}  // namespace plies::engine
