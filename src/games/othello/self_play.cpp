#include "games/othello/self_play.hpp"

#include <bit>

#include "games/othello/evaluation.hpp"

namespace plies::othello {

std::vector<Position> noisy_game(core::Rng& rng, const NoisyPlayer& player, int min_empties,
                                 std::vector<std::uint8_t>* movers) {
    std::vector<Position> met;
    Position pos = kStartPosition;
    std::uint8_t mover = 0;  // black
    while (pos.empty_count() >= min_empties) {
        Bitboard moves = legal_moves(pos.player, pos.opponent);
        if (moves == 0) {
            if (legal_moves(pos.opponent, pos.player) == 0) break;
            pos = pos.passed();
            mover ^= 1;
            continue;
        }
        met.push_back(pos);
        if (movers != nullptr) movers->push_back(mover);
        int chosen = kNoMove;
        // The draw is made whatever the empties, so that a game's other draws do not depend on
        // random_min_empties.
        const bool random = rng.chance(player.random_move_share);
        if (random && pos.empty_count() >= player.random_min_empties) {
            int n = static_cast<int>(rng.below(static_cast<std::uint64_t>(std::popcount(moves))));
            while (n-- > 0) moves &= moves - 1;
            chosen = std::countr_zero(moves);
        } else {
            int best = -1 << 30;
            for (Bitboard m = moves; m != 0; m &= m - 1) {
                const int sq = std::countr_zero(m);
                const Position child = play(pos, sq, flips(sq, pos.player, pos.opponent));
                const int value =
                    -(player.guide != nullptr ? player.guide->evaluate(child) : evaluate(child)) +
                    static_cast<int>(rng.below(400)) - 200;
                if (value > best) {
                    best = value;
                    chosen = sq;
                }
            }
        }
        pos = play(pos, chosen, flips(chosen, pos.player, pos.opponent));
        mover ^= 1;
    }
    return met;
}

}  // namespace plies::othello
