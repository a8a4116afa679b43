// The engine in the page: Stop, time budgets, offline play (the service worker).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { check, clickMove, context, expect, movesText, nativeWebApiTool, open, outDir, page, pick, text, waitForTurn } from "./harness.mjs";


// Counts what the page starts from now on: Web Workers, and fetches of the engine's files (the
// worker's script, the module's .js and .wasm), from the page, its workers or the service worker.
function watchEngineLoads() {
  const seen = { workers: 0, fetches: [] };
  const onWorker = () => ++seen.workers;
  const onRequest = (request) => {
    if (/engine-worker\.js|engine\/plies-engine(-[0-9a-f]{16})?\.(js|wasm)/.test(request.url())) seen.fetches.push(request.url());
  };
  page.on("worker", onWorker);
  context.on("request", onRequest);
  seen.end = () => {
    page.off("worker", onWorker);
    context.off("request", onRequest);
    return `${seen.workers} new workers, ${seen.fetches.length} engine fetches (${seen.fetches.join(", ")})`;
  };
  return seen;
}

// In the page, through engine-client.js: a Connect Four search stopped after a second, then the
// same search at once. Answers the milliseconds from Stop to the move, and from Stop to the next
// search's first progress report (a new worker would compile the engine first).
const measureStop = () => page.evaluate(async () => {
  const { EngineWorker } = await import("./engine-client.js");
  const worker = new EngineWorker();
  await worker.request({ type: "ping" });
  const search = { type: "choose", game: "connect4", spec: "classic:depth=20", seed: 1, limits: {} };
  const running = worker.request(search);
  await new Promise((done) => setTimeout(done, 1000));
  const t0 = performance.now();
  worker.stop();
  const stopped = await running;
  const toMove = performance.now() - t0;
  let toProgress = null;
  const next = worker.request(search, () => { toProgress ??= performance.now() - t0; });
  while (toProgress === null) await new Promise((done) => setTimeout(done, 1));
  worker.cancel();
  await next.catch(() => {});
  worker.worker.terminate();
  return { toMove, toProgress, stoppedByUser: stopped.info.stopped_by_user === true, flag: worker.stopFlag !== null };
});

await check("stop keeps the engine's worker", async () => {
  // Stop once terminated the worker: the fresh one loaded and compiled the 1.9 MB engine again.
  // Now the page is cross-origin isolated and stops a search through a shared flag.
  await open("game=connect4&p1=classic:depth=20&p2=human");
  expect(await page.evaluate(() => crossOriginIsolated), "the page is not cross-origin isolated");
  await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
  await page.waitForTimeout(1000);
  const seen = watchEngineLoads();
  const t0 = Date.now();
  await page.click("#stop");
  await page.waitForFunction(() => document.getElementById("position").textContent !== "(start)", null, { timeout: 5000 });
  const ms = Date.now() - t0;
  expect((await text("#search-info")).startsWith("Stopped:"), `not a stopped move: ${await text("#search-info")}`);
  // The same worker searches again and stops again: a human move gets a reply.
  const discs = async () => (await movesText()).split(" ").filter((m) => /^[1-7]$/.test(m)).length;
  await page.keyboard.press("4");
  await page.waitForFunction(() => document.getElementById("search-info").textContent.includes("best so far"), null, { timeout: 10000 });
  await page.click("#stop");
  await page.waitForFunction(() => document.getElementById("move-list").dataset.moves.split(" ").filter((m) => /^[1-7]$/.test(m)).length >= 3,
    null, { timeout: 5000 });
  expect(await discs() === 3, `expected 3 moves, the list is '${await movesText()}'`);
  const loads = seen.end();
  const figures = await measureStop();
  console.log(`  in the page: Stop to the move played ${ms} ms; engine-client: Stop to the move ` +
    `${figures.toMove.toFixed(1)} ms, Stop to the next search's first progress ${figures.toProgress.toFixed(1)} ms; ${loads}`);
  expect(seen.workers === 0 && seen.fetches.length === 0, `after Stop: ${loads}`);
  expect(ms < 1000, `the move came ${ms} ms after Stop`);
  expect(figures.flag && figures.stoppedByUser, `stop by flag: ${JSON.stringify(figures)}`);
});

