// Gomoku / Renju behind the engine interface: board sizes 15-20, the freestyle, standard and
// renju rules, h8 notation, and the greedy, classic and strong players of games/gomoku.
#include <algorithm>
#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <ostream>

#include <fmt/format.h>

#include "core/score.hpp"
#include "engine/explain.hpp"
#include "engine/games/entries.hpp"
#include "engine/games/gomoku_explain.hpp"
#include "engine/games/gomoku_report.hpp"
#include "games/gomoku/bench.hpp"
#include "games/gomoku/notation.hpp"
#include "games/gomoku/original.hpp"
#include "games/gomoku/proof.hpp"
#include "games/gomoku/search.hpp"
#include "games/gomoku/winning_starts.hpp"

namespace plies::engine {
namespace {

using gomoku::Board;
using gomoku::Color;
using gomoku::Point;
using gomoku::Rule;

// The kinds of win_chances(), as the review prints them.
constexpr const char* kFourFour = "four-four / straight four";
constexpr const char* kFourThree = "four-three";
constexpr const char* kVcf = "VCF";

struct Settings {
    int size = 15;
    Rule rule = Rule::freestyle;
};

// From checked options (the registry has checked them against gomoku_entry()'s table).
Settings settings_from(const GameOptions& options) {
    return {std::stoi(options.at("size")), *gomoku::parse_rule(options.at("rule"))};
}

// How many of the side to move's candidate points an analysis scores.
constexpr std::size_t kAnalysedCandidates = 8;
constexpr std::size_t kViewedCandidates = 10;  // points shown by `analyse --player`

// The score text of a move, from the mover's view, given the search of the opponent's reply:
// the opponent's "win in 3" is the mover's "loss in 4".
std::string mover_view(const gomoku::MoveInfo& reply) {
    const int score = reply.result.score;
    // The threat solvers prove a win without counting its plies.
    if (reply.note == "VCT" || reply.note == "VCF") return fmt::format("loss ({})", reply.note);
    if (core::is_proven(score))
        return fmt::format("{} in {}", score > 0 ? "loss" : "win", core::plies_to_end(score) + 1);
    return fmt::format("{:+}", -score);
}

class GomokuGame final : public Game {
  public:
    explicit GomokuGame(Settings settings)
        : settings_(settings), board_(settings.size, settings.rule) {}

    [[nodiscard]] std::string name() const override { return "gomoku"; }
    [[nodiscard]] std::unique_ptr<Game> clone() const override {
        return std::make_unique<GomokuGame>(*this);
    }
    [[nodiscard]] GameOptions options() const override {
        return {{"rule", std::string(gomoku::rule_name(settings_.rule))},
                {"size", std::to_string(settings_.size)}};
    }
    [[nodiscard]] const Board& board() const { return board_; }
    [[nodiscard]] std::string name_of(Point p) const { return gomoku::point_name(p, size()); }

    // --- rules -------------------------------------------------------------------------------
    [[nodiscard]] std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        if (board_.over()) return out;
        for_each_point([&](Point p) {
            if (board_.is_legal(p)) out.push_back(name_of(p));
        });
        return out;
    }
    void play(std::string_view move) override {
        const Point p = checked_point(board_, move);
        board_.play(p);
        moves_.emplace_back(name_of(p));
    }
    [[nodiscard]] bool can_undo() const override { return !moves_.empty(); }
    void undo() override {
        if (moves_.empty()) throw Error("nothing to undo");
        board_.undo();
        moves_.pop_back();
    }
    [[nodiscard]] std::vector<std::string> history() const override { return moves_; }
    [[nodiscard]] int side_to_move() const override {
        return board_.side_to_move() == Color::black ? 0 : 1;
    }
    [[nodiscard]] std::string side_name(int side) const override {
        return side == 0 ? "black (X)" : "white (O)";
    }
    [[nodiscard]] Outcome outcome() const override {
        if (board_.has_winner())
            return board_.winner() == Color::black ? Outcome::first_wins : Outcome::second_wins;
        if (board_.full()) return Outcome::draw;
        // Renju: black with every empty point forbidden cannot move; the game is drawn.
        if (board_.side_to_move() == Color::black && settings_.rule == Rule::renju) {
            bool any = false;
            for_each_point([&](Point p) { any = any || board_.is_legal(p); });
            if (!any) return Outcome::draw;
        }
        return Outcome::ongoing;
    }
    [[nodiscard]] std::string end_description() const override {
        if (board_.has_winner()) return "five";
        if (board_.full()) return "board full";
        return outcome() == Outcome::draw ? "no legal point for black" : "";
    }
    [[nodiscard]] int max_game_length() const override { return size() * size(); }
    [[nodiscard]] bool proven_lost() const override { return gomoku::side_to_move_lost(board_); }
    [[nodiscard]] std::vector<std::string> winning_moves(int side) const override {
        std::vector<std::string> out;
        if (board_.over()) return out;
        board_.five_points(side == 0 ? Color::black : Color::white).for_each([&](Point p) {
            out.push_back(name_of(p));
        });
        return out;
    }

