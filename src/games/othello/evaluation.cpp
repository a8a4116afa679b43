#include "games/othello/evaluation.hpp"

#include <array>

#include "games/othello/stability.hpp"

namespace plies::othello {

namespace {

// X-squares (b2, g2, b7, g7) and C-squares next to each corner, with that corner.
struct CornerZone {
    int corner;
    Bitboard x_square;
    Bitboard c_squares;
};
constexpr std::array<CornerZone, 4> kZones{{
    {0, bit(9), bit(1) | bit(8)},
    {7, bit(14), bit(6) | bit(15)},
    {56, bit(49), bit(48) | bit(57)},
    {63, bit(54), bit(55) | bit(62)},
}};
constexpr Bitboard kEdges = 0xFF818181818181FFULL;

// Weights in hundredths of a disc, {opening (60 empties), endgame (0 empties)}; linear between.
struct Weight {
    int opening;
    int endgame;
    [[nodiscard]] constexpr int at(int empties) const {
        return (opening * empties + endgame * (60 - empties)) / 60;
    }
};
constexpr Weight kMobility{90, 50};
constexpr Weight kPotentialMobility{40, 10};
constexpr Weight kCorner{600, 300};
constexpr Weight kXSquare{-300, -100};
constexpr Weight kCSquare{-90, -30};
constexpr Weight kStable{120, 100};
constexpr Weight kEdgeDisc{10, 10};
constexpr Weight kDisc{-5, 60};
constexpr Weight kParity{0, 150};

}  // namespace

int evaluate(const Position& pos) {
    const Bitboard p = pos.player;
    const Bitboard o = pos.opponent;
    const Bitboard empty = ~(p | o);
    const int empties = std::popcount(empty);

    const int mobility = std::popcount(legal_moves(p, o)) - std::popcount(legal_moves(o, p));
    const int potential =
        std::popcount(adjacent_squares(o) & empty) - std::popcount(adjacent_squares(p) & empty);
    const int corners = std::popcount(p & kCorners) - std::popcount(o & kCorners);
    int x_squares = 0;
    int c_squares = 0;
    for (const auto& zone : kZones) {
        if ((empty & bit(zone.corner)) == 0) continue;
        x_squares += std::popcount(p & zone.x_square) - std::popcount(o & zone.x_square);
        c_squares += std::popcount(p & zone.c_squares) - std::popcount(o & zone.c_squares);
    }
    int stable = 0;
    if ((p | o) & kCorners)
        stable = std::popcount(stable_discs(p, o)) - std::popcount(stable_discs(o, p));
    const int edges = std::popcount(p & kEdges) - std::popcount(o & kEdges);
    const int discs = std::popcount(p) - std::popcount(o);
    const int parity = (empties & 1) ? 1 : -1;  // odd: the side to move plays the last move

    return kMobility.at(empties) * mobility + kPotentialMobility.at(empties) * potential +
           kCorner.at(empties) * corners + kXSquare.at(empties) * x_squares +
           kCSquare.at(empties) * c_squares + kStable.at(empties) * stable +
           kEdgeDisc.at(empties) * edges + kDisc.at(empties) * discs + kParity.at(empties) * parity;
}

}  // namespace plies::othello
