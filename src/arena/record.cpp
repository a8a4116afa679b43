#include "arena/record.hpp"

#include <utility>

#include <fmt/format.h>

namespace plies::arena {

std::string result_text(engine::Outcome outcome) {
    switch (outcome) {
        case engine::Outcome::first_wins:
            return "1-0";
        case engine::Outcome::second_wins:
            return "0-1";
        case engine::Outcome::draw:
            return "1/2-1/2";
        case engine::Outcome::ongoing:
            break;
    }
    return "*";
}

engine::Outcome parse_result_text(const std::string& text) {
    if (text == "1-0") return engine::Outcome::first_wins;
    if (text == "0-1") return engine::Outcome::second_wins;
    if (text == "1/2-1/2") return engine::Outcome::draw;
    if (text == "*") return engine::Outcome::ongoing;
    throw engine::Error(fmt::format("bad result '{}' in a stored game", text));
}

namespace {

constexpr std::pair<EndReason, std::string_view> kEndReasonNames[] = {
    {EndReason::normal, "normal"},
    {EndReason::adjudicated, "adjudicated"},
    {EndReason::time_forfeit, "time forfeit"},
    {EndReason::hung, "time forfeit (hung)"},
    {EndReason::illegal_move, "illegal move"},
    {EndReason::crash, "crash"},
    {EndReason::failed_start, "failed start"},
};

}  // namespace

std::string_view end_reason_name(EndReason reason) {
    for (const auto& [r, name] : kEndReasonNames)
        if (r == reason) return name;
    return "normal";
}

std::optional<EndReason> parse_end_reason(std::string_view name) {
    for (const auto& [r, text] : kEndReasonNames)
        if (text == name) return r;
    return std::nullopt;
}

std::string move_line(const GameRecord& record) {
    std::string out;
    for (const auto& move : record.moves) {
        if (!out.empty()) out += ' ';
        out += move.move;
    }
    return out;
}

void replay(engine::Game& game, const GameRecord& record, std::size_t plies) {
    if (!record.start_position.empty()) game.set_position(record.start_position);
    for (std::size_t i = 0; i < plies && i < record.moves.size(); ++i) {
        try {
            game.play(record.moves[i].move);
        } catch (const engine::InvalidMove& e) {
            throw engine::Error(fmt::format("game {}: move {} '{}' cannot be replayed: {}",
                                            record.id, i + 1, record.moves[i].move, e.what()));
        }
    }
}

}  // namespace plies::arena
