// Connect Four behind the engine interface: rules, the Connect Four tutorial's board and scores,
// the game box's players, perft and the bench.
#include <bit>
#include <ostream>

#include <fmt/format.h>

#include "engine/explain.hpp"
#include "engine/games/connect4_explain.hpp"
#include "engine/games/entries.hpp"
#include "engine/history_game.hpp"
#include "games/connect4/bench.hpp"
#include "games/connect4/classic.hpp"
#include "games/connect4/evaluation.hpp"
#include "games/connect4/move_string.hpp"
#include "games/connect4/perft.hpp"
#include "games/connect4/position.hpp"
#include "games/connect4/solver_bench.hpp"
#include "games/connect4/solving.hpp"

namespace plies::engine {
namespace {

using connect4::Position;

class ConnectFourGame final : public HistoryGame<Position> {
  public:
    explicit ConnectFourGame(bool zero_based) : zero_based_(zero_based) {}

    [[nodiscard]] std::string name() const override { return "connect4"; }
    [[nodiscard]] std::unique_ptr<Game> clone() const override {
        return std::make_unique<ConnectFourGame>(*this);
    }
    [[nodiscard]] GameOptions options() const override {
        if (zero_based_) return {{"zero-based", "1"}};
        return {};
    }

    [[nodiscard]] const Position& board() const { return current(); }

    // Columns as shown and typed: 1-7 (the community convention) or, with zero-based=1, 0-6 as
    // in the Connect Four tutorial.
    [[nodiscard]] std::string column_name(int col) const {
        return std::string(1, static_cast<char>((zero_based_ ? '0' : '1') + col));
    }

    // --- rules ---------------------------------------------------------------------------------
    [[nodiscard]] std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        if (board().over()) return out;
        for (int col = 0; col < connect4::kWidth; ++col)
            if (board().can_play(col)) out.push_back(column_name(col));
        return out;
    }
    [[nodiscard]] int side_to_move() const override { return board().side_to_move(); }
    // The Connect Four tutorial draws the first player's discs as X and the second's as O; the game
    // box calls them yellow (1) and red (2).
    [[nodiscard]] std::string side_name(int side) const override { return side == 0 ? "X" : "O"; }
    [[nodiscard]] Outcome outcome() const override {
        if (board().last_mover_won())
            return board().side_to_move() == 1 ? Outcome::first_wins : Outcome::second_wins;
        return board().full() ? Outcome::draw : Outcome::ongoing;
    }
    [[nodiscard]] std::string end_description() const override {
        if (board().last_mover_won()) return "four in a row";
        return board().full() ? "board full" : "";
    }
    [[nodiscard]] int max_game_length() const override { return connect4::kCells; }
    [[nodiscard]] std::vector<std::string> winning_moves(int side) const override {
        std::vector<std::string> out;
        if (board().over()) return out;
        const auto cells = connect4::winning_cells(board().discs_of(side), board().mask()) &
                           board().playable_cells();
        for (int col = 0; col < connect4::kWidth; ++col)
            if ((cells & connect4::column_mask(col)) != 0) out.push_back(column_name(col));
        return out;
    }

