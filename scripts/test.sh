#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. Release build (build/): all tests, the slow ones included;
#   2. AddressSanitizer + UndefinedBehaviorSanitizer build with clang (build-asan/): the fast
#      tests, then the libFuzzer targets of fuzz/ for a minute in all (scripts/fuzz.sh); any
#      sanitizer finding, fuzzer crash, leak or hang fails the run;
#   3. the web page: WebAssembly build (while the fuzzers run), parity and the end-to-end
#      browser test (when present);
#   4. the web server's load and abuse test (scripts/test-server-load.sh);
#   5. ThreadSanitizer build of the threaded parts (built at low priority beside the browser
#      test) and their tests (run during the load test's idle half-minute of slow clients;
#      scripts/test-tsan.sh).
# Exit status non-zero on any failure. PLIES_JOBS sets the build parallelism (default: cores).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
jobs="${PLIES_JOBS:-$(nproc)}"

bash scripts/setup.sh

echo "== release build and tests (${SECONDS} s so far)"
bash scripts/build.sh "$repo/build"
(cd build && ctest -j "$jobs" --output-on-failure --timeout 900)

echo "== sanitizer build (clang, ASan + UBSan, libFuzzer) and fast tests (${SECONDS} s so far)"
# clang, for libFuzzer (PLIES_FUZZ). A build-asan/ configured with another compiler is started
# afresh: CMake cannot switch the compiler of a build folder.
if [ -f build-asan/CMakeCache.txt ] &&
  ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++' build-asan/CMakeCache.txt; then
  rm -rf build-asan
fi
# -g1 (line tables only) is enough for the sanitizers' symbolised stack traces and compiles much
# faster than full debug information. -O1 rather than -O2: on a clean clone on 2 cores the g++
# sanitizer build took 266 s instead of about 390 s, its tests 74 s instead of 69 s. With clang
# and the fuzzers' coverage instrumentation a clean build takes 205 s (399 CPU-s; g++ 568-770
# CPU-s on the same tree, beside other builds), its fast tests 62-88 s.
bash scripts/build.sh "$repo/build-asan" -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPLIES_SANITIZE=ON -DPLIES_FUZZ=ON -DPLIES_SLOW_TESTS=OFF \
  -DPLIES_BENCH=OFF -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
(cd build-asan && ctest -j "$jobs" --output-on-failure --timeout 900 -L fast)
echo "== fuzzers, 60 s in all, and alongside them the WebAssembly build (${SECONDS} s so far)"
# The fuzzers run one at a time, on one core: the WebAssembly build takes the other.
bash scripts/build-wasm.sh >"$repo/build-asan/wasm-build.log" 2>&1 &
wasm_build=$!
bash scripts/fuzz.sh build-asan 60
if ! wait "$wasm_build"; then
  tail -n 60 "$repo/build-asan/wasm-build.log"
  echo "the WebAssembly build failed (build-asan/wasm-build.log)"
  exit 1
fi
echo "== WebAssembly build done (${SECONDS} s so far)"

# The browser test leaves more than a core idle (85 s of wall time for 46 s of CPU): the
# ThreadSanitizer build runs beside it at the lowest priority (its tests run during the load
# test's idle half-minute).
nice -n 19 bash scripts/test-tsan.sh --build-only "$repo/build-tsan" \
  >"$repo/build-asan/tsan-build.log" 2>&1 &
tsan_build=$!
if [ -x scripts/test-web.sh ]; then
  echo "== web: WebAssembly parity and end-to-end browser test, the ThreadSanitizer build beside them (${SECONDS} s so far)"
  PLIES_WASM_BUILT=1 bash scripts/test-web.sh
fi
if ! wait "$tsan_build"; then
  tail -n 60 "$repo/build-asan/tsan-build.log"
  echo "the ThreadSanitizer build failed (build-asan/tsan-build.log)"
  exit 1
fi
echo "== ThreadSanitizer build done (${SECONDS} s so far)"
echo "== web server: load and abuse test, and the ThreadSanitizer tests alongside its idle half-minute (${SECONDS} s so far)"
PLIES_ALONGSIDE_SLOW_CLIENTS="bash '$repo/scripts/test-tsan.sh' '$repo/build-tsan'" \
  bash scripts/test-server-load.sh "$repo/build"

echo "== all tests passed in ${SECONDS} s"
