#!/usr/bin/env bash
# Plays a round of games of the strong engine against Rapfi and fits the Gomoku evaluation
# (games/gomoku/eval_model.hpp) to them and to every round so far (data/gomoku/training/*.jsonl):
# the engine as built (its current version, 90,000 nodes a move) plays Rapfi (50 ms a move, its
# classical evaluation) from random 3- and 4-ply openings in both rules, colours swapped; every
# position after the opening is labelled with the game's result, and a logistic fit per rule
# family is made, every tenth game held out (its log loss is printed per phase, with that of the
# shipped weights). This is how the weights of versions 8 and 9 were made, version 7's games
# then version 8's (data/gomoku/training/README.md says which games). Rapfi is not part of
# plies: build it yourself, outside this repository (https://github.com/dhbloo/rapfi, GPL-3.0),
# and give the path of its pbrain-rapfi. Not deterministic (Rapfi plays on time); about 40
# minutes on 2 cores with the default counts. The new games are kept in OUT_DIR/*.jsonl (add
# them to data/gomoku/training/ to keep them). Rebuild afterwards: the weights are compiled in.
#   scripts/train-gomoku-vs-rapfi.sh PBRAIN_RAPFI [GAMES_PER_SET] [OUT_DIR] [WEIGHTS]
# (GAMES_PER_SET: games per rule and opening length, default 400; OUT_DIR default a new
# temporary folder; WEIGHTS default src/games/gomoku/eval_weights_vs_rapfi_2.inc, the newest
# generation's file.)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rapfi="${1:?usage: scripts/train-gomoku-vs-rapfi.sh PBRAIN_RAPFI [GAMES_PER_SET] [OUT_DIR] [WEIGHTS]}"
games="${2:-400}"
work="${3:-$(mktemp -d)}"
weights="${4:-$repo/src/games/gomoku/eval_weights_vs_rapfi_2.inc}"
[ -x "$rapfi" ] || { echo "not an executable: $rapfi" >&2; exit 1; }
mkdir -p "$work"
plies="$repo/build/plies"
[ -x "$plies" ] || { echo "build plies first (scripts/build.sh)" >&2; exit 1; }
records=("$repo"/data/gomoku/training/*.jsonl)
seed=$((RANDOM + 100))
for rule in freestyle renju; do
  for plies_opening in 3 4; do
    seed=$((seed + 1))
    name="$work/$rule-random$plies_opening"
    "$plies" arena gomoku -p "pbrain:$rapfi,time=50ms" strong:nodes=90000 \
      --rule "$rule" --openings "random:$plies_opening" -n "$games" --seed "$seed" -j 1 \
      --db "$name.db" >"$name.log"
    "$plies" records export --db "$name.db" --format jsonl -o "$name.jsonl"
    records+=("$name.jsonl")
  done
done
"$plies" train gomoku --records "${records[@]}" --out "$weights"
echo "games in $work"
