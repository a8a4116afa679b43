#!/usr/bin/env bash
# Installs every Debian package plies needs (as root, no prompts; packages already present are
# left alone). Run from anywhere: scripts/setup.sh
set -euo pipefail

packages=(
  # build
  build-essential cmake g++ git pkg-config clang-format
  # the sanitizer build and its fuzzers (libFuzzer)
  clang libclang-rt-14-dev
  # libraries
  libfmt-dev libcli11-dev nlohmann-json3-dev libmicrohttpd-dev libsqlite3-dev
  # tests and benchmarks
  libgtest-dev libbenchmark-dev
  # the web server's load test
  wrk
)
# The game box (scripts/build-embedded.sh): the RV32IMC cross compiler, its C library, and QEMU to
# run the firmware.
packages+=(gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc)
# The web page: the engine as WebAssembly, and a real browser for the end-to-end test.
packages+=(emscripten chromium)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js for the web tooling: Debian's, unless a node is already installed (e.g. NodeSource's,
# which bundles npm and conflicts with Debian's npm package).
if ! command -v node >/dev/null; then missing+=(nodejs npm); fi
if ! command -v npm >/dev/null && command -v node >/dev/null && [ ${#missing[@]} -eq 0 ]; then
  missing+=(npm)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "setup: all packages present"
fi
