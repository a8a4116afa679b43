// Othello behind the engine interface: rules and notation, the Othello project's players, the
// strong engine, perft, the exact solver and analysis.
#include <bit>
#include <cstdlib>
#include <memory>

#include <fmt/format.h>

#include "engine/errors.hpp"
#include "engine/explain.hpp"
#include "engine/games/entries.hpp"
#include "engine/games/othello_explain.hpp"
#include "engine/history_game.hpp"
#include "games/othello/bench.hpp"
#include "games/othello/board.hpp"
#include "games/othello/classic.hpp"
#include "games/othello/endgame.hpp"
#include "games/othello/notation.hpp"
#include "games/othello/perft.hpp"
#include "games/othello/search.hpp"

namespace plies::engine {
namespace {

using othello::GameState;
using othello::kPassMove;

// A move's value as people read it: the final disc difference when exact ("+4 discs",
// "draw"), the search's estimate in discs otherwise ("+1 disc (estimate)").
std::string score_text(int score, bool exact) {
    if (exact && score == 0) return "draw";
    const std::string discs =
        fmt::format("{:+d} {}", score, std::abs(score) == 1 ? "disc" : "discs");
    return exact ? discs : discs + " (estimate)";
}

class OthelloGame final : public HistoryGame<GameState> {
  public:
    [[nodiscard]] std::string name() const override { return "othello"; }
    [[nodiscard]] std::unique_ptr<Game> clone() const override {
        return std::make_unique<OthelloGame>(*this);
    }
    [[nodiscard]] GameOptions options() const override { return {}; }

    [[nodiscard]] const GameState& state() const { return current(); }

    [[nodiscard]] std::vector<std::string> legal_moves() const override {
        const auto& pos = state().position;
        const othello::Bitboard moves = othello::legal_moves(pos.player, pos.opponent);
        std::vector<std::string> out;
        if (moves == 0) {
            if (othello::legal_moves(pos.opponent, pos.player) != 0) out.push_back("pass");
            return out;
        }
        for (othello::Bitboard m = moves; m != 0; m &= m - 1)
            out.push_back(othello::square_name(std::countr_zero(m)));
        return out;
    }

    [[nodiscard]] int side_to_move() const override { return state().side; }
    [[nodiscard]] std::string side_name(int side) const override {
        return side == 0 ? "black (X)" : "white (O)";
    }
    [[nodiscard]] Outcome outcome() const override {
        if (!othello::game_over(state().position)) return Outcome::ongoing;
        const int black = std::popcount(state().black());
        const int white = std::popcount(state().white());
        if (black > white) return Outcome::first_wins;
        if (white > black) return Outcome::second_wins;
        return Outcome::draw;
    }
    [[nodiscard]] std::string end_description() const override {
        if (!othello::game_over(state().position)) return "";
        return fmt::format("no moves: {}-{}", std::popcount(state().black()),
                           std::popcount(state().white()));
    }
    // 60 disc moves, and a pass is always followed by a move (two passes end the game).
    [[nodiscard]] int max_game_length() const override { return 120; }
    // Moves that end the game at once with `side` ahead, as if `side` were to move now.
    [[nodiscard]] std::vector<std::string> winning_moves(int side) const override {
        std::vector<std::string> out;
        if (othello::game_over(state().position)) return out;
        const othello::Position pos =
            side == state().side ? state().position : state().position.passed();
        for (othello::Bitboard m = othello::legal_moves(pos.player, pos.opponent); m != 0;
             m &= m - 1) {
            const int sq = std::countr_zero(m);
            const auto after = othello::play(pos, sq, othello::flips(sq, pos.player, pos.opponent));
            if (othello::game_over(after) &&
                std::popcount(after.opponent) > std::popcount(after.player))
                out.push_back(othello::square_name(sq));
        }
        return out;
    }

    // Black (side 0) is 1, white 2; a click on a legal square plays it ("pass" is a move of its
    // own, not a cell).
    [[nodiscard]] BoardView board_view() const override {
        BoardView view;
        view.rows = 8;
        view.columns = 8;
        const auto& pos = state().position;
        const othello::Bitboard moves =
            othello::game_over(pos) ? 0 : othello::legal_moves(pos.player, pos.opponent);
        for (int sq = 0; sq < 64; ++sq) {
            const othello::Bitboard b = othello::bit(sq);
            view.cells.push_back((state().black() & b) ? 1 : (state().white() & b) ? 2 : 0);
            view.cell_moves.push_back((moves & b) ? othello::square_name(sq) : "");
            view.cell_names.push_back(othello::square_name(sq));
        }
        if (const auto* last_name = last_move()) {
            const auto last = othello::parse_move(*last_name);
            if (last && *last >= 0 && *last < 64) view.last_move = *last;
        }
        return view;
    }
    // Endgames of up to 14 empties solve in milliseconds (the arena adjudicates from there).
    [[nodiscard]] bool solvable_now() const override {
        return state().position.empty_count() <= 14;
    }
    // A review may wait: 20 empties (FFO #40-#59's size) solve in well under a second.
    [[nodiscard]] bool solvable_for_review() const override {
        return state().position.empty_count() <= 20;
    }

