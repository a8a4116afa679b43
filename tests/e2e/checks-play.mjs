// Playing the games: full games, hints, undo, demo, the address, a phone's screen.
import { join } from "node:path";
import { check, clickMove, context, expect, movesText, open, outDir, page, pick, text, waitForTurn } from "./harness.mjs";


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

await check("undo when the computer moved first: it moves again", async () => {
  // It once froze: "X to move: computer", never moving, everything but New game disabled.
  await open("game=connect4&p1=classic:depth=4&p2=human");
  expect(await waitForTurn(20000), "no turn for the person");
  await page.click("#undo");
  await page.waitForFunction(() => document.getElementById("position").textContent !== "(start)",
    null, { timeout: 10000 });
  expect(await waitForTurn(20000), "the person gets no turn after the computer's new move");
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
  expect((await movesText()).split(" ").length >= 8, "fewer than 8 moves were played");
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
  await page.waitForFunction(() => document.getElementById("move-list").dataset.moves.startsWith("4"), null, { timeout: 5000 });
  await page.uncheck("#hints");
});

await check("phone-sized layout", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open("game=connect4&p1=human&p2=classic:depth=4&pos=4453");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width <= 390, `the page is ${width} px wide on a 390 px screen`);
  await page.screenshot({ path: join(outDir, "phone-connect4.png"), fullPage: true });
  await page.setViewportSize({ width: 1100, height: 900 });
});

// A whole game of Othello and of Gomoku through the page: clicks, the computer's replies,
// passes, and the result line at the end.
await check("othello: a whole game against the Beginner level", async () => {
  await open("game=othello&p1=human&p2=greedy");
  const next = pick(11);
  for (let moves = 0; ; ++moves) {
    const legal = await waitForTurn(20000);
    if (!legal) break;
    expect(moves < 70, "the game did not end");
    await clickMove(legal[next(legal.length)]);
  }
  const result = await text("#result");
  expect(/^(Black|White) wins \d+-\d+|^Draw \d+-\d+/.test(result), `the result reads '${result}'`);
  console.log(`  ${result}`);
});

await check("gomoku: a whole game against the Beginner level", async () => {
  await open("game=gomoku&p1=human&p2=greedy");
  const next = pick(5);
  for (let moves = 0; ; ++moves) {
    const legal = await waitForTurn(20000);
    if (!legal) break;
    expect(moves < 120, "the game did not end");
    // Points near the centre, so that the stones meet and a five comes.
    const near = legal.filter((m) => Math.abs(m.charCodeAt(0) - 104) <= 3 && Math.abs(Number(m.slice(1)) - 8) <= 3);
    const pool = near.length ? near : legal;
    await clickMove(pool[next(pool.length)]);
  }
  const result = await text("#result");
  expect(/wins \(five\)/.test(result), `the result reads '${result}'`);
  expect(await page.locator("#board .cell.win").count() >= 5, "the five is not highlighted");
  console.log(`  ${result} after ${(await movesText()).split(" ").length} moves`);
});