    // The engine's view of the side to move's best candidates (the points the search itself
    // would look at first, kAnalysedCandidates of them): each is played and the reply searched
    // with an equal share of the time left. A five and the starts of a proven win (four-four,
    // four-three, VCF) are named as such; other points of the board are not scored.
    [[nodiscard]] std::vector<MoveScore> analyse(const core::SearchLimits& limits,
                                                 const core::StopToken* stop) const override {
        std::vector<MoveScore> out;
        if (board_.over()) return out;
        Board board = board_;
        std::array<Point, kAnalysedCandidates> candidates{};
        const int count = gomoku::candidate_moves(board, candidates);
        std::map<std::string, std::string> proven;  // point -> the kind of win it starts
        for (const auto& chance : win_chances())
            for (const auto& move : chance.moves) proven.emplace(move, chance.kind);
        gomoku::Engine engine(std::size_t{4} << 20);
        const auto started = core::Clock::now();
        for (int i = 0; i < count; ++i) {
            const Point p = candidates[static_cast<std::size_t>(i)];
            MoveScore score;
            score.move = name_of(p);
            board.play(p);
            if (board.has_winner()) {
                score.score = core::win_in(1);
                score.score_text = "win: five";
                score.exact = true;
            } else if (const auto kind = proven.find(score.move); kind != proven.end()) {
                // Proven by the threat solver: a four-four or straight four wins in 3 plies, a
                // four-three in 5; a VCF's length is not counted (it ranks below counted wins).
                score.score = kind->second == kFourFour    ? core::win_in(3)
                              : kind->second == kFourThree ? core::win_in(5)
                                                           : core::kWinThreshold;
                score.score_text = fmt::format("win: {}", kind->second);
                score.exact = true;
            } else {
                core::SearchLimits reply_limits = limits;
                if (limits.time.count() > 0) {
                    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                        core::Clock::now() - started);
                    const auto left = std::max(limits.time - spent, std::chrono::milliseconds{1});
                    reply_limits.time = std::max(left / (count - i), std::chrono::milliseconds{1});
                }
                const gomoku::MoveInfo reply = engine.best_move(board, reply_limits, stop);
                score.score = -reply.result.score;
                score.exact = core::is_proven(reply.result.score);
                score.score_text = mover_view(reply);
            }
            board.undo();
            out.push_back(std::move(score));
        }
        return out;
    }
    // Greedy and classic: their values of the points the searches try first (most of the
    // board is never looked at); original: its values of every point, the highest shown;
    // strong: the engine's analysis above.
    [[nodiscard]] PlayerView player_view(const PlayerSpec& spec,
                                         const ExplainRequest& request) const override {
        if (spec.kind == "strong") return view_from_analysis(*this, spec, request);
        const auto name = [this](Point p) { return name_of(p); };
        PlayerView view;
        view.player = spec.canonical();
        if (spec.kind == "greedy") {
            view.scale = "point value: 2 x the mover's lines through the point + the opponent's";
            view.moves =
                gomoku_explain::greedy_views(board_, name, request.explain, kViewedCandidates);
        } else if (spec.kind == "original") {
            view.scale =
                "point value: the mover's forward line scores (five cells ahead, four "
                "directions) + the opponent's; ties are drawn at random in play";
            view.moves =
                gomoku_explain::original_views(board_, name, request.explain, kViewedCandidates);
            view.note = gomoku_explain::original_note(board_);
        } else {
            view.scale = "the classic alpha-beta's value, searched below each point";
            view.moves = gomoku_explain::classic_views(board_, spec.get_int("depth", 1, 8, 3), name,
                                                       kViewedCandidates);
        }
        view.choice = make_player(spec)->choose(*this, {}).move;
        return view;
    }
    // The classic player's last iteration, as its PVS searched it.
    [[nodiscard]] PlayerTree player_tree(const PlayerSpec& spec,
                                         const TreeRequest& request) const override {
        if (spec.kind != "classic") return Game::player_tree(spec, request);
        Board board = board_;
        gomoku::Engine engine(std::size_t{1} << 16);  // classic searches without a table
        const int depth = spec.get_int("depth", 1, 8, 3);
        auto tree =
            engine.record_classic_tree(board, gomoku::classic_options(depth), request.limits);
        PlayerTree out;
        out.player = spec.canonical();
        out.recorded = std::move(tree.recorded);
        out.move_names.assign(gomoku::kCells, "");
        for_each_point([&](Point p) { out.move_names[static_cast<std::size_t>(p)] = name_of(p); });
        const int last = out.recorded.search.depth;
        out.note =
            !tree.note.empty()
                ? fmt::format("the player plays this without a search ({})", tree.note)
                : fmt::format(
                      "the last iteration (depth {}) of its iterative deepening{}; a move after "
                      "the first is searched with a null window, and again in full when it beats "
                      "alpha (PVS): such a move shows twice; forced blocks go on past the horizon; "
                      "the engine's node count leaves out the root",
                      last,
                      last == 1   ? ""
                      : last == 2 ? fmt::format(", after depth 1 ({} nodes)", tree.earlier_nodes)
                                  : fmt::format(", after depths 1-{} ({} nodes)", last - 1,
                                                tree.earlier_nodes));
        return out;
    }
    [[nodiscard]] std::vector<WinChance> win_chances() const override {
        if (board_.over()) return {};
        const gomoku::WinningStarts starts = gomoku::winning_starts(board_);
        // The kinds strongest first, each listed even when it has no move (a review shows them
        // in this order).
        std::vector<WinChance> out{{kFourFour, {}}, {kFourThree, {}}, {kVcf, {}}};
        for (const Point p : starts.four_four) out[0].moves.push_back(name_of(p));
        for (const Point p : starts.four_three) out[1].moves.push_back(name_of(p));
        for (const Point p : starts.vcf) out[2].moves.push_back(name_of(p));
        return out;
    }
    [[nodiscard]] std::vector<MoveSituation> move_situations(std::string_view move) const override {
        return gomoku_report::move_situations(board_, checked_point(board_, move));
    }
    [[nodiscard]] std::string win_shape() const override {
        return gomoku_report::win_shape(board_);
    }