    [[nodiscard]] std::string render() const override {
        const auto& pos = state().position;
        const othello::Bitboard moves =
            othello::game_over(pos) ? 0 : othello::legal_moves(pos.player, pos.opponent);
        std::string out = "  a b c d e f g h\n";
        for (int row = 0; row < 8; ++row) {
            out += static_cast<char>('1' + row);
            for (int col = 0; col < 8; ++col) {
                const int sq = row * 8 + col;
                char c = '-';
                if (state().black() & othello::bit(sq))
                    c = 'X';
                else if (state().white() & othello::bit(sq))
                    c = 'O';
                else if (moves & othello::bit(sq))
                    c = '.';
                out += ' ';
                out += c;
            }
            out += '\n';
        }
        out += fmt::format("X (black) {}  O (white) {}", std::popcount(state().black()),
                           std::popcount(state().white()));
        if (!othello::game_over(pos))
            out += fmt::format("  {} to move ('.' = legal)", state().side == 0 ? "X" : "O");
        out += '\n';
        return out;
    }
    [[nodiscard]] std::string position() const override { return othello::to_obf(state()); }

    void set_position(std::string_view text) override {
        std::string obf_error;
        if (const auto obf = othello::parse_obf(text, obf_error)) {
            reset(*obf);
            return;
        }
        const auto moves = othello::parse_move_list(text);
        if (!moves) {
            throw InvalidPosition(
                fmt::format("bad othello position '{}': {} (or give a move string such as f5d6c3)",
                            text, obf_error));
        }
        std::vector<std::string> names;
        for (const int move : *moves) names.push_back(othello::square_name(move));
        replay(GameState{}, names, fmt::format("bad othello move string '{}'", text));
    }
    [[nodiscard]] std::string notation_help() const override {
        return "a move is a square a1..h8 (column letter, row number, a1 top-left) or 'pass' "
               "(also PS) when there is no other move; a position is either 64 characters "
               "(X black, O white, - empty, row by row from a1) then the side to move X or O, "
               "as in OBF files ('; move:score' annotations are ignored), or a move string from "
               "the start position such as f5d6c3d3c4";
    }

    [[nodiscard]] std::vector<PlayerKind> player_kinds() const override;

    [[nodiscard]] std::uint64_t perft(int depth) const override {
        if (depth < 0) throw Error("perft depth must be at least 0");
        if (depth > 20) throw Error("perft depth above 20 would take years; use at most 20");
        return othello::perft(state().position, depth);
    }
    [[nodiscard]] SolveResult solve(const SolveOptions& options,
                                    const core::StopToken* stop) const override {
        SolveResult out;
        const auto& pos = state().position;
        if (othello::game_over(pos)) {
            out.score = othello::final_score(pos.player, pos.opponent);
            return out;
        }
        if (pos.empty_count() > 36)
            throw Unsupported("exact solving needs at most 36 empty squares");
        const int window = options.weak ? 1 : 64;
        othello::clear_search_tables();  // the same answer and node count whatever came before
        const auto result = othello::solve_endgame(pos, -window, window, {}, stop);
        if (result.stopped) throw Error("solve stopped before it finished");
        // Weak: only the sign is exact (win / draw / loss) with the window (-1, 1).
        out.score = options.weak ? (result.score > 0) - (result.score < 0) : result.score;
        out.best_move = othello::square_name(result.best_move);
        out.nodes = result.nodes;
        out.time = result.time;
        return out;
    }
    [[nodiscard]] std::vector<MoveScore> analyse(const core::SearchLimits& limits,
                                                 const core::StopToken* stop) const override {
        std::vector<MoveScore> out;
        const auto& pos = state().position;
        if (othello::game_over(pos)) return out;
        const bool exact = pos.empty_count() <= othello::kAnalyseExactEmpties;
        othello::clear_search_tables();
        const auto moves = legal_moves();
        const auto started = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const std::string& move = moves[i];
            GameState after = state();
            apply(after, move);
            MoveScore score;
            score.move = move;
            // The time limit is the whole analysis's: each move gets an equal share of what is
            // left (it once got all of it, and ten moves took ten times the budget).
            core::SearchLimits move_limits = limits;
            if (limits.time.count() > 0) {
                const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - started);
                const auto left = std::max(limits.time - spent, std::chrono::milliseconds{1});
                move_limits.time = std::max(left / static_cast<long>(moves.size() - i),
                                            std::chrono::milliseconds{1});
            }
            if (exact) {
                const auto result =
                    othello::solve_endgame(after.position, -64, 64, move_limits, stop);
                score.exact = !result.stopped;
                score.score = -result.score;
            } else {
                const auto result = othello::search_strong(after.position, move_limits, stop);
                score.exact = result.exact;
                score.score = -result.score;
            }
            if (exact && !score.exact) {
                score.score_text = "unknown (stopped)";
            } else {
                score.score_text = score_text(score.score, score.exact);
            }
            out.push_back(score);
        }
        return out;
    }

