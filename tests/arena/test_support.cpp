#include "test_support.hpp"

#include <atomic>
#include <fstream>
#include <mutex>
#include <random>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace plies::arena::testing {

bool process_running(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string fields[3];
    if (!(stat >> fields[0] >> fields[1] >> fields[2])) return false;
    return fields[2] != "Z" && fields[2] != "X";
}

namespace {

// Players of the `bad-hang` kind still running (they ignore their stop token).
std::atomic<int> hung_running{0};
std::atomic<bool> hung_release{false};

class FaultyPlayer final : public engine::Player {
  public:
    enum class Fault { illegal, exception, slow, hang, stoppable };
    FaultyPlayer(Fault fault, std::string spec) : fault_(fault), spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }
    engine::MoveChoice choose(const engine::Game& game,
                              const engine::MoveRequest& request) override {
        engine::MoveChoice choice;
        switch (fault_) {
            case Fault::illegal:
                choice.move = "not-a-move";
                break;
            case Fault::exception:
                throw std::runtime_error("simulated crash");
            case Fault::slow:
                std::this_thread::sleep_for(std::chrono::milliseconds(400));
                choice.move = game.legal_moves().front();
                break;
            case Fault::hang:
                ++hung_running;
                while (!hung_release) std::this_thread::sleep_for(std::chrono::milliseconds(5));
                --hung_running;
                choice.move = game.legal_moves().front();
                break;
            case Fault::stoppable:
                // A search that forgets its own clock but obeys the stop token.
                while (request.stop == nullptr || !request.stop->stop_requested())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                choice.move = game.legal_moves().front();
                break;
        }
        return choice;
    }

  private:
    Fault fault_;
    std::string spec_;
};

std::mutex clock_reads_mutex;
std::vector<core::SearchLimits> clock_reads;

// Answers the first legal move at once and keeps the limits it was asked with.
class ClockReader final : public engine::Player {
  public:
    explicit ClockReader(std::string spec) : spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }
    engine::MoveChoice choose(const engine::Game& game,
                              const engine::MoveRequest& request) override {
        {
            const std::lock_guard lock(clock_reads_mutex);
            clock_reads.push_back(request.limits);
        }
        engine::MoveChoice choice;
        choice.move = game.legal_moves().front();
        return choice;
    }

  private:
    std::string spec_;
};

class SolvableWrapper final : public engine::Game {
  public:
    SolvableWrapper(std::unique_ptr<engine::Game> inner, int from_ply)
        : inner_(std::move(inner)), from_ply_(from_ply) {}
    [[nodiscard]] std::string name() const override { return inner_->name(); }
    [[nodiscard]] std::unique_ptr<engine::Game> clone() const override {
        return std::make_unique<SolvableWrapper>(inner_->clone(), from_ply_);
    }
    [[nodiscard]] engine::GameOptions options() const override { return inner_->options(); }
    [[nodiscard]] std::vector<std::string> legal_moves() const override {
        return inner_->legal_moves();
    }
    void play(std::string_view move) override { inner_->play(move); }
    [[nodiscard]] bool can_undo() const override { return inner_->can_undo(); }
    void undo() override { inner_->undo(); }
    [[nodiscard]] std::vector<std::string> history() const override { return inner_->history(); }
    [[nodiscard]] int side_to_move() const override { return inner_->side_to_move(); }
    [[nodiscard]] std::string side_name(int side) const override { return inner_->side_name(side); }
    [[nodiscard]] engine::Outcome outcome() const override { return inner_->outcome(); }
    [[nodiscard]] int max_game_length() const override { return inner_->max_game_length(); }
    [[nodiscard]] std::vector<std::string> winning_moves(int side) const override {
        return inner_->winning_moves(side);
    }
    [[nodiscard]] std::string render() const override { return inner_->render(); }
    [[nodiscard]] std::string position() const override { return inner_->position(); }
    void set_position(std::string_view text) override { inner_->set_position(text); }
    [[nodiscard]] std::string notation_help() const override { return inner_->notation_help(); }
    [[nodiscard]] engine::BoardView board_view() const override { return inner_->board_view(); }
    [[nodiscard]] std::vector<engine::PlayerKind> player_kinds() const override {
        return inner_->player_kinds();
    }
    [[nodiscard]] engine::SolveResult solve(const engine::SolveOptions& options,
                                            const core::StopToken* stop) const override {
        return inner_->solve(options, stop);
    }
    [[nodiscard]] bool solvable_now() const override {
        return static_cast<int>(inner_->history().size()) >= from_ply_;
    }
    [[nodiscard]] std::vector<engine::WinChance> win_chances() const override {
        return inner_->win_chances();
    }

  private:
    std::unique_ptr<engine::Game> inner_;
    int from_ply_;
};

}  // namespace

PlayerFactory faulty_player_factory(std::chrono::milliseconds margin) {
    auto fallback = default_player_factory(margin);
    return [fallback](const engine::Game& game, const std::string& spec) -> Seat {
        const auto seat = [&](FaultyPlayer::Fault fault) {
            Seat out;
            out.player = std::make_unique<FaultyPlayer>(fault, spec);
            out.clock = spec_time_control(spec);
            return out;
        };
        if (spec == "bad-illegal") return seat(FaultyPlayer::Fault::illegal);
        if (spec == "bad-throw") return seat(FaultyPlayer::Fault::exception);
        if (spec.starts_with("bad-slow")) return seat(FaultyPlayer::Fault::slow);
        if (spec.starts_with("bad-hang")) return seat(FaultyPlayer::Fault::hang);
        if (spec.starts_with("bad-stoppable")) return seat(FaultyPlayer::Fault::stoppable);
        if (spec.starts_with("clock-reader")) {
            Seat out;
            out.player = std::make_unique<ClockReader>(spec);
            out.clock = spec_time_control(spec);
            return out;
        }
        return fallback(game, spec);
    };
}

std::vector<core::SearchLimits> take_clock_reads() {
    const std::lock_guard lock(clock_reads_mutex);
    return std::exchange(clock_reads, {});
}

int release_hung_players() {
    const int running = hung_running;
    hung_release = true;
    while (hung_running > 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    hung_release = false;
    return running;
}

std::unique_ptr<engine::Game> solvable_wrapper(std::unique_ptr<engine::Game> inner, int from_ply) {
    return std::make_unique<SolvableWrapper>(std::move(inner), from_ply);
}

}  // namespace plies::arena::testing
