// The C API of plies_box.h over the shared, freestanding searches: the Connect Four classic AI
// (games/connect4/classic_search.hpp) and the perfect tic-tac-toe player
// (games/tictactoe/perfect.hpp), the very code the desktop's players run.
#include "plies_box.h"

#include <string.h>

#include "core/random.hpp"
#include "games/connect4/classic_search.hpp"
#include "games/tictactoe/perfect.hpp"

namespace {

using namespace plies;

constexpr std::uint32_t kSetUp = 0x706c6278;  // marks a game made by plies_box_new_game

struct GameState {
    std::uint32_t set_up = 0;
    std::int32_t kind = 0;
    connect4::Position connect4;
    tictactoe::Board tictactoe;
    core::Rng rng;
};
static_assert(sizeof(GameState) <= sizeof(plies_box_game), "plies_box_game too small");

// A plies_box_game holds a GameState's bytes (copied, so that the C struct needs no particular
// type or alignment); a game that was never set up, or whose bytes were overwritten so that its
// boards are impossible, is refused rather than searched.
bool consistent(const GameState& state) {
    if (state.set_up != kSetUp) return false;
    if (state.kind == PLIES_BOX_CONNECT4) {
        const auto& position = state.connect4;
        return (position.mask() & ~connect4::kBoardMask) == 0 &&
               (position.current() & ~position.mask()) == 0 &&
               std::popcount(position.mask()) == position.moves();
    }
    if (state.kind == PLIES_BOX_TICTACTOE) {
        const auto& board = state.tictactoe;
        const auto x = board.bits(tictactoe::Mark::x);
        const auto o = board.bits(tictactoe::Mark::o);
        const int xs = std::popcount(x);
        const int os = std::popcount(o);
        return (x & o) == 0 && ((x | o) >> 9) == 0 && xs + os == board.move_count() &&
               xs - os == (board.move_count() & 1);
    }
    return false;
}

int load(const plies_box_game* game, GameState& state) {
    if (game == nullptr) return PLIES_BOX_ERROR_NULL;
    memcpy(&state, game->opaque, sizeof state);
    return consistent(state) ? PLIES_BOX_OK : PLIES_BOX_ERROR_GAME;
}

void store(plies_box_game* game, const GameState& state) {
    memcpy(game->opaque, &state, sizeof state);
}

bool over(const GameState& state) {
    return state.kind == PLIES_BOX_CONNECT4 ? state.connect4.over() : state.tictactoe.over();
}

int move_count(const GameState& state) {
    return state.kind == PLIES_BOX_CONNECT4 ? state.connect4.moves() : state.tictactoe.move_count();
}

bool can_play(const GameState& state, int move) {
    if (state.kind == PLIES_BOX_CONNECT4) return state.connect4.can_play(move);
    return state.tictactoe.empty_at(move);
}

int move_limit(const GameState& state) {
    return state.kind == PLIES_BOX_CONNECT4 ? connect4::kWidth : 9;
}

// What the box's searches poll: the stop flag (every node, as the game box read abortAi), the
// node budget (every node) and the counter budget (every kCounterInterval nodes: reading a
// counter may cost a call).
class BudgetControl {
  public:
    static constexpr std::uint64_t kCounterInterval = 256;

    explicit BudgetControl(const plies_box_limits& limits)
        : stop_(limits.stop),
          max_nodes_(limits.max_nodes),
          max_counter_(limits.max_instructions),
          read_counter_(limits.max_instructions != 0 ? limits.read_counter : nullptr),
          start_(read_counter_ != nullptr ? read_counter_() : 0) {}

    [[nodiscard]] bool should_stop(std::uint64_t nodes) {
        if (stopped_) return true;
        if (stop_ != nullptr && *stop_) return stopped_ = true;
        if (max_nodes_ != 0 && nodes >= max_nodes_) return stopped_ = true;
        if (read_counter_ != nullptr && nodes % kCounterInterval == 0 &&
            read_counter_() - start_ >= max_counter_)
            return stopped_ = true;
        return false;
    }
    [[nodiscard]] bool stopped() const { return stopped_; }
    [[nodiscard]] bool past_deadline() const { return stopped_; }

