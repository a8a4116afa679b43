/* The games the box test plays, both in the emulator (box_selftest.c, through plies_box.h) and on
 * the desktop (box_reference.cpp, through the desktop's players): from each opening (moves
 * 0-based, one digit each) the side to move's player chooses up to max_choices moves in turn,
 * and every choice is printed (move, score, depth, nodes, phase, stopped). Fixed positions are
 * openings with one choice; the others are self-play games. */
#ifndef PLIES_BOX_TEST_SCENARIOS_H
#define PLIES_BOX_TEST_SCENARIOS_H

#include <stdint.h>

#include "plies_box.h"

typedef struct box_scenario {
    plies_box_game_kind game;
    const char* opening;
    int levels[2]; /* first player's, second player's */
    unsigned blunder_percent;
    uint64_t max_nodes;
    uint64_t seed;
    int max_choices;
} box_scenario;

#define C4 PLIES_BOX_CONNECT4
#define TTT PLIES_BOX_TICTACTOE
#define PERFECT PLIES_BOX_LEVEL_PERFECT

static const box_scenario kBoxScenarios[] = {
    /* Connect Four positions of `plies bench connect4` (0-based here), at several depths. */
    {C4, "", {1, 1}, 0, 0, 0, 1},
    {C4, "", {8, 8}, 0, 0, 0, 1},
    {C4, "3342", {6, 6}, 0, 0, 0, 1},
    {C4, "5035", {7, 7}, 0, 0, 0, 1},
    {C4, "21053514", {8, 8}, 0, 0, 0, 1},
    {C4, "132224313146", {5, 5}, 0, 0, 0, 1},
    {C4, "163441113020550", {8, 8}, 0, 0, 0, 1},
    {C4, "4344063250152251", {6, 6}, 0, 0, 0, 1},
    {C4, "41642200322566331311010", {8, 8}, 0, 0, 0, 1},
    {C4, "4443113222123400653304004", {9, 9}, 0, 0, 0, 1},
    /* Phase 1 (win now) and phase 2 (block). */
    {C4, "303030", {6, 6}, 0, 0, 0, 1},
    {C4, "30303", {6, 6}, 0, 0, 0, 1},
    /* A node budget stops the search: the move of the last finished depth. */
    {C4, "", {10, 10}, 0, 5000, 0, 1},
    {C4, "3342", {9, 9}, 0, 777, 0, 1},
    /* Self-play: the game box's demo mode (different depths), and blunder mode. */
    {C4, "", {5, 3}, 0, 0, 0, 42},
    {C4, "", {2, 6}, 0, 0, 0, 42},
    {C4, "3", {4, 4}, 0, 0, 0, 42},
    {C4, "", {4, 5}, 20, 0, 7, 42},
    {C4, "", {3, 3}, 50, 0, 11, 42},
    /* Tic-tac-toe: the perfect player from the empty board, openings, and blunders. */
    {TTT, "", {PERFECT, PERFECT}, 0, 0, 0, 9},
    {TTT, "0", {PERFECT, PERFECT}, 0, 0, 0, 9},
    {TTT, "15", {PERFECT, PERFECT}, 0, 0, 0, 9},
    {TTT, "4823", {PERFECT, PERFECT}, 0, 0, 0, 1},
    {TTT, "", {PERFECT, PERFECT}, 40, 0, 3, 9},
    {TTT, "", {PERFECT, PERFECT}, 0, 100, 0, 1},
};

#undef C4
#undef TTT
#undef PERFECT

#define BOX_SCENARIO_COUNT ((int)(sizeof kBoxScenarios / sizeof kBoxScenarios[0]))

static const char* const kBoxPhaseNames[] = {"win", "block", "search", "blunder"};

#endif
