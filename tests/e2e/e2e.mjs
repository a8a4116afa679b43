// The web page end to end in Debian's chromium, driven by playwright-core (no browser
// download): `plies serve` on a free loopback port (harness.mjs), then the checks of
//   checks-play.mjs    full games, hints, undo, the demo, the address, a phone's screen;
//   checks-ui.mjs      redraws, the address, levels, coordinates, hints in words, stepping
//                      through the moves, keyboard play, announcements;
//   checks-explain.mjs hints from a chosen player, the search tree (issue 29);
//   checks-engine.mjs  Stop (within a second, never an unsearched move), time budgets, offline
//                      play after one visit.
//   checks-screens.mjs every game at 1280x800 and 390x844: screenshots, axe-core's WCAG rules.
// Screenshots go to --out. Prints "N passed, M failed"; --only NAME runs the checks whose name
// contains NAME.
//   node e2e.mjs --plies build/plies --root web --out build/test-output/e2e
import { finish } from "./harness.mjs";

await import("./checks-play.mjs");
await import("./checks-ui.mjs");
await import("./checks-explain.mjs");
await import("./checks-engine.mjs");
await import("./checks-screens.mjs");
await finish();