    // --- text --------------------------------------------------------------------------------
    [[nodiscard]] std::string render() const override {
        return gomoku::render(board_) +
               fmt::format("rule: {}, {} to move\n", gomoku::rule_name(settings_.rule),
                           board_.side_to_move() == Color::black ? "black (X)" : "white (O)");
    }
    [[nodiscard]] std::string position() const override {
        std::string out;
        for (const auto& move : moves_) out += move;
        return out;
    }
    void set_position(std::string_view text) override {
        std::string error;
        const auto points = gomoku::parse_move_list(text, size(), error);
        if (!points) throw InvalidPosition(fmt::format("bad gomoku position: {}", error));
        Board start(settings_.size, settings_.rule);
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < points->size(); ++i) {
            const std::string name = name_of((*points)[i]);
            try {
                start.play(checked_point(start, name));
            } catch (const InvalidMove& e) {
                throw InvalidPosition(
                    fmt::format("bad gomoku position at move {} ({}): {}", i + 1, name, e.what()));
            }
            moves.push_back(name);
        }
        board_ = start;
        moves_ = std::move(moves);
    }
    [[nodiscard]] std::string notation_help() const override {
        return fmt::format(
            "a point such as h8: column letter a-{} from the left, row number 1-{} from the "
            "bottom; a position is the moves from the empty board, black first, e.g. h8i9j10",
            static_cast<char>('a' + size() - 1), size());
    }
    [[nodiscard]] BoardView board_view() const override {
        BoardView view;
        view.rows = view.columns = size();
        const Color mover = board_.side_to_move();
        for (int y = 0; y < size(); ++y) {
            for (int x = 0; x < size(); ++x) {
                const Point p = gomoku::make_point(x, y);
                const int cell = y * size() + x;
                const auto c = board_.at(p);
                view.cells.push_back(c == gomoku::Cell::black   ? 1
                                     : c == gomoku::Cell::white ? 2
                                                                : 0);
                view.cell_moves.push_back(board_.is_legal(p) ? name_of(p) : "");
                view.cell_names.push_back(name_of(p));
                if (!board_.over() && mover == Color::black && board_.is_forbidden(p))
                    view.forbidden.push_back(cell);
                if (p == board_.last_move()) view.last_move = cell;
            }
        }
        if (board_.has_winner()) view.winning_line = winning_line();
        return view;
    }

    // --- players -----------------------------------------------------------------------------
    [[nodiscard]] std::vector<PlayerKind> player_kinds() const override;

    [[nodiscard]] std::uint64_t perft(int depth) const override {
        if (depth < 0) throw Error("perft depth must be at least 0");
        Board copy = board_;
        return perft_from(copy, depth);
    }

  private:
    [[nodiscard]] int size() const { return settings_.size; }

    template <class F>
    void for_each_point(F&& f) const {
        for (int y = 0; y < size(); ++y)
            for (int x = 0; x < size(); ++x) f(gomoku::make_point(x, y));
    }

    // Parses and validates a move for the board's side to move; throws InvalidMove.
    Point checked_point(const Board& board, std::string_view move) const {
        const auto p = gomoku::parse_point(move, size());
        if (!p) throw InvalidMove(fmt::format("'{}' is not a point: {}", move, notation_help()));
        if (board.over()) throw InvalidMove("the game is already over");
        if (!board.empty_at(*p)) throw InvalidMove(fmt::format("{} is taken", name_of(*p)));
        if (board.side_to_move() == Color::black && board.is_forbidden(*p))
            throw InvalidMove(fmt::format("{} is a forbidden point for black under renju ({})",
                                          name_of(*p), board.forbidden_reason(*p)));
        return *p;
    }

    std::vector<int> winning_line() const {
        const Point last = board_.last_move();
        const auto cell = board_.at(last);
        for (int d = 0; d < gomoku::kDirections; ++d) {
            const int step = gomoku::kStep[d];
            Point start = last;
            while (board_.at(start - step) == cell) start -= step;
            std::vector<int> line;
            for (Point q = start; board_.at(q) == cell; q += step)
                line.push_back(gomoku::point_y(q) * size() + gomoku::point_x(q));
            if (line.size() >= 5) return line;
        }
        return {};
    }

    static std::uint64_t perft_from(Board& board, int depth) {
        if (depth == 0) return 1;
        if (board.over()) return 0;
        std::uint64_t total = 0;
        for (int y = 0; y < board.size(); ++y) {
            for (int x = 0; x < board.size(); ++x) {
                const Point p = gomoku::make_point(x, y);
                if (!board.is_legal(p)) continue;
                if (depth == 1) {
                    ++total;
                    continue;
                }
                board.play(p);
                total += perft_from(board, depth - 1);
                board.undo();
            }
        }
        return total;
    }

    Settings settings_;
    Board board_;
    std::vector<std::string> moves_;
};

