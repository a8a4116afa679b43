#!/usr/bin/env bash
# The box test (ctest box_*): the game box's library must choose what the desktop's players choose
# (same moves, scores, depths, node counts) in the scenarios of tests/box/scenarios.h.
#   scripts/test-box.sh --native SELFTEST REFERENCE OUT_DIR  the library built for this machine
#   scripts/test-box.sh --qemu REFERENCE OUT_DIR             built for RV32IMC, run in QEMU
# REFERENCE is build/tests/box/box_reference (the desktop's players). Exit status 0 when they
# agree, 1 when not, 77 (ctest: skipped) when the cross toolchain or QEMU is missing.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode=$1
shift
if [ "$mode" = --native ]; then
  selftest=$1
  reference=$2
  out=$3
else
  reference=$1
  out=$2
fi
mkdir -p "$out"

if [ "$mode" = --native ]; then
  "$selftest" >"$out/selftest.txt"
else
  for need in riscv64-unknown-elf-g++ qemu-system-riscv32; do
    if ! command -v "$need" >/dev/null; then
      echo "SKIPPED: $need is missing (scripts/setup.sh installs gcc-riscv64-unknown-elf," \
        "picolibc-riscv64-unknown-elf and qemu-system-misc)"
      exit 77
    fi
  done
  if ! echo '#include <stdio.h>' |
    riscv64-unknown-elf-gcc --specs=picolibc.specs -E -x c - >/dev/null 2>&1; then
    echo "SKIPPED: picolibc for riscv64-unknown-elf is missing (scripts/setup.sh installs it)"
    exit 77
  fi
  bash "$repo/scripts/build-embedded.sh" --test "$out"
fi
"$reference" >"$out/reference.txt"

if ! grep -qx 'bad-input checks: passed' "$out/selftest.txt"; then
  grep FAIL "$out/selftest.txt" || true
  echo "the box library's bad-input checks failed ($out/selftest.txt)"
  exit 1
fi
if ! diff -u "$out/reference.txt" <(grep -v '^bad-input' "$out/selftest.txt"); then
  echo "the box library ($mode) and the desktop's players differ (above: - desktop, + box)"
  exit 1
fi
echo "box ($mode) and desktop agree on $(grep -c ' ply ' "$out/reference.txt") choices in" \
  "$(grep -c ' result ' "$out/reference.txt") scenarios"
