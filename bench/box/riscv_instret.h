/* The RISC-V instret counter: instructions retired, which QEMU counts exactly under -icount (the
 * box firmware of bench/box and examples/ read it; a real ESP32-C3 firmware would read its own
 * cycle counter instead). */
#ifndef PLIES_RISCV_INSTRET_H
#define PLIES_RISCV_INSTRET_H

#include <stdint.h>

static inline uint64_t riscv_instructions_retired(void) {
    uint32_t high, low, again;
    do { /* the high word again, in case the low one wrapped in between */
        __asm__ volatile("rdinstreth %0" : "=r"(high));
        __asm__ volatile("rdinstret %0" : "=r"(low));
        __asm__ volatile("rdinstreth %0" : "=r"(again));
    } while (high != again);
    return ((uint64_t)high << 32) | low;
}

#endif
