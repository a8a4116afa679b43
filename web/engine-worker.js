// The engine's Web Worker: searches run here so the page never freezes.
//
// Progress: the worker runs the player with growing node budgets ("slices") and reports each
// slice's move as progress (the best move so far). A slice that finishes under its budget is the
// full search (same seed, same result as one direct call); otherwise the last call has no node
// budget and gives the final move.
//
// Stopping: a running WebAssembly search cannot read a message until it returns. When the page
// is cross-origin isolated it shares a stop flag with this worker (an Int32Array over a
// SharedArrayBuffer, sent with the first message): the page writes the highest request id to
// stop, and the engine polls it (core::external_stop_hook, every 1024 nodes). A request stops
// only if its own id is at most the flag, so a late stop never hits the next request. The first
// slice (1000 nodes, well under a millisecond) is never cut: a stopped move is always a searched
// one. Without the flag (a page served without the isolation headers) the page terminates this
// worker instead (see engine-client.js).
"use strict";

importScripts("engine/plies-engine.js");
// The build's file names (PLIES_ENGINE_DATA: each game's data files); absent in a tree built
// without scripts/build-wasm.sh, where no game has data files to fetch.
try {
  importScripts("engine/version.js");
} catch (error) {
  self.PLIES_ENGINE_DATA = {};
}

const SLICE_NODES = [1000, 10000, 100000, 1000000];

let stopFlag = null;  // Int32Array over the page's SharedArrayBuffer: the highest id to stop
let armedId = 0;      // the request the engine's stop poll may end now (0: none)
const stopRequested = (id) => stopFlag !== null && Atomics.load(stopFlag, 0) >= id;

// The engine starts with the first message, from the module the page compiled (sent with it)
// or, without one, from its own fetch of the .wasm next to the engine's script.
let enginePromise = null;
function startEngine(module) {
  const settings = module
    ? {
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
        return {};
      },
    }
    : { locateFile: (file) => "engine/" + file };
  enginePromise = createPliesEngine(settings);
  enginePromise.then((engine) => {
    engine.pliesStopRequested = () => armedId !== 0 && stopRequested(armedId);
  }, () => {});
}

