// The generic random-game test (as OpenSpiel's RandomSimTest): every registered game, under every
// option set it lists, plays thousands of seeded random games through the engine interface, and
// every step is checked against the interface's invariants.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "engine/registry.hpp"

namespace {

using namespace plies::engine;

std::string describe(const GameOptions& options) {
    std::string out;
    for (const auto& [k, v] : options) out += k + "=" + v + " ";
    return out.empty() ? "defaults" : out;
}

// A snapshot of what the interface shows of a position.
struct View {
    std::string position;
    std::string render;
    std::vector<std::string> moves;
    int side = 0;
    Outcome outcome = Outcome::ongoing;
    bool operator==(const View&) const = default;
};

View view_of(const Game& game) {
    return {game.position(), game.render(), game.legal_moves(), game.side_to_move(),
            game.outcome()};
}

void check_step(Game& game, plies::core::Rng& rng, int ply, const std::string& where) {
    const View before = view_of(game);
    // Results are consistent with the move list.
    ASSERT_EQ(before.outcome == Outcome::ongoing, !before.moves.empty()) << where;
    ASSERT_EQ(static_cast<int>(game.history().size()), ply) << where;
    // The position round-trips through its text form.
    auto copy = game.clone();
    copy->set_position(before.position);
    ASSERT_EQ(copy->position(), before.position) << where;
    ASSERT_EQ(copy->legal_moves(), before.moves) << where;
    ASSERT_EQ(copy->side_to_move(), before.side) << where;
    ASSERT_EQ(copy->outcome(), before.outcome) << where;
    // The board view (for the web page) is well formed in every position, finished ones too.
    BoardView board;
    ASSERT_NO_THROW(board = game.board_view()) << where;
    if (board.rows > 0) {
        ASSERT_EQ(board.cells.size(), static_cast<std::size_t>(board.rows * board.columns))
            << where;
        for (int cell : board.winning_line) {
            const int winner = before.outcome == Outcome::first_wins ? 1 : 2;
            ASSERT_EQ(board.cells.at(static_cast<std::size_t>(cell)), winner) << where;
        }
    }
    if (before.outcome != Outcome::ongoing) return;

    // Listed moves are distinct and legal; play + undo restores the exact position.
    ASSERT_EQ(std::set<std::string>(before.moves.begin(), before.moves.end()).size(),
              before.moves.size())
        << where;
    const std::size_t samples = std::min<std::size_t>(before.moves.size(), 6);
    for (std::size_t i = 0; i < samples; ++i) {
        const auto& move = before.moves[rng.below(before.moves.size())];
        auto trial = game.clone();
        ASSERT_NO_THROW(trial->play(move)) << where << " move " << move;
        ASSERT_EQ(static_cast<int>(trial->history().size()), ply + 1) << where;
        ASSERT_NE(trial->position(), before.position) << where << " move " << move;
        trial->undo();
        ASSERT_TRUE(view_of(*trial) == before) << where << " undo of " << move;
    }
    // Immediate wins listed for the side to move really win at once.
    for (const auto& move : game.winning_moves(before.side)) {
        ASSERT_NE(std::find(before.moves.begin(), before.moves.end(), move), before.moves.end())
            << where << " winning move " << move << " is not legal";
        auto trial = game.clone();
        trial->play(move);
        ASSERT_EQ(trial->outcome(), before.side == 0 ? Outcome::first_wins : Outcome::second_wins)
            << where << " winning move " << move;
    }
    // Nonsense is refused without changing anything.
    for (const char* bad : {"", "zz9", "-1", "99999"}) {
        EXPECT_THROW(game.play(bad), InvalidMove) << where << " accepted '" << bad << "'";
        ASSERT_TRUE(view_of(game) == before) << where;
    }
}

// One test per (game, option set), so that ctest runs them in parallel.
struct Variant {
    std::size_t game = 0;
    std::size_t options = 0;
};

std::vector<Variant> all_variants() {
    std::vector<Variant> out;
    for (std::size_t g = 0; g < games().size(); ++g)
        for (std::size_t o = 0; o < games()[g].test_variants.size(); ++o) out.push_back({g, o});
    return out;
}

// What ctest shows of a parameter: the game and its options.
void PrintTo(const Variant& variant, std::ostream* out) {
    const auto& entry = games()[variant.game];
    *out << entry.name << " " << describe(entry.test_variants[variant.options]);
}

std::string variant_name(const testing::TestParamInfo<Variant>& info) {
    return fmt::format("{}_{}", games()[info.param.game].name, info.param.options);
}

// About 30,000 plies per variant, at least 100 games ("thousands" for short games). The sanitizer
// build, some 20 times slower here, plays a fifth of that and at least 20 games: its job is to
// find memory errors and undefined behaviour along the same code paths, which the release build
// has already checked for results (with at least 100 games, Gomoku's variants played 100 games of
// about 120 plies each there: 13-35 s of CPU each, 77 s in all, the longest sanitizer tests).
#ifdef PLIES_SANITIZE
constexpr int kPliesPerVariant = 6000;
constexpr int kMinGames = 20;
#else
constexpr int kPliesPerVariant = 30000;
constexpr int kMinGames = 100;
#endif

class RandomGames : public testing::TestWithParam<Variant> {};

TEST_P(RandomGames, EveryGameKeepsTheInterfaceInvariants) {
    const auto& entry = games()[GetParam().game];
    const auto& options = entry.test_variants[GetParam().options];
    auto prototype = create_game(entry, options);
    const int max_length = prototype->max_game_length();
    const int game_count = std::clamp(kPliesPerVariant / std::max(max_length, 1), kMinGames, 3000);
    plies::core::Rng rng(12345);
    for (int g = 0; g < game_count; ++g) {
        auto game = create_game(entry, options);
        int ply = 0;
        while (game->outcome() == Outcome::ongoing) {
            const std::string where =
                fmt::format("{} ({}) game {} ply {}", entry.name, describe(options), g, ply);
            check_step(*game, rng, ply, where);
            if (HasFatalFailure()) return;
            const auto moves = game->legal_moves();
            game->play(moves[rng.below(moves.size())]);
            ++ply;
            ASSERT_LE(ply, max_length) << where << ": the game did not end in time";
        }
        check_step(*game, rng, ply, entry.name + " final");
        if (HasFatalFailure()) return;
        // Undo all the way back to the start.
        while (game->can_undo()) game->undo();
        EXPECT_EQ(game->position(), prototype->position()) << entry.name;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryRegisteredGame, RandomGames, testing::ValuesIn(all_variants()),
                         variant_name);

}  // namespace
