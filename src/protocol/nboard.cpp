#include "protocol/nboard.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <istream>
#include <memory>
#include <ostream>

#include <fmt/format.h>

#include "core/text.hpp"
#include "engine/errors.hpp"
#include "engine/registry.hpp"
#include "games/othello/notation.hpp"

namespace plies::protocol {

GgfGame parse_ggf(std::string_view text) {
    text = core::trim(text);
    if (!text.starts_with("(;")) throw engine::InvalidPosition("a GGF game starts with '(;'");
    GgfGame game;
    bool board_seen = false;
    std::size_t i = 2;
    // Properties NAME[VALUE] until ";)"; only the board and the moves matter here.
    while (i < text.size() && text[i] != ';' && text[i] != ')') {
        const std::size_t name_start = i;
        while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i]))) ++i;
        const std::string_view name = text.substr(name_start, i - name_start);
        if (name.empty() || i >= text.size() || text[i] != '[')
            throw engine::InvalidPosition(
                fmt::format("GGF: a property NAME[VALUE] expected at character {}", i + 1));
        const std::size_t close = text.find(']', i);
        if (close == std::string_view::npos)
            throw engine::InvalidPosition(fmt::format("GGF: property {} has no ']'", name));
        const std::string_view value = text.substr(i + 1, close - i - 1);
        i = close + 1;
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (name == "TY" && core::trim(value) != "8")
            throw engine::InvalidPosition(
                fmt::format("GGF: plies plays 8x8 Othello, not type '{}'", value));
        if (name == "BO") {
            // "8 " then 64 squares from a1 ('*' black, 'O' white, '-' empty), then the side.
            std::string squares;
            char side = 0;
            for (char c : value.substr(std::min<std::size_t>(1, value.size()))) {
                if (c == '*' || c == 'O' || c == '-') {
                    if (squares.size() < 64) {
                        squares += c == '*' ? 'X' : c;
                    } else {
                        side = c == '*' ? 'X' : c;
                    }
                } else if (!std::isspace(static_cast<unsigned char>(c))) {
                    throw engine::InvalidPosition(
                        fmt::format("GGF: '{}' in the board BO[{}]", c, value));
                }
            }
            if (!value.starts_with("8") || squares.size() != 64 || (side != 'X' && side != 'O'))
                throw engine::InvalidPosition(fmt::format(
                    "GGF: the board must be BO[8 <64 squares> <* or O>], not BO[{}]", value));
            game.board = squares + " " + side;
            board_seen = true;
        } else if (name == "B" || name == "W") {
            game.moves.push_back(othello::move_from_nboard_notation(value));
        }
    }
    if (!board_seen) throw engine::InvalidPosition("GGF: the game has no board BO[...]");
    return game;
}

NboardEngine::NboardEngine(std::ostream& out, NboardConfig config)
    : out_(out),
      config_(std::move(config)),
      depth_(config_.default_depth),
      game_(engine::create_game("othello")) {}

NboardEngine::~NboardEngine() {
    stop_search();
}

void NboardEngine::write_line(const std::string& line) {
    std::lock_guard lock(out_mutex_);
    out_ << line << '\n' << std::flush;
}

void NboardEngine::wait() {
    if (search_.joinable()) search_.join();
}

void NboardEngine::stop_search() {
    stop_.request_stop();
    wait();
}

template <class Search>
void NboardEngine::start(Search search) {
    stop_.reset();
    search_ = std::thread([this, search] {
        try {
            search();
        } catch (const engine::Error& e) {
            write_line(fmt::format("status plies: {}", e.what()));
        }
    });
}

std::string NboardEngine::player_spec() const {
    return config_.player.empty() ? fmt::format("strong:depth={}", depth_) : config_.player;
}

