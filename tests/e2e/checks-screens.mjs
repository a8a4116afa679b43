// Each game's page at a desktop's and a phone's size: a screenshot of each, and axe-core's
// accessibility rules (WCAG 2.1 A and AA, contrast included) with no serious or critical
// violation.
import { join } from "node:path";
import { axeViolations, check, expect, open, outDir, page } from "./harness.mjs";

const SIZES = [["desktop", 1280, 800], ["phone", 390, 844]];
// Positions with pieces, the last move and (with hints) the engine's labels on the board.
const GAMES = [
  ["tictactoe", "game=tictactoe&moves=51&p1=human&p2=perfect"],
  ["connect4", "game=connect4&moves=4453&p1=human&p2=classic:depth=4"],
  ["othello", "game=othello&moves=f5d6c3d3&p1=human&p2=strong:time=1s"],
  ["gomoku", "game=gomoku&rule=renju&moves=h8a1i8a3j10a5j9a7&p1=human&p2=strong:time=1s"],
];

for (const [size, width, height] of SIZES) {
  await check(`${size} ${width}x${height}: screenshots and accessibility of every game`, async () => {
    await page.setViewportSize({ width, height });
    try {
      const problems = [];
      for (const [game, hash] of GAMES) {
        await open(hash);
        await page.check("#hints");
        await page.waitForFunction(() => /best underlined|unavailable/.test(document.getElementById("hint-info").textContent), null, { timeout: 15000 });
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll <= width, `${game}: the page is ${scroll} px wide on a ${width} px screen`);
        await page.evaluate(() => window.scrollTo(0, 0));  // checking Hints scrolled to it
        await page.screenshot({ path: join(outDir, `${size}-${game}.png`) });
        for (const violation of await axeViolations()) problems.push(`${game}: ${violation}`);
        await page.uncheck("#hints");
      }
      expect(!problems.length, problems.join("\n  "));
    } finally {
      await page.setViewportSize({ width: 1100, height: 900 });
    }
  });
}
