/* plies on the game box: the game box's Connect Four AI (classic depth 1-20, the original's
 * phases, order, heuristic, scores and blunder mode) and the perfect tic-tac-toe player, for a
 * microcontroller firmware (ESP-IDF, Arduino) to call from its game loop. C API; no heap, no
 * exceptions, no threads: every call returns in bounded time (a search within its limits) and
 * answers bad input with a negative plies_box_status, never a crash. README: "On the game box". */
#ifndef PLIES_BOX_H
#define PLIES_BOX_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum plies_box_status {
    PLIES_BOX_OK = 0,
    PLIES_BOX_ERROR_NULL = -1,  /* a pointer argument is NULL */
    PLIES_BOX_ERROR_GAME = -2,  /* unknown game kind, or a game never set up by new_game */
    PLIES_BOX_ERROR_MOVE = -3,  /* column (0-6) or cell (0-8), or row, out of range */
    PLIES_BOX_ERROR_TAKEN = -4, /* the column is full / the cell is taken */
    PLIES_BOX_ERROR_OVER = -5,  /* the game is over: no move to play or choose */
    PLIES_BOX_ERROR_LEVEL = -6, /* no such level for this game */
    PLIES_BOX_ERROR_LIMITS = -7 /* blunder_percent over 100, or max_instructions without
                                   read_counter */
} plies_box_status;

typedef enum plies_box_game_kind {
    PLIES_BOX_CONNECT4 = 1, /* 7 columns x 6 rows; moves are columns 0-6 from the left */
    PLIES_BOX_TICTACTOE = 2 /* 3 x 3; moves are cells 0-8 row by row from the top-left */
} plies_box_game_kind;

/* A game in progress. Set it up with plies_box_new_game; its bytes belong to the library. */
typedef struct plies_box_game {
    uint64_t opaque[9];
} plies_box_game;

/* Levels: Connect Four 1-20 = the classic AI searching that many plies; tic-tac-toe only
 * PLIES_BOX_LEVEL_PERFECT (the minimax primer's unbeatable player). */
#define PLIES_BOX_LEVEL_PERFECT 0
#define PLIES_BOX_MAX_LEVEL 20

typedef struct plies_box_limits {
    int level;
    /* The game box's blunder mode: with this probability (0-100 %) a random legal move instead
     * of the search, never instead of an immediate win or the block of one. 0: never (and no
     * random number is drawn). */
    unsigned blunder_percent;
    /* The game box's abortAi: when *stop becomes true (e.g. set by a button interrupt) the search
     * returns within about a thousand instructions (one node) with the best move of its last
     * finished depth. NULL: no flag. */
    const volatile bool* stop;
    uint64_t max_nodes; /* 0: no node budget */
    /* A budget in the units of read_counter (e.g. instructions retired or cycles; 0: none),
     * checked every 256 nodes; read_counter is called only when there is such a budget. */
    uint64_t max_instructions;
    uint64_t (*read_counter)(void);
} plies_box_limits;

typedef enum plies_box_phase {
    PLIES_BOX_PHASE_WIN = 0,   /* phase 1: a winning move */
    PLIES_BOX_PHASE_BLOCK = 1, /* phase 2: blocks the opponent's immediate win */
    PLIES_BOX_PHASE_SEARCH = 2,
    PLIES_BOX_PHASE_BLUNDER = 3
} plies_box_phase;

typedef struct plies_box_choice {
    int move;  /* column 0-6 / cell 0-8: always a legal move */
    int score; /* for the side to move. Connect Four: a win ending with disc n scores
                  1000 + 42 - n (a loss the opposite), else the threat heuristic (|s| < 1000);
                  tic-tac-toe: 10 - plies to a win, 0 draw, plies to a loss - 10 */
    int depth; /* last fully searched depth (0 for phases 1-2 and blunders) */
    uint64_t nodes;
    plies_box_phase phase;
    bool stopped; /* the stop flag or a budget ended the search early */
} plies_box_choice;

/* Results of plies_box_result. */
#define PLIES_BOX_ONGOING 0
#define PLIES_BOX_FIRST_WINS 1
#define PLIES_BOX_SECOND_WINS 2
#define PLIES_BOX_DRAW 3

/* Sets up an empty board for a plies_box_game_kind (an int, so that any value a caller passes is
 * checked rather than undefined); seed feeds blunder mode's random numbers (same seed, same game).
 */
int plies_box_new_game(plies_box_game* game, int kind, uint64_t seed);
/* Plays a move for the side to move. */
int plies_box_play(plies_box_game* game, int move);
/* Chooses a move for the side to move (the game is not changed; play it with plies_box_play).
 * Not const: blunder mode draws from the game's random numbers. */
int plies_box_choose(plies_box_game* game, const plies_box_limits* limits,
                     plies_box_choice* choice);

/* Board state. cell: 0 empty, 1 first player (yellow / X), 2 second (red / O); Connect Four rows
 * count from the bottom (0-5), tic-tac-toe rows from the top (0-2). */
int plies_box_cell(const plies_box_game* game, int column, int row);
int plies_box_can_play(const plies_box_game* game, int move); /* 1 yes, 0 no, or an error */
int plies_box_moves_played(const plies_box_game* game);
int plies_box_side_to_move(const plies_box_game* game); /* 1 first player, 2 second */
int plies_box_result(const plies_box_game* game);       /* PLIES_BOX_ONGOING ... DRAW */

#ifdef __cplusplus
}
#endif

#endif /* PLIES_BOX_H */
