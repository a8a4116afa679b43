#!/usr/bin/env bash
# Builds plies for the game box (RV32IMC, as the ESP32-C3) with Debian's gcc-riscv64-unknown-elf
# and picolibc (scripts/setup.sh installs them), and runs it in QEMU (qemu-system-riscv32,
# machine virt, semihosting for output and exit status):
#   scripts/build-embedded.sh [OUT_DIR]             the library OUT_DIR/libplies_box.a (default
#                                                   build/box), the test and measuring firmware
#   scripts/build-embedded.sh --test [OUT_DIR]      ... and runs the test firmware: its output
#                                                   goes to OUT_DIR/selftest.txt (scripts/test-box.sh
#                                                   compares it with the desktop's)
#   scripts/build-embedded.sh --measure [OUT_DIR]   ... and prints the README's table of levels
#                                                   (instructions counted by QEMU -icount, peak stack,
#                                                   flash, RAM); a few minutes
# The library is src/box/plies_box.cpp over the shared headers of src/core, src/games/connect4
# and src/games/tictactoe: the desktop's searches, compiled without heap, exceptions, RTTI,
# threads or streams (checked below on the library's undefined symbols).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode=build
case "${1:-}" in
  --test) mode=test; shift ;;
  --measure) mode=measure; shift ;;
esac
out="${1:-$repo/build/box}"
mkdir -p "$out"

cross=riscv64-unknown-elf
for tool in "$cross-g++" "$cross-gcc" qemu-system-riscv32; do
  if ! command -v "$tool" >/dev/null; then
    echo "build-embedded: $tool is missing: run scripts/setup.sh (gcc-riscv64-unknown-elf," \
      "picolibc-riscv64-unknown-elf, qemu-system-misc)" >&2
    exit 2
  fi
done

# The ESP32-C3's instruction set. Debian's toolchain has no rv32imc multilib, so the firmware
# links picolibc's and libgcc's rv32im variant (a subset: it runs on an RV32IMC core as is).
arch=(-march=rv32imc -mabi=ilp32)
link_arch=(-march=rv32im -mabi=ilp32)
warnings=(-Wall -Wextra -Wpedantic -Wshadow -Werror)
common=(--specs=picolibc.specs "${arch[@]}" -O2 -ffunction-sections -fdata-sections "${warnings[@]}")
cxxflags=(-std=c++20 -fno-exceptions -fno-rtti -fno-threadsafe-statics -fno-asynchronous-unwind-tables
  -nostdinc++ -isystem "$repo/src/box/std" -I "$repo/src" -I "$repo/src/box/include")
# QEMU's virt machine: RAM from 0x80000000; the firmware's code and data in its first 2 MB, the
# stack (16 KB, of which the box's AI needs far less: see --measure) at the top of the next 2 MB.
memory=(-Wl,--defsym=__flash=0x80000000 -Wl,--defsym=__flash_size=0x200000
  -Wl,--defsym=__ram=0x80200000 -Wl,--defsym=__ram_size=0x200000 -Wl,--defsym=__stack_size=0x4000)

"$cross-g++" "${common[@]}" "${cxxflags[@]}" -c "$repo/src/box/plies_box.cpp" -o "$out/plies_box.o"
rm -f "$out/libplies_box.a"
"$cross-ar" rcs "$out/libplies_box.a" "$out/plies_box.o"

# Freestanding in fact: nothing from the heap, exceptions, RTTI, threads or stdio (the library's
# undefined symbols are memcpy and libgcc's arithmetic helpers).
forbidden=$("$cross-nm" -u "$out/libplies_box.a" |
  grep -E 'malloc|calloc|realloc|free$|_Zn[wa]|_Zd[la]|__cxa_|_Unwind|__gxx_personality|_ZTI|pthread|printf|puts|fwrite|abort' || true)
if [ -n "$forbidden" ]; then
  echo "build-embedded: the box library needs what a freestanding build must not:" >&2
  echo "$forbidden" >&2
  exit 1
fi

firmware() {  # firmware NAME SOURCE...
  local name=$1
  shift
  "$cross-gcc" "${common[@]}" -std=c11 -I "$repo/src/box/include" -I "$repo/tests/box" \
    -I "$repo/bench/box" \
    -c "$@" -o "$out/$name.o"
  "$cross-gcc" --specs=picolibc.specs "${link_arch[@]}" --oslib=semihost --crt0=semihost \
    -Wl,--gc-sections "${memory[@]}" "$out/$name.o" "$out/libplies_box.a" -o "$out/$name.elf"
}
firmware box_selftest "$repo/tests/box/box_selftest.c"
firmware box_measure "$repo/bench/box/box_measure.c"
firmware box_example "$repo/examples/box_game_loop/game_loop.c"

run() {  # run ELF OUTPUT: QEMU with instruction counting (-icount: the instret counter counts them)
  nice -n 10 timeout 1800 qemu-system-riscv32 -M virt -m 8M -bios none -display none -monitor none \
    -serial none -icount shift=0 -chardev "file,id=semihosting,path=$2" \
    -semihosting-config enable=on,target=native,chardev=semihosting -kernel "$1"
}

case "$mode" in
  test)
    run "$out/box_selftest.elf" "$out/selftest.txt"
    echo "build-embedded: the test firmware ran in QEMU: $out/selftest.txt"
    ;;
  measure)
    run "$out/box_measure.elf" "$out/measure.txt"
    cat "$out/measure.txt"
    echo
    echo "Flash and RAM (\`$cross-size\`, bytes: text = code and constants, in flash; data + bss in RAM):"
    echo '```'
    "$cross-size" -t "$out/libplies_box.a" | sed "s|$out/||"
    "$cross-size" "$out/box_selftest.elf" "$out/box_example.elf" | sed "s|$out/||"
    echo '```'
    # In a firmware the library also brings the libgcc routines it calls (64-bit division, and
    # the double arithmetic of blunder mode's probability): their sizes in the example firmware.
    helpers=0
    for symbol in $("$cross-nm" -u "$out/libplies_box.a" | awk 'NF == 2 {print $2}' |
      grep -vE '^mem(cpy|set|move)$'); do
      size=$("$cross-nm" -S "$out/box_example.elf" | awk -v s="$symbol" '$4 == s {print $2}')
      helpers=$((helpers + 16#${size:-0}))
    done
    library=$("$cross-size" -t "$out/libplies_box.a" | awk 'END {print $1 + $2}')
    echo "The library in a firmware: $library bytes of its own + $helpers of libgcc routines it" \
      "calls = $((library + helpers)) bytes of flash, no RAM of its own (data and bss 0)."
    ;;
  *) echo "build-embedded: built $out/libplies_box.a and the firmware in $out" ;;
esac
