#!/usr/bin/env bash
# Makes data/othello/weights.bin, the Othello pattern evaluation's weights, from scratch:
# 20,000 noisy self-play games, 4 positions of each (6-18 empties) solved exactly, then a
# least-squares fit per phase. Deterministic for a given seed; about 7 minutes on 2 cores.
#   scripts/train-othello.sh [OUT]   (default data/othello/weights.bin; build first)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$repo/data/othello/weights.bin}"
mkdir -p "$(dirname "$out")"
"$repo/build/plies" train othello --games 20000 --per-game 4 --min-empties 6 --max-empties 18 \
  --seed 1 --threads 0 --out "$out"