class GomokuPlayer final : public Player {
  public:
    enum class Kind { greedy, original, classic, strong };
    GomokuPlayer(Kind kind, int depth, std::string spec, int version = gomoku::kCurrentVersion)
        : kind_(kind),
          depth_(depth),
          version_(version),
          spec_(std::move(spec)),
          engine_(kind == Kind::strong ? std::size_t{16} << 20 : std::size_t{1} << 16) {}
    [[nodiscard]] std::string spec() const override { return spec_; }

    MoveChoice choose(const Game& game, const MoveRequest& request) override {
        const auto& session = game_as<GomokuGame>(game);
        Board board = session.board();
        gomoku::MoveInfo info;
        if (kind_ == Kind::greedy) {
            info = gomoku::greedy_move(board);
        } else if (kind_ == Kind::original) {
            info.move = gomoku::original_move(board, request.rng);
            info.result.best_move = info.move;
            info.result.depth = 1;
            info.note = "forward line scores";
        } else {
            gomoku::SearchOptions options;
            options.version = version_;
            if (kind_ == Kind::classic) options = gomoku::classic_options(depth_);
            info = engine_.best_move(board, request.limits, request.stop, options);
        }
        MoveChoice choice;
        choice.move = session.name_of(info.move);
        choice.info = to_search_info(info.result, [&](Point p) { return session.name_of(p); });
        choice.info.score_text = gomoku::score_text(info);
        if (kind_ == Kind::greedy || kind_ == Kind::original) choice.info.score.reset();
        choice.info.note = info.note;
        return choice;
    }

