// The page: one game on the board, two players (people or engine levels), the engine as
// WebAssembly (rules on this thread, searches in workers).
import { Cancelled, EngineWorker, loadEngine, parseAnswer } from "./engine-client.js";
import { lookOf, paintSwatch, renderBoard } from "./board-view.js";
import {
  defaultSpecs, readAddress, readGameOptions, renderGameOptions, renderPlayers, writeAddress,
} from "./controls.js";

const $ = (id) => document.getElementById(id);
const ui = {
  engineStatus: $("engine-status"), game: $("game"), gameOptions: $("game-options"),
  players: $("players"), newGame: $("new-game"), undo: $("undo"), hints: $("hints"),
  demo: $("demo"), speed: $("speed"), speedText: $("speed-text"), board: $("board"),
  turnPiece: $("turn-piece"), turnText: $("turn-text"), light: $("thinking-light"),
  stop: $("stop"), result: $("result"), extraMoves: $("extra-moves"),
  searchInfo: $("search-info"), hintInfo: $("hint-info"), error: $("error"),
  history: $("history"), position: $("position"), help: $("help"),
};

const HINT_TIME_MS = 2000;

let engine = null;
let session = null;
let games = [];
let description = null;
let state = null;
let specs = ["human", "random"];
let aiWorker = null;
let hintWorker = null;
let thinking = null;   // {best, started} while the AI searches
let aiTimer = 0;
let demo = false;
let hints = null;      // {labels, best} for the current position
let seedBase = Math.floor(Math.random() * 2 ** 31);

function showError(message) {
  ui.error.textContent = message || "";
}

function entryOf(name) {
  return games.find((g) => g.name === name);
}

// --- Starting a game -----------------------------------------------------------------------

function openGame(name, options, position, wantedSpecs) {
  cancelSearches();
  const entry = entryOf(name) || games[0];
  if (session) session.delete();
  session = new engine.Session();
  try {
    state = parseAnswer(session.open(entry.name, JSON.stringify(options)));
  } catch (error) {
    showError(`${error.message}; using the default options`);
    state = parseAnswer(session.open(entry.name, "{}"));
  }
  description = parseAnswer(session.describe());
  if (position) {
    try {
      state = parseAnswer(session.setPosition(position));
    } catch (error) {
      showError(`The position in the address could not be loaded: ${error.message}`);
    }
  }
  const defaults = defaultSpecs(description);
  specs = [0, 1].map((side) => wantedSpecs?.[side] || defaults[side]);
  ui.game.value = entry.name;
  renderGameOptions(ui.gameOptions, entry, description.options, () => newGame());
  renderPlayers(ui.players, description, specs, (el, side) => paintSwatch(el, state, side), (side, spec) => {
    specs[side] = spec;
    updateAddress();
    if (!thinking) scheduleAI();
  });
  ui.help.textContent = helpText();
  seedBase = Math.floor(Math.random() * 2 ** 31);
  positionChanged();
}

function newGame() {
  showError("");
  openGame(ui.game.value, readGameOptions(ui.gameOptions), "", specs.slice());
}

function helpText() {
  const look = lookOf(state.game);
  const parts = [`Moves: ${description.notation_help}.`];
  if (look.layout === "drop") parts.push("Keys 1-7 drop a disc in a column.");
  if (state.game === "gomoku") parts.push("Under renju, × marks the points forbidden to Black.");
  parts.push("Player specs are the command line's, e.g. classic:depth=6,blunder=0.2.");
  return parts.join(" ");
}

// --- Drawing ----------------------------------------------------------------------------------

function isHumanTurn() {
  return state.outcome === "ongoing" && specs[state.side_to_move] === "human" && !thinking;
}

function render() {
  const side = state.side_to_move;
  const over = state.outcome !== "ongoing";
  renderBoard(ui.board, state, { onMove: humanMove, hints: ui.hints.checked ? hints : null, interactive: isHumanTurn() });
  ui.board.classList.toggle("show-threats", ui.hints.checked);
  paintSwatch(ui.turnPiece, state, side);
  ui.turnPiece.hidden = over;
  if (over) {
    ui.turnText.textContent = "Game over";
  } else {
    const who = specs[side] === "human" ? "your move" : `computer (${specs[side]})`;
    ui.turnText.textContent = `${state.sides[side]} to move: ${who}`;
  }
  if (state.view_error) showError(`The board picture failed (${state.view_error}); showing the text board.`);
  ui.result.textContent = over ? resultMessage() : "";
  ui.result.className = over ? "shown" : "";
  ui.light.hidden = !thinking;
  ui.stop.disabled = !thinking;
  ui.undo.disabled = !state.can_undo;
  ui.history.textContent = state.history.join(" ") || "(no moves yet)";
  ui.position.textContent = state.position || "(start)";
  // Moves that are not a cell (Othello's pass).
  ui.extraMoves.replaceChildren();
  const cellMoves = new Set(state.board.cell_moves || []);
  for (const move of state.legal_moves) {
    if (cellMoves.has(move) && state.board.rows) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move;
    button.dataset.move = move;
    button.disabled = !isHumanTurn();
    button.addEventListener("click", () => humanMove(move));
    ui.extraMoves.append(button);
  }
}