    [[nodiscard]] PlayerView player_view(const PlayerSpec& spec,
                                         const ExplainRequest& request) const override;
    [[nodiscard]] PlayerTree player_tree(const PlayerSpec& spec,
                                         const TreeRequest& request) const override;

  private:
    // Plays `move` on `state`; throws InvalidMove saying why it is not legal.
    std::string apply(GameState& state, std::string_view move) const override {
        const auto square = othello::parse_move(move);
        if (!square)
            throw InvalidMove(
                fmt::format("'{}' is not a move: give a square a1..h8 or pass", move));
        auto& pos = state.position;
        if (othello::game_over(pos)) throw InvalidMove("the game is over");
        const othello::Bitboard moves = othello::legal_moves(pos.player, pos.opponent);
        if (*square == kPassMove) {
            if (moves != 0) throw InvalidMove("pass is only allowed when there is no other move");
        } else if ((moves & othello::bit(*square)) == 0) {
            throw InvalidMove(moves == 0 ? fmt::format("{} is not legal: you must pass", move)
                                         : fmt::format("{} is not a legal move", move));
        }
        pos = *square == kPassMove
                  ? pos.passed()
                  : othello::play(pos, *square, othello::flips(*square, pos.player, pos.opponent));
        state.side = 1 - state.side;
        return othello::square_name(*square);
    }
};

class OthelloPlayer final : public Player {
  public:
    enum class Kind { greedy, classic, strong };
    OthelloPlayer(Kind kind, int depth, std::string spec, int version = othello::kStrongVersion,
                  std::shared_ptr<const othello::PatternWeights> weights = nullptr)
        : kind_(kind),
          depth_(depth),
          spec_(std::move(spec)),
          version_(version),
          weights_(std::move(weights)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const auto& pos = game_as<OthelloGame>(game).state().position;
        MoveChoice choice;
        if (kind_ == Kind::greedy) {
            choice.move = othello::square_name(othello::choose_greedy(pos));
            return choice;
        }
        core::SearchResult<int> result;
        if (kind_ == Kind::classic) {
            result = othello::search_classic(pos, depth_, request.limits, request.stop);
        } else {
            core::SearchLimits limits = request.limits;
            if (depth_ > 0) limits.depth = depth_;
            if (limits.unlimited()) limits.time = std::chrono::milliseconds{1000};
            result = othello::search_strong(pos, limits, request.stop, version_, weights_.get());
        }
        choice.move = othello::square_name(*result.best_move);
        choice.info = to_search_info(result, othello::square_name);
        choice.info.score_text = score_text(result.score, result.exact);
        return choice;
    }

  private:
    Kind kind_;
    int depth_;
    std::string spec_;
    int version_;
    std::shared_ptr<const othello::PatternWeights> weights_;  // null: the default weights
};

// strong's weights=PATH: the pattern weights file its midgame search evaluates with.
std::shared_ptr<const othello::PatternWeights> weights_of(const PlayerSpec& spec) {
    const auto path = spec.get("weights");
    if (!path) return nullptr;
    std::string error;
    auto weights = othello::PatternWeights::load(*path, error);
    if (!weights) throw SpecError(fmt::format("weights={}: {}", *path, error));
    return std::make_shared<const othello::PatternWeights>(std::move(*weights));
}

