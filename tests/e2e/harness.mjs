// The end-to-end test's harness: the server, the browser, and the helpers the checks share.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    plies: { type: "string" },
    root: { type: "string" },
    out: { type: "string", default: "test-output/e2e" },
    browser: { type: "string", default: "/usr/bin/chromium" },
    only: { type: "string" },
    url: { type: "string" },  // use a server already running instead of starting plies serve
  },
});

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}
if (!args.url && (!args.plies || !existsSync(args.plies))) fail(`--plies ${args.plies} does not exist`);
if (!args.root || !existsSync(join(args.root, "engine", "plies-engine.wasm")))
  fail(`${args.root}/engine/plies-engine.wasm is missing: run scripts/build-wasm.sh`);
if (!existsSync(args.browser)) fail(`${args.browser} is missing: apt-get install chromium`);
let chromium;
try {
  ({ chromium } = await import("playwright-core"));
} catch {
  fail("playwright-core is missing: run npm ci --prefix tests/e2e");
}
export const outDir = resolve(args.out);
// The native build beside the plies given (none with --url): the web API tool, for comparisons.
export const nativeWebApiTool = args.plies ? join(dirname(resolve(args.plies)), "tests", "e2e", "plies_web_api_tool") : null;
mkdirSync(outDir, { recursive: true });
const started = Date.now();

// --- The server -------------------------------------------------------------------------------
const server = args.url ? null : spawn(args.plies, ["serve", "--port", "0", "--root", args.root, "--quiet"], { stdio: ["ignore", "pipe", "inherit"] });
export const baseUrl = args.url || await new Promise((resolveUrl, reject) => {
  let text = "";
  server.stdout.on("data", (chunk) => {
    text += chunk;
    const match = text.match(/http:\/\/[^\s]+\//);
    if (match) resolveUrl(match[0]);
  });
  server.on("exit", (code) => reject(new Error(`plies serve exited with ${code}`)));
  setTimeout(() => reject(new Error("plies serve printed no URL")), 10000);
}).catch((error) => fail(error.message));

// --- The browser ------------------------------------------------------------------------------
const profile = mkdtempSync(join(tmpdir(), "plies-e2e-profile-"));
export const context = await chromium.launchPersistentContext(profile, {
  executablePath: args.browser,
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1100, height: 900 },
});
export const page = context.pages()[0] || (await context.newPage());
const problems = [];
page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
page.on("console", (message) => {
  if (message.type() === "error") problems.push(`console error: ${message.text()}`);
});
// The page must load nothing from elsewhere (it works offline).
page.on("request", (request) => {
  if (!request.url().startsWith(baseUrl) && !request.url().startsWith("data:")) problems.push(`external request: ${request.url()}`);
});

let passed = 0;
let failed = 0;
export async function check(name, body) {
  if (args.only && !name.includes(args.only)) return;
  const t0 = Date.now();
  problems.length = 0;
  try {
    await body();
    if (problems.length) throw new Error(problems.join("; "));
    ++passed;
    console.log(`PASS ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    ++failed;
    console.log(`FAIL ${name}: ${error.message}`);
    await page.screenshot({ path: join(outDir, `failed-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
  }
}

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export async function open(hash) {
  await page.goto(`${baseUrl}#${hash}`);
  await page.reload();  // a hash-only change does not reload; the page reads the address at start
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
}

// textContent, not innerText: the moves list sits in a closed <details>.
export const text = async (selector) => ((await page.locator(selector).textContent()) || "").trim();

// The moves played up to the board's position, space-separated ("4 4 5 3").
export const movesText = async () => (await page.getAttribute("#move-list", "data-moves")) || "";

// Waits until a person may move (returns the enabled moves) or the game is over (returns null).
export async function waitForTurn(timeout = 60000) {
  await page.waitForFunction(() => {
    if (document.getElementById("result").textContent) return true;
    return document.getElementById("turn-text").textContent.includes("your move") &&
      document.querySelector("#board [data-move]:not([disabled]):not([aria-disabled=true]), #extra-moves [data-move]:not([disabled]):not([aria-disabled=true])");
  }, null, { timeout });
  if (await text("#result")) return null;
  return page.$$eval("#board [data-move]:not([disabled]):not([aria-disabled=true]), #extra-moves [data-move]:not([disabled]):not([aria-disabled=true])",
    (elements) => [...new Set(elements.map((e) => e.dataset.move))]);
}

export async function clickMove(move) {
  const target = page.locator(`#board .column-head[data-move="${move}"]:not([disabled]):not([aria-disabled=true]), #board .cell[data-move="${move}"]:not([disabled]):not([aria-disabled=true]), #extra-moves [data-move="${move}"]:not([disabled]):not([aria-disabled=true])`).first();
  await target.click();
}

export function pick(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

// axe-core's WCAG 2.1 A and AA rules (contrast included) on the page as it is now: the serious
// and critical violations, one line each. Evaluated through the debugging protocol: the page's
// Content-Security-Policy (rightly) refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export async function axeViolations() {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
  });
}

// Closes the browser and the server and prints the totals; the exit status says if all passed.
export async function finish() {
  await context.close();
  if (server) server.kill();
  rmSync(profile, { recursive: true, force: true });
  console.log(`screenshots: ${outDir}`);
  console.log(`e2e time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}