function resultMessage() {
  const text = state.result;
  const humans = specs.filter((s) => s === "human").length;
  if (humans !== 1 || state.outcome === "draw") return text;
  const humanSide = specs.indexOf("human");
  const humanWon = (state.outcome === "first_wins") === (humanSide === 0);
  return `${text}: ${humanWon ? "you win!" : "the computer wins."}`;
}

function updateAddress() {
  writeAddress(state.game, description.options, state.position, specs);
}

function positionChanged() {
  hints = null;
  render();
  updateAddress();
  scheduleHints();
  scheduleAI();
}

// --- Moves ------------------------------------------------------------------------------------

function play(move) {
  try {
    state = parseAnswer(session.play(move));
    showError("");
  } catch (error) {
    showError(error.message);
    return;
  }
  positionChanged();
}

function humanMove(move) {
  if (!isHumanTurn() || !move || !state.legal_moves.includes(move)) return;
  play(move);
}

function undo() {
  stopDemo();
  cancelSearches();
  if (!state.can_undo) return;
  state = parseAnswer(session.undo());
  // Against the computer, take back its reply too, so that it is a person's turn again.
  while (state.can_undo && specs[state.side_to_move] !== "human" && specs.includes("human")) {
    state = parseAnswer(session.undo());
  }
  clearTimeout(aiTimer);
  hints = null;
  ui.searchInfo.textContent = "";
  render();
  updateAddress();
  scheduleHints();
  // Undone to a position where the computer moves (it moved first): it moves again.
  scheduleAI();
}

// --- The computer's moves -----------------------------------------------------------------

function scheduleAI() {
  clearTimeout(aiTimer);
  if (state.outcome !== "ongoing") {
    if (demo) aiTimer = setTimeout(() => startDemoGame(), 2500);
    return;
  }
  if (specs[state.side_to_move] === "human" || thinking) return;
  const bothComputers = specs.every((s) => s !== "human");
  aiTimer = setTimeout(think, bothComputers ? Number(ui.speed.value) : 50);
}

async function think() {
  if (thinking || state.outcome !== "ongoing") return;
  const side = state.side_to_move;
  const spec = specs[side];
  if (spec === "human") return;
  const token = { started: performance.now() };
  thinking = token;
  render();
  ui.searchInfo.textContent = `${state.sides[side]} is thinking…`;
  try {
    const result = await aiWorker.request({
      type: "choose", game: state.game, options: description.options, position: state.position,
      spec, seed: seedBase + state.history.length, limits: {},
    }, (progress) => {
      if (thinking === token && !token.stopping)
        ui.searchInfo.textContent = `${state.sides[side]} is thinking… best so far ${progress.move} (${describeInfo(progress.info)})`;
    });
    if (thinking !== token) return;
    thinking = null;
    const ms = Math.round(performance.now() - token.started);
    ui.searchInfo.textContent = result.info.stopped_by_user
      ? `Stopped: ${state.sides[side]} played ${result.move}, its best move so far (${describeInfo(result.info)}, ${ms} ms)`
      : `${state.sides[side]} played ${result.move} (${describeInfo(result.info)}, ${Math.round(result.elapsed_ms)} ms)`;
    play(result.move);
  } catch (error) {
    if (error instanceof Cancelled || thinking !== token) return;
    thinking = null;
    showError(`The computer could not move: ${error.message}`);
    stopDemo();
    render();
  }
}

function describeInfo(info) {
  const parts = [];
  if (info.note) parts.push(info.note);
  if (info.depth) parts.push(`depth ${info.depth}`);
  if (info.score_text) parts.push(`score ${info.score_text}`);
  else if (info.score !== null && info.score !== undefined) parts.push(`score ${info.score}`);
  if (info.nodes) parts.push(`${info.nodes.toLocaleString("en")} nodes`);
  return parts.join(", ") || "no search";
}

// Stop: the search ends at once and its best move so far is played (never an unsearched move:
// see EngineWorker.stop).
function stopThinking() {
  if (!thinking || thinking.stopping) return;
  thinking.stopping = true;
  ui.searchInfo.textContent = `Stopping: ${state.sides[state.side_to_move]} plays its best move so far…`;
  aiWorker.stop();
}

function cancelSearches() {
  clearTimeout(aiTimer);
  if (thinking) {
    thinking = null;
    aiWorker.cancel();
  }
  if (hintWorker && hintWorker.busy) hintWorker.cancel();
}

// --- Hints ----------------------------------------------------------------------------------

