#include "games/othello/perft.hpp"

namespace plies::othello {

namespace {
std::uint64_t count(Bitboard p, Bitboard o, int depth) {
    Bitboard moves = legal_moves(p, o);
    if (moves == 0) {
        if (legal_moves(o, p) == 0) return 1;  // game over: one leaf at every depth below
        return depth == 1 ? 1 : count(o, p, depth - 1);
    }
    if (depth == 1) return static_cast<std::uint64_t>(std::popcount(moves));
    std::uint64_t leaves = 0;
    for (; moves != 0; moves &= moves - 1) {
        const int sq = std::countr_zero(moves);
        const Bitboard f = flips(sq, p, o);
        leaves += count(o ^ f, p ^ f ^ bit(sq), depth - 1);
    }
    return leaves;
}
}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    return count(pos.player, pos.opponent, depth);
}

}  // namespace plies::othello
