#!/usr/bin/env bash
# Makes src/games/gomoku/eval_weights.inc, the weights of the Gomoku evaluation (version 3,
# games/gomoku/eval_model.hpp), from scratch: 1,000 self-play games a rule between the two
# previous engine generations (strong:version=2 and version=1, 6,000 nodes a move, from the 500
# openings of data/gomoku/openings/training.txt with colours swapped), every position after the
# opening labelled with the game's result, then a logistic fit per rule family with every
# tenth game held out (its log loss is printed per phase). Deterministic (node budgets: the same
# engines make the same file); about 10 minutes on 2 cores. Rebuild afterwards: the weights are
# compiled in.
#   scripts/train-gomoku.sh [OUT]   (default src/games/gomoku/eval_weights.inc; build first)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$repo/src/games/gomoku/eval_weights.inc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
plies="$repo/build/plies"
for rule in freestyle renju; do
  "$plies" arena gomoku -p strong:nodes=6000,version=2 strong:nodes=6000,version=1 \
    --openings "$repo/data/gomoku/openings/training.txt" -n 1000 --seed 77 -j 1 \
    --rule "$rule" --db "$work/$rule.db" >"$work/$rule.log"
  "$plies" records export --db "$work/$rule.db" --format jsonl -o "$work/$rule.jsonl"
done
"$plies" train gomoku --records "$work/freestyle.jsonl" "$work/renju.jsonl" --out "$out"
