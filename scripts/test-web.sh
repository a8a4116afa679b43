#!/usr/bin/env bash
# The web page's tests (run by scripts/test.sh after the release build):
#   1. builds the engine as WebAssembly (scripts/build-wasm.sh -> web/engine/), unless
#      PLIES_WASM_BUILT=1 says it is built;
#   2. installs playwright-core from the lock file (npm ci; no browser download: the test drives
#      Debian's /usr/bin/chromium);
#   3. native/WASM parity under node, then the end-to-end browser test (screenshots in
#      BUILD_DIR/test-output/e2e).
#   scripts/test-web.sh [BUILD_DIR]   (default build/, which must hold plies and
#                                      tests/e2e/plies_web_api_tool)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$repo/build}"
plies="$build/plies"
[ -x "$plies" ] || plies="$build/src/cli/plies"
tool="$build/tests/e2e/plies_web_api_tool"
for f in "$plies" "$tool"; do
  [ -x "$f" ] || { echo "test-web: $f is missing: build $build first (scripts/build.sh)" >&2; exit 1; }
done

# test.sh builds it earlier, beside the fuzzers, and says so.
if [ "${PLIES_WASM_BUILT:-}" != 1 ]; then
  bash "$repo/scripts/build-wasm.sh"
fi
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix "$repo/tests/e2e" --no-audit --no-fund --silent

status=0
echo "== web: native/WASM parity"
node "$repo/tests/e2e/parity.mjs" --native "$tool" --engine "$repo/web/engine/plies-engine.js" || status=1
echo "== web: end to end in chromium"
node "$repo/tests/e2e/e2e.mjs" --plies "$plies" --root "$repo/web" --out "$build/test-output/e2e" || status=1
exit $status
