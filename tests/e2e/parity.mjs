// Native/WebAssembly parity: the same requests (every registered game and rule variant, a fixed
// list of positions reached by seeded random play, every computer player kind under a node
// budget, and the views and trees of the deterministic players) must give the same best move,
// score, depth, node count, principal variation, values and trees from
// the native build (plies_web_api_tool) and the WebAssembly module (run here under node).
//   node parity.mjs --native PATH/plies_web_api_tool --engine web/engine/plies-engine.js
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runInNewContext } from "node:vm";

const { values: args } = parseArgs({
  options: { native: { type: "string" }, engine: { type: "string" }, verbose: { type: "boolean" } },
});
for (const [name, path] of [["--native", args.native], ["--engine", args.engine]]) {
  if (!path || !existsSync(path)) {
    console.error(`parity: ${name} ${path || "(missing)"} does not exist` +
      (name === "--engine" ? "; build the module with scripts/build-wasm.sh" : ""));
    process.exit(1);
  }
}

const NODE_BUDGET = 20000;
const PLAYOUT_LENGTHS = [0, 3, 6, 10, 16];
const EXPLAINED_SPECS = ["greedy", "classic:depth=2", "original"];
// Rule variants after a game's first share its rules code: fewer positions keep the test short.
const VARIANT_PLAYOUT_LENGTHS = [4, 12];

const require = createRequire(import.meta.url);
// Emscripten 3.1.6 would fetch() the .wasm file, which node cannot do for a path: hand it over.
const engine = await require(resolve(args.engine))({
  wasmBinary: readFileSync(args.engine.replace(/\.js$/, ".wasm")),
});
// The games' data files, as the page's engine worker writes them into the module's file system:
// the files engine/version.js names (its PLIES_ENGINE_DATA), fetched there, read here.
const engineDir = dirname(resolve(args.engine));
const versionScope = { self: {} };
runInNewContext(readFileSync(join(engineDir, "version.js"), "utf8"), versionScope);
for (const files of Object.values(versionScope.self.PLIES_ENGINE_DATA || {})) {
  for (const [path, url] of Object.entries(files)) {
    engine.FS.mkdirTree("/" + dirname(path));
    engine.FS.writeFile("/" + path, readFileSync(join(engineDir, "..", url)));
  }
}
const call = (request) => JSON.parse(engine.runRequest(JSON.stringify(request)));

// A fixed pseudo-random sequence (no Math.random: the list must be the same on every run).
function lcg(seed) {
  let state = BigInt(seed);
  return (n) => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
    return Number((state >> 33n) % BigInt(n));
  };
}

function positionsFor(game, options, lengths) {
  const positions = [];
  lengths.forEach((length, index) => {
    const next = lcg(1000 + index);
    const session = new engine.Session();
    let state = JSON.parse(session.open(game, JSON.stringify(options)));
    for (let ply = 0; ply < length && state.outcome === "ongoing"; ++ply) {
      state = JSON.parse(session.play(state.legal_moves[next(state.legal_moves.length)]));
    }
    if (state.outcome === "ongoing" && !positions.includes(state.position)) positions.push(state.position);
    session.delete();
  });
  return positions;
}

const requests = [];
const { games } = call({ op: "games" });
for (const game of games) {
  game.variants.forEach((options, variant) => {
    const description = call({ op: "describe", game: game.name, options });
    const kinds = description.player_kinds.map((k) => k.name).filter((k) => k !== "human");
    const specs = [...kinds, `${kinds[kinds.length - 1]}:blunder=0.5`];
    const positions = positionsFor(game.name, options, variant === 0 ? PLAYOUT_LENGTHS : VARIANT_PLAYOUT_LENGTHS);
    for (const position of positions) {
      requests.push({ op: "state", game: game.name, options, position });
      for (const spec of specs) {
        requests.push({ op: "choose", game: game.name, options, position, spec, seed: 7, limits: { nodes: NODE_BUDGET } });
      }
    }
    // The players' own views and trees (the page's hint player and tree panel), for the players
    // whose values do not depend on time.
    if (variant === 0) {
      const position = positions[Math.min(2, positions.length - 1)];
      for (const spec of EXPLAINED_SPECS.filter((s) => kinds.includes(s.split(":")[0]))) {
        requests.push({ op: "view", game: game.name, options, position, spec, explain: true });
      }
      requests.push({ op: "tree", game: game.name, options, position, spec: "classic:depth=2", max_shown: 200 });
    }
  });
}

const started = Date.now();
const wasmAnswers = requests.map(call);
const wasmMs = Date.now() - started;
const nativeStarted = Date.now();
const native = spawnSync(args.native, [], { input: requests.map((r) => JSON.stringify(r)).join("\n") + "\n", maxBuffer: 1 << 28 });
const nativeMs = Date.now() - nativeStarted;
if (native.status !== 0) {
  console.error(`parity: ${args.native} failed: ${native.stderr}`);
  process.exit(1);
}
const nativeAnswers = native.stdout.toString().trim().split("\n").map((line) => JSON.parse(line));

// What must agree: everything but the time taken.
function comparable(answer) {
  if (answer.info) {
    const { time_us, ...info } = answer.info;
    return JSON.stringify({ ...answer, info });
  }
  return JSON.stringify(answer);
}

let passed = 0;
let failed = 0;
const perGame = new Map();
requests.forEach((request, i) => {
  const same = nativeAnswers[i] !== undefined && comparable(wasmAnswers[i]) === comparable(nativeAnswers[i]);
  const key = `${request.game}${Object.keys(request.options).length ? JSON.stringify(request.options) : ""}`;
  const counts = perGame.get(key) || { passed: 0, failed: 0, nodes: 0 };
  if (same) {
    ++passed;
    ++counts.passed;
    counts.nodes += wasmAnswers[i].info ? wasmAnswers[i].info.nodes : 0;
  } else {
    ++failed;
    ++counts.failed;
    console.log(`MISMATCH ${JSON.stringify(request)}\n  native: ${JSON.stringify(nativeAnswers[i])}\n  wasm:   ${JSON.stringify(wasmAnswers[i])}`);
  }
  if (args.verbose && request.op === "choose") console.log(`${key} ${request.position || "(start)"} ${request.spec}: ${wasmAnswers[i].move || wasmAnswers[i].error} nodes=${wasmAnswers[i].info?.nodes}`);
  perGame.set(key, counts);
});
for (const [game, counts] of perGame) {
  console.log(`${game}: ${counts.passed} requests agree, ${counts.failed} differ (${counts.nodes} nodes searched)`);
}
console.log(`time: wasm ${wasmMs} ms, native ${nativeMs} ms`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
