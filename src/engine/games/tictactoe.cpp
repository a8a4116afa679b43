// Tic-tac-toe behind the engine interface.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

#include <fmt/format.h>

#include "core/score.hpp"

#include "engine/explain.hpp"
#include "engine/games/entries.hpp"
#include "engine/history_game.hpp"
#include "games/tictactoe/bench.hpp"
#include "games/tictactoe/search.hpp"

namespace plies::engine {
namespace {

using tictactoe::Board;
using tictactoe::Mark;

class TicTacToeGame final : public HistoryGame<Board> {
  public:
    [[nodiscard]] std::string name() const override { return "tictactoe"; }
    [[nodiscard]] std::unique_ptr<Game> clone() const override {
        return std::make_unique<TicTacToeGame>(*this);
    }
    [[nodiscard]] GameOptions options() const override { return {}; }

    [[nodiscard]] const Board& board() const { return current(); }

    [[nodiscard]] std::vector<std::string> legal_moves() const override {
        std::array<int, 9> cells{};
        const int count = board().generate_moves(cells);
        std::vector<int> sorted(cells.begin(), cells.begin() + count);
        std::sort(sorted.begin(), sorted.end());
        std::vector<std::string> out;
        for (int cell : sorted) out.push_back(tictactoe::cell_name(cell));
        return out;
    }

    [[nodiscard]] int side_to_move() const override { return board().to_move() == Mark::x ? 0 : 1; }
    [[nodiscard]] std::string side_name(int side) const override { return side == 0 ? "X" : "O"; }
    [[nodiscard]] Outcome outcome() const override {
        switch (board().winner()) {
            case Mark::x:
                return Outcome::first_wins;
            case Mark::o:
                return Outcome::second_wins;
            case Mark::none:
                break;
        }
        return board().full() ? Outcome::draw : Outcome::ongoing;
    }
    [[nodiscard]] std::string end_description() const override {
        if (board().winner() != Mark::none) return "three in a row";
        return board().full() ? "board full" : "";
    }
    [[nodiscard]] int max_game_length() const override { return 9; }
    [[nodiscard]] std::vector<std::string> winning_moves(int side) const override {
        if (board().over()) return {};
        std::vector<std::string> out;
        auto cells = board().winning_cells(side == 0 ? Mark::x : Mark::o);
        for (; cells != 0; cells &= static_cast<std::uint16_t>(cells - 1))
            out.push_back(tictactoe::cell_name(std::countr_zero(cells)));
        return out;
    }

    [[nodiscard]] std::string render() const override {
        std::string out;
        for (int row = 0; row < 3; ++row) {
            for (int col = 0; col < 3; ++col) {
                const int cell = row * 3 + col;
                const Mark mark = board().at(cell);
                const char c = mark == Mark::x   ? 'X'
                               : mark == Mark::o ? 'O'
                                                 : static_cast<char>('1' + cell);
                out += col < 2 ? fmt::format(" {} |", c) : fmt::format(" {}\n", c);
            }
            if (row < 2) out += "---+---+---\n";
        }
        return out;
    }
    [[nodiscard]] BoardView board_view() const override {
        BoardView view;
        view.rows = 3;
        view.columns = 3;
        for (int cell = 0; cell < 9; ++cell) {
            const Mark mark = board().at(cell);
            view.cells.push_back(mark == Mark::x ? 1 : mark == Mark::o ? 2 : 0);
            view.cell_moves.push_back(tictactoe::cell_name(cell));
            view.cell_names.push_back(tictactoe::cell_name(cell));
        }
        const Mark winner = board().winner();
        if (winner != Mark::none) {
            for (auto line : Board::kLines) {
                if ((board().bits(winner) & line) != line) continue;
                for (int cell = 0; cell < 9; ++cell)
                    if ((line >> cell) & 1) view.winning_line.push_back(cell);
                break;
            }
        }
        if (const auto* last = last_move()) {
            if (const auto cell = tictactoe::parse_cell(*last)) view.last_move = *cell;
        }
        return view;
    }
    [[nodiscard]] std::string position() const override { return joined_history(); }
    void set_position(std::string_view text) override {
        // Keep the moves as history so that position() gives the same string back.
        std::vector<std::string_view> moves;
        for (std::size_t i = 0; i < text.size(); ++i) moves.push_back(text.substr(i, 1));
        replay(Board{}, moves, fmt::format("bad tic-tac-toe position '{}'", text));
    }
    [[nodiscard]] std::string notation_help() const override {
        return "a cell 1-9, numbered row by row from the top-left";
    }

