// How a player sees the position (issue 29): hints from a chosen player, with the originals'
// worked examples as ground truth (the Othello project's greedy F4 = -12 at move 8, the minimax
// primer's +10 / 0 / -10), and the search tree a learner clicks through, its counts, its size
// limit and its refusals; accessible at a desktop's and a phone's size.
import { join } from "node:path";
import { axeViolations, check, expect, open, outDir, page, text } from "./harness.mjs";

// The values in the list under the board: {move: "score"}.
async function viewValues(count) {
  await page.waitForFunction((n) => document.querySelectorAll("#view-moves .view-move").length === n, count, { timeout: 15000 });
  return page.$$eval("#view-moves .view-move", (items) =>
    Object.fromEntries(items.map((item) => [item.dataset.move, item.querySelector(".view-score").textContent])));
}

await check("othello: hints from the Beginner (greedy) give the project's F4 = -12 and its parts", async () => {
  // The Othello project's 8th move: white's six moves, "F4 the best, with -12 points".
  await open("game=othello&moves=c4c3c2c5c6d6e6&p1=human&p2=human");
  await page.selectOption("#hint-player", "greedy");
  expect(await page.isChecked("#hints"), "choosing a hint player did not turn the hints on");
  const values = await viewValues(6);
  const expected = { b2: "-214", b4: "-26", f4: "-12", b6: "-22", f6: "-14", d7: "-18" };
  expect(JSON.stringify(values) === JSON.stringify(Object.fromEntries(Object.keys(values).map((m) => [m, expected[m]]))),
    `greedy's values are ${JSON.stringify(values)}`);
  const f4 = page.locator('#view-moves .view-move[data-move="f4"]');
  expect((await f4.textContent()).includes("← plays"), "f4 is not marked as the move greedy plays");
  await f4.locator("summary").click();
  const total = await f4.locator(".view-total td").first().textContent();
  expect(total === "-12", `f4's parts add up to ${total}`);
  const label = page.locator('#board .cell[data-move="f4"] .hint-label');
  expect(await label.textContent() === "-12", `the board's f4 label reads ${await label.textContent()}`);
  expect(await label.evaluate((el) => el.classList.contains("best")), "f4 is not underlined as the best value");
  expect((await text("#hint-info")).includes("plays f4"), `the hint line says '${await text("#hint-info")}'`);
  expect((await text("#view-scale")).includes("4 x weight"), "the player's scale is not shown");
  // The project's search player sees four of the six lose every disc and plays b6; its line
  // and parts open too.
  await page.selectOption("#hint-player", "classic");
  const searched = await viewValues(6);
  expect(searched.f4 === "-1300000" && searched.b6 === "+2", `classic's values are ${JSON.stringify(searched)}`);
  const b6 = page.locator('#view-moves .view-move[data-move="b6"]');
  await b6.locator("summary").click();
  expect((await b6.locator(".view-line").textContent()).startsWith("Line: b6 "), "b6's line is not shown");
  await page.screenshot({ path: join(outDir, "othello-hint-player.png") });
});

await check("the hint player is kept in the page's link and a link opens with it", async () => {
  await open("game=othello&moves=c4c3c2c5c6d6e6&p1=human&p2=human&hints=greedy");
  expect(await page.isChecked("#hints"), "the link's hints=greedy did not turn the hints on");
  expect(await page.inputValue("#hint-player") === "greedy", `the hint player is '${await page.inputValue("#hint-player")}'`);
  const values = await viewValues(6);
  expect(values.f4 === "-12", `greedy's f4 from the link is ${values.f4}`);
  await page.selectOption("#hint-player", "classic");
  expect(new URL(page.url()).hash.includes("hints=classic"), `the address after choosing classic: ${new URL(page.url()).hash}`);
  await page.selectOption("#hint-player", "");
  expect(new URL(page.url()).hash.includes("hints=best"), `the address with the best analysis: ${new URL(page.url()).hash}`);
  await page.uncheck("#hints");
  expect(!new URL(page.url()).hash.includes("hints="), `the address with the hints off: ${new URL(page.url()).hash}`);
});

await check("tictactoe: hints from Perfect are the minimax primer's +10 / 0 / -10", async () => {
  await open("game=tictactoe&moves=1425&p1=human&p2=human");
  await page.selectOption("#hint-player", "perfect");
  const values = await viewValues(5);
  const expected = { 3: "+10", 6: "0", 7: "-10", 8: "-10", 9: "-10" };
  for (const [move, value] of Object.entries(expected)) expect(values[move] === value, `${move} is ${values[move]}, not ${value}`);
  // Back to the best analysis: the list goes, the usual hints stay.
  await page.selectOption("#hint-player", "");
  await page.waitForFunction(() => /best underlined/.test(document.getElementById("hint-info").textContent), null, { timeout: 10000 });
  expect(await page.locator("#view-moves .view-move").count() === 0, "the player's list stayed");
  // A player of one's own (Advanced) can give the hints too, named in words.
  await page.locator('.side[data-side="1"] .advanced summary').click();
  await page.fill("#spec-1", "classic:depth=5");
  await page.press("#spec-1", "Enter");
  const option = await page.$eval("#hint-player", (el) => [...el.options].find((o) => o.value === "classic:depth=5")?.textContent);
  expect(option === "classic, depth 5", `the custom player is offered as '${option}'`);
});

