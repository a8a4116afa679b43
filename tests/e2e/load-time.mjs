// Load-time measurement of the web page (issue 25), not a test: how long until the page is usable
// (the first board drawn with its cells) and until the computer's first move, on localhost and on
// a throttled link, for a cold visit (fresh profile) and a warm one (second visit, same profile:
// HTTP cache and service worker present), with the bytes transferred and the engine's .wasm
// fetches. Several versions may be given (--plies/--root/--label repeated, in order); their runs
// alternate, so a noisy shared machine slows them alike.
//   node tests/e2e/load-time.mjs --plies build/plies --root web [--runs 3] [--label now]
//   node tests/e2e/load-time.mjs --plies A/plies --root A/web --label before \
//                                --plies build/plies --root web --label now --runs 5
// Chromium is driven over the DevTools protocol directly rather than through playwright: the
// throttling and the byte counts must cover every target (the page, its engine workers, the
// service worker), and playwright gives no protocol session for workers.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    plies: { type: "string", multiple: true },
    root: { type: "string", multiple: true },
    label: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    browser: { type: "string", default: "/usr/bin/chromium" },
  },
});
const fail = (message) => { console.error(`load-time: ${message}`); process.exit(1); };
const versions = (args.plies || []).map((plies, i) => ({ plies, root: args.root?.[i], label: args.label?.[i] ?? args.root?.[i] }));
if (!versions.length || versions.length !== (args.root || []).length) fail("give --plies PATH --root WEBDIR (one --root per --plies)");
for (const v of versions) {
  if (!existsSync(v.plies)) fail(`--plies ${v.plies} does not exist`);
  if (!existsSync(join(v.root, "engine", "plies-engine.wasm"))) fail(`${v.root}/engine/plies-engine.wasm is missing: run scripts/build-wasm.sh`);
}
const runs = Number(args.runs);
// Node 20 has no WebSocket without a flag; playwright-core bundles the ws package.
const WebSocket = globalThis.WebSocket || createRequire(import.meta.url)("playwright-core/lib/utilsBundle").ws;

const HASH = "#game=connect4&p1=classic:depth=4&p2=human";  // the computer moves first
// Lighthouse's "slow 4G": 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (bytes per second).
const NETWORKS = [
  { name: "localhost", conditions: null },
  { name: "1.6 Mbit/s", conditions: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } },
];
const VISIT_TIMEOUT_MS = 180000;
const notes = new Set();  // what could not be done as asked, printed under the table
const children = new Set();  // the servers and browsers, ended on the way out (Ctrl-C too)
const endChildren = () => { for (const child of children) child.kill(); };
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => { endChildren(); process.exit(1); });

