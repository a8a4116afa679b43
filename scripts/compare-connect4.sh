#!/usr/bin/env bash
# Connect Four solvers side by side (issue 31): plies against Christophe Steininger's solver
# (github ChristopheSteininger/c4) and Pascal Pons' (github PascalPons/connect4), both built
# elsewhere from their public repositories; none of their code is in this repository.
#
#   scripts/compare-connect4.sh --steininger EXE --pons EXE [--plies EXE] [--data DIR]
#       [--rounds N] [--sets "NAME:COUNT ..."] [--no-weak] [--empty] [--pons-empty-limit S]
#
# The peers' executables (a small driver around each solver) must:
#   - read positions on stdin, one a line: the moves as 1-based column digits, anything after
#     a space ignored (the sets' score), an empty line for the empty board;
#   - with --weak as their only argument solve win/draw/loss only (score -1, 0 or 1);
#   - for each line clear their transposition table, solve on one thread with no opening book,
#     and print "<score> <nodes> <CPU microseconds of the solve>", score in Pons' convention.
# Steininger's solver is configured in its src/solver/settings.h: NUM_THREADS 1 and a 64 MB
# table (NUM_TABLE_ENTRIES 8388617), as plies' 64 MiB.
#
# Method: every solver clears its table before each position, runs one thread with no book, and
# is timed in CPU time (user + system) of the solves alone, not wall time: the machine may be
# shared. The rounds interleave: each round runs every row with plies, Steininger and Pons in
# turn, so that a change of load hits all three. plies runs as `plies bench connect4 --suite
# FILE --limit N [--weak]`. A row prints, per solver, the range over the rounds of the mean CPU
# time a position and the mean nodes a position (node counts do not vary between rounds); a
# solver that got a score wrong is flagged. With --empty a last row solves the empty board
# (strong); Pons' solver does not finish it in minutes, so it gets --pons-empty-limit seconds of
# CPU (default 600; 0 skips it).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

plies="$repo/build/plies"
data="$repo/tests/data/connect4"
steininger=""
pons=""
rounds=2
sets="Test_L2_R2:1000 Test_L1_R2:200 Test_L1_R3:20"
weak=1
empty=0
pons_empty_limit=600

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit "${1:-0}"; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --plies) plies="$2"; shift 2 ;;
        --steininger) steininger="$2"; shift 2 ;;
        --pons) pons="$2"; shift 2 ;;
        --data) data="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --sets) sets="$2"; shift 2 ;;
        --no-weak) weak=0; shift ;;
        --empty) empty=1; shift ;;
        --pons-empty-limit) pons_empty_limit="$2"; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "compare-connect4: unknown argument '$1'" >&2; usage 2 >&2 ;;
    esac
