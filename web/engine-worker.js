// The engine's Web Worker: searches run here so the page never freezes.
//
// Stopping: a running WebAssembly search cannot read a message until it returns, and a stop flag
// shared with the page would need SharedArrayBuffer (cross-origin isolation). So the page stops
// a search by terminating this worker; to have a move to play at that instant, the worker first
// runs the same player with growing node budgets ("slices") and reports each slice's move as
// progress. A slice that finishes under its budget is the full search (same seed, same result
// as one direct call); otherwise the last call has no node budget and gives the final move.
"use strict";

importScripts("engine/plies-engine.js");

const SLICE_NODES = [1000, 10000, 100000, 1000000];
// The module looks for its .wasm next to the worker's script unless told otherwise.
const enginePromise = createPliesEngine({ locateFile: (file) => "engine/" + file });

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
    for (const nodes of SLICE_NODES) {
      if (request.limits && request.limits.nodes && request.limits.nodes <= nodes) break;
      const slice = call(limitsWith(nodes));
      const complete = !slice.info.stopped && slice.info.nodes < nodes;
      // Stopped under its node budget: the time ran out, and this is the move.
      const outOfTime = slice.info.stopped && slice.info.nodes < nodes;
      if (complete || outOfTime) return done(slice);
      postMessage({ id: request.id, type: "progress", move: slice.move, info: slice.info });
    }
    return done(call(limitsWith(0)));
  } finally {
    session.delete();
  }
}

function analyse(engine, request) {
  const session = openSession(engine, request);
  try {
    return parse(session.analyse(JSON.stringify(request.limits || {})));
  } finally {
    session.delete();
  }
}

onmessage = async (event) => {
  const request = event.data;
  let engine;
  try {
    engine = await enginePromise;
  } catch (error) {
    postMessage({ id: request.id, type: "error", message: "engine failed to load: " + error });
    return;
  }
  try {
    let result;
    if (request.type === "choose") result = choose(engine, request);
    else if (request.type === "analyse") result = analyse(engine, request);
    else if (request.type === "ping") result = {};
    else throw new Error("unknown request type " + request.type);
    postMessage({ id: request.id, type: "done", result });
  } catch (error) {
    postMessage({ id: request.id, type: "error", message: String(error.message || error) });
  }
};