// A game's data files (Connect Four's opening book, Othello's pattern weights), fetched when the
// game is first asked for and written where the engine opens them, once per worker. The engine
// reads them at its first use of them, so no request of the game runs before they are there; a
// failed fetch fails the request (and the next request of the game tries again).
const gameData = new Map();  // game -> promise of its files written
function ensureGameData(engine, game) {
  const files = (self.PLIES_ENGINE_DATA || {})[game];
  if (!files) return Promise.resolve();
  if (!gameData.has(game)) {
    const written = Promise.all(Object.entries(files).map(async ([path, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      engine.FS.mkdirTree("/" + path.slice(0, path.lastIndexOf("/")));
      engine.FS.writeFile("/" + path, bytes);
    })).catch((error) => {
      gameData.delete(game);
      throw new Error(`the ${game} engine's data could not be loaded (${error.message || error})`);
    });
    gameData.set(game, written);
  }
  return gameData.get(game);
}

function parse(text) {
  const value = JSON.parse(text);
  if (value && value.error) throw new Error(value.error);
  return value;
}

function openSession(engine, request) {
  const session = new engine.Session();
  parse(session.open(request.game, JSON.stringify(request.options || {})));
  if (request.position) parse(session.setPosition(request.position));
  return session;
}

function tighterNodes(limits, nodes) {
  const out = Object.assign({}, limits || {});
  if (!out.nodes || out.nodes > nodes) out.nodes = nodes;
  return out;
}

// The time budget of a spec such as "strong:time=1.5s" in milliseconds (0: none).
function specTimeMs(spec) {
  const found = /(?:^|[:,])time=([0-9]*\.?[0-9]+)(ms|s|m)?(?:,|$)/.exec(spec || "");
  if (!found) return 0;
  const scale = { ms: 1, s: 1000, m: 60000 }[found[2] || "s"];
  return Number(found[1]) * scale;
}

function choose(engine, request) {
  const session = openSession(engine, request);
  try {
    const call = (limits) =>
      parse(session.choose(request.spec, request.seed || 1, JSON.stringify(limits || {})));
    const started = performance.now();
    const done = (result) => Object.assign(result, { elapsed_ms: performance.now() - started });
    // The slices share one time budget (the spec's, or the request's): each gets what is left,
    // so the whole move stays within it instead of every slice spending it anew.
    const budgetMs = Math.min(...[specTimeMs(request.spec), (request.limits || {}).time_ms || 0]
      .filter((ms) => ms > 0), Infinity);
    const left = () => Math.max(1, Math.round(budgetMs - (performance.now() - started)));
    const limitsWith = (nodes) => {
      const limits = nodes ? tighterNodes(request.limits, nodes) : Object.assign({}, request.limits || {});
      if (budgetMs !== Infinity) limits.time_ms = left();
      return limits;
    };
    // Stopped by the page: this slice's move if it searched at least as far as the last one
    // reported (same seed, same order: it saw all of that search), else the reported one.
    let last = null;
    const stoppedMove = (slice) => {
      const best = slice && slice.info.nodes >= last.info.nodes ? slice : last;
      return done({ move: best.move, info: Object.assign({}, best.info, { stopped_by_user: true }) });
    };
    const run = (nodes) => {
      armedId = last ? request.id : 0;  // the first slice is never cut
      try {
        return call(limitsWith(nodes));
      } finally {
        armedId = 0;
      }
    };
    for (const nodes of SLICE_NODES) {
      if (request.limits && request.limits.nodes && request.limits.nodes <= nodes) break;
      if (last && stopRequested(request.id)) return stoppedMove(null);
      const slice = run(nodes);
      if (last && stopRequested(request.id)) return stoppedMove(slice);
      const complete = !slice.info.stopped && slice.info.nodes < nodes;
      // Stopped under its node budget: the time ran out, and this is the move.
      const outOfTime = slice.info.stopped && slice.info.nodes < nodes;
      if (complete || outOfTime) return done(slice);
      postMessage({ id: request.id, type: "progress", move: slice.move, info: slice.info });
      last = slice;
    }
    if (last && stopRequested(request.id)) return stoppedMove(null);
    const final = run(0);
    if (last && stopRequested(request.id)) return stoppedMove(final);
    return done(final);
  } finally {
    session.delete();
  }
}

function analyse(engine, request) {
  const session = openSession(engine, request);
  try {
    // A stop here is a cancel: the page no longer wants these hints and discards the answer.
    armedId = request.id;
    return parse(session.analyse(JSON.stringify(request.limits || {})));
  } finally {
    armedId = 0;
    session.delete();
  }
}

// A player's own view of the position ("view") or its search tree ("tree"): one request to the
// engine's JSON interface, which opens its own session. A stop is a cancel, as for analyse.
function explain(engine, request) {
  armedId = request.id;
  try {
    const { type, id, module, stopBuffer, ...fields } = request;
    return parse(engine.runRequest(JSON.stringify(Object.assign(fields, { op: type }))));
  } finally {
    armedId = 0;
  }
}

onmessage = async (event) => {
  const request = event.data;
  if (request.stopBuffer) stopFlag = new Int32Array(request.stopBuffer);
  if (!enginePromise) startEngine(request.module);
  let engine;
  try {
    engine = await enginePromise;
  } catch (error) {
    postMessage({ id: request.id, type: "error", message: "engine failed to load: " + error });
    return;
  }
  try {
    if (request.game) await ensureGameData(engine, request.game);
    let result;
    if (request.type === "choose") result = choose(engine, request);
    else if (request.type === "analyse") result = analyse(engine, request);
    else if (request.type === "view" || request.type === "tree") result = explain(engine, request);
    else if (request.type === "ping") result = {};
    else throw new Error("unknown request type " + request.type);
    postMessage({ id: request.id, type: "done", result });
  } catch (error) {
    postMessage({ id: request.id, type: "error", message: String(error.message || error) });
  }
};