done
[[ -n "$steininger" && -n "$pons" ]] || { echo "compare-connect4: --steininger and --pons are required" >&2; exit 2; }
for exe in "$plies" "$steininger" "$pons"; do
    [[ -x "$exe" ]] || { echo "compare-connect4: '$exe' is not an executable" >&2; exit 2; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Rows: "label|file|count|mode" (mode strong or weak).
rows=()
for item in $sets; do
    name="${item%%:*}"; count="${item##*:}"
    [[ -f "$data/$name" ]] || { echo "compare-connect4: no set '$data/$name'" >&2; exit 2; }
    rows+=("$name (first $count)|$data/$name|$count|strong")
done
if [[ "$weak" == 1 ]]; then
    for item in $sets; do
        name="${item%%:*}"; count="${item##*:}"
        rows+=("weak, $name (first $count)|$data/$name|$count|weak")
    done
fi
if [[ "$empty" == 1 ]]; then
    printf '"" 1\n' >"$work/empty.plies"   # the empty board, as plies' suites name it
    printf '\n' >"$work/empty.peers"
    rows+=("empty board|$work/empty|1|strong")
fi

# One run of a peer: prints "<mean cpu us> <mean nodes> <wrong>" or "unfinished".
run_peer() {  # exe mode input expected-file limit-seconds
    local exe="$1" mode="$2" input="$3" expected="$4" limit="$5" out="$work/peer.out"
    local flag=()
    [[ "$mode" == weak ]] && flag=(--weak)
    if ! ( [[ "$limit" -gt 0 ]] && ulimit -t "$limit"; "$exe" "${flag[@]}" <"$input" >"$out" ) 2>/dev/null; then
        echo unfinished
        return
    fi
    paste -d' ' "$out" "$expected" | awk -v weak="$([[ $mode == weak ]] && echo 1 || echo 0)" '
        { want = $4; if (weak) want = (want > 0) - (want < 0)
          if ($1 != want) wrong++
          cpu += $3; nodes += $2; n++ }
        END { if (n == 0) { print "unfinished"; exit }
              printf "%.1f %.1f %d\n", cpu / n, nodes / n, wrong }'
}

# One run of plies: the suite runner's mean CPU time and nodes a position.
run_plies() {  # mode file count
    local flag=()
    [[ "$1" == weak ]] && flag=(--weak)
    local out status=0
    out="$("$plies" bench connect4 --suite "$2" --limit "$3" "${flag[@]}")" || status=$?
    echo "$out" | awk -v status="$status" '
        $3 == "yes" || $3 == "NO" { printf "%s %s %d\n", $5, $6, ($3 == "NO" || status != 0) }'
}

declare -A cpu_min cpu_max nodes wrong
record() {  # key "cpu nodes wrong" | unfinished
    local key="$1"; shift
    if [[ "$1" == unfinished ]]; then
        cpu_min[$key]=unfinished
        return
    fi
    local cpu="$1"
    [[ "${cpu_min[$key]:-}" == unfinished ]] && return
    if [[ -z "${cpu_min[$key]:-}" ]] || awk "BEGIN { exit !($cpu < ${cpu_min[$key]}) }"; then cpu_min[$key]=$cpu; fi
    if [[ -z "${cpu_max[$key]:-}" ]] || awk "BEGIN { exit !($cpu > ${cpu_max[$key]}) }"; then cpu_max[$key]=$cpu; fi
    nodes[$key]="$2"
    [[ "$3" != 0 ]] && wrong[$key]=1
    return 0
}

for ((round = 1; round <= rounds; ++round)); do
    for index in "${!rows[@]}"; do
        IFS='|' read -r label file count mode <<<"${rows[$index]}"
        echo "round $round/$rounds: $label, $mode" >&2
        if [[ "$label" == "empty board" ]]; then
            plies_file="$file.plies"; peer_input="$file.peers"
            printf '1\n' >"$work/expected"
        else
            plies_file="$file"; peer_input="$work/input"
            head -n "$count" "$file" >"$peer_input"
            awk '{ print $2 }' "$peer_input" >"$work/expected"
        fi
        record "$index plies" $(run_plies "$mode" "$plies_file" "$count")
        record "$index steininger" $(run_peer "$steininger" "$mode" "$peer_input" "$work/expected" 0)
        limit=0
        if [[ "$label" == "empty board" ]]; then
            limit="$pons_empty_limit"
            [[ "$limit" == 0 ]] && { cpu_min["$index pons"]=skipped; continue; }
        fi
        record "$index pons" $(run_peer "$pons" "$mode" "$peer_input" "$work/expected" "$limit")
    done
done

# "1.17-1.41 s, 22.2 M nodes" from microseconds and nodes.
cell() {  # key [limit]
    local key="$1" min="${cpu_min[$1]:-}" max="${cpu_max[$1]:-}"
    case "$min" in
        unfinished) echo "> ${2:-?} s, unfinished"; return ;;
        skipped|"") echo "not run"; return ;;
    esac
    awk -v lo="$min" -v hi="$max" -v n="${nodes[$key]}" -v bad="${wrong[$key]:-0}" '
        function commas(x,   s, r) {
            s = sprintf("%.0f", x); r = ""
            while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) }
            return s r
        }
        BEGIN {
            unit = "ms"; div = 1000
            if (hi >= 1e6) { unit = "s"; div = 1e6 }
            t = sprintf("%.2f-%.2f %s", lo / div, hi / div, unit)
            nn = n >= 1e7 ? sprintf("%.1f M", n / 1e6) : commas(n)
            printf "%s, %s nodes%s\n", t, nn, bad ? " (WRONG SCORES)" : ""
        }'
}

echo "| set | plies | Steininger | Pons |"
echo "|---|---|---|---|"
for index in "${!rows[@]}"; do
    IFS='|' read -r label _ _ _ <<<"${rows[$index]}"
    echo "| $label | $(cell "$index plies") | $(cell "$index steininger") | $(cell "$index pons" "$pons_empty_limit") |"
done
echo
echo "CPU time a position, min-max over $rounds interleaved rounds; mean nodes a position; one thread, no book, table cleared before each position."