bool NboardEngine::handle_line(std::string_view line) {
    line = core::trim(line);
    const std::size_t space = line.find(' ');
    const std::string_view command = line.substr(0, space);
    const std::string_view args =
        space == std::string_view::npos ? std::string_view() : core::trim(line.substr(space + 1));
    // ping and quit stop a running search; every other line waits for it to end.
    if (command == "ping" || command == "quit") {
        stop_search();
    } else {
        wait();
    }
    try {
        if (command == "quit") return false;
        if (command == "nboard") {
            write_line("set myname plies");
        } else if (command == "ping") {
            write_line(fmt::format("pong {}", args));
        } else if (command == "set") {
            const std::size_t gap = args.find(' ');
            const std::string_view what = args.substr(0, gap);
            const std::string_view value =
                gap == std::string_view::npos ? std::string_view() : core::trim(args.substr(gap));
            if (what == "game") {
                set_game(value);
            } else if (what == "depth") {
                const auto depth = core::parse_whole<int>(value);
                if (!depth || *depth < 1 || *depth > 60)
                    throw engine::Error(fmt::format("set depth takes 1 to 60, not '{}'", value));
                depth_ = *depth;
                write_line(fmt::format("set myname plies{}", depth_));
            }  // contempt and others: ignored
        } else if (command == "move") {
            play_move(args);
        } else if (command == "go") {
            go();
        } else if (command == "hint") {
            const auto count = core::parse_whole<int>(args);
            hint(count && *count > 0 ? *count : 1);
        } else if (command == "learn") {
            write_line("learned");
        }
        // Anything else is ignored, as the protocol asks of engines.
    } catch (const engine::Error& e) {
        write_line(fmt::format("status plies: {}", e.what()));
    }
    return true;
}

void NboardEngine::set_game(std::string_view ggf) {
    const GgfGame game = parse_ggf(ggf);
    auto next = engine::create_game("othello");
    next->set_position(game.board);
    for (const auto& move : game.moves) next->play(move);
    game_ = std::move(next);  // only a whole, legal game replaces the current one
}

void NboardEngine::play_move(std::string_view move) {
    game_->play(othello::move_from_nboard_notation(move));
}

void NboardEngine::go() {
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("the game is over");
    auto player = std::shared_ptr<engine::Player>(engine::create_player(*game_, player_spec()));
    write_line("status plies is thinking");
    start([this, player] {
        engine::MoveRequest request;
        request.stop = &stop_;
        const auto begin = std::chrono::steady_clock::now();
        const engine::MoveChoice choice = player->choose(*game_, request);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        write_line(fmt::format("nodestats {} {:.2f}", choice.info.nodes, seconds));
        const std::string eval =
            choice.info.score ? fmt::format("{:.2f}", static_cast<double>(*choice.info.score)) : "";
        write_line(fmt::format("=== {}/{}/{:.1f}", othello::move_in_nboard_notation(choice.move),
                               eval, seconds));
        write_line("status");
    });
}

void NboardEngine::hint(int count) {
    if (game_->outcome() != engine::Outcome::ongoing) throw engine::Error("the game is over");
    write_line("status plies is analysing");
    start([this, count] {
        core::SearchLimits limits;
        limits.depth = depth_;
        auto scores = game_->analyse(limits, &stop_);
        // A stopped analysis has searched only some moves: those are given.
        std::stable_sort(scores.begin(), scores.end(),
                         [](const auto& a, const auto& b) { return a.score > b.score; });
        for (std::size_t i = 0; i < scores.size() && i < static_cast<std::size_t>(count); ++i) {
            const auto& s = scores[i];
            write_line(fmt::format("search {} {:.2f} 0 {}",
                                   othello::move_in_nboard_notation(s.move),
                                   static_cast<double>(s.score), s.exact ? 60 : depth_));
        }
        write_line("status");
    });
}

int run_nboard(std::istream& in, std::ostream& out, NboardConfig config) {
    in.tie(nullptr);
    NboardEngine engine(out, std::move(config));
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!engine.handle_line(line)) return 0;
    }
    // The end of input: the last search still answers.
    engine.wait();
    return 0;
}

}  // namespace plies::protocol
