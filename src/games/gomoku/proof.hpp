// Proofs a review needs: whether the side to move has a win it can force (a five, a VCF or a
// VCT, each proven by its solver), and whether it is lost whatever it plays (the opponent keeps
// such a win after every reply): how a review tells a move that kept a win from one that let
// it go. "Not proven" is the answer whenever a search runs out of its node budget.
#pragma once

#include <cstdint>

#include "games/gomoku/board.hpp"

namespace plies::gomoku {

struct ProofBudget {
    std::uint64_t vcf_nodes = 200'000;  // per VCF search
    std::uint64_t vct_nodes = 300'000;  // per VCT search
    int vct_depth = 6;                  // threat moves before the closing VCF
    int counter_fours = 4;              // the defender's fours in a row followed
};

// The side to move can force a win: a five now, a VCF, or a VCT.
[[nodiscard]] bool side_to_move_wins(const Board& position, const ProofBudget& budget = {});

// The side to move cannot stop the opponent's forced win: every legal reply (a block of a four,
// a counter-four, any other point) leaves the opponent a five, a VCF or a VCT.
[[nodiscard]] bool side_to_move_lost(const Board& position, const ProofBudget& budget = {});

}  // namespace plies::gomoku