    // --- text ----------------------------------------------------------------------------------
    // The Connect Four tutorial's drawing, character for character: the column numbers, rows of
    // `|X|` cells from the top, and a dashed base line.
    [[nodiscard]] std::string render() const override {
        std::string out;
        for (int col = 0; col < connect4::kWidth; ++col)
            out += column_name(col) + (col + 1 < connect4::kWidth ? " " : "\n");
        for (int row = connect4::kHeight - 1; row >= 0; --row) {
            out += '|';
            for (int col = 0; col < connect4::kWidth; ++col) {
                const int cell = board().cell(col, row);
                out += cell == 1 ? 'X' : cell == 2 ? 'O' : ' ';
                out += '|';
            }
            out += '\n';
        }
        out += std::string(14, '-') + '\n';
        return out;
    }
    [[nodiscard]] BoardView board_view() const override {
        BoardView view;
        view.rows = connect4::kHeight;
        view.columns = connect4::kWidth;
        for (int row = connect4::kHeight - 1; row >= 0; --row) {
            for (int col = 0; col < connect4::kWidth; ++col) {
                view.cells.push_back(board().cell(col, row));
                const bool playable = board().can_play(col) && !board().over();
                view.cell_moves.push_back(playable ? column_name(col) : "");
            }
        }
        const auto index = [](int col, int row) {
            return (connect4::kHeight - 1 - row) * connect4::kWidth + col;
        };
        if (board().last_mover_won()) {
            // The windows of four held entirely by the winner.
            const auto discs = board().opponent();
            connect4::Bitboard line = 0;
            for (const auto window : connect4::kWindows)
                if ((window & discs) == window) line |= window;
            for (int col = 0; col < connect4::kWidth; ++col)
                for (int row = 0; row < connect4::kHeight; ++row)
                    if ((line & connect4::cell_bit(col, row)) != 0)
                        view.winning_line.push_back(index(col, row));
        }
        if (const auto* last = last_move()) {
            // The history holds moves already validated; read the column back directly (the
            // game may be over now, which apply would refuse).
            const int col = (*last)[0] - (zero_based_ ? '0' : '1');
            view.last_move = index(col, board().height(col) - 1);
        }
        return view;
    }
    // The moves played, in the game's notation ("4453"; the empty string is the empty board).
    [[nodiscard]] std::string position() const override { return joined_history(); }
    void set_position(std::string_view text) override {
        std::string error;
        if (!connect4::parse_moves(text, error, zero_based_))
            throw InvalidPosition(fmt::format("bad connect4 position '{}': {}", text, error));
        // Keep the moves as history so that position() gives the same string back.
        std::vector<std::string_view> moves;
        for (std::size_t i = 0; i < text.size(); ++i) moves.push_back(text.substr(i, 1));
        replay(Position{}, moves, fmt::format("bad connect4 position '{}'", text));
    }
    [[nodiscard]] std::string notation_help() const override {
        return zero_based_ ? "a column 0-6 (0 = leftmost)" : "a column 1-7 (1 = leftmost)";
    }
    // The Connect Four tutorial's window evaluation for `side`, as its console game prints it.
    [[nodiscard]] std::optional<int> display_score(int side) const override {
        return connect4::window_evaluation(board(), side);
    }

    // --- players -------------------------------------------------------------------------------
    [[nodiscard]] std::vector<PlayerKind> player_kinds() const override;

    // --- tools ---------------------------------------------------------------------------------
    [[nodiscard]] std::uint64_t perft(int depth) const override {
        if (depth < 0) throw Error("perft depth must be at least 0");
        return connect4::perft(board(), depth);
    }
    void prepare_solving() const override { connect4::prepare_solving(); }
    // The exact solver (games/connect4/solving.hpp).
    [[nodiscard]] SolveResult solve(const SolveOptions& options,
                                    const core::StopToken* stop) const override {
        const auto solved =
            connect4::solve_position(board(), options.weak, options.best_move, stop);
        if (!solved.score) throw Error("solving stopped before the end");
        SolveResult result;
        result.score = *solved.score;
        if (solved.best_column) result.best_move = column_name(*solved.best_column);
        result.nodes = solved.nodes;
        result.time = solved.time;
        return result;
    }
    // Every column, unplayable ones with legal = false.
    [[nodiscard]] std::vector<MoveScore> analyse(const core::SearchLimits& limits,
                                                 const core::StopToken* stop) const override {
        if (board().last_mover_won())
            throw InvalidPosition("the game is already over: the last move made four in a row");
        const auto scores = connect4::analyse_columns(board(), limits, stop);
        if (!scores) throw Error("analysis stopped before the solver finished");
        std::vector<MoveScore> out;
        for (int col = 0; col < connect4::kWidth; ++col) {
            const auto& score = (*scores)[static_cast<std::size_t>(col)];
            MoveScore move;
            move.move = column_name(col);
            move.legal = score.has_value();
            move.exact = score.has_value();
            move.score = score.value_or(0);
            move.score_text =
                score ? connect4::describe_score(*score, board().moves()) : "column full";
            out.push_back(move);
        }
        return out;
    }
    [[nodiscard]] bool solvable_now() const override { return connect4::solvable_now(board()); }
    [[nodiscard]] PlayerView player_view(const PlayerSpec& spec,
                                         const ExplainRequest& request) const override;
    [[nodiscard]] PlayerTree player_tree(const PlayerSpec& spec,
                                         const TreeRequest& request) const override;
    [[nodiscard]] std::vector<std::string> column_names() const {
        std::vector<std::string> names;
        for (int col = 0; col < connect4::kWidth; ++col) names.push_back(column_name(col));
        return names;
    }

