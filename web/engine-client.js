// The page's side of the engine: a WebAssembly session on the main thread for the rules (fast
// calls: legal moves, play, undo), and Web Workers for searches that can be stopped at once.

export class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

// Parses an engine answer; an {"error": ...} answer becomes an exception.
export function parseAnswer(text) {
  const value = JSON.parse(text);
  if (value && typeof value === "object" && value.error) throw new Error(value.error);
  return value;
}

let nextRequestId = 0;

// A page served with the cross-origin isolation headers (plies serve) has SharedArrayBuffer: it
// stops a search through a flag it shares with the worker. Elsewhere (another server, file://)
// a stop terminates the worker and starts a fresh one, which loads and compiles the engine again.
const canShareStopFlag = () =>
  globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === "function";
// Every search polls the flag within a millisecond; one that has not answered a stop this long
// after it is terminated after all (a guard, never seen).
const STOP_GRACE_MS = 1000;

// One worker, kept across stops when the page can share a stop flag with it (see
// engine-worker.js); otherwise terminate() + a fresh worker is how a search is stopped.
export class EngineWorker {
  constructor() {
    this.pending = new Map();
    // The highest request id to stop, shared with the worker; null: stops terminate the worker.
    this.stopFlag = canShareStopFlag() ? new Int32Array(new SharedArrayBuffer(4)) : null;
    this.spawn();
  }

  spawn() {
    this.worker = new Worker("engine-worker.js");
    this.unanswered = new Set();  // ids sent to this worker that it has not answered yet
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      for (const entry of this.pending.values()) entry.reject(new Error(event.message || "worker error"));
      this.pending.clear();
    };
    // Start the engine now, so the first request does not wait for it; the stop flag and the
    // compiled module go with this first message.
    this.worker.postMessage({ id: 0, type: "ping", stopBuffer: this.stopFlag ? this.stopFlag.buffer : null, module: engineModule });
    if (this.game) this.prepare(this.game);
  }

  // Has the worker fetch a game's data files (the book, the weights) now, while the player
  // looks at the board, rather than with the game's first search. Unanswered by design (id 0).
  prepare(game) {
    this.game = game;
    this.worker.postMessage({ id: 0, type: "ping", game });
  }

  get busy() {
    return this.pending.size > 0;
  }

  request(message, onProgress) {
    const id = ++nextRequestId;
    return new Promise((resolve, reject) => {
      const entry = { resolve, reject, onProgress, best: null, stopWanted: false, message: Object.assign({}, message, { id }) };
      this.pending.set(id, entry);
      this.post(entry.message);
    });
  }

  post(message) {
    this.unanswered.add(message.id);
    this.worker.postMessage(message);
  }

  receive(message) {
    if (message.type !== "progress") this.unanswered.delete(message.id);
    const entry = this.pending.get(message.id);
    if (!entry) return;
    if (message.type === "progress") {
      entry.best = message;
      if (entry.onProgress) entry.onProgress(message);
      if (entry.stopWanted) this.stop();  // Stop came before this first searched move
      return;
    }
    this.pending.delete(message.id);
    if (message.type === "done") entry.resolve(message.result);
    else entry.reject(new Error(message.message));
  }

  // Ends the running search early: its request resolves with the best move searched so far
  // (marked info.stopped_by_user), never an unsearched one. With the shared flag the worker
  // answers by itself within a millisecond (after its first slice, a few milliseconds at most).
  // Without it: before the first report (the shallowest search) there is no searched move yet,
  // so the stop waits for that report; then the worker is terminated and a fresh one started.
  stop() {
    const [id, entry] = [...this.pending][0] || [];
    if (!entry) return;
    if (this.stopFlag) {
      this.raiseStopFlag(id);
      return;
    }
    if (!entry.best) {
      entry.stopWanted = true;
      return;
    }
    this.pending.delete(id);
    this.cancel();
    entry.resolve(stoppedAnswer(entry));
  }

  // Ends whatever runs now: every waiting request is rejected with Cancelled at once. With the
  // shared flag the worker drops its search within a millisecond (its answer is ignored);
  // without it the worker is terminated and a fresh one started.
  cancel() {
    const ids = [...this.pending.keys()];
    for (const entry of this.pending.values()) entry.reject(new Cancelled());
    this.pending.clear();
    if (this.stopFlag) {
      if (ids.length) this.raiseStopFlag(Math.max(...ids));
      return;
    }
    this.worker.terminate();
    this.spawn();
  }

  // Asks the worker to stop every request up to `id` (ids only grow, so never a later one).
  raiseStopFlag(id) {
    if (Atomics.load(this.stopFlag, 0) < id) Atomics.store(this.stopFlag, 0, id);
    const worker = this.worker;
    setTimeout(() => {
      if (this.worker === worker && [...this.unanswered].some((sent) => sent <= id)) this.restart(id);
    }, STOP_GRACE_MS);
  }

  // The guard: the worker did not answer a stop in time. A fresh worker takes over; a stopped
  // request that has a reported move resolves with it, the others are sent again.
  restart(stoppedUpTo) {
    this.worker.terminate();
    this.spawn();
    for (const [id, entry] of [...this.pending]) {
      if (id <= stoppedUpTo && entry.best) {
        this.pending.delete(id);
        entry.resolve(stoppedAnswer(entry));
      } else {
        this.post(entry.message);
      }
    }
  }
}

function stoppedAnswer(entry) {
  const info = Object.assign({}, entry.best.info, { stopped_by_user: true });
  return { move: entry.best.move, info, elapsed_ms: NaN };
}

// The engine's WebAssembly module, compiled once by the page and handed to every worker (a
// compiled module crosses to a worker without a copy): the 1.9 MB file is fetched and compiled
// once per page load, not three times, and not again when a worker is replaced.
let engineModule = null;

async function compileEngine() {
  // The build's content-hashed name (engine/version.js): cached for good, never asked again.
  const url = self.PLIES_ENGINE_WASM || "engine/plies-engine.wasm";
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that does not say application/wasm: compile from the bytes.
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

// Emscripten's hook for a module compiled elsewhere (the same lines are in engine-worker.js,
// which cannot import this file).
function instantiateFrom(module) {
  return (imports, receive) => {
    WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
    return {};
  };
}

export async function loadEngine() {
  if (typeof createPliesEngine !== "function") {
    throw new Error("engine/plies-engine.js is missing: build it with scripts/build-wasm.sh");
  }
  try {
    engineModule = await compileEngine();
  } catch (error) {
    // No fetch (a page opened from a file): the engine loads its .wasm its own way, and so does
    // each worker.
    console.warn(`engine: compiling once failed (${error.message}); each worker loads its own`);
    return createPliesEngine();
  }
  return createPliesEngine({ instantiateWasm: instantiateFrom(engineModule) });
}
