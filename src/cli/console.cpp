#include "cli/console.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/text.hpp"
#include "engine/registry.hpp"

namespace plies::cli {

namespace {

// The token of the search in progress, for the signal handler (null outside a search).
std::atomic<core::StopToken*> g_active_stop{nullptr};

extern "C" void on_interrupt(int signal_number) {
    if (core::StopToken* token = g_active_stop.load()) {
        token->request_stop();
        return;
    }
    // Not searching: behave as if we had no handler.
    std::signal(signal_number, SIG_DFL);
    std::raise(signal_number);
}

// Installs the handler for the lifetime of one search and clears the active token after it.
class InterruptScope {
  public:
    explicit InterruptScope(core::StopToken* token) {
        g_active_stop.store(token);
        previous_ = std::signal(SIGINT, on_interrupt);
    }
    ~InterruptScope() {
        g_active_stop.store(nullptr);
        std::signal(SIGINT, previous_ == SIG_ERR ? SIG_DFL : previous_);
    }
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

  private:
    void (*previous_)(int) = SIG_DFL;
};

// A spinner on stderr while a search runs (the game box's blinking light), only on a terminal.
class ThinkingIndicator {
  public:
    ThinkingIndicator() {
        if (isatty(STDERR_FILENO) == 0) return;
        thread_ = std::thread([this] {
            static constexpr char kFrames[] = {'|', '/', '-', '\\'};
            int frame = 0;
            while (!done_.load()) {
                std::fprintf(stderr, "\rthinking %c (Ctrl-C: play now)", kFrames[frame++ % 4]);
                std::fflush(stderr);
                for (int i = 0; i < 10 && !done_.load(); ++i)
                    std::this_thread::sleep_for(std::chrono::milliseconds(12));
            }
            std::fprintf(stderr, "\r%30s\r", "");
            std::fflush(stderr);
        });
    }
    ~ThinkingIndicator() {
        done_.store(true);
        if (thread_.joinable()) thread_.join();
    }
    ThinkingIndicator(const ThinkingIndicator&) = delete;
    ThinkingIndicator& operator=(const ThinkingIndicator&) = delete;

  private:
    std::atomic<bool> done_{false};
    std::thread thread_;
};

}  // namespace

engine::MoveChoice think(engine::Player& player, const engine::Game& game,
                         const engine::MoveRequest& request) {
    core::StopToken stop;
    engine::MoveRequest with_stop = request;
    with_stop.stop = &stop;
    InterruptScope interrupt(&stop);
    ThinkingIndicator indicator;
    return player.choose(game, with_stop);
}

void GameOptionFlags::add_to(CLI::App* command) {
    for (const auto& entry : engine::games()) {
        for (const auto& option : entry.options) {
            if (values.contains(option.key) || switches.contains(option.key)) continue;
            const bool on_off = option.choices == std::vector<std::string>{"0", "1"};
            const std::string help =
                on_off ? fmt::format("{} ({}: {})", option.title, entry.title, option.help)
                       : fmt::format("{} ({}: {}, default {})", option.title, entry.title,
                                     engine::option_values(option), option.default_value);
            if (on_off)
                command->add_flag("--" + option.key, switches[option.key], help);
            else
                command->add_option("--" + option.key, values[option.key], help);
        }
    }
    command->add_option("-o,--option", raw, "Any game option as KEY=VALUE (repeatable)");
}

engine::GameOptions GameOptionFlags::options() const {
    engine::GameOptions out;
    for (const auto& [key, value] : values)
        if (!value.empty()) out[key] = value;
    for (const auto& [key, on] : switches)
        if (on) out[key] = "1";
    for (const auto& item : raw) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
            throw engine::Error(fmt::format("bad option '{}': expected KEY=VALUE", item));
        out[item.substr(0, eq)] = item.substr(eq + 1);
    }
    return out;
}

std::vector<std::string> game_names() {
    std::vector<std::string> names;
    for (const auto& entry : engine::games()) names.push_back(entry.name);
    return names;
}

std::string with_commas(std::uint64_t value) {
    std::string digits = std::to_string(value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string describe_search(const engine::SearchInfo& info) {
    std::vector<std::string> parts;
    if (!info.note.empty()) parts.push_back(info.note);
    if (info.depth > 0) parts.push_back(fmt::format("depth {}", info.depth));
    if (!info.score_text.empty())
        parts.push_back(fmt::format("score {}", info.score_text));
    else if (info.score)
        parts.push_back(fmt::format("score {:+}", *info.score));
    if (info.nodes > 0) {
        const double ms = static_cast<double>(info.time.count()) / 1000.0;
        parts.push_back(fmt::format("{} nodes in {:.1f} ms", with_commas(info.nodes), ms));
    }
    if (info.nodes > 0 && info.pruned > 0)
        parts.push_back(fmt::format("{} branches cut", with_commas(info.pruned)));
    if (info.pv.size() > 1) parts.push_back(fmt::format("pv {}", fmt::join(info.pv, " ")));
    if (info.stopped) parts.push_back("stopped early");
    return fmt::format("{}", fmt::join(parts, ", "));
}

void exit_with(int status) {
    throw CLI::RuntimeError(status);
}

void refuse_extra_arguments(const CLI::App& command) {
    // CLI11 lists the '--' that ends the options among the extras.
    for (const auto& extra : command.remaining()) {
        if (extra == "--") continue;
        throw engine::Error(fmt::format("'{}' is not an option of 'plies {}' (see --help). {}",
                                        core::printable(extra), command.get_name(),
                                        kDashPositionsHelp));
    }
}

}  // namespace plies::cli
