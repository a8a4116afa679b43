// One move search of the Gomocup brain on a worker thread, with a watchdog that answers with a
// fallback move if the search has not returned by the deadline: the brain always answers.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include "core/stop_token.hpp"
#include "games/gomoku/board.hpp"
#include "games/gomoku/search.hpp"

namespace plies::protocol {

using Clock = std::chrono::steady_clock;
using Milliseconds = std::chrono::milliseconds;

// The time a move may take, measured from when its command line arrived (turn time includes
// command processing, spec §3).
struct MoveBudget {
    Milliseconds search{0};    // given to the engine as its time limit
    Milliseconds deadline{0};  // the watchdog answers with the fallback move by then
};

class MoveSearch {
  public:
    // Writes the answer line ("x,y") after the report line, if any (see search_report);
    // called at most once, from one of the two threads.
    using Answer = std::function<void(const std::string& move, const std::string& report)>;

    // Starts searching `board` (the brain to move; the game not over) at once.
    MoveSearch(gomoku::Engine& engine, const gomoku::Board& board, MoveBudget budget,
               Clock::time_point received, Answer answer);
    ~MoveSearch();  // waits for both threads
    MoveSearch(const MoveSearch&) = delete;
    MoveSearch& operator=(const MoveSearch&) = delete;

    // Asks the search to answer now with the best move found so far (YXSTOP).
    void stop_now() { stop_.request_stop(); }
    // Stops the search and suppresses its answer (END: nothing may be written after it).
    void cancel();
    // Blocks until the search has returned (and answered, unless cancelled).
    void wait();
    // True if the watchdog gave the answer (the fallback): the search overran its deadline.
    [[nodiscard]] bool watchdog_answered() {
        std::lock_guard lock(mutex_);
        return watchdog_answered_;
    }

  private:
    // False if an answer was given (or suppressed).
    bool answer_once(gomoku::Point move, const std::string& report);
    void run_search(gomoku::Engine& engine, gomoku::Board board, Milliseconds time);
    void run_watchdog(Clock::time_point deadline);

    Answer answer_;
    gomoku::Point fallback_ = gomoku::kNoPoint;
    gomoku::Engine* engine_ = nullptr;
    gomoku::Board board_;
    core::StopToken stop_;
    std::mutex mutex_;
    std::condition_variable done_signal_;
    bool done_ = false;
    bool answered_ = false;
    bool cancelled_ = false;
    bool watchdog_answered_ = false;
    std::thread search_thread_;
    std::thread watchdog_thread_;
};

// What the brain tells the manager (a MESSAGE line) about a finished search, in the form
// managers and the arena read: "depth 9 | eval +138 | search | 940 ms | nodes 512345"; a proven
// result as eval +M7 / -M12 (plies to the end), +M for a VCT of uncounted length.
[[nodiscard]] std::string search_report(const gomoku::MoveInfo& info);

// "x,y" for a point, 0-based from the top-left (the protocol's coordinates).
[[nodiscard]] std::string protocol_point(gomoku::Point p);

}  // namespace plies::protocol
