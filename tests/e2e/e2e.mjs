// The web page end to end in Debian's chromium, driven by playwright-core (no browser
// download): `plies serve` on a free loopback port (harness.mjs), then the checks of
//   checks-play.mjs    full games, hints, undo, the demo, the address, a phone's screen;
//   checks-engine.mjs  Stop (within a second, never an unsearched move), time budgets, offline
//                      play after one visit.
// Screenshots go to --out. Prints "N passed, M failed"; --only NAME runs the checks whose name
// contains NAME.
//   node e2e.mjs --plies build/plies --root web --out build/test-output/e2e
import { finish } from "./harness.mjs";

await import("./checks-play.mjs");
await import("./checks-engine.mjs");
await finish();
