// Draws a game's board from the engine's board view (cells, the move each cell plays, winning
// line, forbidden points, last move). Each game has its own look; a game without a view is
// shown as the engine's text board.

// How each game is drawn. `layout`: "cells" (pieces in squares), "drop" (Connect Four: a click
// anywhere in a column drops a disc, column buttons on top), "intersections" (Gomoku: stones on
// the crossing points of lines).
const LOOKS = {
  tictactoe: { layout: "cells", marks: ["X", "O"] },
  connect4: { layout: "drop" },
  gomoku: { layout: "intersections" },
  othello: { layout: "cells", showLegal: true },
};

// Colour-blind-safe colours (Okabe & Ito's palette) for the colour a side is named after.
const NAMED_COLOURS = {
  red: "#d55e00",
  yellow: "#f0e442",
  black: "#1b1b1b",
  white: "#f7f7f7",
  blue: "#0072b2",
  orange: "#e69f00",
  green: "#009e73",
};
const DEFAULT_COLOURS = ["#0072b2", "#e69f00"];

export function lookOf(game) {
  return LOOKS[game] || { layout: "cells" };
}

// A side named after a colour ("Red", "black (X)") gets that colour; others the default pair.
export function sideColour(sideName, side) {
  const name = String(sideName || "").toLowerCase();
  const key = Object.keys(NAMED_COLOURS).find((colour) => new RegExp(`\\b${colour}\\b`).test(name));
  return key ? NAMED_COLOURS[key] : DEFAULT_COLOURS[side];
}

// Paints a swatch element as side `side`'s piece (used for the turn indicator and players).
export function paintSwatch(element, state, side) {
  const look = lookOf(state.game);
  element.className = `swatch piece p${side + 1}`;
  element.style.setProperty("--piece", sideColour(state.sides[side], side));
  element.textContent = look.marks ? look.marks[side] : "";
  element.classList.toggle("mark", Boolean(look.marks));
}

function makeEl(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

// hints: {labels: Map(move -> text), best: Set(move)}; threats: [[moves of side 0], [side 1]].
export function renderBoard(container, state, options) {
  const { onMove, hints, interactive } = options;
  const board = state.board;
  const look = lookOf(state.game);
  container.replaceChildren();
  container.className = `board game-${state.game}`;
  container.style.setProperty("--side0", sideColour(state.sides[0], 0));
  container.style.setProperty("--side1", sideColour(state.sides[1], 1));
  if (!board || !board.rows) {
    container.classList.add("layout-text");
    container.append(makeEl("pre", "text-board", state.text));
    return;
  }
  container.classList.add(`layout-${look.layout}`);
  container.style.setProperty("--columns", board.columns);
  container.style.setProperty("--rows", board.rows);
  container.classList.toggle("interactive", interactive);

  const legal = new Set(state.legal_moves);
  const winning = new Set(board.winning_line);
  const forbidden = new Set(board.forbidden);
  const threatOf = new Map();
  (state.threats || []).forEach((moves, side) => {
    for (const move of moves) threatOf.set(move, (threatOf.get(move) || 0) | (1 << side));
  });
  const labels = hints ? hints.labels : new Map();
  const best = hints ? hints.best : new Set();

  if (look.layout === "drop") {
    for (let column = 0; column < board.columns; ++column) {
      const move = board.cell_moves[column];
      const head = makeEl("button", "column-head");
      head.type = "button";
      head.dataset.move = move;
      head.disabled = !interactive || !legal.has(move);
      head.setAttribute("aria-label", `drop in column ${column + 1}`);
      head.append(makeEl("span", "key", String(column + 1)));
      if (labels.has(move)) {
        const label = makeEl("span", "hint-label", labels.get(move));
        if (best.has(move)) label.classList.add("best");
        head.append(label);
      }
      head.addEventListener("click", () => onMove(move));
      container.append(head);
    }
  }

  board.cells.forEach((content, index) => {
    const move = board.cell_moves[index];
    const cell = makeEl("button", "cell");
    cell.type = "button";
    cell.dataset.index = index;
    if (move) cell.dataset.move = move;
    const row = Math.floor(index / board.columns);
    const column = index % board.columns;
    if (look.layout === "intersections") {
      if (row === 0) cell.classList.add("edge-top");
      if (row === board.rows - 1) cell.classList.add("edge-bottom");
      if (column === 0) cell.classList.add("edge-left");
      if (column === board.columns - 1) cell.classList.add("edge-right");
    }
    const playable = interactive && move && legal.has(move) && content === 0 && !forbidden.has(index);
    cell.disabled = !playable;
    let name = move || `cell ${index + 1}`;
    if (content) {
      const side = content - 1;
      const piece = makeEl("span", `piece p${content}`, look.marks ? look.marks[side] : "");
      if (look.marks) piece.classList.add("mark");
      if (index === board.last_move) piece.classList.add("last");
      cell.append(piece);
      name += `, ${state.sides[side]}`;
    } else {
      if (forbidden.has(index)) {
        cell.classList.add("forbidden");
        cell.append(makeEl("span", "forbidden-mark", "×"));
        name += ", forbidden for " + state.sides[0];
      } else if (look.showLegal && legal.has(move)) {
        cell.classList.add("legal");
      }
      if (threatOf.has(move)) {
        const sides = threatOf.get(move);
        cell.classList.add("threat");
        cell.append(makeEl("span", `threat-mark t${sides}`, sides === 3 ? "!!" : "!"));
      }
      if (labels.has(move) && look.layout !== "drop") {
        const label = makeEl("span", "hint-label", labels.get(move));
        if (best.has(move)) label.classList.add("best");
        cell.append(label);
      }
    }
    if (winning.has(index)) cell.classList.add("win");
    cell.setAttribute("aria-label", name);
    if (look.layout === "drop") {
      // Any cell of a column plays that column (the disc falls).
      cell.disabled = !(interactive && legal.has(move));
    }
    cell.addEventListener("click", () => onMove(move));
    container.append(cell);
  });
}