    [[nodiscard]] std::vector<PlayerKind> player_kinds() const override;

    [[nodiscard]] std::uint64_t perft(int depth) const override {
        if (depth < 0) throw Error("perft depth must be at least 0");
        Board copy = board();
        return tictactoe::perft(copy, depth);
    }
    // The whole game tree is tiny: every position is solved in well under a millisecond.
    [[nodiscard]] bool solvable_now() const override { return true; }
    [[nodiscard]] SolveResult solve(const SolveOptions&, const core::StopToken*) const override {
        SolveResult out;
        out.score = tictactoe::solve_value(board());
        if (!board().over()) {
            const auto result = tictactoe::search_perfect(board(), {}, nullptr);
            out.best_move = tictactoe::cell_name(*result.best_move);
            out.nodes = result.nodes;
            out.time = result.time;
        }
        return out;
    }
    [[nodiscard]] std::vector<MoveScore> analyse(const core::SearchLimits&,
                                                 const core::StopToken*) const override {
        std::vector<MoveScore> out;
        for (const auto& move : legal_moves()) {
            Board after = board();
            apply(after, move);
            const int value = -tictactoe::solve_value(after);
            out.push_back({move, value, value > 0 ? "win" : value < 0 ? "loss" : "draw", true});
        }
        return out;
    }

    [[nodiscard]] PlayerView player_view(const PlayerSpec& spec,
                                         const ExplainRequest& request) const override;
    [[nodiscard]] PlayerTree player_tree(const PlayerSpec& spec,
                                         const TreeRequest& request) const override;

  private:
    std::string apply(Board& board, std::string_view move) const override {
        const auto cell = tictactoe::parse_cell(move);
        if (!cell) throw InvalidMove(fmt::format("'{}' is not a cell: type a number 1-9", move));
        if (board.over()) throw InvalidMove("the game is already over");
        if (!board.empty_at(*cell)) throw InvalidMove(fmt::format("cell {} is taken", move));
        board.play(*cell);
        return std::string(move);
    }
};

// One class for the three search players: they differ only in the search they call.
class TicTacToePlayer final : public Player {
  public:
    enum class Kind { greedy, classic, perfect };
    TicTacToePlayer(Kind kind, int depth, std::string spec)
        : kind_(kind), depth_(depth), spec_(std::move(spec)) {}
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const Board& board = game_as<TicTacToeGame>(game).board();
        MoveChoice choice;
        if (kind_ == Kind::greedy) {
            choice.move = tictactoe::cell_name(tictactoe::choose_greedy(board));
            return choice;
        }
        const auto result =
            kind_ == Kind::perfect
                ? tictactoe::search_perfect(board, request.limits, request.stop)
                : tictactoe::search_classic(board, depth_, request.limits, request.stop);
        choice.move = tictactoe::cell_name(*result.best_move);
        choice.info = to_search_info(result, tictactoe::cell_name);
        if (kind_ == Kind::perfect) {
            const int s = result.score;
            choice.info.score_text = s > 0   ? fmt::format("win in {}", 10 - s)
                                     : s < 0 ? fmt::format("loss in {}", 10 + s)
                                             : "draw";
        }
        return choice;
    }