  private:
    const volatile bool* stop_;
    std::uint64_t max_nodes_;
    std::uint64_t max_counter_;
    std::uint64_t (*read_counter_)();
    std::uint64_t start_;
    bool stopped_ = false;
};

// The game box's blunder mode, drawn as the desktop's blunder=P player draws it
// (engine/players.cpp): the chance on every move, then a uniformly random legal move (in ascending
// order) if neither side can win at once.
bool blunder(GameState& state, unsigned percent, bool allowed, plies_box_choice& choice) {
    if (percent == 0 || !state.rng.chance(percent / 100.0) || !allowed) return false;
    int legal[9];
    int count = 0;
    for (int move = 0; move < move_limit(state); ++move)
        if (can_play(state, move)) legal[count++] = move;
    choice.move = legal[state.rng.below(static_cast<std::uint64_t>(count))];
    choice.phase = PLIES_BOX_PHASE_BLUNDER;
    return true;
}

template <class Report>
void take_report(const Report& report, plies_box_choice& choice) {
    choice.move = *report.best_move;
    choice.score = report.score;
    choice.depth = report.depth;
    choice.nodes = report.nodes;
    choice.phase = PLIES_BOX_PHASE_SEARCH;
    choice.stopped = report.stopped;
}

int choose_connect4(GameState& state, const plies_box_limits& limits, plies_box_choice& choice) {
    if (limits.level < 1 || limits.level > PLIES_BOX_MAX_LEVEL) return PLIES_BOX_ERROR_LEVEL;
    const connect4::ForcedMove forced = connect4::forced_move(state.connect4);
    if (blunder(state, limits.blunder_percent, forced.column < 0, choice)) return PLIES_BOX_OK;
    if (forced.column >= 0) {
        choice.move = forced.column;
        choice.score = forced.score;
        choice.phase = forced.phase == connect4::Phase::immediate_win ? PLIES_BOX_PHASE_WIN
                                                                      : PLIES_BOX_PHASE_BLOCK;
        return PLIES_BOX_OK;
    }
    BudgetControl control(limits);
    connect4::ClassicOptions options;
    options.depth = limits.level;
    take_report(connect4::run_classic_search(state.connect4, options, control), choice);
    return PLIES_BOX_OK;
}

int choose_tictactoe(GameState& state, const plies_box_limits& limits, plies_box_choice& choice) {
    if (limits.level != PLIES_BOX_LEVEL_PERFECT) return PLIES_BOX_ERROR_LEVEL;
    const auto& board = state.tictactoe;
    const auto them =
        board.to_move() == tictactoe::Mark::x ? tictactoe::Mark::o : tictactoe::Mark::x;
    const bool allowed =
        board.winning_cells(board.to_move()) == 0 && board.winning_cells(them) == 0;
    if (blunder(state, limits.blunder_percent, allowed, choice)) return PLIES_BOX_OK;
    BudgetControl control(limits);
    take_report(tictactoe::run_perfect(board, control), choice);
    return PLIES_BOX_OK;
}

}  // namespace

extern "C" {

int plies_box_new_game(plies_box_game* game, int kind, uint64_t seed) {
    if (game == nullptr) return PLIES_BOX_ERROR_NULL;
    if (kind != PLIES_BOX_CONNECT4 && kind != PLIES_BOX_TICTACTOE) return PLIES_BOX_ERROR_GAME;
    GameState state;
    state.set_up = kSetUp;
    state.kind = kind;
    state.rng.reseed(seed);
    store(game, state);
    return PLIES_BOX_OK;
}

int plies_box_play(plies_box_game* game, int move) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    if (over(state)) return PLIES_BOX_ERROR_OVER;
    if (move < 0 || move >= move_limit(state)) return PLIES_BOX_ERROR_MOVE;
    if (!can_play(state, move)) return PLIES_BOX_ERROR_TAKEN;
    if (state.kind == PLIES_BOX_CONNECT4)
        state.connect4.play(move);
    else
        state.tictactoe.play(move);
    store(game, state);
    return PLIES_BOX_OK;
}

int plies_box_choose(plies_box_game* game, const plies_box_limits* limits,
                     plies_box_choice* choice) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    if (limits == nullptr || choice == nullptr) return PLIES_BOX_ERROR_NULL;
    if (limits->blunder_percent > 100 ||
        (limits->max_instructions != 0 && limits->read_counter == nullptr))
        return PLIES_BOX_ERROR_LIMITS;
    if (over(state)) return PLIES_BOX_ERROR_OVER;
    *choice = plies_box_choice{};
    const int status = state.kind == PLIES_BOX_CONNECT4 ? choose_connect4(state, *limits, *choice)
                                                        : choose_tictactoe(state, *limits, *choice);
    store(game, state);  // the random generator moved on
    return status;
}

int plies_box_cell(const plies_box_game* game, int column, int row) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    if (state.kind == PLIES_BOX_CONNECT4) {
        if (column < 0 || column >= connect4::kWidth || row < 0 || row >= connect4::kHeight)
            return PLIES_BOX_ERROR_MOVE;
        return state.connect4.cell(column, row);
    }
    if (column < 0 || column >= 3 || row < 0 || row >= 3) return PLIES_BOX_ERROR_MOVE;
    return static_cast<int>(state.tictactoe.at(row * 3 + column));
}

int plies_box_can_play(const plies_box_game* game, int move) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    if (move < 0 || move >= move_limit(state)) return PLIES_BOX_ERROR_MOVE;
    return !over(state) && can_play(state, move) ? 1 : 0;
}

int plies_box_moves_played(const plies_box_game* game) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    return move_count(state);
}

int plies_box_side_to_move(const plies_box_game* game) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    return move_count(state) % 2 + 1;
}

int plies_box_result(const plies_box_game* game) {
    GameState state;
    if (const int status = load(game, state); status != PLIES_BOX_OK) return status;
    bool last_mover_won = false;
    bool full = false;
    if (state.kind == PLIES_BOX_CONNECT4) {
        last_mover_won = state.connect4.last_mover_won();
        full = state.connect4.full();
    } else {
        last_mover_won = state.tictactoe.winner() != tictactoe::Mark::none;
        full = state.tictactoe.full();
    }
    if (last_mover_won)
        return move_count(state) % 2 == 1 ? PLIES_BOX_FIRST_WINS : PLIES_BOX_SECOND_WINS;
    return full ? PLIES_BOX_DRAW : PLIES_BOX_ONGOING;
}

}  // extern "C"