// Opens every disclosure of the tree, level by level (children are drawn when opened).
async function openWholeTree() {
  for (let round = 0; round < 12; ++round) {
    const closed = await page.evaluate(() => {
      const shut = [...document.querySelectorAll("#tree details:not([open])")];
      for (const details of shut) details.open = true;
      return shut.length;
    });
    if (!closed) return;
    await page.waitForTimeout(50);
  }
}

await check("connect4: the search tree opens node by node, with its counts", async () => {
  await open("game=connect4&moves=4453&p1=human&p2=human");
  await page.click("#tree-panel summary");
  await page.selectOption("#tree-player", "classic:depth=2");
  await page.click("#tree-show");
  await page.waitForFunction(() => /Alpha-beta: /.test(document.getElementById("tree-summary").textContent), null, { timeout: 15000 });
  const summary = await text("#tree-summary");
  const nodes = Number(/Alpha-beta: ([\d,]+) nodes/.exec(summary)[1].replaceAll(",", ""));
  expect(/Plain minimax: [\d,]+ nodes; alpha-beta visits [\d.]+% of them \([\d.]+% pruned\)/.test(summary), `no minimax count in '${summary}'`);
  expect(/Best: \d/.test(summary), "no best move in the summary");
  // The root is open with its seven columns; a column opens to the replies.
  expect(await page.locator("#tree .tree-root > li > details > ul > li").count() === 7, "the root does not show 7 moves");
  const first = page.locator("#tree .tree-root > li > details > ul > li > details").first();
  await first.locator("summary").click();
  // The replies are drawn by the disclosure's toggle event, which the browser fires after the
  // click returns: wait for them rather than count at once.
  await first.locator(":scope > ul > li").first().waitFor({ timeout: 5000 }).catch(() => {});
  expect(await first.locator(":scope > ul > li").count() > 0, "a move did not open to its replies");
  await openWholeTree();
  const drawn = await page.locator("#tree .tree-node").count();
  expect(drawn === nodes, `${drawn} nodes drawn, the search counts ${nodes}`);
  expect(await page.locator("#tree .tree-cutoff").count() > 0, "no cut-off is marked");
  expect(await page.locator("#tree .tree-best").count() === 1, "the best move is not marked once");
  // The tree follows the board.
  await page.click("#back");
  await page.waitForFunction(() => /Alpha-beta: /.test(document.getElementById("tree-summary").textContent) &&
    document.getElementById("position").textContent === "445", null, { timeout: 15000 });
  await page.screenshot({ path: join(outDir, "connect4-tree.png") });
});

await check("the tree's limits: a big tree is cut with a message; Gomoku's is its last iteration; a greedy player has none", async () => {
  await open("game=tictactoe&p1=human&p2=human");
  await page.click("#tree-panel summary");
  await page.selectOption("#tree-player", "perfect");
  await page.click("#tree-show");
  await page.waitForFunction(() => /Shown down to ply \d/.test(document.getElementById("tree-summary").textContent), null, { timeout: 15000 });
  expect((await text("#tree-summary")).includes("plies tree prints all of it"), "the cut tree does not say where to see all of it");
  await open("game=gomoku&moves=h8&p1=human&p2=human");
  await page.click("#tree-panel summary");
  await page.click("#tree-show");
  await page.waitForFunction(() => /Alpha-beta: /.test(document.getElementById("tree-summary").textContent), null, { timeout: 15000 });
  expect((await text("#tree-summary")).includes("the last iteration (depth 2) of its iterative deepening"), `Gomoku's tree: '${await text("#tree-summary")}'`);
  await open("game=connect4&p1=human&p2=human");
  await page.click("#tree-panel summary");
  await page.selectOption("#tree-player", "perfect");
  await page.click("#tree-show");
  await page.waitForFunction(() => /No tree: /.test(document.getElementById("tree-summary").textContent), null, { timeout: 15000 });
});

for (const [size, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]]) {
  await check(`${size}: the hint player's list and the tree fit and are accessible`, async () => {
    await page.setViewportSize({ width, height });
    try {
      await open("game=othello&moves=c4c3c2c5c6d6e6&p1=human&p2=human");
      await page.selectOption("#hint-player", "greedy");
      await viewValues(6);
      await page.locator('#view-moves .view-move[data-move="f4"] summary').click();
      await page.click("#tree-panel summary");
      await page.selectOption("#tree-player", "classic:depth=2");
      await page.click("#tree-show");
      await page.waitForFunction(() => /Alpha-beta: /.test(document.getElementById("tree-summary").textContent), null, { timeout: 15000 });
      await page.locator("#tree .tree-root > li > details > ul > li > details summary").first().click();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll <= width, `the page is ${scroll} px wide on a ${width} px screen`);
      await page.locator("#explain").screenshot({ path: join(outDir, `${size}-explain.png`) });
      const problems = await axeViolations();
      expect(!problems.length, problems.join("\n  "));
    } finally {
      await page.setViewportSize({ width: 1100, height: 900 });
    }
  });
}