await check("hints cancelled by a move keep their worker", async () => {
  await open("game=othello&pos=f5d6c3d3c4&p1=human&p2=human");
  await page.check("#hints");
  await page.waitForFunction(() => /thinking/.test(document.getElementById("hint-info").textContent), null, { timeout: 5000 });
  await page.waitForTimeout(300);
  const seen = watchEngineLoads();
  const moves = await waitForTurn();
  const t0 = Date.now();
  await clickMove(moves[0]);
  await page.waitForFunction(() => /best underlined/.test(document.getElementById("hint-info").textContent),
    null, { timeout: 20000 });
  const ms = Date.now() - t0;
  const loads = seen.end();
  console.log(`  the next position's hints ${ms} ms after the move (2 s budget); ${loads}`);
  expect(seen.workers === 0 && seen.fetches.length === 0, `after the move: ${loads}`);
  expect(ms <= 2600, `the next position's hints took ${ms} ms for a 2 s budget`);
  await page.uncheck("#hints");
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
  await page.waitForFunction(() => /best underlined/.test(document.getElementById("hint-info").textContent),
    null, { timeout: 20000 });
  const ms = Date.now() - t0;
  // The budget plus the page's own share (the hint worker compiles the engine at its start).
  expect(ms <= 3000, `the hints took ${ms} ms for a 2 s budget`);
  console.log(`  hints in ${ms} ms`);
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
    // The cache kept the isolation headers: the offline page stops by flag too.
    expect(await page.evaluate(() => crossOriginIsolated), "the page loaded offline is not cross-origin isolated");
    const moves = async () => (await movesText()).split(" ").filter((m) => /^[1-7]$/.test(m)).length;
    for (const key of ["4", "3"]) {
      const before = await moves();
      await page.keyboard.press(key);
      await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
      await page.waitForTimeout(300);
      await page.click("#stop");
      await page.waitForFunction((n) => document.getElementById("move-list").dataset.moves.split(" ").length >= n,
        before + 2, { timeout: 10000 });
    }
    expect(await moves() === 4, `expected 4 moves, the list is '${await movesText()}'`);
    await page.screenshot({ path: join(outDir, "offline-after-stop.png") });
  } finally {
    await context.setOffline(false);
  }
});

await check("one page load fetches the engine's .wasm once", async () => {
  // The page compiles the module once and hands it to both workers; the .wasm was fetched three
  // times a load (the page, the AI's worker, the hints' worker), 5.7 MB before compression.
  const wasm = [];
  const onRequest = (request) => {
    if (/engine\/plies-engine(-[0-9a-f]{16})?\.wasm/.test(request.url()) && !request.serviceWorker()) wasm.push(request.url());
  };
  context.on("request", onRequest);
  try {
    await open("game=connect4&p1=human&p2=classic:depth=4");
    await page.check("#hints");
    await page.waitForFunction(() => /best underlined/.test(document.getElementById("hint-info").textContent), null, { timeout: 15000 });
    await page.keyboard.press("4");
    await waitForTurn(20000);
  } finally {
    context.off("request", onRequest);
    await page.uncheck("#hints");
  }
  // open() loads the page twice (goto, then reload): at most one fetch each (the content-hashed
  // file may come from the HTTP cache without any).
  expect(wasm.length <= 2, `${wasm.length} fetches of the .wasm for two loads`);
  console.log(`  ${wasm.length} fetches of the .wasm for two loads`);
});

await check("a game's data files come when it is played, and the page's strong Othello plays as the native one", async () => {
  // The module holds no data: Connect Four's book and Othello's weights are fetched by the
  // engine's workers for their game (not by a visit that plays tic-tac-toe), then used.
  const fetched = [];
  const onRequest = (request) => {
    if (/engine\/[a-z0-9-]+\.bin/.test(request.url()) && !request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
  };
  context.on("request", onRequest);
  let answer;
  try {
    await open("game=tictactoe&p1=human&p2=human");
    await page.waitForTimeout(1000);
    expect(fetched.length === 0, `tic-tac-toe fetched ${fetched.join(", ")}`);
    const request = { type: "choose", game: "othello", spec: "strong", seed: 7, limits: { nodes: 20000 } };
    answer = await page.evaluate(async (request) => {
      const { EngineWorker } = await import("./engine-client.js");
      return new EngineWorker().request(request);
    }, request);
    expect(fetched.some((path) => /othello-weights-[0-9a-f]{16}\.bin$/.test(path)), `Othello fetched ${fetched.join(", ") || "nothing"}`);
  } finally {
    context.off("request", onRequest);
  }
  if (nativeWebApiTool && existsSync(nativeWebApiTool)) {
    const request = { op: "choose", game: "othello", spec: "strong", seed: 7, limits: { nodes: 20000 } };
    const native = JSON.parse(spawnSync(nativeWebApiTool, [], { input: JSON.stringify(request) + "\n" }).stdout.toString());
    const same = native.move === answer.move && native.info.nodes === answer.info.nodes && native.info.score === answer.info.score;
    expect(same, `page ${answer.move} (${answer.info.nodes} nodes, ${answer.info.score}), native ${native.move} (${native.info.nodes} nodes, ${native.info.score})`);
    console.log(`  Othello strong at 20,000 nodes: ${answer.move}, ${answer.info.nodes} nodes, score ${answer.info.score}, as natively`);
  }
});
