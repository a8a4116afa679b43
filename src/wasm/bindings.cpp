// The WebAssembly module's JavaScript API (embind): one game session mirroring the engine
// interface. Every call answers JSON text: the value asked for, or {"error": message}, so that
// no C++ exception ever crosses into JavaScript.
#include <cmath>
#include <memory>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include "core/limits.hpp"
#include "wasm/engine_api.hpp"

// The page's stop flag, as the engine's worker sees it: the worker sets
// Module.pliesStopRequested, a function that reads its SharedArrayBuffer flag (Atomics.load)
// and compares it with the request it runs. Without it (the page's own rules module, node) no
// search is ever stopped from outside.
EM_JS(int, plies_page_stop_requested, (), {
    const poll = Module["pliesStopRequested"];
    return poll && poll() ? 1 : 0;
});

namespace plies::web {
namespace {

bool page_stop_requested() {
    return plies_page_stop_requested() != 0;
}
[[maybe_unused]] const bool kStopHookInstalled =
    (core::external_stop_hook = &page_stop_requested, true);

template <class Body>
std::string answer(Body&& body) {
    try {
        return body().dump();
    } catch (const std::exception& e) {
        return json{{"error", e.what()}}.dump();
    }
}

json parse_or_null(const std::string& text) {
    if (text.empty()) return json();
    json parsed = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (parsed.is_discarded()) throw engine::Error("not valid JSON: " + text);
    return parsed;
}

class JsSession {
  public:
    // Starts a new game; answers its state.
    std::string open(const std::string& game, const std::string& options_json) {
        return answer([&] {
            session_ =
                std::make_unique<Session>(game, options_from_json(parse_or_null(options_json)));
            return session_->state();
        });
    }
    std::string describe() {
        return answer([&] { return current().describe(); });
    }
    std::string state() {
        return answer([&] { return current().state(); });
    }
    std::string play(const std::string& move) {
        return answer([&] {
            current().play(move);
            return current().state();
        });
    }
    std::string undo() {
        return answer([&] {
            current().undo();
            return current().state();
        });
    }
    std::string set_position(const std::string& text) {
        return answer([&] {
            current().set_position(text);
            return current().state();
        });
    }
    // `seed` is a double because JavaScript numbers are; whole values up to 2^53 are exact.
    std::string choose(const std::string& spec, double seed, const std::string& limits_json) {
        return answer([&] {
            const auto limits = limits_from_json(parse_or_null(limits_json));
            return current().choose(spec, static_cast<std::uint64_t>(std::fabs(seed)), limits);
        });
    }
    std::string analyse(const std::string& limits_json) {
        return answer(
            [&] { return current().analyse(limits_from_json(parse_or_null(limits_json))); });
    }
    void request_stop() {
        if (session_) session_->request_stop();
    }

  private:
    Session& current() {
        if (!session_) throw engine::Error("no game: call open() first");
        return *session_;
    }
    std::unique_ptr<Session> session_;
};

std::string games_text() {
    return answer([] { return list_games(); });
}
std::string request_text(const std::string& request) {
    return run_request_text(request);
}

}  // namespace
}  // namespace plies::web

EMSCRIPTEN_BINDINGS(plies_engine) {
    using plies::web::JsSession;
    emscripten::function("listGames", &plies::web::games_text);
    emscripten::function("runRequest", &plies::web::request_text);
    emscripten::class_<JsSession>("Session")
        .constructor<>()
        .function("open", &JsSession::open)
        .function("describe", &JsSession::describe)
        .function("state", &JsSession::state)
        .function("play", &JsSession::play)
        .function("undo", &JsSession::undo)
        .function("setPosition", &JsSession::set_position)
        .function("choose", &JsSession::choose)
        .function("analyse", &JsSession::analyse)
        .function("requestStop", &JsSession::request_stop);
}
