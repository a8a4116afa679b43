#include "arena/report.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <ostream>

#include <fmt/format.h>

namespace plies::arena {

namespace {

std::string signed_number(double value) {
    if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
    if (std::abs(value) < 0.05) return "0.0";  // no "-0.0"
    return fmt::format("{:+.1f}", value);
}

// Terminal columns of a UTF-8 string (every code point one column, as for "±").
std::size_t display_width(const std::string& text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::string duration_text(double seconds) {
    const long long s = std::llround(seconds);
    if (s >= 3600) return fmt::format("{}h{:02}m", s / 3600, (s % 3600) / 60);
    if (s >= 60) return fmt::format("{}m{:02}s", s / 60, s % 60);
    return fmt::format("{}s", s);
}

nlohmann::json wdl_json(const WinDrawLoss& r, const EloEstimate& elo) {
    nlohmann::json j;
    j["games"] = r.games();
    j["wins"] = r.wins;
    j["draws"] = r.draws;
    j["losses"] = r.losses;
    j["score"] = r.score();
    // JSON has no infinity: an unbounded value is null.
    j["elo"] = std::isfinite(elo.elo) ? nlohmann::json(elo.elo) : nlohmann::json(nullptr);
    j["elo_margin"] =
        std::isfinite(elo.margin) ? nlohmann::json(elo.margin) : nlohmann::json(nullptr);
    j["elo_low"] = std::isfinite(elo.low) ? nlohmann::json(elo.low) : nlohmann::json(nullptr);
    j["elo_high"] = std::isfinite(elo.high) ? nlohmann::json(elo.high) : nlohmann::json(nullptr);
    j["los"] = elo.los;
    return j;
}

std::string_view decision_text(SprtDecision d) {
    switch (d) {
        case SprtDecision::accept_h0:
            return "H0 accepted";
        case SprtDecision::accept_h1:
            return "H1 accepted";
        case SprtDecision::continue_testing:
            break;
    }
    return "continue";
}

}  // namespace

std::string format_elo(const EloEstimate& elo) {
    if (std::isfinite(elo.margin))
        return fmt::format("{} ± {:.1f}", signed_number(elo.elo), elo.margin);
    // No symmetric interval: a perfect score shows its lower bound, a zero score its upper
    // bound, a score near either end the (asymmetric) Wilson interval.
    if (elo.elo == std::numeric_limits<double>::infinity())
        return fmt::format("> {}", signed_number(elo.low));
    if (elo.elo == -std::numeric_limits<double>::infinity())
        return fmt::format("< {}", signed_number(elo.high));
    return fmt::format("{} [{}, {}]", signed_number(elo.elo), signed_number(elo.low),
                       signed_number(elo.high));
}

void print_standings(std::ostream& out, const ArenaResult& result) {
    const Standings& s = result.standings;
    std::size_t width = 6;
    for (const auto& p : s.players) width = std::max(width, p.spec.size());
    out << fmt::format("{} games of {} (run {}, seed {}){}\n\n", s.games, result.game,
                       result.run_id, result.seed,
                       result.finished ? "" : " - unfinished, continue with --resume");
    std::size_t elo_width = 15;
    for (const auto& p : s.players)
        elo_width = std::max(elo_width, display_width(format_elo(p.elo)));
    out << fmt::format("{:>4}  {:<{}}  {:>5}  {:>5}  {:>5}  {:>5}  {:>6}  {:>{}}  {:>6}\n", "Rank",
                       "Player", width, "Games", "Wins", "Draws", "Losses", "Score", "Elo ± 95%",
                       elo_width, "LOS");
    std::vector<std::size_t> order(s.players.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return s.players[a].result.score() > s.players[b].result.score();
    });
    int rank = 0;
    for (const std::size_t i : order) {
        const auto& p = s.players[i];
        out << fmt::format(
            "{:>4}  {:<{}}  {:>5}  {:>5}  {:>5}  {:>6}  {:>5.1f}%  {:>{}}  {:>5.1f}%\n", ++rank,
            p.spec, width, p.result.games(), p.result.wins, p.result.draws, p.result.losses,
            100.0 * p.result.score(), format_elo(p.elo), elo_width, 100.0 * p.elo.los);
    }
    out << "\nPairings (results of the first named player):\n";
    for (const auto& pairing : s.pairings) {
        const auto& a = s.players[static_cast<std::size_t>(pairing.first)].spec;
        const auto& b = s.players[static_cast<std::size_t>(pairing.second)].spec;
        const auto& r = pairing.result;
        out << fmt::format("  {} vs {}: {} games, +{} ={} -{}, {:.1f}%, Elo {}, LOS {:.1f}%", a, b,
                           r.games(), r.wins, r.draws, r.losses, 100.0 * r.score(),
                           format_elo(pairing.elo), 100.0 * pairing.elo.los);
        out << fmt::format(", pairs [{}, {}, {}, {}, {}]\n", pairing.pairs[0], pairing.pairs[1],
                           pairing.pairs[2], pairing.pairs[3], pairing.pairs[4]);
    }
    if (s.sprt) {
        const auto& t = *s.sprt;
        out << fmt::format("\nSPRT [{}, {}] alpha {} beta {}: LLR {:.2f} ({:.2f}, {:.2f}): {}\n",
                           t.parameters.elo0, t.parameters.elo1, t.parameters.alpha,
                           t.parameters.beta, t.llr, t.parameters.lower_bound(),
                           t.parameters.upper_bound(), decision_text(t.decision));
    }
    bool unusual = false;
    for (const auto& [kind, count] : s.terminations) unusual = unusual || kind != "normal";
    if (unusual) {
        out << "\nEndings:";
        for (const auto& [kind, count] : s.terminations) out << fmt::format(" {} {};", kind, count);
        out << "\n";
    }
}

nlohmann::json result_json(const ArenaResult& result) {
    const Standings& s = result.standings;
    nlohmann::json j;
    j["game"] = result.game;
    j["run_id"] = result.run_id;
    j["seed"] = std::to_string(result.seed);
    j["planned_games"] = result.planned_games;
    j["games"] = s.games;
    j["finished"] = result.finished;
    j["players"] = nlohmann::json::array();
    for (const auto& p : s.players) {
        auto pj = wdl_json(p.result, p.elo);
        pj["spec"] = p.spec;
        j["players"].push_back(pj);
    }
    j["pairings"] = nlohmann::json::array();
    for (const auto& pairing : s.pairings) {
        auto pj = wdl_json(pairing.result, pairing.elo);
        pj["first"] = s.players[static_cast<std::size_t>(pairing.first)].spec;
        pj["second"] = s.players[static_cast<std::size_t>(pairing.second)].spec;
        pj["pentanomial"] = pairing.pairs;
        j["pairings"].push_back(pj);
    }
    if (s.sprt) {
        j["sprt"] = {{"elo0", s.sprt->parameters.elo0},
                     {"elo1", s.sprt->parameters.elo1},
                     {"alpha", s.sprt->parameters.alpha},
                     {"beta", s.sprt->parameters.beta},
                     {"llr", s.sprt->llr},
                     {"lower_bound", s.sprt->parameters.lower_bound()},
                     {"upper_bound", s.sprt->parameters.upper_bound()},
                     {"decision", std::string(decision_text(s.sprt->decision))}};
    }
    j["terminations"] = s.terminations;
    return j;
}

ProgressPrinter::ProgressPrinter(std::ostream& out, bool terminal)
    : out_(out), terminal_(terminal) {}

std::string ProgressPrinter::status(const ArenaResult& state) const {
    const int done = state.stored_games;
    const int total = state.planned_games;
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    std::string eta = "?";
    if (games_this_run_ > 0) {
        const double per_game = elapsed / games_this_run_;
        eta = duration_text(per_game * std::max(0, total - done));
    }
    std::string scores;
    for (const auto& p : state.standings.players) {
        std::string name = p.spec.size() > 18 ? p.spec.substr(0, 17) + "…" : p.spec;
        scores += fmt::format("  {} {:.1f}%", name, 100.0 * p.result.score());
    }
    if (state.standings.sprt) scores += fmt::format("  LLR {:.2f}", state.standings.sprt->llr);
    return fmt::format("{}/{} games  ETA {}{}", done, total, eta, scores);
}

void ProgressPrinter::on_start(const ArenaResult& state) {
    started_ = last_print_ = std::chrono::steady_clock::now();
    done_at_start_ = state.stored_games;
    if (state.stored_games > 0)
        on_event(fmt::format("resuming run {}: {} of {} games already played", state.run_id,
                             state.stored_games, state.planned_games));
}

void ProgressPrinter::on_game(const GameRecord&, const ArenaResult& state) {
    ++games_this_run_;
    const auto now = std::chrono::steady_clock::now();
    if (terminal_) {
        constexpr int kWidth = 24;
        const int total = std::max(1, state.planned_games);
        const int filled = kWidth * state.stored_games / total;
        out_ << "\r\033[K[" << std::string(static_cast<std::size_t>(filled), '#')
             << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << status(state)
             << std::flush;
        line_open_ = true;
        return;
    }
    const int step = std::max(1, state.planned_games / 10);
    if (state.stored_games - last_printed_ >= step ||
        now - last_print_ >= std::chrono::seconds(30) || state.finished) {
        out_ << status(state) << "\n" << std::flush;
        last_printed_ = state.stored_games;
        last_print_ = now;
    }
}

void ProgressPrinter::on_event(const std::string& line) {
    if (line_open_) out_ << "\r\033[K";
    out_ << line << "\n" << std::flush;
    line_open_ = false;
}

void ProgressPrinter::done() {
    if (line_open_) out_ << "\n" << std::flush;
    line_open_ = false;
}

}  // namespace plies::arena
