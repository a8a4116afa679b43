// The web page end to end in Debian's chromium, driven by playwright-core (no browser
// download): `plies serve` on a free loopback port, then
//   1. Connect Four against classic:depth=4 to the end, keys 1-7, checks the result message;
//   2. a deep search (classic:depth=20) stopped with Stop: a move must appear within a second;
//   3. tic-tac-toe against perfect with hints: the computer wins, its line is highlighted;
//   4. a few moves of Othello and of Gomoku (renju), the position kept in the address;
//   5. the AI-vs-AI demo, and the page at a phone's size;
//   6. undo when the computer moved first, Stop before the first report, the time budgets of
//      Gomoku's strong level and of Othello's hints;
//   7. offline after one visit (service worker): reload, play, Stop, play again.
// Screenshots go to --out. Prints "N passed, M failed".
//   node e2e.mjs --plies build/src/cli/plies --root web --out build/test-output/e2e
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
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
const outDir = resolve(args.out);
mkdirSync(outDir, { recursive: true });
const started = Date.now();

// --- The server -------------------------------------------------------------------------------
const server = args.url ? null : spawn(args.plies, ["serve", "--port", "0", "--root", args.root, "--quiet"], { stdio: ["ignore", "pipe", "inherit"] });
const baseUrl = args.url || await new Promise((resolveUrl, reject) => {
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
const context = await chromium.launchPersistentContext(profile, {
  executablePath: args.browser,
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1100, height: 900 },
});
const page = context.pages()[0] || (await context.newPage());
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
async function check(name, body) {
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

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function open(hash) {
  await page.goto(`${baseUrl}#${hash}`);
  await page.reload();  // a hash-only change does not reload; the page reads the address at start
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
}

// textContent, not innerText: the moves list sits in a closed <details>.
const text = async (selector) => ((await page.locator(selector).textContent()) || "").trim();

// Waits until a person may move (returns the enabled moves) or the game is over (returns null).
async function waitForTurn(timeout = 60000) {
  await page.waitForFunction(() => {
    if (document.getElementById("result").textContent) return true;
    return document.getElementById("turn-text").textContent.includes("your move") &&
      document.querySelector("#board [data-move]:not([disabled]), #extra-moves [data-move]:not([disabled])");
  }, null, { timeout });
  if (await text("#result")) return null;
  return page.$$eval("#board [data-move]:not([disabled]), #extra-moves [data-move]:not([disabled])",
    (elements) => [...new Set(elements.map((e) => e.dataset.move))]);
}

async function clickMove(move) {
  const target = page.locator(`#board .column-head[data-move="${move}"]:not([disabled]), #board .cell[data-move="${move}"]:not([disabled]), #extra-moves [data-move="${move}"]:not([disabled])`).first();
  await target.click();
}

function pick(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

// --- The checks -------------------------------------------------------------------------------

await check("connect4 against classic:depth=4 to the end", async () => {
  await open("game=connect4&p1=human&p2=classic:depth=4");
  const next = pick(4);
  let moves = 0;
  for (;;) {
    const legal = await waitForTurn();
    if (!legal) break;
    const move = legal[next(legal.length)];
    // Keys 1-7 drop a disc when the board has columns; otherwise click the move.
    const hasColumns = await page.locator("#board .column-head").count();
    if (hasColumns && /^[1-7]$/.test(move)) await page.keyboard.press(move);
    else await clickMove(move);
    ++moves;
    if (moves === 4) await page.screenshot({ path: join(outDir, "connect4-midgame.png") });
    expect(moves < 30, "the game did not end");
  }
  const result = await text("#result");
  expect(/(X|O) wins|Draw/.test(result), `unexpected result message '${result}'`);
  await page.screenshot({ path: join(outDir, "connect4-end.png") });
  console.log(`  result: ${result} after ${moves} moves of ours`);
});

await check("stop plays a move within a second", async () => {
  await open("game=connect4&p1=classic:depth=20&p2=human");
  // The light blinks (CSS visibility), so "thinking" is its hidden attribute, not its visibility:
  // Playwright's isHidden() is true in the blink's off phase (a 50% flaky check before).
  const lightOn = () => page.$eval("#thinking-light", (el) => !el.hidden);
  await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
  await page.waitForTimeout(1500);
  expect(await lightOn(), "the search ended too early to test Stop");
  expect(await text("#position") === "(start)", "a move was played before Stop");
  await page.screenshot({ path: join(outDir, "stop-thinking.png") });
  const t0 = Date.now();
  await page.click("#stop");
  await page.waitForFunction(() => document.getElementById("position").textContent !== "(start)", null, { timeout: 5000 });
  const ms = Date.now() - t0;
  expect(ms < 1000, `the move came ${ms} ms after Stop`);
  expect(!(await lightOn()), "the thinking light is still on");
  console.log(`  move ${await text("#position")} played ${ms} ms after Stop`);
  // The engine still answers after the stop (a fresh worker): a human move gets a reply.
});

await check("undo when the computer moved first: it moves again", async () => {
  // It once froze: "X to move: computer", never moving, everything but New game disabled.
  await open("game=connect4&p1=classic:depth=4&p2=human");
  expect(await waitForTurn(20000), "no turn for the person");
  await page.click("#undo");
  await page.waitForFunction(() => document.getElementById("position").textContent !== "(start)",
    null, { timeout: 10000 });
  expect(await waitForTurn(20000), "the person gets no turn after the computer's new move");
});

await check("stop before the first report plays a searched move", async () => {
  // Gomoku, white to move after h8: Stop at the first sign of thinking once played the first
  // legal move (a15, in the corner) as "its best move so far".
  await open("game=gomoku&pos=h8&p1=human&p2=strong:time=5s");
  await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
  await page.click("#stop");
  await page.waitForFunction(() => document.getElementById("position").textContent !== "h8", null, { timeout: 5000 });
  const reply = (await text("#position")).slice(2);
  const column = reply.charCodeAt(0) - "a".charCodeAt(0);
  const row = Number(reply.slice(1)) - 1;
  expect(Math.abs(column - 7) <= 2 && Math.abs(row - 7) <= 2, `the reply ${reply} is not near h8`);
  console.log(`  reply after an immediate Stop: ${reply}`);
});

await check("gomoku strong keeps to its time in the page", async () => {
  // The worker's growing node budgets once took 6-9 s for a 1 s move.
  await open("game=gomoku&pos=h8i9h9&p1=human&p2=strong:time=1s");
  await page.waitForFunction(() => /played .* (\d+) ms\)/.test(document.getElementById("search-info").textContent),
    null, { timeout: 20000 });
  const info = await text("#search-info");
  const ms = Number(/(\d+) ms\)$/.exec(info)[1]);
  expect(ms <= 1200, `a 1 s move took ${ms} ms: ${info}`);
  console.log(`  ${info}`);
});

await check("othello hints keep to their budget", async () => {
  // The 2 s budget once applied to each move: 8-19 s for the hints of one position.
  await open("game=othello&pos=f5d6c3d3c4&p1=human&p2=human");
  const t0 = Date.now();
  await page.check("#hints");
  await page.waitForFunction(() => /value of each move/.test(document.getElementById("hint-info").textContent),
    null, { timeout: 20000 });
  const ms = Date.now() - t0;
  // The budget plus the page's own share: a fresh hint worker compiles the engine (0.2-0.4 s).
  expect(ms <= 3000, `the hints took ${ms} ms for a 2 s budget`);
  console.log(`  hints in ${ms} ms`);
  await page.uncheck("#hints");
});

await check("tictactoe: perfect wins, the line is highlighted, hints", async () => {
  await open("game=tictactoe&p1=human&p2=perfect");
  await page.check("#hints");
  for (const move of ["2", "4", "8", "9"]) {
    const legal = await waitForTurn();
    if (!legal) break;
    await clickMove(legal.includes(move) ? move : legal[0]);
  }
  await waitForTurn();
  const result = await text("#result");
  expect(/O wins/.test(result), `expected the computer (O) to win, got '${result}'`);
  const boardView = await page.locator("#board .cell").count();
  if (boardView) expect(await page.locator("#board .cell.win").count() === 3, "the winning line is not highlighted");
  await page.screenshot({ path: join(outDir, "tictactoe-win.png") });
  // Undo takes back the computer's reply too; hints then show each move's value.
  await page.click("#undo");
  await page.waitForFunction(() => !document.getElementById("result").textContent);
  await page.waitForFunction(() => document.querySelectorAll("#board .hint-label").length > 0 || !document.querySelector("#board .cell"), null, { timeout: 10000 });
  await page.screenshot({ path: join(outDir, "tictactoe-hints.png") });
});

await check("othello: a few moves, the position in the address", async () => {
  await open("game=othello&p1=human&p2=classic:depth=2");
  const next = pick(9);
  for (let i = 0; i < 4; ++i) {
    const legal = await waitForTurn();
    if (!legal) break;
    await clickMove(legal[next(legal.length)]);
  }
  await waitForTurn();
  const position = await text("#position");
  expect(position && position !== "(start)", "no moves were played");
  await page.screenshot({ path: join(outDir, "othello.png") });
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  expect(await text("#position") === position, "reloading the address lost the position");
});

await check("gomoku renju: a few moves", async () => {
  await open("game=gomoku&rule=renju&p1=human&p2=classic:depth=2");
  expect(await page.locator("#option-rule").inputValue() === "renju", "the rule set is not shown");
  for (let i = 0; i < 4; ++i) {
    const legal = await waitForTurn();
    if (!legal) break;
    // Near the centre, so that the stones meet.
    legal.sort();
    await clickMove(legal[Math.floor(legal.length / 2)]);
  }
  await waitForTurn();
  expect((await text("#history")).split(" ").length >= 8, "fewer than 8 moves were played");
  await page.screenshot({ path: join(outDir, "gomoku-renju.png") });
});

await check("gomoku renju: forbidden points shown for black", async () => {
  // Black h8 i8 and j9 j10: j8 would make two open threes at once, forbidden under renju.
  await open("game=gomoku&rule=renju&pos=h8a1i8a3j10a5j9a7&p1=human&p2=classic:depth=2");
  const forbidden = await page.locator("#board .cell.forbidden").count();
  const boardView = await page.locator("#board .cell").count();
  if (boardView) expect(forbidden >= 1, "no forbidden point is marked");
  await page.screenshot({ path: join(outDir, "gomoku-renju-forbidden.png") });
});

await check("demo: two computers play tictactoe to the end", async () => {
  await open("game=tictactoe&p1=human&p2=perfect");
  await page.locator("#speed").fill("0");
  await page.click("#demo");
  await page.waitForFunction(() => document.getElementById("result").textContent, null, { timeout: 30000 });
  expect(/wins|Draw/.test(await text("#result")), "the demo game has no result");
  await page.click("#demo");
});

await check("new game during the demo gives the players back; keys after Hints", async () => {
  await open("game=connect4&p1=human&p2=classic:depth=4");
  await page.locator("#speed").fill("2000");
  await page.click("#demo");
  await page.waitForTimeout(300);
  await page.click("#new-game");
  expect(await waitForTurn(20000), "after New game no person moves: the demo's computers stayed");
  // A click on Hints leaves the focus on its checkbox: keys 1-7 must still drop discs.
  await page.check("#hints");
  await page.keyboard.press("4");
  await page.waitForFunction(() => document.getElementById("history").textContent.startsWith("4"), null, { timeout: 5000 });
  await page.uncheck("#hints");
});

await check("offline after one visit: play, Stop, play again", async () => {
  // Once: after a Stop the engine's new worker fetched its files again and, offline, never
  // answered ("O is thinking..." for good); a reload offline showed the browser's error page.
  await open("game=connect4&p1=human&p2=classic:depth=20");
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done));
    return registration.active.state;
  });
  await context.setOffline(true);
  try {
    await open("game=connect4&p1=human&p2=classic:depth=20");
    const moves = async () => (await text("#history")).split(" ").filter((m) => /^[1-7]$/.test(m)).length;
    for (const key of ["4", "3"]) {
      const before = await moves();
      await page.keyboard.press(key);
      await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
      await page.waitForTimeout(300);
      await page.click("#stop");
      await page.waitForFunction((n) => document.getElementById("history").textContent.split(" ").length >= n,
        before + 2, { timeout: 10000 });
    }
    expect(await moves() === 4, `expected 4 moves, the list is '${await text("#history")}'`);
    await page.screenshot({ path: join(outDir, "offline-after-stop.png") });
  } finally {
    await context.setOffline(false);
  }
});

await check("phone-sized layout", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open("game=connect4&p1=human&p2=classic:depth=4&pos=4453");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width <= 390, `the page is ${width} px wide on a 390 px screen`);
  await page.screenshot({ path: join(outDir, "phone-connect4.png"), fullPage: true });
  await page.setViewportSize({ width: 1100, height: 900 });
});

await context.close();
if (server) server.kill();
rmSync(profile, { recursive: true, force: true });
console.log(`screenshots: ${outDir}`);
console.log(`e2e time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