  private:
    // Plays `move` on `position`; throws InvalidMove unless it is a playable column in this
    // game's notation.
    std::string apply(Position& position, std::string_view move) const override {
        const char first = zero_based_ ? '0' : '1';
        if (move.size() != 1 || move[0] < first || move[0] > first + connect4::kWidth - 1)
            throw InvalidMove(fmt::format("'{}' is not a column: type {}", move, notation_help()));
        if (position.over()) throw InvalidMove("the game is already over");
        const int col = move[0] - first;
        if (!position.can_play(col)) throw InvalidMove(fmt::format("column {} is full", move));
        position.play(col);
        return std::string(move);
    }

    bool zero_based_;
};

connect4::Evaluation evaluation_option(const PlayerSpec& spec) {
    const auto value = spec.get("eval").value_or("threats");
    if (value == "threats") return connect4::Evaluation::threats;
    if (value == "window") return connect4::Evaluation::window;
    throw SpecError(fmt::format(
        "eval must be 'threats' (the game box) or 'window' (the Connect Four tutorial), not '{}'",
        value));
}

connect4::ClassicOptions classic_options(const PlayerSpec& spec) {
    connect4::ClassicOptions options;
    options.evaluation = evaluation_option(spec);
    if (spec.kind == "classic") options.depth = spec.get_int("depth", 1, 20, 6);
    return options;
}

// The game box's players: greedy (one ply) and classic (alpha-beta to depth N), both after the
// win-now and block phases.
class ConnectFourPlayer final : public Player {
  public:
    ConnectFourPlayer(bool greedy, connect4::ClassicOptions options, std::string spec)
        : greedy_(greedy), options_(options), spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const auto& session = game_as<ConnectFourGame>(game);
        const Position& board = session.board();
        if (board.over()) throw Error("no legal move: the game is over");
        const auto result =
            greedy_ ? connect4::choose_greedy(board, options_.evaluation)
                    : connect4::choose_classic(board, options_, request.limits, request.stop);
        MoveChoice choice;
        choice.move = session.column_name(*result.search.best_move);
        choice.info =
            to_search_info(result.search, [&](int col) { return session.column_name(col); });
        const int score = result.search.score;
        choice.info.score_text = connect4_explain::score_text(score, board);
        choice.info.exact = connect4::is_win_score(score);
        if (result.phase == connect4::Phase::immediate_win) choice.info.note = "immediate win";
        if (result.phase == connect4::Phase::block) choice.info.note = "forced block";
        return choice;
    }

  private:
    bool greedy_;
    connect4::ClassicOptions options_;
    std::string spec_;
};

bool solving_kind(const std::string& kind) {
    return kind == "perfect" || kind == "strong";
}

// The solver's players, perfect and strong (games/connect4/solving.hpp).
class SolvingPlayer final : public Player {
  public:
    SolvingPlayer(std::string spec, core::SearchLimits limits, bool strong)
        : spec_(std::move(spec)), limits_(limits), player_(strong) {}
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const auto& session = game_as<ConnectFourGame>(game);
        const Position& board = session.board();
        const auto move =
            player_.choose(board, core::tighter(request.limits, limits_), request.stop);
        MoveChoice choice;
        choice.move = session.column_name(move.column);
        choice.info.nodes = move.nodes;
        choice.info.time = move.time;
        choice.info.depth = move.depth;
        choice.info.score = move.score;
        choice.info.exact = move.exact;
        if (move.exact) {
            choice.info.score_text = connect4::describe_score(move.score, board.moves());
        } else {
            choice.info.score_text = fmt::format("{:+} (classic search)", move.score);
            choice.info.note = "solver out of time: classic search";
        }
        return choice;
    }

  private:
    std::string spec_;
    core::SearchLimits limits_;
    connect4::SolvingPlayer player_;
};