  private:
    Kind kind_;
    int depth_;
    int version_;
    std::string spec_;
    gomoku::Engine engine_;
};

std::vector<PlayerKind> GomokuGame::player_kinds() const {
    using Kind = GomokuPlayer::Kind;
    const auto one_ply = [](Kind kind) {
        return [kind](const PlayerSpec& spec) -> std::unique_ptr<Player> {
            return std::make_unique<GomokuPlayer>(kind, 1, spec.canonical());
        };
    };
    return {
        {"greedy",
         {},
         "one ply: the point with the best pattern value (attack and defence)",
         one_ply(Kind::greedy)},
        {"original",
         {},
         "the Gomoku bug report's web AI: five, block a five, else the best sum of "
         "five-cells-forward line scores (misses four-threes; docs/ORIGINS.md)",
         one_ply(Kind::original)},
        {"classic",
         {"depth"},
         "alpha-beta to depth N plies on points near the stones (1-8, default 3)",
         [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
             return std::make_unique<GomokuPlayer>(Kind::classic, spec.get_int("depth", 1, 8, 3),
                                                   spec.canonical());
         }},
        {"strong",
         {"version"},
         "five, block, VCF, VCT and their defences, then PVS with a hash table and the "
         "trained evaluation (time=1s; version=10, the default, is version 9 keeping the "
         "moves whose check against the opponent's VCF or VCT ran out of time; version=9 adds "
         "a threat-pair table to the evaluation, fitted to more games against Rapfi; version=8 "
         "evaluates with weights fitted to games against Rapfi; version=7 proves wins and losses "
         "inside the search: a node whose moves searched all lose is searched over "
         "every move; version=6 adds reverse futility pruning and a null move; version=5 searches "
         "two plies deeper than version 4 "
         "without its VCF at the horizon; version=4 searches a narrower tree "
         "toward the horizon and uses the whole move time; version=3 is the trained "
         "evaluation's first engine, version=1 the engine of December 2026 and version=2 the "
         "one before the trained evaluation, kept for strength tests)",
         [](const PlayerSpec& spec) -> std::unique_ptr<Player> {
             return std::make_unique<GomokuPlayer>(
                 Kind::strong, 0, spec.canonical(),
                 spec.get_int("version", 1, gomoku::kLatestVersion, gomoku::kCurrentVersion));
         }},
    };
}

}  // namespace

GameEntry gomoku_entry() {
    GameEntry entry;
    entry.name = "gomoku";
    entry.title = "Gomoku / Renju";
    entry.options = {
        GameOptionSpec::list("rule", "Rule set", {"freestyle", "standard", "renju"}, "freestyle",
                             "freestyle: five or more wins; standard: exactly five; renju: "
                             "black's double three, double four and overline are forbidden"),
        GameOptionSpec::range("size", "Board size", gomoku::kMinSize, gomoku::kMaxSize, "15",
                              "lines on each side of the board"),
    };
    entry.create = [](const GameOptions& options) -> std::unique_ptr<Game> {
        return std::make_unique<GomokuGame>(settings_from(options));
    };
    entry.bench = [](const BenchRequest& request, std::ostream& out) {
        std::string error;
        const auto status = gomoku::run_bench(out, request.quick, request.suite, error);
        if (!status) throw Error(error);
        return *status;
    };
    entry.default_ai = "strong:time=1s";
    entry.demo_min_depth = 1;
    entry.demo_max_depth = 3;
    entry.test_variants = {
        {{"rule", "freestyle"}},
        {{"rule", "standard"}},
        {{"rule", "renju"}},
        {{"rule", "renju"}, {"size", "20"}},
    };
    return entry;
}

}  // namespace plies::engine
