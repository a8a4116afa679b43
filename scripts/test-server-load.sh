#!/usr/bin/env bash
# Load and abuse test of `plies serve` on 127.0.0.1 (release build in BUILD_DIR, default build/):
#   1. 200 concurrent connections for 10 s over the page's files, as a browser asks for them
#      (gzip accepted), with wrk: no error, p99 < 100 ms;
#   2. a second server on the same port is refused with a clear message;
#   3. 20 clients trickling their headers for 30 s while normal requests are answered (p99 under
#      100 ms);
#   4. a request with 2,000 ranges gets a bounded answer;
#   5. the server's memory (peak resident set) is reported and must stay under 64 MiB.
# Prints the figures; exits non-zero if any check fails.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$repo/build}"
root="$repo/web"
client="$build/tests/server/server_abuse_client"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "load: FAILED: $*"; exit 1; }

"$build/plies" serve --port 0 --root "$root" --quiet >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!
for _ in $(seq 100); do
  grep -q "http://" "$work/serve.out" 2>/dev/null && break
  sleep 0.1
done
url="$(grep -o 'http://[^ ]*' "$work/serve.out" || true)"
[ -n "$url" ] || fail "plies serve printed no URL: $(cat "$work/serve.err")"
port="${url##*:}"
port="${port%/}"
echo "load: serving $root at $url (pid $server_pid)"

# 1. The page's files, each in turn, from 200 connections: those a browser fetches from the
# server, so the engine's module under its hashed name only (engine/plies-engine.wasm, the same
# bytes, is there for pages opened from a file, which never ask the server).
mapfile -t files < <(cd "$root" && find . -type f ! -path '*/.*' ! -path './engine/plies-engine.wasm' \
  -printf '/%P\n' | sort)
{
  echo "local paths = {"
  for f in "${files[@]}"; do echo "  \"$f\","; done
  echo "}"
  echo 'local i = 0'
  # As a browser asks: gzip accepted (the engine's .wasm then goes out at a third of its size).
  echo 'local headers = { ["Accept-Encoding"] = "gzip, deflate, br" }'
  echo 'request = function() i = i % #paths + 1; return wrk.format("GET", paths[i], headers) end'
} >"$work/paths.lua"
# One 10 s run; a shared machine can stall for a moment, so a p99 over the limit is measured
# once more and both figures are printed (two runs over it fail).
measure() {
  wrk -t 2 -c 200 -d 10s --timeout 5s --latency -s "$work/paths.lua" "$url" >"$work/wrk.txt"
  errors="$(grep -E 'Socket errors|Non-2xx' "$work/wrk.txt" || true)"
  p99="$(awk '$1 == "99%" {print $2}' "$work/wrk.txt")"
  requests="$(awk '/requests in/ {print $1}' "$work/wrk.txt")"
  rate="$(awk '/Requests\/sec/ {print $2}' "$work/wrk.txt")"
  echo "load: 200 connections, 10 s, ${#files[@]} files: $requests requests ($rate/s), p99 $p99${errors:+; $errors}"
  [ -z "$errors" ] || fail "errors under load: $errors"
}
p99_under_100ms() {
  case "$p99" in
    *us) return 0 ;;
    *ms) awk -v v="${p99%ms}" 'BEGIN { exit !(v < 100) }' ;;
    *) return 1 ;;
  esac
}
# Warm-up: the gzip copies are made on a file's first request (60-100 ms for the engine), once.
wrk -t 1 -c 1 -d 1s -s "$work/paths.lua" "$url" >/dev/null
measure
if ! p99_under_100ms; then
  echo "load: p99 $p99 is over 100 ms: measuring again"
  measure
  p99_under_100ms || fail "p99 $p99 is not under 100 ms"
fi

# 2. A second server on the port in use.
if second="$(timeout 10 "$build/plies" serve --port "$port" --root "$root" 2>&1)"; then
  fail "a second server started on port $port"
fi
echo "load: a second server on port $port: $second"
grep -q "in use" <<<"$second" || fail "no clear message for the port in use"

# 3. and 4. Slow clients, then a 2,000-range request. The half-minute of slow clients leaves the
# machine idle: a command given in PLIES_ALONGSIDE_SLOW_CLIENTS runs meanwhile (test.sh runs the
# ThreadSanitizer tests there), and its failure fails this script.
alongside=""
if [ -n "${PLIES_ALONGSIDE_SLOW_CLIENTS:-}" ]; then
  bash -c "$PLIES_ALONGSIDE_SLOW_CLIENTS" &
  alongside=$!
fi
"$client" slow "$port" /index.html 20 30 || fail "slow clients stopped the server answering"
if [ -n "$alongside" ] && ! wait "$alongside"; then
  fail "the command alongside the slow clients failed: $PLIES_ALONGSIDE_SLOW_CLIENTS"
fi
"$client" ranges "$port" /app.js 2000 || fail "2,000 ranges were not answered within bounds"

# 5. Memory.
peak_kib="$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")"
now_kib="$(awk '/VmRSS/ {print $2}' "/proc/$server_pid/status")"
echo "load: server memory: peak resident $((peak_kib / 1024)) MiB, now $((now_kib / 1024)) MiB"
[ "$peak_kib" -lt $((64 * 1024)) ] || fail "the server's peak memory is $((peak_kib / 1024)) MiB"
kill -0 "$server_pid" || fail "the server died"
echo "load: 5 passed, 0 failed"
