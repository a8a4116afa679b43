// The page as people use it: what redraws, the address, levels, coordinates, hints as words,
// stepping through the moves, keyboard play, screen-reader announcements.
import { check, clickMove, context, expect, movesText, open, page, text, waitForTurn } from "./harness.mjs";

const boardTop = () => page.$eval("#board", (el) => el.getBoundingClientRect().top);
const runningPieceAnimations = () => page.evaluate(() =>
  document.getAnimations().filter((a) => a.playState === "running" && a.effect?.target?.classList?.contains("piece")).length);

await check("connect4: only the disc just played falls", async () => {
  // Every disc once fell again at each redraw (a hints toggle, each move, the game's end).
  await open("game=connect4&moves=4453&p1=human&p2=human");
  await page.waitForTimeout(400);  // the last disc's own fall
  await page.check("#hints");
  await page.waitForFunction(() => document.querySelectorAll("#board .hint-label").length === 7, null, { timeout: 10000 });
  expect(await runningPieceAnimations() === 0, "discs fall again when hints are shown");
  await page.keyboard.press("3");
  const falling = await runningPieceAnimations();
  expect(falling <= 1, `${falling} discs fall after one move`);
  await page.uncheck("#hints");
});

await check("othello: the address keeps the moves (reload, undo, step)", async () => {
  // The address once held only the board: a reload lost the move list and undo.
  await open("game=othello&p1=human&p2=human");
  for (const move of ["f5", "d6", "c3", "d3"]) await clickMove(move);
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  expect(await movesText() === "f5 d6 c3 d3", `after a reload the moves are '${await movesText()}'`);
  expect(!(await page.isDisabled("#undo")), "undo is disabled after a reload");
  await page.click("#back");
  expect(await movesText() === "f5 d6 c3", "one step back did not show three moves");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  expect(await movesText() === "f5 d6 c3", "a reload lost the step back");
  await page.click("#forward");
  expect(await movesText() === "f5 d6 c3 d3", "redo (one step forward) did not bring d3 back");
});

await check("a link pasted into the open page opens it", async () => {
  await open("game=connect4&p1=human&p2=human");
  await page.evaluate(() => (location.hash = "#game=tictactoe&moves=5&p1=human&p2=human"));
  await page.waitForFunction(() => document.getElementById("game").value === "tictactoe", null, { timeout: 5000 });
  expect(await movesText() === "5", `the pasted link's moves are '${await movesText()}'`);
});

await check("stepping back and forward, and playing from an earlier move", async () => {
  await open("game=connect4&p1=human&p2=human");
  for (const key of ["4", "4", "5", "3"]) await page.keyboard.press(key);
  await page.click("#first");
  expect(await movesText() === "", "the start shows moves");
  await page.click("#last");
  expect(await movesText() === "4 4 5 3", "the last move is not 4 4 5 3");
  await page.click("#move-list .move[data-ply='2']");
  expect(await text("#position") === "44", "the move list does not jump to move 2");
  await page.keyboard.press("1");
  expect(await movesText() === "4 4 1", `a move from move 2 gives '${await movesText()}'`);
  expect(await page.isDisabled("#forward"), "the moves after the new one were kept");
});

await check("connect4 zero-based: the buttons and keys are 0-6", async () => {
  // The option once changed the move list but not the buttons.
  await open("game=connect4&zero-based=1&p1=human&p2=human");
  const keys = await page.$$eval("#board .column-head .key", (els) => els.map((e) => e.textContent));
  expect(keys.join("") === "0123456", `the column buttons read ${keys.join(",")}`);
  expect(await page.isChecked("#option-zero-based"), "the option's checkbox is not ticked");
  await page.keyboard.press("0");
  expect(await movesText() === "0", `key 0 played '${await movesText()}'`);
});

await check("the phone layout does not jump while the computer thinks", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await open("game=connect4&p1=human&p2=classic:depth=20");
    const before = await boardTop();
    await page.keyboard.press("4");
    await page.waitForSelector("#thinking-light:not([hidden])", { state: "attached", timeout: 10000 });
    await page.waitForTimeout(300);
    const during = await boardTop();
    await page.click("#stop");
    await waitForTurn(10000);
    const after = await boardTop();
    expect(before === during && during === after, `the board moved: ${before} / ${during} / ${after} px`);
  } finally {
    await page.setViewportSize({ width: 1100, height: 900 });
  }
});

await check("levels have names; no spec strings or seed numbers on the page", async () => {
  await open("game=othello&p1=human&p2=strong:time=1s");
  expect(await page.$eval("#level-1", (el) => el.selectedOptions[0].textContent) === "Strong", "strong:time=1s is not 'Strong'");
  await page.selectOption("#level-1", { label: "Beginner" });
  expect(/p2=greedy/.test(await page.evaluate(() => location.hash)), "the level is not in the address");
  for (const game of ["tictactoe", "connect4", "othello", "gomoku"]) {
    await open(`game=${game}`);
    const visible = await page.evaluate(() => document.body.innerText);
    expect(!/seed \d{3}/i.test(visible), `${game}: the page says '${/seed \d{3}[^\n]*/i.exec(visible)}'`);
    expect(!/classic:|strong:/.test(visible), `${game}: a spec string is shown outside Advanced`);
  }
});

