// The page: one game on the board, two players (people or engine levels), the engine as
// WebAssembly (rules on this thread, searches in workers).
import { Cancelled, EngineWorker, loadEngine, parseAnswer } from "./engine-client.js";
import { focusCell, lookOf, moveFocus, paintSwatch, renderBoard, sideTitle } from "./board-view.js";
import {
  addressOf, defaultSpecs, readAddress, readGameOptions, renderGameOptions, renderPlayers,
} from "./controls.js";
import { fillSelect, hintPlayers, renderViewList, TreePanel } from "./explain.js";
import { hintsFromAnalysis, hintsFromView } from "./hints.js";
import { playerName } from "./levels.js";
import { Line, playMoveString } from "./line.js";
import { renderMoveList } from "./move-list.js";

const $ = (id) => document.getElementById(id);
const ui = {
  engineStatus: $("engine-status"), game: $("game"), gameOptions: $("game-options"),
  players: $("players"), newGame: $("new-game"), undo: $("undo"), hints: $("hints"),
  numbers: $("numbers"), numbersLabel: $("numbers-label"),
  demo: $("demo"), speed: $("speed"), speedText: $("speed-text"), board: $("board"),
  turnPiece: $("turn-piece"), turnText: $("turn-text"), light: $("thinking-light"),
  stop: $("stop"), result: $("result"), discs: $("discs"), extraMoves: $("extra-moves"),
  searchInfo: $("search-info"), hintInfo: $("hint-info"), notice: $("notice"), error: $("error"),
  announce: $("announce"), moveList: $("move-list"), position: $("position"), help: $("help"),
  first: $("first"), back: $("back"), forward: $("forward"), last: $("last"), cont: $("continue"),
  share: $("share"), link: $("link"), hintPlayer: $("hint-player"), viewScale: $("view-scale"),
  viewMoves: $("view-moves"),
};

const HINT_TIME_MS = 2000;

let engine = null;
let session = null;
let games = [];
let description = null;
let state = null;
let line = null;       // the root position, the moves since, and where the board is along them
let specs = ["human", "random"];
let aiWorker = null;
let hintWorker = null;
let treePanel = null;
let thinking = null;   // {started, stopping} while the AI searches
let aiTimer = 0;
let demo = false;
let hints = null;      // {labels, best, summary} for the current position
let focusIndex = 0;    // the board cell in the tab order (the keyboard's cursor)
let seedBase = Math.floor(Math.random() * 2 ** 31);

function showError(message) {
  ui.error.textContent = message || "";
}

// Read out by screen readers (an aria-live region), e.g. the computer's moves.
function announce(message) {
  ui.announce.textContent = message;
}

function entryOf(name) {
  return games.find((g) => g.name === name);
}

const mover = () => sideTitle(state.sides[state.side_to_move]);

// --- Starting a game -----------------------------------------------------------------------

// Opens `name` with its options at the address's position: `position` (a move string from the
// start, or any position the game reads, which then is the root), then `moves`, then `at`.
function openGame(name, options, address, wantedSpecs) {
  cancelSearches();
  const entry = entryOf(name) || games[0];
  if (session) session.delete();
  session = new engine.Session();
  try {
    parseAnswer(session.open(entry.name, JSON.stringify(options)));
  } catch (error) {
    showError(`${error.message}; using the default options`);
    parseAnswer(session.open(entry.name, "{}"));
  }
  description = parseAnswer(session.describe());
  for (const worker of [aiWorker, hintWorker]) if (worker) worker.prepare(entry.name);
  let root = "";
  let moves = [];
  const position = address?.position || "";
  if (position) {
    const fromStart = playMoveString(session, position);
    if (!fromStart.rest) {
      moves = fromStart.played;
    } else {
      for (let i = 0; i < fromStart.played.length; ++i) session.undo();
      try {
        parseAnswer(session.setPosition(position));
        root = position;
      } catch (error) {
        showError(`The position in the address could not be loaded: ${error.message}`);
      }
    }
  }
  const more = playMoveString(session, address?.moves || "");
  if (more.rest) showError(`The moves in the address stop at '${more.rest}': it is not a legal move there.`);
  line = new Line(session, root);
  line.moves = [...moves, ...more.played];
  line.cursor = line.moves.length;
  if (address?.at !== null && address?.at !== undefined) line.goTo(address.at);
  state = parseAnswer(session.state());
  const defaults = defaultSpecs(entry.name);
  specs = [0, 1].map((side) => wantedSpecs?.[side] || defaults[side]);
  ui.game.value = entry.name;
  renderGameOptions(ui.gameOptions, entry, description.options, () => newGame());
  renderPlayers(ui.players, description, specs, (el, side) => paintSwatch(el, state, side), (side, spec) => {
    specs[side] = spec;
    fillHintPlayers(ui.hintPlayer.value);  // a custom player
    updateAddress();
    render();
    if (!thinking) scheduleAI();
  });
  // The address's hint player (shown at once), else the one chosen before.
  if (address && address.hints !== null) ui.hints.checked = true;
  fillHintPlayers(address && address.hints !== null ? address.hints : ui.hintPlayer.value);
  treePanel.setGame(description);
  ui.help.textContent = helpText();
  ui.numbersLabel.hidden = lookOf(state.game).layout !== "intersections";
  seedBase = Math.floor(Math.random() * 2 ** 31);
  focusIndex = Math.floor((state.board?.cells?.length || 1) / 2);
  ui.notice.textContent = "";
  positionChanged();
}