async function scheduleHints() {
  if (hintWorker.busy) hintWorker.cancel();
  ui.hintInfo.textContent = "";
  if (!ui.hints.checked || state.outcome !== "ongoing") return;
  const position = state.position;
  ui.hintInfo.textContent = "Hints: thinking…";
  try {
    const answer = await hintWorker.request({
      type: "analyse", game: state.game, options: description.options, position,
      limits: { time_ms: HINT_TIME_MS },
    });
    if (state.position !== position) return;
    if (answer.unsupported) {
      hints = { labels: new Map(), best: new Set() };
      ui.hintInfo.textContent = "Hints: ! marks a point where a side wins at once.";
    } else {
      const moves = answer.moves.filter((m) => m.legal !== false);
      const top = Math.max(...moves.map((m) => m.score));
      hints = {
        labels: new Map(moves.map((m) => [m.move, m.score_text || String(m.score)])),
        best: new Set(moves.filter((m) => m.score === top).map((m) => m.move)),
      };
      ui.hintInfo.textContent = `Hints: the value of each move for ${state.sides[state.side_to_move]} (best underlined).`;
    }
    render();
  } catch (error) {
    if (!(error instanceof Cancelled)) ui.hintInfo.textContent = `Hints unavailable: ${error.message}`;
  }
}

// --- Demo ---------------------------------------------------------------------------------

// Seed 000's demo: two computers with different random depths; which side is the stronger is
// drawn each game.
function demoSpecs() {
  const kinds = description.player_kinds.map((k) => k.name);
  if (!kinds.includes("classic")) {
    const ai = kinds.filter((k) => k !== "human");
    return [ai[ai.length - 1], ai[Math.max(0, ai.length - 2)]];
  }
  const strong = 4 + Math.floor(Math.random() * 3);
  const weak = 2 + Math.floor(Math.random() * 2);
  const depths = Math.random() < 0.5 ? [strong, weak] : [weak, strong];
  return depths.map((d) => `classic:depth=${d}`);
}

function startDemoGame() {
  openGame(ui.game.value, readGameOptions(ui.gameOptions), "", demoSpecs());
}

let specsBeforeDemo = null;  // the players to go back to when a new game ends the demo

function startDemo() {
  specsBeforeDemo = specs.slice();
  demo = true;
  ui.demo.textContent = "End demo";
  ui.demo.setAttribute("aria-pressed", "true");
  startDemoGame();
}

function stopDemo() {
  if (!demo) return;
  demo = false;
  ui.demo.textContent = "Start demo";
  ui.demo.setAttribute("aria-pressed", "false");
}

// --- Wiring ---------------------------------------------------------------------------------

// Controls that take typed text keep their keys; a checkbox or a button that was just clicked
// (Hints) does not (keys 1-7 once stopped dropping discs after a click on Hints).
function takesText(element) {
  if (element.closest("select, textarea")) return true;
  const input = element.closest("input");
  return Boolean(input) && !["checkbox", "radio", "range", "button", "submit", "reset"].includes(input.type);
}

function onKey(event) {
  if (takesText(event.target)) return;
  if (event.key === "Escape" && thinking) {
    stopThinking();
    return;
  }
  if (lookOf(state.game).layout !== "drop" || !/^[1-9]$/.test(event.key)) return;
  const column = Number(event.key) - 1;
  if (column >= state.board.columns) return;
  humanMove(state.board.cell_moves[column]);
}

async function main() {
  try {
    engine = await loadEngine();
  } catch (error) {
    ui.engineStatus.textContent = "";
    showError(`The engine could not be loaded: ${error.message}`);
    return;
  }
  ui.engineStatus.textContent = "engine: WebAssembly";
  games = parseAnswer(engine.listGames());
  for (const entry of games) {
    const option = document.createElement("option");
    option.value = entry.name;
    option.textContent = entry.title;
    ui.game.append(option);
  }
  aiWorker = new EngineWorker();
  hintWorker = new EngineWorker();
  ui.game.addEventListener("change", () => {
    stopDemo();
    showError("");
    openGame(ui.game.value, {}, "", null);
  });
  ui.newGame.addEventListener("click", () => {
    // New game during the demo: the players from before it, not two computers.
    if (demo && specsBeforeDemo) specs = specsBeforeDemo;
    stopDemo();
    newGame();
  });
  ui.undo.addEventListener("click", undo);
  ui.stop.addEventListener("click", stopThinking);
  ui.hints.addEventListener("change", () => {
    render();
    scheduleHints();
  });
  ui.demo.addEventListener("click", () => (demo ? stopDemo() : startDemo()));
  const showSpeed = () => (ui.speedText.textContent = `${(Number(ui.speed.value) / 1000).toFixed(1)} s`);
  ui.speed.addEventListener("input", showSpeed);
  showSpeed();
  document.addEventListener("keydown", onKey);

  const address = readAddress();
  const start = entryOf(address.game) ? address.game : entryOf("connect4") ? "connect4" : games[0].name;
  openGame(start, address.options, address.position, address.specs);
  document.body.dataset.ready = "true";
}

// Offline after the first visit (see sw.js); a page opened from a file has no service worker.
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  navigator.serviceWorker.register("sw.js").catch((error) => console.warn(`offline cache: ${error.message}`));
}

main();
