#!/usr/bin/env bash
# Builds the engine as WebAssembly with Debian's emscripten and puts the module where the page
# loads it: web/engine/plies-engine.{js,wasm}. The same engine sources as the native build, in a
# separate build tree (default build-wasm/), without -march=native.
#   scripts/build-wasm.sh [BUILD_DIR]
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$repo/build-wasm}"
jobs="${PLIES_JOBS:-2}"
command -v emcmake >/dev/null || { echo "emcmake not found: apt-get install emscripten" >&2; exit 1; }

# The first build also compiles Emscripten's system libraries into its cache (~/.emscripten_cache,
# or EM_CACHE): a few minutes once, reused afterwards.
# Emscripten's JavaScript tools need Debian's node-acorn (in /usr/share/nodejs), which a node
# not from Debian (e.g. NodeSource's) does not search by itself.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

# Under Emscripten the CMake files configure the engine and the module alone (no command line,
# arena or server), with fmt and nlohmann-json header-only (src/wasm/header_libraries.cmake).
mkdir -p "$build"
emcmake cmake -S "$repo" -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DPLIES_NATIVE=OFF -DPLIES_TESTS=OFF -DPLIES_BENCH=OFF -DPLIES_SANITIZE=OFF \
  -DCMAKE_CXX_FLAGS="-fexceptions -include $repo/src/wasm/compat/charconv_double.hpp" \
  >"$build/configure.log" 2>&1 || { cat "$build/configure.log" >&2; exit 1; }
cmake --build "$build" --target plies_wasm -j "$jobs"

mkdir -p "$repo/web/engine"
cp "$build/src/wasm/plies-engine.js" "$build/src/wasm/plies-engine.wasm" "$repo/web/engine/"
# The page fetches the module under a name that holds its content's hash, which plies serve lets
# browsers cache for a year without asking again (a new build is a new name); version.js, asked
# again at every load, names it. plies-engine.wasm stays for pages opened from a file.
hash="$(sha256sum "$repo/web/engine/plies-engine.wasm" | cut -c1-16)"
find "$repo/web/engine" -name 'plies-engine-*.wasm' ! -name "plies-engine-$hash.wasm" -delete
cp "$repo/web/engine/plies-engine.wasm" "$repo/web/engine/plies-engine-$hash.wasm"
# Each game's data files, fetched by the engine worker when the game is first played and written
# into the module's file system at the path the engine opens: also under content-hashed names.
data_map=""
add_data() {  # GAME PATH-IN-REPOSITORY NAME
  local file="$repo/$2"
  [[ -f "$file" ]] || return 0
  local data_hash
  data_hash="$(sha256sum "$file" | cut -c1-16)"
  find "$repo/web/engine" -name "$3-*.bin" ! -name "$3-$data_hash.bin" -delete
  cp "$file" "$repo/web/engine/$3-$data_hash.bin"
  data_map+="  $1: { \"$2\": \"engine/$3-$data_hash.bin\" },"$'\n'
}
add_data connect4 data/connect4/book.bin connect4-book
add_data othello data/othello/weights.bin othello-weights
{
  echo "// Written by scripts/build-wasm.sh: the engine module of this build, and each game's data"
  echo "// files (the path the engine opens: the file to fetch), by their content hashes."
  echo "self.PLIES_ENGINE_WASM = \"engine/plies-engine-$hash.wasm\";"
  echo "self.PLIES_ENGINE_DATA = {"
  printf '%s' "$data_map"
  echo "};"
} >"$repo/web/engine/version.js"
echo "built $repo/web/engine/plies-engine.js, plies-engine.wasm (also as plies-engine-$hash.wasm), the games' data files and version.js"
