/* A game box's main loop on plies_box.h, as the original box played Connect Four: the player
 * drops discs with a button, the AI answers at the chosen level with a blinking "thinking"
 * light, and a button press during its search stops it at once (the original's abortAi); the
 * AI then plays the best move of its last finished depth. Blunder mode keeps it beatable.
 *
 * The board_* functions are the firmware's own (GPIO, LEDs, a cycle counter). Here they are
 * stand-ins so that the example runs in QEMU (scripts/build-embedded.sh builds it as
 * box_example.elf): the "player" plays the centre-most free column, and "presses the button"
 * once the AI has thought for 20 million instructions. On an ESP32-C3 under ESP-IDF,
 * board_cycles() would be esp_cpu_get_cycle_count() (extended to 64 bits) and the button an
 * interrupt that sets stop_requested; see the README, "On the game box". */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "plies_box.h"
#if defined(__riscv)
#include "riscv_instret.h" /* bench/box: QEMU counts instructions */
#endif

/* --- the box's hardware (stand-ins) ---------------------------------------------------------- */
static volatile bool stop_requested; /* set by the button's interrupt */

static uint64_t board_cycles(void) {
#if defined(__riscv)
    return riscv_instructions_retired();
#else
    static uint64_t fake;
    return fake += 1000;
#endif
}

static uint64_t thinking_since;
static void board_thinking_light(bool on) {
    (void)on;
}
static void board_show(const plies_box_game* game) {
    for (int row = 5; row >= 0; --row) {
        for (int col = 0; col < 7; ++col) putchar(".XO"[plies_box_cell(game, col, row)]);
        putchar('\n');
    }
}
static int board_wait_for_column(const plies_box_game* game) {
    static const int centre_first[] = {3, 2, 4, 1, 5, 0, 6};
    for (int i = 0; i < 7; ++i)
        if (plies_box_can_play(game, centre_first[i]) == 1) return centre_first[i];
    return -1;
}

/* Called by the search every 256 nodes: blink, and stand in for an impatient player. */
static uint64_t poll_while_thinking(void) {
    const uint64_t now = board_cycles();
    board_thinking_light(((now - thinking_since) >> 22) & 1);
    if (now - thinking_since > 20000000u) stop_requested = true;
    return now;
}

/* --- the game ------------------------------------------------------------------------------- */
int main(void) {
    plies_box_game game;
    plies_box_new_game(&game, PLIES_BOX_CONNECT4, 2024);
    plies_box_limits limits = {0};
    limits.level = 8;            /* chosen on the box's level switch */
    limits.blunder_percent = 10; /* the game box's blunder mode */
    limits.stop = &stop_requested;
    limits.read_counter = poll_while_thinking;
    limits.max_instructions = 160000000u; /* at most about a second at 160 MHz */

    while (plies_box_result(&game) == PLIES_BOX_ONGOING) {
        if (plies_box_side_to_move(&game) == 1) {
            plies_box_play(&game, board_wait_for_column(&game));
            continue;
        }
        stop_requested = false;
        thinking_since = board_cycles();
        plies_box_choice choice;
        const int status = plies_box_choose(&game, &limits, &choice);
        board_thinking_light(false);
        if (status != PLIES_BOX_OK) {
            printf("plies_box_choose: error %d\n", status);
            return 1;
        }
        static const char* const phases[] = {"wins", "blocks", "searched", "blunders"};
        printf("AI plays column %d: %s (depth %d, %llu nodes%s)\n", choice.move + 1,
               phases[choice.phase], choice.depth, (unsigned long long)choice.nodes,
               choice.stopped ? ", stopped by the button" : "");
        plies_box_play(&game, choice.move);
    }
    board_show(&game);
    static const char* const results[] = {"", "you win", "the AI wins", "a draw"};
    printf("%s\n", results[plies_box_result(&game)]);
    return 0;
}
