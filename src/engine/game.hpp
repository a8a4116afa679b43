// The one interface every front end uses to play any game: moves in the game's own notation,
// players from spec strings, optional tools (perft, solve, analyse). Dynamic dispatch happens
// here, once per request, never inside a search.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "core/random.hpp"
#include "core/stop_token.hpp"
#include "engine/errors.hpp"
#include "engine/player_spec.hpp"
#include "engine/search_info.hpp"

namespace plies::engine {

// Options a game is created with, e.g. {"rule": "renju", "size": "15"}.
using GameOptions = std::map<std::string, std::string>;

enum class Outcome { ongoing, first_wins, second_wins, draw };

class Game;
// A player's own view of a position and its search tree (defined in engine/explain.hpp).
struct ExplainRequest;
struct PlayerView;
struct TreeRequest;
struct PlayerTree;

// What a player is given with each request. Limits here are the caller's (e.g. the arena's
// clock); a player also obeys the limits of its own spec, whichever is tighter.
struct MoveRequest {
    core::SearchLimits limits{};
    const core::StopToken* stop = nullptr;
    core::Rng* rng = nullptr;
};

class Player {
  public:
    virtual ~Player() = default;
    [[nodiscard]] virtual std::string spec() const = 0;
    [[nodiscard]] virtual bool is_human() const { return false; }
    // Returns a legal move; the game has at least one. Must obey request.stop promptly.
    virtual MoveChoice choose(const Game& game, const MoveRequest& request) = 0;
};

// The value of one move, from the mover's point of view.
struct MoveScore {
    std::string move;
    int score = 0;
    std::string score_text;
    bool exact = false;
    bool legal = true;  // a game may list unplayable moves too (e.g. full columns), marked so
};

// A way the side to move can win now that a review counts by kind (the Gomoku bug report counts the
// moments a four-three was there and whether it was played): its name and the moves taking it.
struct WinChance {
    std::string kind;
    std::vector<std::string> moves;
};

// A situation a review counts per player beside the wins by kind (the Gomoku bug report: "it
// blocked the opponent's four-three point 33% of the time"): whether the mover was in it, and
// whether its move met it.
struct MoveSituation {
    std::string name;
    bool moment = false;
    bool met = false;
};

struct SolveOptions {
    bool weak = false;  // win/draw/loss only
    // Whether the result needs a best move: a game whose solver finds the score first (Connect
    // Four: one book lookup) may then skip the search for the move.
    bool best_move = true;
};

struct SolveResult {
    int score = 0;          // exact, side to move's view, in the game's convention
    std::string best_move;  // empty if the game is over
    std::uint64_t nodes = 0;
    std::chrono::microseconds time{0};
};

// A picture of the board for graphical front ends (the web page). Cells go row by row from the
// top-left; a game that gives no view (rows == 0) is shown as render() text with a move box.
struct BoardView {
    int rows = 0;
    int columns = 0;
    std::vector<int> cells;               // rows*columns: 0 empty, 1 side 0's piece, 2 side 1's
    std::vector<std::string> cell_moves;  // the move a click on each cell plays ("" if none;
                                          // Connect Four: the column's move on all its cells)
    std::vector<std::string> cell_names;  // each cell's own name in the game's notation, filled
                                          // or not (empty where a move is not a cell: Connect
                                          // Four); what protocols and coordinates go by
    std::vector<int> winning_line;        // the cells of the winning line once the game is won
    std::vector<int> forbidden;           // cells the side to move may not play (renju)
    int last_move = -1;                   // the cell of the last move played, -1 if none
};

class Game {
  public:
    virtual ~Game() = default;

    [[nodiscard]] virtual std::string name() const = 0;
    [[nodiscard]] virtual std::unique_ptr<Game> clone() const = 0;
    [[nodiscard]] virtual GameOptions options() const = 0;

    // --- Rules, in the game's notation -------------------------------------------------
    [[nodiscard]] virtual std::vector<std::string> legal_moves() const = 0;
    // Plays a legal move; throws InvalidMove with a message saying why otherwise.
    virtual void play(std::string_view move) = 0;
    [[nodiscard]] virtual bool can_undo() const = 0;
    virtual void undo() = 0;  // throws Error when there is nothing to undo
    // The moves played since the position was set (or the start).
    [[nodiscard]] virtual std::vector<std::string> history() const = 0;
    // 0 = the side that moves first from the start position, 1 = the other.
    [[nodiscard]] virtual int side_to_move() const = 0;
    [[nodiscard]] virtual std::string side_name(int side) const = 0;
    [[nodiscard]] virtual Outcome outcome() const = 0;
    // How the game ended by its rules, in a few words ("five", "four in a row", "board full",
    // "no moves: 36-28"); "" while it goes on. Default: the outcome's name.
    [[nodiscard]] virtual std::string end_description() const;
    // The longest a game can last from the start position, in plies (for invariant tests).
    [[nodiscard]] virtual int max_game_length() const = 0;
    // Moves that would win at once for `side` if it were that side's turn now (blunder mode
    // never replaces an immediate win or the block of one).
    [[nodiscard]] virtual std::vector<std::string> winning_moves(int side) const = 0;

