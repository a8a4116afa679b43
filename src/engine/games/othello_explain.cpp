#include "engine/games/othello_explain.hpp"

#include <bit>

#include "games/othello/classic.hpp"
#include "games/othello/notation.hpp"

namespace plies::engine::othello_explain {

void explain_classic(const othello::Position& pos, int square, int plies, MoveView& move) {
    const othello::ClassicLine line = othello::classic_line(pos, square, plies);
    for (const int m : line.moves) move.line.push_back(othello::square_name(m));
    // The line's end is seen by its side to move: the mover after an even number of plies.
    const int sign = line.moves.size() % 2 == 0 ? 1 : -1;
    const auto& end = line.end;
    const bool finished = othello::legal_moves(end.player, end.opponent) == 0 &&
                          othello::legal_moves(end.opponent, end.player) == 0;
    if (finished) {
        const int difference = sign * (std::popcount(end.player) - std::popcount(end.opponent));
        move.parts = {{"the game is over: disc difference x 100000", difference,
                       difference * othello::kClassicWinScale}};
        return;
    }
    const othello::ClassicTerms terms = othello::classic_terms(end);
    // Each count is the term's difference, own - opponent's; its value, its contribution.
    const auto part = [sign](const char* name, int count, int weight) {
        return ScorePart{name, sign * count, sign * count * weight};
    };
    move.parts = {
        part("square weights, own - opponent's", terms.squares, 1),
        part("5 x legal moves, own - opponent's", terms.mobility, othello::kMobilityWeight),
        part("30 x corners, own - opponent's", terms.corners, othello::kCornerWeight),
        part("-25 x X-squares by an empty corner, own - opponent's", terms.x_squares,
             -othello::kXSquarePenalty),
    };
}

}  // namespace plies::engine::othello_explain
