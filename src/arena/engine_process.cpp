#include "arena/engine_process.hpp"

#include <fmt/format.h>

#include "core/text.hpp"
#include "engine/errors.hpp"

namespace plies::arena {

void EngineProcessPlayer::launch(const std::vector<std::string>& arguments,
                                 const GameClock& clock) {
    clock_ = &clock;
    known_.clear();
    try {
        process_ = std::make_unique<ChildProcess>(path_, arguments);
    } catch (const engine::Error& e) {
        throw EngineStartError(core::printable(e.what()));
    }
}

void EngineProcessPlayer::stop_process(const char* quit_command, std::chrono::milliseconds grace) {
    if (!process_) return;
    process_->write_line(quit_command);
    process_->finish(grace);
    process_.reset();
}

void EngineProcessPlayer::fail(const std::string& why, bool start_up, bool timeout,
                               const std::string& said) const {
    const std::string text = core::printable(fmt::format(
        "engine '{}' {}{}", path_, why, said.empty() ? "" : "; it said '" + said + "'"));
    if (start_up) throw EngineStartError(text);
    if (timeout) throw PlayerTimeout(text);
    throw engine::Error(text);
}

std::string EngineProcessPlayer::next_line(const std::string& waiting_for, TimePoint deadline,
                                           bool start_up, const std::string& said) {
    auto line = process_->read_line(deadline);
    if (line) return std::move(*line);
    if (process_->closed()) {
        process_->finish(std::chrono::milliseconds(100));
        fail(fmt::format("stopped while we waited for {} ({})", waiting_for,
                         process_->exit_description()),
             start_up, false, said);
    }
    process_->kill();
    if (start_up) fail(fmt::format("gave no {} in time", waiting_for), true, true);
    fail(fmt::format("gave no {} within {} ms (+{} ms margin)", waiting_for,
                     clock_ != nullptr ? clock_->move_limit().count() : 0, margin_.count()),
         false, true, said);
}

}  // namespace plies::arena
