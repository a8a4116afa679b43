// The engine in the page: Stop, time budgets, offline play (the service worker).
import { join } from "node:path";
import { check, clickMove, context, expect, open, outDir, page, pick, text, waitForTurn } from "./harness.mjs";


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
