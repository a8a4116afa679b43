/* Measures the box's levels in QEMU (scripts/build-embedded.sh --measure): for Connect Four's
 * classic depths 1-12 and the perfect tic-tac-toe player, the instructions retired by
 * plies_box_choose for the first move and over self-play games (QEMU's -icount makes the
 * instret counter count instructions exactly), and its peak stack (painted below the stack
 * pointer before each call, scanned after it). Prints the README's table (markdown). */
#include <stdint.h>
#include <stdio.h>

#include "plies_box.h"
#include "riscv_instret.h"

#define PAINT 0xC0FFEE11u
#define PAINT_WORDS 3072u    /* 12 KB below the caller's frame; the firmware's stack is 16 KB */
#define CLOCK_HZ 160000000.0 /* the ESP32-C3's clock */

typedef struct measure {
    uint64_t instructions;
    unsigned stack_bytes;
} measure;

/* One plies_box_choose, counted and with its stack measured. Nothing lives below the stack
 * pointer in the RISC-V ABI, so the words under this function's frame can be painted freely. */
__attribute__((noinline)) static measure measured_choose(plies_box_game* game,
                                                         const plies_box_limits* limits,
                                                         plies_box_choice* choice) {
    uint32_t* sp;
    __asm__ volatile("mv %0, sp" : "=r"(sp));
    volatile uint32_t* const floor = sp - PAINT_WORDS;
    for (volatile uint32_t* p = floor; p < sp; ++p) *p = PAINT;
    measure m;
    const uint64_t before = riscv_instructions_retired();
    if (plies_box_choose(game, limits, choice) != PLIES_BOX_OK) printf("plies_box_choose failed\n");
    m.instructions = riscv_instructions_retired() - before;
    volatile uint32_t* p = floor;
    while (p < sp && *p == PAINT) ++p;
    m.stack_bytes = (unsigned)((uintptr_t)sp - (uintptr_t)p);
    return m;
}

typedef struct totals {
    uint64_t sum, worst;
    unsigned moves, games, stack;
} totals;

static void add(totals* t, measure m) {
    t->sum += m.instructions;
    if (m.instructions > t->worst) t->worst = m.instructions;
    if (m.stack_bytes > t->stack) t->stack = m.stack_bytes;
    ++t->moves;
}

/* A self-play game at `level` after the opening move `first` (-1: none), every choice measured. */
static void self_play(plies_box_game_kind kind, int level, int first, totals* t) {
    plies_box_game game;
    plies_box_new_game(&game, kind, 0);
    if (first >= 0) plies_box_play(&game, first);
    plies_box_limits limits = {0};
    limits.level = level;
    while (plies_box_result(&game) == PLIES_BOX_ONGOING) {
        plies_box_choice choice;
        add(t, measured_choose(&game, &limits, &choice));
        plies_box_play(&game, choice.move);
    }
    ++t->games;
}

static void print_row(const char* name, measure first, uint64_t first_nodes, const totals* t) {
    const double mean = (double)t->sum / t->moves;
    printf("| %s | %llu | %llu | %.3f s | %u game%s, %u moves | %.0f | %llu | %.3f s | %u |\n",
           name, (unsigned long long)first.instructions, (unsigned long long)first_nodes,
           first.instructions / CLOCK_HZ, t->games, t->games == 1 ? "" : "s", t->moves, mean,
           (unsigned long long)t->worst, t->worst / CLOCK_HZ,
           t->stack > first.stack_bytes ? t->stack : first.stack_bytes);
}

int main(void) {
    printf(
        "| level | first move: instructions | nodes | at 160 MHz (estimate) | self-play | mean "
        "instructions a move | worst move | worst at 160 MHz (estimate) | peak stack (bytes) |\n");
    printf("|---|---|---|---|---|---|---|---|---|\n");
    for (int level = 1; level <= 12; ++level) {
        plies_box_game game;
        plies_box_new_game(&game, PLIES_BOX_CONNECT4, 0);
        plies_box_limits limits = {0};
        limits.level = level;
        plies_box_choice choice;
        const measure first = measured_choose(&game, &limits, &choice);
        totals t = {0};
        /* From the empty board, and after each first column; the deepest levels fewer games
         * (level 12's game alone takes QEMU minutes). */
        static const int openings[] = {-1, 3, 2, 4, 1, 5, 0, 6};
        const int games = level <= 9 ? 8 : level == 10 ? 3 : 1;
        for (int i = 0; i < games; ++i) self_play(PLIES_BOX_CONNECT4, level, openings[i], &t);
        char name[32];
        snprintf(name, sizeof name, "Connect Four classic %d", level);
        print_row(name, first, choice.nodes, &t);
    }
    plies_box_game game;
    plies_box_new_game(&game, PLIES_BOX_TICTACTOE, 0);
    plies_box_limits limits = {0};
    plies_box_choice choice;
    const measure first = measured_choose(&game, &limits, &choice);
    totals t = {0};
    for (int cell = -1; cell < 9; ++cell)
        self_play(PLIES_BOX_TICTACTOE, PLIES_BOX_LEVEL_PERFECT, cell, &t);
    print_row("tic-tac-toe perfect", first, choice.nodes, &t);
    return 0;
}
