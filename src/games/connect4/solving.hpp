// The exact solver put to use: the `perfect` and `strong` players' move (the solver within its
// share of the limits, then the classic search with what is left), a position's value and the
// value of each column, with the opening book.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "core/limits.hpp"
#include "core/stop_token.hpp"
#include "games/connect4/position.hpp"
#include "games/connect4/solver.hpp"

namespace plies::connect4 {

// A move of the solving players, from the side to move's view.
struct SolvingMove {
    int column = 0;
    int score = 0;
    // True: the solver's exact score; false: the classic search's heuristic score at `depth`.
    bool exact = false;
    int depth = 0;
    std::uint64_t nodes = 0;  // both searches together
    std::chrono::microseconds time{0};
};

// `perfect`: the solver's move (fastest win, slowest loss), the book when present; with a time
// or node limit that runs out, the classic search picks the move instead. `strong`: the same
// with the solver given 60% of the time and the classic search the rest.
class SolvingPlayer {
  public:
    explicit SolvingPlayer(bool strong);
    // `position` is not over; `limits` are the tighter of the request's and the player's own.
    [[nodiscard]] SolvingMove choose(const Position& position, const core::SearchLimits& limits,
                                     const core::StopToken* stop);

  private:
    bool strong_;
    Solver solver_;
};

// "win in 3" (the mover's own moves, the winning one included), "loss in 2" (the opponent's
// moves), "draw": a score of the solver's convention for a position with `moves` discs.
[[nodiscard]] std::string describe_score(int score, int moves);

struct SolvedPosition {
    std::optional<int> score;        // nullopt: stopped before the end
    std::optional<int> best_column;  // when asked for and the board is not full
    std::uint64_t nodes = 0;
    std::chrono::microseconds time{0};
};

// Makes this thread's solver (its 64 MiB table) and loads the book, as the first solve would.
void prepare_solving();

// The value of `position` (its sign only if `weak`), and with `best_move` a column reaching
// it. A game already won has its value too: the side to move lost to the last disc.
[[nodiscard]] SolvedPosition solve_position(const Position& position, bool weak, bool best_move,
                                            const core::StopToken* stop);

// The exact value of playing each column (nullopt for a full one), within `limits` (nodes and
// time); nullopt if stopped. `position` is not over.
[[nodiscard]] std::optional<std::array<std::optional<int>, kWidth>> analyse_columns(
    const Position& position, const core::SearchLimits& limits, const core::StopToken* stop);

// Whether solve_position() takes well under a second.
[[nodiscard]] bool solvable_now(const Position& position);

}  // namespace plies::connect4
