#include "protocol/move_search.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/score.hpp"

namespace plies::protocol {

std::string protocol_point(gomoku::Point p) {
    return fmt::format("{},{}", gomoku::point_x(p), gomoku::point_y(p));
}

std::string search_report(const gomoku::MoveInfo& info) {
    const auto& result = info.result;
    std::string eval;
    if (info.note == "VCT") {
        eval = "+M";
    } else if (core::is_proven(result.score)) {
        eval = fmt::format("{}M{}", result.score > 0 ? '+' : '-', core::plies_to_end(result.score));
    } else if (info.note == "block five") {
        eval = "forced";  // the one point that stops a five: no search judged it, "+0" misled
    } else {
        eval = fmt::format("{:+}", result.score);
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(result.time).count();
    return fmt::format("depth {} | eval {} | {} | {} ms | nodes {}", result.depth, eval, info.note,
                       ms, result.nodes);
}

MoveSearch::MoveSearch(gomoku::Engine& engine, const gomoku::Board& board, MoveBudget budget,
                       Clock::time_point received, Answer answer)
    : answer_(std::move(answer)), engine_(&engine), board_(board) {
    // The greedy point is one pass over the board: a legal move in well under a millisecond,
    // kept in case the real search overruns.
    fallback_ = gomoku::greedy_move(board).move;
    // The search's time counts from the moment the move was asked for, like the watchdog's: any
    // work before the search starts comes out of it.
    const auto spent = std::chrono::duration_cast<Milliseconds>(Clock::now() - received);
    const Milliseconds time = std::max(Milliseconds{1}, budget.search - spent);
    search_thread_ = std::thread([this, &engine, board, time] { run_search(engine, board, time); });
    watchdog_thread_ =
        std::thread([this, deadline = received + budget.deadline] { run_watchdog(deadline); });
}

MoveSearch::~MoveSearch() {
    if (search_thread_.joinable()) search_thread_.join();
    if (watchdog_thread_.joinable()) watchdog_thread_.join();
}

void MoveSearch::cancel() {
    {
        std::lock_guard lock(mutex_);
        cancelled_ = true;
    }
    stop_.request_stop();
    done_signal_.notify_all();
    wait();
}

void MoveSearch::wait() {
    if (search_thread_.joinable()) search_thread_.join();
    if (watchdog_thread_.joinable()) watchdog_thread_.join();
}

bool MoveSearch::answer_once(gomoku::Point move, const std::string& report) {
    std::lock_guard lock(mutex_);
    if (answered_ || cancelled_ || move == gomoku::kNoPoint) return false;
    answered_ = true;
    answer_(protocol_point(move), report);
    return true;
}

void MoveSearch::run_search(gomoku::Engine& engine, gomoku::Board board, Milliseconds time) {
    core::SearchLimits limits;
    limits.time = time;
    const gomoku::MoveInfo info = engine.best_move(board, limits, &stop_);
    // Never pass on an illegal point, whatever the engine says: the fallback is legal.
    const bool legal = info.move != gomoku::kNoPoint && board.on_board(info.move) &&
                       board.is_legal_for(board.side_to_move(), info.move);
    answer_once(legal ? info.move : fallback_,
                legal ? search_report(info) : "the search gave no legal point: greedy move");
    {
        std::lock_guard lock(mutex_);
        done_ = true;
    }
    done_signal_.notify_all();
}

void MoveSearch::run_watchdog(Clock::time_point deadline) {
    std::unique_lock lock(mutex_);
    if (done_signal_.wait_until(lock, deadline, [this] { return done_ || cancelled_; })) return;
    lock.unlock();
    // The search's best move so far if it has one (the iterations done, or the root moves
    // searched), else the greedy point. Answered before the search is told to stop: stopped
    // first, the search returned at once and its answer raced the watchdog's (and won about
    // half the time in GomocupBudget.TheWatchdogAnswersAtOnce).
    const gomoku::Point best = engine_->best_so_far();
    const bool usable = best != gomoku::kNoPoint && board_.on_board(best) &&
                        board_.is_legal_for(board_.side_to_move(), best);
    if (answer_once(usable ? best : fallback_,
                    usable ? "the search overran its time: its best move so far"
                           : "the search overran its time: greedy move")) {
        std::lock_guard relock(mutex_);
        watchdog_answered_ = true;
    }
    stop_.request_stop();
}

}  // namespace plies::protocol
