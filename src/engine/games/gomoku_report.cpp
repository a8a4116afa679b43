#include "engine/games/gomoku_report.hpp"

#include "games/gomoku/move_review.hpp"

namespace plies::engine::gomoku_report {

namespace {

MoveSituation named(const char* name, const gomoku::Situation& s) {
    return {name, s.moment, s.met};
}

}  // namespace

std::vector<MoveSituation> move_situations(const gomoku::Board& board, gomoku::Point move) {
    using gomoku::Gap;
    const auto s = gomoku::review_move(board, move);
    const auto solid = static_cast<int>(Gap::solid);
    const auto split = static_cast<int>(Gap::split);
    return {named(kFourThreeSolidFour, s.four_three[solid]),
            named(kFourThreeSplitFour, s.four_three[split]),
            named(kBlockFourThree, s.block_four_three),
            named(kBlockSolidThree, s.block_three[solid]),
            named(kBlockSplitThree, s.block_three[split])};
}

std::string win_shape(const gomoku::Board& board) {
    using gomoku::WinShape;
    switch (gomoku::how_won(board)) {
        case WinShape::straight_four:
            return "straight four";
        case WinShape::four_three_solid:
            return "four-three (solid three)";
        case WinShape::four_three_split:
            return "four-three (split three)";
        case WinShape::four_four:
            return "four-four";
        case WinShape::vcf:
            return "VCF";
        case WinShape::four_not_blocked:
            return "four not blocked";
        case WinShape::forbidden_block:
            return "forbidden block";
        case WinShape::none:
            break;
    }
    return {};
}

}  // namespace plies::engine::gomoku_report