std::vector<PlayerKind> OthelloGame::player_kinds() const {
    using Kind = OthelloPlayer::Kind;
    return {
        {"greedy",
         {},
         "the Othello project's deployed one-ply scorer",
         [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
             return std::make_unique<OthelloPlayer>(Kind::greedy, 1, spec.canonical());
         }},
        {"classic",
         {"depth"},
         "the Othello project's alpha-beta: depth 4 / 5 at <=20 empties / 6 at <=12 / to the "
         "end at <=8, or depth=N (1-60)",
         [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
             return std::make_unique<OthelloPlayer>(Kind::classic, spec.get_int("depth", 1, 60, 0),
                                                    spec.canonical());
         }},
        {"strong",
         {"depth", "version", "weights"},
         "iterative-deepening PVS with an exact endgame solver; time=T or depth=N "
         "(default time=1s); version=1 is the engine of December 2026 (a hand-made "
         "midgame evaluation), version=2 the pattern evaluation of every phase, version=3 "
         "(default) adds Multi-ProbCut; weights=FILE evaluates with another weights file "
         "(plies train othello --out)",
         [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
             return std::make_unique<OthelloPlayer>(
                 Kind::strong, spec.get_int("depth", 1, 60, 0), spec.canonical(),
                 spec.get_int("version", 1, othello::kStrongVersion, othello::kStrongVersion),
                 weights_of(spec));
         }},
    };
}

// The greedy formula's terms, each with its contribution.
std::vector<ScorePart> greedy_parts(const othello::GreedyTerms& terms) {
    std::vector<ScorePart> parts{
        {"4 x the square's weight", terms.weight, 4 * terms.weight},
        {"discs on the board after the move", terms.discs, terms.discs},
        {"3 x (own - opponent's discs)", terms.difference, 3 * terms.difference},
        {"-2 x the opponent's moves", terms.opponent_moves, -2 * terms.opponent_moves},
    };
    if (terms.corner) parts.push_back({"a corner", 1, 40});
    return parts;
}

PlayerView OthelloGame::player_view(const PlayerSpec& spec, const ExplainRequest& request) const {
    if (spec.kind == "strong") return view_from_analysis(*this, spec, request);
    const auto& pos = state().position;
    PlayerView view;
    view.player = spec.canonical();
    view.scale = spec.kind == "greedy"
                     ? "the Othello project's one-ply score: 4 x weight + discs + 3 x disc "
                       "difference - 2 x opponent's moves, +40 a corner"
                     : "the Othello project's search: square weights, mobility, corners and "
                       "X-squares at the horizon; a finished game (own - opponent's discs) x "
                       "100000";
    const int depth = spec.get_int("depth", 1, 60, 0);
    const int plies = depth > 0 ? depth : othello::classic_depth(pos.empty_count());
    for (othello::Bitboard moves = othello::legal_moves(pos.player, pos.opponent); moves != 0;
         moves &= moves - 1) {
        const int square = std::countr_zero(moves);
        MoveView move;
        move.move = othello::square_name(square);
        if (spec.kind == "greedy") {
            const auto terms = othello::greedy_terms(pos, square);
            move.score = terms.score();
            if (request.explain) move.parts = greedy_parts(terms);
        } else {
            move.score = othello::classic_move_value(pos, square, plies);
            if (request.explain) othello_explain::explain_classic(pos, square, plies, move);
        }
        move.score_text = fmt::format("{:+}", move.score);
        view.moves.push_back(std::move(move));
    }
    if (view.moves.empty()) throw Error("the side to move has no move but pass");
    view.choice = make_player(spec)->choose(*this, {}).move;
    if (spec.kind == "classic") {
        view.note = view.moves.size() == 1 ? "a lone move is played without a search"
                                           : fmt::format("searched {} plies deep", plies);
    }
    return view;
}

PlayerTree OthelloGame::player_tree(const PlayerSpec& spec, const TreeRequest& request) const {
    if (spec.kind != "classic") return Game::player_tree(spec, request);
    const auto& pos = state().position;
    const othello::Bitboard moves = othello::legal_moves(pos.player, pos.opponent);
    if (moves == 0) throw Error("the side to move has no move but pass");
    PlayerTree out;
    out.player = spec.canonical();
    out.recorded =
        othello::record_classic_tree(pos, spec.get_int("depth", 1, 60, 0), request.limits);
    for (int move = 0; move <= kPassMove; ++move)
        out.move_names.push_back(othello::square_name(move));
    if (std::popcount(moves) == 1) out.note = "the project plays a lone move without this search";
    return out;
}

}  // namespace

GameEntry othello_entry() {
    GameEntry entry;
    entry.name = "othello";
    entry.title = "Othello";
    entry.solve_prints_best_move = true;
    entry.create = [](const GameOptions&) -> std::unique_ptr<Game> {
        return std::make_unique<OthelloGame>();
    };
    entry.bench = [](const BenchRequest& request, std::ostream& out) {
        return othello::run_bench(out, request.suite, request.depth, request.quick);
    };
    return entry;
}

}  // namespace plies::engine
