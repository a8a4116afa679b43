// What `plies arena` prints: the live progress line, the final tables and the JSON result.
#pragma once

#include <chrono>
#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "arena/tournament.hpp"

namespace plies::arena {

// The standings table (games, wins, draws, losses, score %, Elo +- 95%, LOS), the pairings and
// the SPRT line when there is one.
void print_standings(std::ostream& out, const ArenaResult& result);

[[nodiscard]] nlohmann::json result_json(const ArenaResult& result);

// "+123.4 ± 56.7" with "inf" for an unbounded value.
[[nodiscard]] std::string format_elo(const EloEstimate& elo);

// Progress on a stream (stderr): on a terminal, one line redrawn with a bar, games done, ETA and
// the current scores; otherwise a plain line every tenth of the run (or every 30 seconds).
class ProgressPrinter final : public ArenaObserver {
  public:
    ProgressPrinter(std::ostream& out, bool terminal);
    void on_start(const ArenaResult& state) override;
    void on_game(const GameRecord& record, const ArenaResult& state) override;
    void on_event(const std::string& line) override;
    // Ends the progress line (call once the run returns).
    void done();

  private:
    [[nodiscard]] std::string status(const ArenaResult& state) const;

    std::ostream& out_;
    bool terminal_;
    int done_at_start_ = 0;
    int games_this_run_ = 0;
    int last_printed_ = 0;
    bool line_open_ = false;
    std::chrono::steady_clock::time_point started_;
    std::chrono::steady_clock::time_point last_print_;
};

}  // namespace plies::arena
