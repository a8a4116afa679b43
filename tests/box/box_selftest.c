/* The box test's firmware: plays the scenarios of scenarios.h through plies_box.h and prints
 * every choice (semihosting output in QEMU); box_reference.cpp prints the same from the desktop's
 * players, and scripts/test-box.sh compares the two. Also checks that bad input is refused. */
#include <stdio.h>
#include <string.h>

#include "plies_box.h"
#include "scenarios.h"

static int failures = 0;

/* No limits but the level (memset rather than `= {0}`: the desktop's test build compiles this file
 * as C++, where -Wextra warns about the missing initializers). */
static plies_box_limits limits_at(int level) {
    plies_box_limits limits;
    memset(&limits, 0, sizeof limits);
    limits.level = level;
    return limits;
}

static void expect_status(const char* what, int got, int want) {
    if (got != want) {
        printf("FAIL %s: status %d, expected %d\n", what, got, want);
        ++failures;
    }
}

static void play_scenario(int index, const box_scenario* s) {
    plies_box_game game;
    plies_box_new_game(&game, s->game, s->seed);
    for (const char* c = s->opening; *c; ++c)
        expect_status("opening", plies_box_play(&game, *c - '0'), 0);
    for (int n = 0; n < s->max_choices && plies_box_result(&game) == PLIES_BOX_ONGOING; ++n) {
        const int side = plies_box_side_to_move(&game) - 1;
        plies_box_limits limits = limits_at(s->levels[side]);
        limits.blunder_percent = s->blunder_percent;
        limits.max_nodes = s->max_nodes;
        plies_box_choice choice;
        expect_status("choose", plies_box_choose(&game, &limits, &choice), 0);
        printf("%s %d ply %d move %d score %d depth %d nodes %llu phase %s stopped %d\n",
               s->game == PLIES_BOX_CONNECT4 ? "connect4" : "tictactoe", index,
               plies_box_moves_played(&game), choice.move, choice.score, choice.depth,
               (unsigned long long)choice.nodes, kBoxPhaseNames[choice.phase], choice.stopped);
        expect_status("play", plies_box_play(&game, choice.move), 0);
    }
    printf("%s %d result %d\n", s->game == PLIES_BOX_CONNECT4 ? "connect4" : "tictactoe", index,
           plies_box_result(&game));
}

static void check_bad_input(void) {
    plies_box_game game;
    plies_box_limits limits = limits_at(0);
    plies_box_choice choice;
    expect_status("null game", plies_box_new_game(NULL, PLIES_BOX_CONNECT4, 0),
                  PLIES_BOX_ERROR_NULL);
    expect_status("bad kind", plies_box_new_game(&game, 7, 0), PLIES_BOX_ERROR_GAME);
    for (unsigned i = 0; i < sizeof game.opaque / sizeof game.opaque[0]; ++i)
        game.opaque[i] = 0xA5A5A5A5u * i;
    expect_status("never set up", plies_box_play(&game, 3), PLIES_BOX_ERROR_GAME);
    expect_status("never set up", plies_box_choose(&game, &limits, &choice), PLIES_BOX_ERROR_GAME);
    plies_box_new_game(&game, PLIES_BOX_CONNECT4, 0);
    expect_status("column -1", plies_box_play(&game, -1), PLIES_BOX_ERROR_MOVE);
    expect_status("column 7", plies_box_play(&game, 7), PLIES_BOX_ERROR_MOVE);
    for (int i = 0; i < 6; ++i) plies_box_play(&game, 0);
    expect_status("full column", plies_box_play(&game, 0), PLIES_BOX_ERROR_TAKEN);
    expect_status("can_play full", plies_box_can_play(&game, 0), 0);
    expect_status("level 0", plies_box_choose(&game, &limits, &choice), PLIES_BOX_ERROR_LEVEL);
    limits.level = 21;
    expect_status("level 21", plies_box_choose(&game, &limits, &choice), PLIES_BOX_ERROR_LEVEL);
    limits.level = 4;
    limits.blunder_percent = 101;
    expect_status("blunder 101", plies_box_choose(&game, &limits, &choice), PLIES_BOX_ERROR_LIMITS);
    limits.blunder_percent = 0;
    limits.max_instructions = 1000;
    expect_status("budget without counter", plies_box_choose(&game, &limits, &choice),
                  PLIES_BOX_ERROR_LIMITS);
    expect_status("null limits", plies_box_choose(&game, NULL, &choice), PLIES_BOX_ERROR_NULL);
    expect_status("cell row 6", plies_box_cell(&game, 0, 6), PLIES_BOX_ERROR_MOVE);
    expect_status("cell 0,5", plies_box_cell(&game, 0, 5), 2);
    const char* four = "1213141"; /* 0-based columns: the first player stacks four in column 1 */
    plies_box_new_game(&game, PLIES_BOX_CONNECT4, 0);
    for (const char* c = four; *c; ++c) plies_box_play(&game, *c - '0');
    expect_status("result", plies_box_result(&game), PLIES_BOX_FIRST_WINS);
    expect_status("play after the end", plies_box_play(&game, 2), PLIES_BOX_ERROR_OVER);
    limits.max_instructions = 0;
    expect_status("choose after the end", plies_box_choose(&game, &limits, &choice),
                  PLIES_BOX_ERROR_OVER);
    plies_box_new_game(&game, PLIES_BOX_TICTACTOE, 0);
    expect_status("cell 9", plies_box_play(&game, 9), PLIES_BOX_ERROR_MOVE);
    plies_box_play(&game, 4);
    expect_status("taken", plies_box_play(&game, 4), PLIES_BOX_ERROR_TAKEN);
    expect_status("tictactoe level 3", plies_box_choose(&game, &limits, &choice),
                  PLIES_BOX_ERROR_LEVEL);
    /* The stop flag, raised before the search: the first legal move in the search's order. */
    static volatile bool stop = true;
    plies_box_new_game(&game, PLIES_BOX_CONNECT4, 0);
    limits.level = 8;
    limits.stop = &stop;
    expect_status("stopped search", plies_box_choose(&game, &limits, &choice), 0);
    if (!choice.stopped || choice.move != 3) {
        printf("FAIL stop flag: move %d stopped %d\n", choice.move, choice.stopped);
        ++failures;
    }
}

int main(void) {
    for (int i = 0; i < BOX_SCENARIO_COUNT; ++i) play_scenario(i, &kBoxScenarios[i]);
    check_bad_input();
    printf("bad-input checks: %s\n", failures == 0 ? "passed" : "FAILED");
    return failures == 0 ? 0 : 1;
}