function newGame() {
  showError("");
  openGame(ui.game.value, readGameOptions(ui.gameOptions), null, specs.slice());
}

function helpText() {
  const look = lookOf(state.game);
  const parts = [`Moves: ${description.notation_help}.`];
  if (look.layout === "drop") {
    const keys = state.board.cell_moves.slice(0, state.board.columns);
    parts.push(`Keys ${keys[0]}-${keys[keys.length - 1]} drop a disc in a column.`);
  }
  parts.push("On the board, the arrow keys move, Enter plays.");
  if (state.game === "gomoku") parts.push("Under renju, × marks the points forbidden to Black.");
  return parts.join(" ");
}

// --- Drawing ----------------------------------------------------------------------------------

function isHumanTurn() {
  return state.outcome === "ongoing" && specs[state.side_to_move] === "human" && !thinking;
}

// Gomoku's stones numbered in the order they were played (the moves of the line).
function moveNumbers() {
  if (!ui.numbers.checked || ui.numbersLabel.hidden) return null;
  const names = state.board.cell_names || [];
  const numbers = new Map();
  line.moves.slice(0, line.cursor).forEach((move, i) => {
    const index = names.indexOf(move);
    if (index >= 0) numbers.set(index, i + 1);
  });
  return numbers;
}

function render() {
  const side = state.side_to_move;
  const over = state.outcome !== "ongoing";
  const boardFocused = ui.board.contains(document.activeElement);
  renderBoard(ui.board, state, {
    onMove: humanMove, hints: ui.hints.checked ? hints : null, interactive: isHumanTurn(),
    moveNumbers: moveNumbers(), focusIndex,
  });
  if (boardFocused) focusCell(ui.board, focusIndex);
  ui.board.classList.toggle("show-threats", ui.hints.checked);
  paintSwatch(ui.turnPiece, state, side);
  ui.turnPiece.hidden = over;
  if (over) {
    ui.turnText.textContent = "Game over";
  } else if (!line.atEnd && specs[side] !== "human") {
    ui.turnText.textContent = `${mover()} to move: the computer waits while you look back`;
  } else {
    const who = specs[side] === "human" ? "your move" : `computer (${playerName(state.game, specs[side])})`;
    ui.turnText.textContent = `${mover()} to move: ${who}`;
  }
  if (state.view_error) showError(`The board picture failed (${state.view_error}); showing the text board.`);
  ui.result.textContent = over ? resultMessage() : "";
  ui.result.className = over ? "shown" : "";
  ui.discs.textContent = discCount();
  ui.light.hidden = !thinking;
  ui.stop.disabled = !thinking;
  ui.undo.disabled = line.cursor === 0;
  ui.first.disabled = ui.back.disabled = line.cursor === 0;
  ui.forward.disabled = ui.last.disabled = line.atEnd;
  ui.cont.hidden = line.atEnd;
  renderMoveList(ui.moveList, line, goTo);
  ui.position.textContent = state.position || "(start)";
  ui.link.value = location.href;
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

// Othello's disc count: "Black 12 · White 9".
function discCount() {
  if (state.game !== "othello" || !state.board.rows) return "";
  const count = (value) => state.board.cells.filter((c) => c === value).length;
  return `${sideTitle(state.sides[0])} ${count(1)} · ${sideTitle(state.sides[1])} ${count(2)}`;
}

function resultMessage() {
  let text;
  if (state.game === "othello") {
    const black = state.board.cells.filter((c) => c === 1).length;
    const white = state.board.cells.filter((c) => c === 2).length;
    const [high, low] = [Math.max(black, white), Math.min(black, white)];
    text = state.outcome === "draw" ? `Draw ${black}-${white}` : `${state.outcome === "first_wins" ? sideTitle(state.sides[0]) : sideTitle(state.sides[1])} wins ${high}-${low}`;
  } else {
    const winner = state.outcome === "first_wins" ? 0 : state.outcome === "second_wins" ? 1 : -1;
    text = winner < 0 ? "Draw" : `${sideTitle(state.sides[winner])} wins`;
    if (state.end && state.end !== "draw") text += ` (${state.end})`;
  }
  const humans = specs.filter((s) => s === "human").length;
  if (humans !== 1 || state.outcome === "draw") return text;
  const humanSide = specs.indexOf("human");
  const humanWon = (state.outcome === "first_wins") === (humanSide === 0);
  return `${text}: ${humanWon ? "you win!" : "the computer wins."}`;
}

let lastAddress = "";

// The hint players offered: the game's levels and kinds, both sides' players and `wanted` (a
// custom spec stays offered), `wanted` chosen.
function fillHintPlayers(wanted) {
  fillSelect(ui.hintPlayer, hintPlayers(description, [...specs, wanted]), wanted);
}

function updateAddress() {
  lastAddress = addressOf(state.game, description.options, line, specs, ui.hints.checked ? ui.hintPlayer.value : null);
  history.replaceState(null, "", lastAddress);
  ui.link.value = location.href;
}

function positionChanged() {
  hints = null;
  render();
  updateAddress();
  treePanel.positionChanged({
    game: state.game, options: description.options, position: state.position,
    over: state.outcome !== "ongoing", mover: mover(),
  });
  if (state.outcome !== "ongoing") announce(resultMessage());
  scheduleHints();
  if (!autoPass()) scheduleAI();
}

// Othello: a person with no legal move passes at once, and the page says so.
function autoPass() {
  if (!line.atEnd || !isHumanTurn() || state.legal_moves.length !== 1 || state.legal_moves[0] !== "pass") return false;
  const message = `${mover()} has no legal move and passes.`;
  setTimeout(() => {
    play("pass");
    ui.notice.textContent = message;
    announce(message);
  }, 400);
  return true;
}

// --- Moves ------------------------------------------------------------------------------------

function play(move) {
  try {
    state = line.play(move);
    showError("");
  } catch (error) {
    showError(error.message);
    return;
  }
  positionChanged();
}

function humanMove(move, index) {
  if (!isHumanTurn() || !move) return;
  if (index !== undefined && state.board.cells && index < state.board.cells.length) focusIndex = index;
  if (!state.legal_moves.includes(move)) {
    // A forbidden point (renju): the engine says why.
    try {
      parseAnswer(session.play(move));
      session.undo();
    } catch (error) {
      showError(error.message);
      announce(error.message);
    }
    return;
  }
  ui.notice.textContent = "";
  play(move);
}

// Takes back the last move, and the computer's reply too, so that it is a person's turn again;
// where the computer moved first it moves again.
function undo() {
  stopDemo();
  cancelSearches();
  if (line.cursor === 0) return;
  state = line.takeBack();
  while (line.cursor > 0 && specs[state.side_to_move] !== "human" && specs.includes("human")) state = line.takeBack();
  ui.searchInfo.textContent = "";
  positionChanged();
}

// Steps along the line (the moves stay: stepping forward again is a redo). The computer waits
// while the board is not at the last move.
function goTo(index) {
  stopDemo();
  cancelSearches();
  const target = Math.max(0, Math.min(index, line.moves.length));
  if (target === line.cursor) return;
  state = line.goTo(target);
  ui.searchInfo.textContent = "";
  positionChanged();
}

// From an earlier position: forget the moves after it and play on from here.
function continueHere() {
  line.moves.length = line.cursor;
  positionChanged();
}

// --- The computer's moves -----------------------------------------------------------------

function scheduleAI() {
  clearTimeout(aiTimer);
  if (state.outcome !== "ongoing") {
    if (demo) aiTimer = setTimeout(() => startDemoGame(), 2500);
    return;
  }
  if (specs[state.side_to_move] === "human" || thinking || !line.atEnd) return;
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
  ui.searchInfo.textContent = `${mover()} is thinking…`;
  try {
    const result = await aiWorker.request({
      type: "choose", game: state.game, options: description.options, position: state.position,
      spec, seed: seedBase + line.cursor, limits: {},
    }, (progress) => {
      if (thinking === token && !token.stopping)
        ui.searchInfo.textContent = `${mover()} is thinking… best so far ${progress.move} (${describeInfo(progress.info)})`;
    });
    if (thinking !== token) return;
    thinking = null;
    const ms = Math.round(performance.now() - token.started);
    const who = sideTitle(state.sides[side]);
    ui.searchInfo.textContent = result.info.stopped_by_user
      ? `Stopped: ${who} played ${result.move}, its best move so far (${describeInfo(result.info)}, ${ms} ms)`
      : `${who} played ${result.move} (${describeInfo(result.info)}, ${Math.round(result.elapsed_ms)} ms)`;
    announce(result.move === "pass" ? `${who} has no legal move and passes.` : `${who} plays ${result.move}.`);
    if (result.move === "pass") ui.notice.textContent = `${who} has no legal move and passes.`;
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
  if (info.score_text) parts.push(info.score_text);
  if (info.nodes) parts.push(`${info.nodes.toLocaleString("en")} positions`);
  return parts.join(", ") || "no search";
}

// Stop: the search ends at once and its best move so far is played (never an unsearched move:
// see EngineWorker.stop).
function stopThinking() {
  if (!thinking || thinking.stopping) return;
  thinking.stopping = true;
  ui.searchInfo.textContent = `Stopping: ${mover()} plays its best move so far…`;
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

// From the best analysis (the engine's exact or deepest values), or as the player chosen under
// "Hints from" sees the moves (its own values, its choice, and the parts of each value).
async function scheduleHints() {
  if (hintWorker.busy) hintWorker.cancel();
  ui.hintInfo.textContent = "";
  ui.viewScale.textContent = "";
  renderViewList(ui.viewMoves, null);
  if (!ui.hints.checked || state.outcome !== "ongoing") return;
  const position = state.position;
  const spec = ui.hintPlayer.value;
  const title = ui.hintPlayer.selectedOptions[0]?.textContent || spec;
  ui.hintInfo.textContent = "Hints: thinking…";
  try {
    const request = { game: state.game, options: description.options, position, limits: { time_ms: HINT_TIME_MS } };
    const answer = await hintWorker.request(spec ? { ...request, type: "view", spec, explain: true } : { ...request, type: "analyse" });
    if (state.position !== position) return;
    hints = spec ? hintsFromView(answer, state, title) : hintsFromAnalysis(answer, state);
    ui.hintInfo.textContent = hints.summary;
    if (spec && answer.scale) ui.viewScale.textContent = `${title}'s scale: ${answer.scale}.`;
    if (spec) renderViewList(ui.viewMoves, answer);
    render();
  } catch (error) {
    if (!(error instanceof Cancelled)) ui.hintInfo.textContent = `Hints unavailable: ${error.message}`;
  }
}

// --- Demo ---------------------------------------------------------------------------------

// The game box's demo, as `plies demo` plays it: two classic players at different random depths
// from the game's demo range (the engine's listGames), the stronger side drawn each game.
function demoSpecs() {
  const kinds = description.player_kinds.map((k) => k.name);
  if (!kinds.includes("classic")) {
    const ai = kinds.filter((k) => k !== "human");
    return [ai[ai.length - 1], ai[Math.max(0, ai.length - 2)]];
  }
  const [lo, max] = entryOf(state.game)?.demo_depths || [2, 6];
  const hi = Math.max(max, lo + 1);
  const weak = lo + Math.floor(Math.random() * (hi - lo));
  const strong = weak + 1 + Math.floor(Math.random() * (hi - weak));
  const depths = Math.random() < 0.5 ? [strong, weak] : [weak, strong];
  return depths.map((d) => `classic:depth=${d}`);
}

function startDemoGame() {
  openGame(ui.game.value, readGameOptions(ui.gameOptions), null, demoSpecs());
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
  if (ui.board.contains(event.target)) {
    const index = moveFocus(ui.board, event.key);
    if (index !== null) {
      focusIndex = index;
      event.preventDefault();
      return;
    }
  }
  // Connect Four: a column's key (1-7, or 0-6 zero-based) drops a disc there.
  if (lookOf(state.game).layout !== "drop" || event.ctrlKey || event.altKey || event.metaKey) return;
  const column = state.board.cell_moves.slice(0, state.board.columns).indexOf(event.key);
  if (column >= 0) humanMove(event.key, column);
}

async function share() {
  updateAddress();
  try {
    await navigator.clipboard.writeText(location.href);
    ui.share.textContent = "Link copied";
  } catch {
    // No clipboard (an insecure origin or a refusal): select the link for the person to copy.
    ui.link.select();
    ui.share.textContent = "Copy the selected link";
  }
  setTimeout(() => (ui.share.textContent = "Share"), 2500);
}

function openAddress() {
  const address = readAddress();
  const start = entryOf(address.game) ? address.game : entryOf("connect4") ? "connect4" : games[0].name;
  openGame(start, address.options, address, address.specs);
}

async function main() {
  try {
    engine = await loadEngine();
  } catch (error) {
    ui.engineStatus.textContent = "";
    showError(`The engine could not be loaded: ${error.message}`);
    return;
  }
  ui.engineStatus.textContent = "";
  games = parseAnswer(engine.listGames());
  for (const entry of games) {
    const option = document.createElement("option");
    option.value = entry.name;
    option.textContent = entry.title;
    ui.game.append(option);
  }
  aiWorker = new EngineWorker();
  hintWorker = new EngineWorker();
  treePanel = new TreePanel({
    panel: $("tree-panel"), player: $("tree-player"), show: $("tree-show"), summary: $("tree-summary"), tree: $("tree"),
  }, () => new EngineWorker(), Cancelled);
  ui.game.addEventListener("change", () => {
    stopDemo();
    showError("");
    openGame(ui.game.value, {}, null, null);
  });
  ui.newGame.addEventListener("click", () => {
    // New game during the demo: the players from before it, not two computers.
    if (demo && specsBeforeDemo) specs = specsBeforeDemo;
    stopDemo();
    newGame();
  });
  ui.undo.addEventListener("click", undo);
  ui.first.addEventListener("click", () => goTo(0));
  ui.back.addEventListener("click", () => goTo(line.cursor - 1));
  ui.forward.addEventListener("click", () => goTo(line.cursor + 1));
  ui.last.addEventListener("click", () => goTo(line.moves.length));
  ui.cont.addEventListener("click", continueHere);
  ui.stop.addEventListener("click", stopThinking);
  ui.share.addEventListener("click", share);
  ui.hints.addEventListener("change", () => {
    hints = null;
    render();
    updateAddress();
    scheduleHints();
  });
  // Choosing a player for the hints shows them.
  ui.hintPlayer.addEventListener("change", () => {
    ui.hints.checked = true;
    hints = null;
    render();
    updateAddress();
    scheduleHints();
  });
  ui.numbers.addEventListener("change", render);
  ui.demo.addEventListener("click", () => (demo ? stopDemo() : startDemo()));
  const showSpeed = () => (ui.speedText.textContent = `${(Number(ui.speed.value) / 1000).toFixed(1)} s`);
  ui.speed.addEventListener("input", showSpeed);
  showSpeed();
  document.addEventListener("keydown", onKey);
  // A link pasted into the address bar of an open page changes only the hash: open it.
  window.addEventListener("hashchange", () => {
    if (location.hash === lastAddress) return;
    stopDemo();
    showError("");
    openAddress();
  });
  openAddress();
  document.body.dataset.ready = "true";
}

// Offline after the first visit (see sw.js); a page opened from a file has no service worker.
// Registered once the page is playable: its install fetches every file of the page, which on a
// first visit competed with the page's own loading.
function registerOfflineCache() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  navigator.serviceWorker.register("sw.js").catch((error) => console.warn(`offline cache: ${error.message}`));
}

main().then(registerOfflineCache);
