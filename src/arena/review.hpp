// Review: replays games and marks each move where the mover had a win and did not keep it, or
// turned a drawn position into a lost one, and counts per side the moments of each kind (like
// the Gomoku bug report's "a four-three was there 7 times and played once"). Exact where the game
// offers a solver (Game::solvable_for_review(), or everywhere with `exact_everywhere`); elsewhere
// what every game knows (an immediate win, Game::winning_moves) and the proven wins the game
// reports by kind (Game::win_chances: Gomoku's four-three, VCF, ...).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "arena/match.hpp"
#include "arena/record.hpp"

namespace plies::arena {

// The kinds every game has; games add their own names through Game::win_chances().
inline constexpr std::string_view kWinInOne = "win in one";   // Game::winning_moves
inline constexpr std::string_view kForcedWin = "forced win";  // the solver's win
inline constexpr std::string_view kDraw = "draw";             // the solver's draw: held or lost

struct ReviewMark {
    std::size_t ply = 0;  // 1-based
    int side = 0;
    std::string move;
    std::string kind;    // the win that was missed, or kDraw for a draw turned into a loss
    std::string better;  // a move that kept the win / the draw, when known
};
// "missed four-three", "draw turned into a loss", ...
[[nodiscard]] std::string mark_text(const ReviewMark& mark);

// One kind of moment: how often the mover had it, played a move of that kind, and let the win
// (or the draw) go. moments - taken - missed = wins kept by another move.
struct KindCount {
    int moments = 0;
    int taken = 0;
    int missed = 0;
};

// Names for the wins a game did not end by its rules (a review counts them with the game's
// own Game::win_shape).
inline constexpr std::string_view kForfeit = "forfeit";  // time, illegal move, crash, start
inline constexpr std::string_view kAdjudicated = "adjudicated";

// Counts for one player (or one side).
struct ReviewCounts {
    int moves = 0;           // moves reviewed (opening moves are not the players')
    int judged_exactly = 0;  // of those, judged with the solver
    std::vector<std::pair<std::string, KindCount>> kinds;  // in the order first seen
    // The game's situations (Game::move_situations): moments, and taken = the move met it
    // (missed stays 0). In the order first seen.
    std::vector<std::pair<std::string, KindCount>> situations;
    // Games won, by how (Game::win_shape, kForfeit, kAdjudicated), in the order first seen.
    std::vector<std::pair<std::string, int>> wins;

    KindCount& kind(std::string_view name);
    KindCount& situation(std::string_view name);
    int& won_by(std::string_view name);
    // Zero counts for a kind never seen.
    [[nodiscard]] KindCount count(std::string_view name) const;
    ReviewCounts& operator+=(const ReviewCounts& other);
};

struct GameReview {
    std::vector<ReviewMark> marks;
    ReviewCounts sides[2];
};

struct ReviewSettings {
    // Call Game::solve at every position, not only where the game says it is cheap enough (for
    // small games, or when waiting is fine). A game without a solver falls back as above.
    bool exact_everywhere = false;
};

// Throws engine::Error if the record does not replay.
[[nodiscard]] GameReview review_game(const GameFactory& make_game, const GameRecord& record,
                                     const ReviewSettings& settings);

// Reads games from text: one game a line, moves separated by spaces, or a position string
// that the game turns into moves (e.g. Connect Four "4453"). Lines starting with '#' are
// comments. Throws engine::Error naming the bad line.
[[nodiscard]] std::vector<GameRecord> read_move_file(const GameFactory& make_game,
                                                     const std::string& path);

}  // namespace plies::arena
