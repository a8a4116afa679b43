#!/usr/bin/env bash
# Runs every libFuzzer target of a PLIES_FUZZ build on a copy of its seed corpus (fuzz/corpus/NAME)
# for an equal share of the time, and prints one line per target (runs, seconds):
#   scripts/fuzz.sh BUILD_DIR [SECONDS_TOTAL=60]
# Fails (non-zero) on any crash, sanitizer report, leak, input slower than 5 s or memory above
# 2 GiB; the input that did it and the log are kept in BUILD_DIR/fuzz-output/NAME/ (once the
# defect is fixed, add the input to fuzz/corpus/NAME/).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: scripts/fuzz.sh BUILD_DIR [SECONDS_TOTAL=60] (a build configured with -DPLIES_FUZZ=ON)" >&2
  exit 2
fi
build="$(cd "$1" && pwd)"
total="${2:-60}"

names=()
for source in "$repo"/fuzz/*_fuzz.cpp; do names+=("$(basename "$source" _fuzz.cpp)"); done
count=${#names[@]}
output="$build/fuzz-output"
rm -rf "$output"
mkdir -p "$output"

failed=()
for i in "${!names[@]}"; do
  name="${names[$i]}"
  # An equal share of the time left, less about a second that libFuzzer takes past its limit to
  # start and stop (at least 1 s: 0 would mean no limit to libFuzzer).
  seconds=$(( (total - SECONDS) / (count - i) - 1 ))
  [ "$seconds" -ge 1 ] || seconds=1
  fuzzer="$build/fuzz/${name}_fuzz"
  work="$output/$name"
  mkdir -p "$work/corpus"
  if [ ! -x "$fuzzer" ]; then
    echo "fuzz: $fuzzer is missing (configure the build with -DPLIES_FUZZ=ON)"
    failed+=("$name")
    continue
  fi
  if [ -d "$repo/fuzz/corpus/$name" ]; then cp -r "$repo/fuzz/corpus/$name/." "$work/corpus/"; fi
  start=$SECONDS
  status=ok
  "$fuzzer" "$work/corpus" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$work/" -print_final_stats=1 >"$work/log" 2>&1 || status=FAILED
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
  printf 'fuzz %-20s %-6s %9s runs in %3d s\n' "$name" "$status" "${runs:-?}" $((SECONDS - start))
  if [ "$status" != ok ]; then
    failed+=("$name")
    tail -n 40 "$work/log" | sed 's/^/    /'
    ls "$work" | grep -E '^(crash|leak|timeout|oom|slow-unit)-' | sed "s|^|    kept: $work/|" || true
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: FAILED: ${failed[*]}"
  exit 1
fi
echo "fuzz: all ${count} targets passed in ${SECONDS} s"