// Runs in every new document before the page's scripts: timestamps (ms since navigation start)
// of the first board with cells on a ready page, and of the first change of the moves or the
// position text after that (the computer's first move). Old and new pages both set
// body[data-ready=true] and show #history and #position.
const OBSERVER = `(() => {
  const t = window.__loadTime = { usable: null, reply: null };
  let before = null;
  const texts = () => ["history", "position"].map((id) => (document.getElementById(id)?.textContent || "").trim()).join("|");
  const look = () => {
    if (t.usable === null && document.body?.dataset.ready === "true" && document.querySelector("#board .cell")) {
      [t.usable, before] = [performance.now(), texts()];
    } else if (t.usable !== null && t.reply === null && texts() !== before) {
      t.reply = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(look);  // called after each batch of changes to the page
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

// --- A minimal DevTools protocol client (flat sessions: one socket, sessionId per target) ------
async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => { socket.addEventListener("open", resolve); socket.addEventListener("error", reject); });
  let lastId = 0, pending = new Map(), listeners = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    const waiter = message.id && pending.get(message.id);
    if (waiter) {
      pending.delete(message.id);
      message.error ? waiter.reject(new Error(message.error.message)) : waiter.resolve(message.result);
    } else if (message.method) listeners.forEach((listener) => listener(message));
  });
  return {
    send: (method, params = {}, sessionId) => new Promise((resolve, reject) => {
      pending.set(++lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    }),
    on: (listener) => listeners.push(listener),
    close: () => socket.close(),
  };
}

// --- The server and the browser ------------------------------------------------------------
function waitForText(stream, pattern, what) {
  let text = "";
  return new Promise((resolve, reject) => {
    stream.on("data", (chunk) => (text += chunk).match(pattern) && resolve(text.match(pattern)[1]));
    setTimeout(() => reject(new Error(`${what} printed no address`)), 20000);
  });
}

async function startServer(version) {
  version.server = spawn(version.plies, ["serve", "--port", "0", "--root", version.root, "--quiet"], { stdio: ["ignore", "pipe", "inherit"] });
  children.add(version.server);
  version.url = await waitForText(version.server.stdout, /(http:\/\/\S+\/)/, "plies serve");
}

// A fresh profile. Every target of the page (the page, its engine workers, the service worker)
// is held at start until its network counting and throttling are set up.
async function launchBrowser(conditions) {
  const profile = mkdtempSync(join(tmpdir(), "plies-load-time-"));
  const child = spawn(args.browser, ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--remote-debugging-port=0", `--user-data-dir=${profile}`, "--window-size=1100,900", "about:blank"],
  { stdio: ["ignore", "ignore", "pipe"] });
  children.add(child);
  const cdp = await connect(await waitForText(child.stderr, /DevTools listening on (ws:\/\/\S+)/, "chromium"));
  const browser = { cdp, requests: new Map(), page: null, types: new Map() };
  const autoAttach = (sessionId) => cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
  cdp.on(({ method, params, sessionId }) => {
    if (method !== "Target.attachedToTarget") return trackRequest(browser.requests, method, params, browser.types.get(sessionId));
    const { sessionId: session, targetInfo: { type } } = params, run = () => cdp.send("Runtime.runIfWaitingForDebugger", {}, session).catch(() => {});
    // Headless chromium has pages of its own (browser_ui), left alone.
    if (!["page", "worker", "shared_worker", "service_worker"].includes(type)) return run();
    browser.types.set(session, type);
    // Sent at once, not each after the previous answer: a paused service worker answers
    // Network.enable only once it runs (it is attached twice, via the browser and the page).
    cdp.send("Network.enable", {}, session).catch((e) => notes.add(`${type}: requests not counted (${e.message})`));
    if (conditions) cdp.send("Network.emulateNetworkConditions", conditions, session)
      .catch((e) => notes.add(`${type}: cannot be throttled on its own target (${e.message})`));
    if (type === "page" && !browser.pageReady) {
      browser.pageReady = cdp.send("Page.enable", {}, session)
        .then(() => cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVER }, session)).then(() => session);
    }
    autoAttach(session).catch(() => {});  // a page's or worker's own workers
    run();
  });
  await autoAttach(undefined);
  while (!browser.pageReady) await sleep(50);
  browser.page = await browser.pageReady;
  browser.close = async () => {
    await cdp.send("Browser.close").catch(() => child.kill());
    cdp.close();
    if (child.exitCode === null) await new Promise((resolve) => child.on("exit", resolve));
    children.delete(child);
    rmSync(profile, { recursive: true, force: true });
  };
  return browser;
}

// One entry per request id (a worker's request may be reported by its page too). Requests the
// service worker answered are not counted: its own fetch, if any, is reported by its target.
function trackRequest(requests, method, params, type) {
  if (method === "Network.requestWillBeSent" && params.request.url.startsWith("http") && !requests.has(params.requestId)) {
    requests.set(params.requestId, { url: params.request.url, type, start: params.timestamp, bytes: 0 });
  }
  const entry = requests.get(params?.requestId);
  if (!entry) return;
  const r = params.response;  // Network.responseReceived
  if (r?.fromServiceWorker || r?.fromDiskCache || r?.fromPrefetchCache || method === "Network.requestServedFromCache") entry.local = true;
  if (method === "Network.loadingFinished" || method === "Network.loadingFailed") {
    entry.end = params.timestamp;
    entry.bytes = Math.max(entry.bytes, params.encodedDataLength || 0);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One visit: navigate, wait for the computer's first move, then for the network to stay quiet
// for a second (the service worker's install fetches belong to the visit that caused them).
async function visit(browser, url, shortest) {
  browser.requests.clear();
  await browser.cdp.send("Page.navigate", { url }, browser.page);
  let deadline = Date.now() + VISIT_TIMEOUT_MS, times = null;
  while (!times?.reply) {
    if (Date.now() > deadline) throw new Error(`no first move within ${VISIT_TIMEOUT_MS / 1000} s at ${url}`);
    await sleep(100);
    const expression = "location.href.startsWith('http') ? window.__loadTime : null";
    times = (await browser.cdp.send("Runtime.evaluate", { expression, returnByValue: true }, browser.page).catch(() => null))?.result.value;
  }
  const pending = () => [...browser.requests.values()].filter((r) => r.end === undefined);
  for (let quiet = 0; quiet < 1000; quiet = pending().length ? 0 : quiet + 100) {
    if (Date.now() > deadline) throw new Error(`requests still open: ${pending().map((r) => r.url).join(" ")}`);
    await sleep(100);
  }
  const network = [...browser.requests.values()].filter((r) => !r.local);
  // The shortest request per kind of target: at least the 150 ms latency if it was throttled.
  for (const r of network) shortest.set(r.type, Math.min(shortest.get(r.type) ?? Infinity, (r.end - r.start) * 1000));
  const wasm = network.filter((r) => /engine\/plies-engine(-[0-9a-f]{16})?\.wasm$/.test(r.url));
  return {
    usable: times.usable, reply: times.reply, kb: network.reduce((sum, r) => sum + r.bytes, 0) / 1024,
    wasm: wasm.length, wasmBodies: wasm.filter((r) => r.bytes > 100000).length,  // not a 304 (under 1 KB)
  };
}

// --- The runs, alternating the versions (and their order) --------------------------------------
const results = new Map();  // "label|network|visit" -> [measurements]
const shortest = new Map(NETWORKS.map((n) => [n.name, new Map()]));  // network -> target type -> ms
try {
  for (const version of versions) await startServer(version);
  for (let run = 0; run < runs; ++run) {
    const order = run % 2 ? [...versions].reverse() : versions;
    for (const network of NETWORKS) {
      for (const version of order) {
        const browser = await launchBrowser(network.conditions);
        try {
          for (const kind of ["cold", "warm"]) {
            // A second visit, not a reload (a reload revalidates differently): leave, come back.
            if (kind === "warm") await browser.cdp.send("Page.navigate", { url: "about:blank" }, browser.page);
            const m = await visit(browser, version.url + HASH, shortest.get(network.name));
            const key = `${version.label}|${network.name}|${kind}`;
            results.set(key, [...(results.get(key) || []), m]);
            console.error(`run ${run + 1}/${runs} ${key}: usable ${m.usable.toFixed(0)} ms, ` +
              `reply ${m.reply.toFixed(0)} ms, ${m.kb.toFixed(0)} KB, wasm ${m.wasm} (${m.wasmBodies})`);
          }
        } finally {
          await browser.close();
        }
      }
    }
  }
} finally {
  endChildren();
}

// --- The table: medians over the runs -----------------------------------------------------------
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b), mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rows = [["version", "network", "visit", "usable ms", "first reply ms", "KB transferred", "wasm fetches (bodies)"]];
for (const network of NETWORKS) for (const kind of ["cold", "warm"]) for (const version of versions) {
  const all = results.get(`${version.label}|${network.name}|${kind}`) || [];
  const m = (field) => median(all.map((x) => x[field]));
  rows.push([version.label, network.name, kind, m("usable").toFixed(0), m("reply").toFixed(0), m("kb").toFixed(0),
    `${m("wasm")} (${m("wasmBodies")})`]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
console.log(`median of ${runs} run(s); times from navigation start; KB = encoded bytes over the network ` +
  "(not from the HTTP cache or the service worker), until the network is quiet after the first reply;\n" +
  "wasm fetches = requests for the engine's .wasm (plies-engine.wasm or its content-hashed name) that reached the server (bodies: full downloads, the rest 304s)");
for (const [network, byType] of shortest) {
  const text = [...byType].sort().map(([type, ms]) => `${type} ${ms.toFixed(0)} ms`).join(", ");
  console.log(`shortest request over the network on ${network}, by target: ${text}`);
}
for (const note of notes) console.log(`note: ${note}`);