  private:
    Kind kind_;
    int depth_;
    std::string spec_;
};

std::vector<PlayerKind> TicTacToeGame::player_kinds() const {
    using Kind = TicTacToePlayer::Kind;
    // A kind of TicTacToePlayer at a fixed depth, or at the spec's depth (1-9, default 9).
    const auto player = [](Kind kind, int depth) {
        return [kind, depth](const PlayerSpec& spec) -> std::unique_ptr<Player> {
            return std::make_unique<TicTacToePlayer>(
                kind, depth > 0 ? depth : spec.get_int("depth", 1, 9, 9), spec.canonical());
        };
    };
    return {
        {"greedy",
         {},
         "one ply: win now, else block, else the best-looking cell",
         player(Kind::greedy, 1)},
        {"classic",
         {"depth"},
         "alpha-beta to depth N plies (1-9, default 9)",
         player(Kind::classic, 0)},
        {"perfect",
         {},
         "the minimax primer's unbeatable minimax with alpha-beta",
         player(Kind::perfect, 9)},
    };
}

std::vector<std::string> cell_names(const std::vector<int>& cells) {
    std::vector<std::string> out;
    for (int cell : cells) out.push_back(tictactoe::cell_name(cell));
    return out;
}

// The minimax primer scores +10 a win, 0 a draw, -10 a loss; the perfect player subtracts the
// plies to the end (a faster win scores more), which the text shows.
MoveView perfect_move_view(const Board& board, int cell) {
    const auto result = tictactoe::score_perfect_move(board, cell);
    const int s = result.score;
    const int plies = 10 - std::abs(s);
    MoveView view;
    view.score = s > 0 ? 10 : s < 0 ? -10 : 0;
    if (s > 0)
        view.score_text =
            fmt::format("win in {0} (the player's score: 10 - {0} = {1:+})", plies, s);
    if (s < 0)
        view.score_text =
            fmt::format("loss in {0} (the player's score: -10 + {0} = {1:+})", plies, s);
    if (s == 0) view.score_text = "draw";
    view.line = cell_names(result.pv);
    return view;
}

MoveView classic_move_view(const Board& board, int cell, int depth) {
    const auto result = tictactoe::score_classic_move(board, cell, depth);
    MoveView view;
    view.score = result.score;
    view.score_text = core::is_proven(result.score)
                          ? score_words(result.score)
                          : fmt::format("{:+} (open lines)", result.score);
    view.line = cell_names(result.pv);
    return view;
}

PlayerView TicTacToeGame::player_view(const PlayerSpec& spec, const ExplainRequest& request) const {
    if (spec.kind != "perfect" && spec.kind != "classic" && spec.kind != "greedy")
        return Game::player_view(spec, request);
    PlayerView view;
    view.player = spec.canonical();
    const int depth = spec.get_int("depth", 1, 9, 9);
    view.scale = spec.kind == "perfect"
                     ? "the minimax primer's scores: +10 win, 0 draw, -10 loss"
                     : "lines still open to the mover (a line with two marks counts 3) minus the "
                       "opponent's; a proven win or loss is named";
    for (const auto& name : legal_moves()) {
        const int cell = *tictactoe::parse_cell(name);
        MoveView move;
        if (spec.kind == "perfect") {
            move = perfect_move_view(board(), cell);
        } else if (spec.kind == "classic") {
            move = classic_move_view(board(), cell, depth);
        } else {
            move.score = tictactoe::greedy_value(board(), cell);
            move.score_text = fmt::format("{:+} (open lines, one ply)", move.score);
        }
        move.move = name;
        if (!request.explain) move.line.clear();
        view.moves.push_back(std::move(move));
    }
    view.choice = make_player(spec)->choose(*this, {}).move;
    if (spec.kind == "greedy" && board().winning_cells(board().to_move()) != 0)
        view.note = "greedy plays a winning cell first";
    else if (spec.kind == "greedy" &&
             board().winning_cells(board().to_move() == Mark::x ? Mark::o : Mark::x) != 0)
        view.note = "greedy blocks the opponent's winning cell first";
    return view;
}

PlayerTree TicTacToeGame::player_tree(const PlayerSpec& spec, const TreeRequest& request) const {
    PlayerTree out;
    out.player = spec.canonical();
    if (spec.kind == "perfect") {
        out.recorded = tictactoe::record_perfect_tree(board(), request.limits);
    } else if (spec.kind == "classic") {
        out.recorded =
            tictactoe::record_classic_tree(board(), spec.get_int("depth", 1, 9, 9), request.limits);
    } else {
        return Game::player_tree(spec, request);
    }
    for (int cell = 0; cell < 9; ++cell) out.move_names.push_back(tictactoe::cell_name(cell));
    return out;
}

}  // namespace

GameEntry tictactoe_entry() {
    GameEntry entry;
    entry.name = "tictactoe";
    entry.title = "Tic-tac-toe";
    entry.default_ai = "perfect";
    entry.demo_min_depth = 1;
    entry.demo_max_depth = 6;
    entry.create = [](const GameOptions&) -> std::unique_ptr<Game> {
        return std::make_unique<TicTacToeGame>();
    };
    entry.bench = [](const BenchRequest& request, std::ostream& out) {
        return tictactoe::run_bench(out, request.quick);
    };
    return entry;
}

}  // namespace plies::engine