    // --- Text and positions ----------------------------------------------------------------
    [[nodiscard]] virtual std::string render() const = 0;
    [[nodiscard]] virtual std::string position() const = 0;
    // Replaces the position and clears the history; throws InvalidPosition on bad text.
    virtual void set_position(std::string_view text) = 0;
    // A short description of the notation, for prompts and errors.
    [[nodiscard]] virtual std::string notation_help() const = 0;
    // The game's own score of the position for `side`, as shown to players (e.g. the Connect Four
    // tutorial's Connect Four evaluation); nullopt if the game shows none.
    [[nodiscard]] virtual std::optional<int> display_score(int /*side*/) const {
        return std::nullopt;
    }
    // The board as cells for graphical front ends; the default (no view) makes them fall back
    // to render().
    [[nodiscard]] virtual BoardView board_view() const { return {}; }

    // --- Players -----------------------------------------------------------------------------
    // The game's own kinds, each with its factory; `human` and `random` are provided by the
    // engine for every game.
    [[nodiscard]] virtual std::vector<PlayerKind> player_kinds() const = 0;
    // Creates one of player_kinds() by its factory (keys already validated). Throws SpecError
    // on bad values.
    [[nodiscard]] std::unique_ptr<Player> make_player(const PlayerSpec& spec) const;

    // --- Optional tools (default: Unsupported) -------------------------------------------
    // Leaf count at `depth` plies from the current position.
    [[nodiscard]] virtual std::uint64_t perft(int depth) const;
    // Exact value of the current position.
    [[nodiscard]] virtual SolveResult solve(const SolveOptions& options,
                                            const core::StopToken* stop) const;
    // Makes what solve() needs on this thread (tables, books) now, so that the first solve's
    // time is the solve's own (plies solve --stats). Default: nothing to make.
    virtual void prepare_solving() const {}
    // True when solve() on the current position is cheap (well under a second), so that the
    // arena may adjudicate the game and a review may judge its moves exactly (e.g. tic-tac-toe
    // always, Othello from ~14 empties). Default: false.
    [[nodiscard]] virtual bool solvable_now() const { return false; }
    // As solvable_now(), for a caller that may wait up to about a second a position (a review
    // judges moves with the solver from here, e.g. Othello from ~20 empties).
    [[nodiscard]] virtual bool solvable_for_review() const { return solvable_now(); }
    // The side to move's proven wins by kind, strongest first (e.g. Gomoku: four-four or
    // straight four, four-three, VCF); a kind may come without moves. Immediate wins
    // (winning_moves) need not be listed. Default: none.
    [[nodiscard]] virtual std::vector<WinChance> win_chances() const { return {}; }
    // True when the side to move is proven lost whatever it plays: the opponent keeps a win it
    // can force after every reply (Gomoku: a five, a VCF or a VCT after each). How a review
    // without an exact solver knows that the previous move kept a win. Default: false.
    [[nodiscard]] virtual bool proven_lost() const { return false; }
    // The situations the side to move is in before playing the legal `move`, every one the game
    // counts in the same order, moment or not. Default: none.
    [[nodiscard]] virtual std::vector<MoveSituation> move_situations(
        std::string_view /*move*/) const {
        return {};
    }
    // How the game was won, in the game's words (Gomoku: "four-three (split three)"); "" while it
    // goes on, for a draw, or in a game that has no such words. Default: "".
    [[nodiscard]] virtual std::string win_shape() const { return {}; }
    // The value of every legal move.
    [[nodiscard]] virtual std::vector<MoveScore> analyse(const core::SearchLimits& limits,
                                                         const core::StopToken* stop) const;
    // The value of every legal move as the player `spec` (validated) sees it: its own
    // evaluation, depth and formula, the move it would play, and with request.explain the parts
    // of each value. Default: Unsupported.
    [[nodiscard]] virtual PlayerView player_view(const PlayerSpec& spec,
                                                 const ExplainRequest& request) const;
    // The alpha-beta tree the player `spec` (validated) searches from the current position,
    // recorded by its own search. Default: Unsupported.
    [[nodiscard]] virtual PlayerTree player_tree(const PlayerSpec& spec,
                                                 const TreeRequest& request) const;
};

// Casts the type-erased game to the concrete session a player was made for.
template <class Concrete>
const Concrete& game_as(const Game& game) {
    const auto* concrete = dynamic_cast<const Concrete*>(&game);
    if (concrete == nullptr)
        throw Error("player used with another game than the one it was made for");
    return *concrete;
}

[[nodiscard]] std::string_view outcome_name(Outcome outcome);

}  // namespace plies::engine