await check("coordinates, move numbers, disc count, last move", async () => {
  await open("game=othello&p1=human&p2=human");
  const letters = await page.$$eval("#board .column-name", (els) => els.map((e) => e.textContent).join(""));
  const numbers = await page.$$eval("#board .row-name", (els) => els.map((e) => e.textContent).join(","));
  expect(letters === "abcdefgh" && numbers === "1,2,3,4,5,6,7,8", `othello coordinates ${letters} / ${numbers}`);
  expect(await text("#discs") === "Black 2 · White 2", `the disc count reads '${await text("#discs")}'`);
  await clickMove("f5");
  expect(await text("#discs") === "Black 4 · White 1", `after f5 the count reads '${await text("#discs")}'`);
  expect(await page.locator("#board .cell[data-name=f5] .piece.last").count() === 1, "f5 is not marked as the last move");
  await open("game=gomoku&moves=h8i9h9&p1=human&p2=human");
  expect(await page.locator("#board .column-name").count() === 15, "gomoku has no column letters");
  await page.check("#numbers");
  const stones = await page.$$eval("#board .piece.numbered", (els) => els.map((e) => e.textContent).sort().join(","));
  expect(stones === "1,2,3", `numbered stones ${stones}`);
  await page.uncheck("#numbers");
  for (const hash of ["game=tictactoe&moves=5", "game=connect4&moves=4"]) {
    await open(`${hash}&p1=human&p2=human`);
    expect(await page.locator("#board .piece.last").count() === 1, `${hash}: no last-move mark`);
  }
});

await check("hints in words for every game", async () => {
  const cases = [
    ["game=connect4&moves=4453&p1=human&p2=human", 7, /^(W|L)\d+$|^=$/],
    ["game=tictactoe&moves=5&p1=human&p2=human", 8, /^(W|L|=)$/],
    ["game=othello&moves=f5d6c3&p1=human&p2=human", 4, /^[+-]\d+$|^=$/],
    ["game=gomoku&moves=h8a1h9a2h10a4&p1=human&p2=human", 2, /^(4·4|4·3|VCF|5|W\d+|L\d+|#\d)$/],
  ];
  for (const [hash, atLeast, shape] of cases) {
    await open(hash);
    await page.check("#hints");
    await page.waitForFunction(() => /best underlined/.test(document.getElementById("hint-info").textContent), null, { timeout: 15000 });
    const labels = await page.$$eval("#board .hint-label", (els) => els.map((e) => e.textContent));
    expect(labels.length >= atLeast, `${hash}: ${labels.length} hint labels`);
    for (const label of labels) expect(shape.test(label), `${hash}: the hint '${label}' is not in words`);
    const summary = await text("#hint-info");
    expect(!/\d{4,}/.test(summary), `${hash}: a raw number in '${summary}'`);
    if (hash.startsWith("game=gomoku")) {
      const best = await page.$$eval("#board .hint-label.best", (els) => els.map((e) => e.closest("[data-move]").dataset.move).sort().join(","));
      expect(best === "h11,h7", `gomoku: the straight four's points are not the best (${best})`);
      expect(/wins/.test(summary), `gomoku: '${summary}'`);
    }
    await page.uncheck("#hints");
  }
});

await check("othello: a person with no move passes, the result gives the discs", async () => {
  // Black (a person) has no move: white's a1 cannot be outflanked. The page passes for them.
  await open(`game=othello&pos=${"OX" + "-".repeat(62)}%20X&p1=human&p2=human`);
  await page.waitForFunction(() => /passes/.test(document.getElementById("notice").textContent), null, { timeout: 5000 });
  await clickMove("c1");
  expect(await text("#result") === "White wins 3-0", `the result reads '${await text("#result")}'`);
});

await check("renju: a click on a forbidden point says why", async () => {
  await open("game=gomoku&rule=renju&moves=h8a1i8a3j10a5j9a7&p1=human&p2=human");
  await page.click("#board .cell.forbidden");
  expect(/forbidden/.test(await text("#error")), `the message is '${await text("#error")}'`);
  expect(await movesText() === "h8 a1 i8 a3 j10 a5 j9 a7", "a stone was played on a forbidden point");
});

await check("keyboard play: arrows move, Enter plays, the focus stays on the board", async () => {
  await open("game=tictactoe&p1=human&p2=perfect");
  await page.focus("#board .cell[tabindex='0']");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.getElementById("move-list").dataset.moves.split(" ").length === 2, null, { timeout: 10000 });
  expect((await movesText()).startsWith("1 "), `Enter on the top-left cell played '${await movesText()}'`);
  expect(await page.evaluate(() => document.getElementById("board").contains(document.activeElement)), "the focus left the board");
  const spoken = await text("#announce");
  expect(/^O plays \d\.$/.test(spoken), `the computer's move was announced as '${spoken}'`);
  const name = await text("#board .cell[data-index='0'] .cell-name");
  expect(/^1, X/.test(name), `the top-left cell is named '${name}'`);
});

await check("share copies the position's link", async () => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open("game=connect4&moves=44&p1=human&p2=human");
  await page.click("#share");
  await page.waitForFunction(() => /copied|selected/.test(document.getElementById("share").textContent), null, { timeout: 3000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => ""));
  if (copied) expect(/moves=44/.test(copied), `the copied link is '${copied}'`);
  expect(/moves=44/.test(await page.inputValue("#link")), "the link field does not hold the position");
});

await check("typing a depth does not drop discs", async () => {
  // Typing "84" in a depth field once also dropped discs in columns 8 and 4.
  await open("game=connect4&p1=human&p2=classic:depth=4");
  await page.click("#players .side[data-side='1'] .advanced summary");
  const depth = page.locator("#players .side[data-side='1'] .depth input");
  await depth.fill("");
  await depth.type("5");
  await depth.press("Enter");
  expect(await movesText() === "", `typing a depth played '${await movesText()}'`);
  const hash = await page.evaluate(() => location.hash);
  expect(/p2=classic:depth=5/.test(hash), `the depth did not reach the player: ${hash}`);
});
