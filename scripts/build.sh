#!/usr/bin/env bash
# Configures and builds plies. scripts/build.sh [BUILD_DIR] [extra cmake arguments...]
# Default: build/ in Release. The executables are build/plies and build/pbrain-plies.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$repo/build}"
shift || true
jobs="${PLIES_JOBS:-$(nproc)}"
cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" -j "$jobs"
