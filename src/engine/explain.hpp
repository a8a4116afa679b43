// What a player thinks, for learners: its own value of every move (`plies analyse --player`) and
// the alpha-beta tree it searches (`plies tree`), as the engine interface gives them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/search_tree.hpp"
#include "core/stop_token.hpp"

namespace plies::engine {

struct ExplainRequest {
    core::SearchLimits limits{};  // for players whose search has no depth of its own
    const core::StopToken* stop = nullptr;
    bool explain = false;  // fill MoveView::parts and MoveView::line
};

// One term of an evaluation, e.g. {"own threes, playable", 2, 200}.
struct ScorePart {
    std::string name;
    int count = 0;  // how many times the term occurs (0 where it is not a count)
    int value = 0;  // its contribution to the score
};

struct MoveView {
    std::string move;
    int score = 0;           // the player's value, on its own scale, from the mover's view
    std::string score_text;  // the value in words ("win in 3", "+105")
    // With explain: the line the value comes from (the move first) and the parts of the
    // evaluation at its end, from the mover's view.
    std::vector<std::string> line;
    std::vector<ScorePart> parts;
};

struct PlayerView {
    std::string player;  // the spec, canonical
    std::string scale;   // what the values mean, in one line
    std::vector<MoveView> moves;
    std::string choice;  // the move the player plays here
    std::string note;    // how it chose when not by the values alone ("forced block")
};

struct TreeRequest {
    core::TreeLimits limits{};
};

struct PlayerTree {
    std::string player;
    core::RecordedSearch recorded;
    std::vector<std::string> move_names;  // the notation of each move number the tree holds
    std::string note;                     // e.g. "the game box plays an immediate win first"
};

class Game;
struct PlayerSpec;

// A score on core/score.hpp's scale in words: "win in 3" or "loss in 4" (plies), else "+12".
[[nodiscard]] std::string score_words(int score);

// The view of a player whose values are the game's own analysis (an exact solver, the strong
// engine): Game::analyse within the spec's limits (else the request's), and the player's choice.
[[nodiscard]] PlayerView view_from_analysis(const Game& game, const PlayerSpec& spec,
                                            const ExplainRequest& request);

}  // namespace plies::engine
