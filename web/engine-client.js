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

// One worker; terminate() + a fresh worker is how a search is stopped (see engine-worker.js).
export class EngineWorker {
  constructor() {
    this.pending = new Map();
    this.spawn();
  }

  spawn() {
    this.worker = new Worker("engine-worker.js");
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      for (const entry of this.pending.values()) entry.reject(new Error(event.message || "worker error"));
      this.pending.clear();
    };
    // Load and compile the module now, so the first request does not wait for it.
    this.worker.postMessage({ id: 0, type: "ping" });
  }

  get busy() {
    return this.pending.size > 0;
  }

  request(message, onProgress) {
    const id = ++nextRequestId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress, best: null, stopWanted: false });
      this.worker.postMessage(Object.assign({}, message, { id }));
    });
  }

  receive(message) {
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
  // (marked info.stopped_by_user). Before the first report (the shallowest search, a few
  // milliseconds) there is no searched move yet: the stop then waits for that report rather than
  // play an unsearched one. Stopping terminates the worker and starts a fresh one.
  stop() {
    const [id, entry] = [...this.pending][0] || [];
    if (!entry) return;
    if (!entry.best) {
      entry.stopWanted = true;
      return;
    }
    this.pending.delete(id);
    this.cancel();
    const info = Object.assign({}, entry.best.info, { stopped_by_user: true });
    entry.resolve({ move: entry.best.move, info, elapsed_ms: NaN });
  }

  // Ends whatever runs now (at once: the worker is terminated) and starts a fresh worker.
  cancel() {
    this.worker.terminate();
    for (const entry of this.pending.values()) entry.reject(new Cancelled());
    this.pending.clear();
    this.spawn();
  }
}

export async function loadEngine() {
  if (typeof createPliesEngine !== "function") {
    throw new Error("engine/plies-engine.js is missing: build it with scripts/build-wasm.sh");
  }
  return createPliesEngine();
}