std::vector<PlayerKind> ConnectFourGame::player_kinds() const {
    const auto heuristic = [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
        return std::make_unique<ConnectFourPlayer>(spec.kind == "greedy", classic_options(spec),
                                                   spec.canonical());
    };
    const auto solving = [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
        core::SearchLimits limits = spec.limits();
        const bool strong = spec.kind == "strong";
        if (strong && limits.time.count() == 0) limits.time = std::chrono::seconds(1);
        return std::make_unique<SolvingPlayer>(spec.canonical(), limits, strong);
    };
    return {
        {"greedy",
         {"eval"},
         "win now, else block, else the best heuristic one ply ahead",
         heuristic},
        {"classic",
         {"depth", "eval"},
         "the game box: win now, else block, else alpha-beta to depth N plies (1-20, default 6); "
         "eval=threats (the game box, default) or window (the Connect Four tutorial)",
         heuristic},
        {"perfect",
         {},
         "the exact solver: fastest win, slowest loss (uses the opening book)",
         solving},
        {"strong",
         {},
         "the solver within time=T (default 1s), else the classic search with what is left",
         solving},
    };
}

PlayerView ConnectFourGame::player_view(const PlayerSpec& spec,
                                        const ExplainRequest& request) const {
    if (solving_kind(spec.kind)) return view_from_analysis(*this, spec, request);
    if (spec.kind != "greedy" && spec.kind != "classic") return Game::player_view(spec, request);
    PlayerView view;
    view.player = spec.canonical();
    const auto options = classic_options(spec);
    view.scale = options.evaluation == connect4::Evaluation::threats
                     ? "the game box's heuristic (own threats minus the opponent's); a win "
                       "scores 1000 + 42 - the disc that makes four"
                     : "the Connect Four tutorial's windows (+1000 / +10 / +3, minus the "
                       "opponent's)";
    view.moves = connect4_explain::move_views(board(), spec.kind == "greedy", options,
                                              column_names(), request.explain);
    view.choice = make_player(spec)->choose(*this, {}).move;
    view.note = connect4_explain::phase_note(board(), column_names());
    return view;
}

PlayerTree ConnectFourGame::player_tree(const PlayerSpec& spec, const TreeRequest& request) const {
    if (spec.kind != "classic") return Game::player_tree(spec, request);
    PlayerTree out;
    out.player = spec.canonical();
    out.recorded = connect4::record_classic_tree(board(), classic_options(spec), request.limits);
    out.move_names = column_names();
    out.note = connect4_explain::phase_note(board(), column_names());
    return out;
}

int run_bench(const BenchRequest& request, std::ostream& out) {
    if (request.suite.empty()) return connect4::run_classic_bench(out, request.quick);
    if (request.suite == "positions")
        return connect4::run_positions_bench(out, request.depth, request.quick);
    const auto files = connect4::suite_files(request.suite);
    if (files.empty()) throw Error(fmt::format("no Test_* suite files in '{}'", request.suite));
    connect4::SuiteOptions options;
    options.weak = request.weak;
    options.limit = request.limit != 0 ? request.limit : request.quick ? 20 : 0;
    return connect4::run_suite_bench(files, options, out);
}

}  // namespace

GameEntry connect4_entry() {
    GameEntry entry;
    entry.name = "connect4";
    entry.title = "Connect Four";
    entry.options = {
        GameOptionSpec::list("zero-based", "Number the columns from 0", {"0", "1"}, "0",
                             "columns 0-6 as in the Connect Four tutorial instead of 1-7")};
    entry.default_ai = "classic:depth=6";
    // The game box's demo: each side a different random depth, e.g. 5 vs 3.
    entry.demo_min_depth = 2;
    entry.demo_max_depth = 6;
    entry.create = [](const GameOptions& options) -> std::unique_ptr<Game> {
        return std::make_unique<ConnectFourGame>(options.at("zero-based") == "1");
    };
    entry.bench = run_bench;
    entry.test_variants = {GameOptions{}, GameOptions{{"zero-based", "1"}}};
    return entry;
}

}  // namespace plies::engine
