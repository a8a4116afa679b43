// The NBoard protocol (version 2): how the NBoard Othello GUI and other Othello programs drive
// an engine through stdin/stdout. plies answers as an Othello engine: `plies nboard`.
//
//   nboard 2            the first line of a session
//   set depth N         the midgame depth (the player becomes strong:depth=N)
//   set game GGF        the position at the end of a GGF game: its board BO[8 ... *] and moves
//   move F5[/eval/time] a move played on that position
//   go                  answers "=== F5/eval/time" (eval in discs for the side to move, time in
//                       seconds); the board is not changed (NBoard sends the move back)
//   hint N              answers "search MOVE eval 0 depth" for the best N moves (depth 60: an
//                       exact endgame value), then "status"
//   ping N              stops a running search (go still answers its best move so far), then
//                       answers "pong N"
//   learn               answers "learned"
//   quit                ends the session
// go and hint search on a thread of their own, so that ping and quit stop them at once; any other
// line waits for the search to end. Unknown commands are ignored, as the protocol asks; a line
// that cannot be understood (a bad GGF, an illegal move) is reported on a "status" line and
// changes nothing.
#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/stop_token.hpp"
#include "engine/game.hpp"

namespace plies::protocol {

struct NboardConfig {
    // The player that answers go; "" = strong at the depth NBoard sets (set depth N).
    std::string player;
    int default_depth = 12;  // until NBoard sends "set depth"
};

// The board and moves of a GGF game record, as a position plies reads: the OBF board text and
// the moves in the game's notation ("pass" for PA). Throws engine::InvalidPosition saying why.
struct GgfGame {
    std::string board;  // 64 squares from a1 (X black, O white, - empty), a space, X or O
    std::vector<std::string> moves;
};
[[nodiscard]] GgfGame parse_ggf(std::string_view text);

class NboardEngine {
  public:
    NboardEngine(std::ostream& out, NboardConfig config);
    ~NboardEngine();  // stops and waits for a running search
    NboardEngine(const NboardEngine&) = delete;
    NboardEngine& operator=(const NboardEngine&) = delete;

    // Handles one line; returns false after "quit".
    bool handle_line(std::string_view line);
    // Waits for a running search to end (on its own).
    void wait();

  private:
    void stop_search();
    void set_game(std::string_view ggf);
    void play_move(std::string_view move);
    void go();
    void hint(int count);
    // Runs `search` on the search thread; its errors become status lines.
    template <class Search>
    void start(Search search);
    [[nodiscard]] std::string player_spec() const;
    void write_line(const std::string& line);

    std::ostream& out_;
    std::mutex out_mutex_;
    NboardConfig config_;
    int depth_;
    std::unique_ptr<engine::Game> game_;
    core::StopToken stop_;
    std::thread search_;
};

// Reads commands from `in` until quit or the end of input.
int run_nboard(std::istream& in, std::ostream& out, NboardConfig config);

}  // namespace plies::protocol
