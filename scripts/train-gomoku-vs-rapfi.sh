#!/usr/bin/env bash
# Makes src/games/gomoku/eval_weights_vs_rapfi.inc, the weights of the Gomoku evaluation of
# engine version 8 (games/gomoku/eval_model.hpp): the strong engine (version 7, 90,000 nodes a
# move) plays Rapfi (50 ms a move, its classical evaluation) from random 3- and 4-ply openings
# with colours swapped, every position after the opening is labelled with the game's result, and
# a logistic fit per rule family is made, every tenth game held out (its log loss is printed per
# phase). Rapfi is not part of plies: build it yourself, outside this repository
# (https://github.com/dhbloo/rapfi, GPL-3.0), and give the path of its pbrain-rapfi. Not
# deterministic (Rapfi plays on time), and about an hour on 2 cores with the default counts.
# The games are kept in the output folder (OUT_DIR/*.jsonl). Rebuild afterwards: the weights are
# compiled in.
#   scripts/train-gomoku-vs-rapfi.sh PBRAIN_RAPFI [GAMES_PER_SET] [OUT_DIR]
# (GAMES_PER_SET: games per rule and opening length, default 600; OUT_DIR default a new
# temporary folder; the weights go to src/games/gomoku/eval_weights_vs_rapfi.inc.)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rapfi="${1:?usage: scripts/train-gomoku-vs-rapfi.sh PBRAIN_RAPFI [GAMES_PER_SET] [OUT_DIR]}"
games="${2:-600}"
work="${3:-$(mktemp -d)}"
[ -x "$rapfi" ] || { echo "not an executable: $rapfi" >&2; exit 1; }
mkdir -p "$work"
plies="$repo/build/plies"
records=()
seed=40
for rule in freestyle renju; do
  for plies_opening in 3 4; do
    seed=$((seed + 1))
    name="$work/$rule-random$plies_opening"
    "$plies" arena gomoku -p "pbrain:$rapfi,time=50ms" strong:nodes=90000,version=7 \
      --rule "$rule" --openings "random:$plies_opening" -n "$games" --seed "$seed" -j 1 \
      --db "$name.db" >"$name.log"
    "$plies" records export --db "$name.db" --format jsonl -o "$name.jsonl"
    records+=("$name.jsonl")
  done
done
"$plies" train gomoku --records "${records[@]}" \
  --out "$repo/src/games/gomoku/eval_weights_vs_rapfi.inc"
echo "games in $work"
