// Review: replays games and marks each move where the mover had a forced win and did not keep
// it, or turned a drawn position into a lost one. Exact where the game offers a cheap solver
// (Game::solvable_now(), or everywhere with `exact_everywhere`); elsewhere only what every
// game knows, an immediate win (Game::winning_moves) that was not played.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "arena/match.hpp"
#include "arena/record.hpp"

namespace plies::arena {

enum class MarkKind { missed_win_now, missed_forced_win, draw_to_loss };
[[nodiscard]] std::string_view mark_kind_name(MarkKind kind);

struct ReviewMark {
    std::size_t ply = 0;  // 1-based
    int side = 0;
    std::string move;
    MarkKind kind = MarkKind::missed_win_now;
    std::string better;  // a move that kept the win / the draw, when known
};

// Counts for one player (or one side), like seed 003's table: moments a win was available
// and how often it was kept, and the moves that lost a win or a draw.
struct ReviewCounts {
    int moves = 0;           // moves reviewed (opening moves are not the players')
    int judged_exactly = 0;  // of those, judged with the solver
    int win_available = 0;
    int win_kept = 0;
    int missed_win_now = 0;
    int missed_forced_win = 0;
    int draw_to_loss = 0;
    ReviewCounts& operator+=(const ReviewCounts& other);
};

struct GameReview {
    std::vector<ReviewMark> marks;
    ReviewCounts sides[2];
};

struct ReviewSettings {
    // Call Game::solve at every position, not only where the game says it is cheap (for small
    // games, or when waiting is fine). A game without a solver falls back to immediate wins.
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
