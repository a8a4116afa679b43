#!/usr/bin/env bash
# ThreadSanitizer build (build-tsan/) of the threaded parts and their tests: the arena (parallel
# games, watchdog, external engines), the stop token, the Gomocup brain's search and watchdog
# threads, and the web server. Any data race or deadlock report fails the run.
#   scripts/test-tsan.sh [--build-only] [BUILD_DIR]
# (--build-only: build and stop; test.sh builds while the fuzzers run, and tests later.)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_only=false
if [ "${1:-}" = "--build-only" ]; then
  build_only=true
  shift
fi
build="${1:-$repo/build-tsan}"
jobs="${PLIES_JOBS:-$(nproc)}"
# Not the CLI's own tests: they run the arena through the plies executable, whose other code
# (CLI11 and the commands) is single-threaded and costs a minute to build here.
tests=(test_core protocol_test test_server arena_threads_test)

# -O1 -g1: line tables for the reports, and a build about as fast as the sanitizer one.
cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPLIES_TSAN=ON \
  -DPLIES_SLOW_TESTS=OFF -DPLIES_BENCH=OFF -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
  >/dev/null
cmake --build "$build" -j "$jobs" --target "${tests[@]}"
if $build_only; then exit 0; fi

# halt_on_error: the first race ends the test with a non-zero status; second_deadlock_stack
# shows both stacks of a lock-order inversion.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:history_size=4"
failed=()
for test in "${tests[@]}"; do
  executable="$(find "$build/tests" -type f -name "$test" -perm -u+x | head -n 1)"
  start=$SECONDS
  if "$executable" --gtest_brief=1 >"$build/$test.log" 2>&1; then
    echo "tsan: $test passed ($((SECONDS - start)) s)"
  else
    echo "tsan: $test FAILED ($((SECONDS - start)) s); its output:"
    tail -n 80 "$build/$test.log"
    failed+=("$test")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "tsan: ${#failed[@]} failed: ${failed[*]}"
  exit 1
fi
echo "tsan: ${#tests[@]} passed, 0 failed"
