#include "games/tictactoe/board.hpp"

#include "core/score.hpp"

namespace plies::tictactoe {

std::optional<int> ClassicState::terminal_score(int ply) const {
    if (winner() != Mark::none) return core::loss_in(ply);
    if (full()) return 0;
    return std::nullopt;
}

int ClassicState::evaluate() const {
    const Mark me = to_move();
    const Mark them = me == Mark::x ? Mark::o : Mark::x;
    auto line_value = [](std::uint16_t own, std::uint16_t other, std::uint16_t line) {
        if (other & line) return 0;
        const int count = std::popcount(static_cast<unsigned>(own & line));
        return count == 2 ? 3 : count;
    };
    int score = 0;
    for (auto line : kLines) {
        score += line_value(bits(me), bits(them), line);
        score -= line_value(bits(them), bits(me), line);
    }
    return score;
}

}  // namespace plies::tictactoe
