// Draws a game's board from the engine's board view (cells, the move each cell plays, each cell's
// name, winning line, forbidden points, last move). Each game has its own look; a game without
// a view is shown as the engine's text board.
//
// The board is one grid of buttons with a roving focus: one cell is in the tab order, the arrow
// keys move it, Enter or Space plays it (see moveFocus).

// How each game is drawn. `layout`: "cells" (pieces in squares), "drop" (Connect Four: a click
// anywhere in a column drops a disc, column buttons on top), "intersections" (Gomoku: stones on
// the crossing points of lines). `coordinates`: letters above, numbers beside, as the notation.
const LOOKS = {
  tictactoe: { layout: "cells", marks: ["X", "O"] },
  connect4: { layout: "drop" },
  gomoku: { layout: "intersections", coordinates: true },
  othello: { layout: "cells", showLegal: true, coordinates: true },
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

// "black (X)" -> "Black": how messages name a side.
export function sideTitle(sideName) {
  const name = String(sideName || "").replace(/\s*\(.*\)\s*$/, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
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

// The column letters and row numbers of a board, read from its cells' names ("a8" ... "h1").
function coordinateLabels(board) {
  const names = board.cell_names || [];
  const columns = [];
  const rows = [];
  for (let c = 0; c < board.columns; ++c) columns.push(String(names[c] || "").replace(/\d+$/, ""));
  for (let r = 0; r < board.rows; ++r) rows.push(String(names[r * board.columns] || "").replace(/^[a-z]+/i, ""));
  return { columns, rows };
}

// The disc that was just played falls (Connect Four) or appears; a redraw of the same position
// animates nothing (every disc once fell again at each redraw).
let lastDrawn = { game: null, position: null };

// options: onMove(move, index), hints {labels: Map(move -> {short, text}), best: Set(move)},
// interactive, moveNumbers (Map(cell index -> number) or null), focusIndex (the cell in the tab
// order).
export function renderBoard(container, state, options) {
  const { onMove, hints, interactive, moveNumbers, focusIndex } = options;
  const board = state.board;
  const look = lookOf(state.game);
  const fresh = lastDrawn.game !== state.game || lastDrawn.position !== state.position;
  lastDrawn = { game: state.game, position: state.position };
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
  container.classList.toggle("with-coordinates", Boolean(look.coordinates));
  container.style.setProperty("--columns", board.columns);
  container.style.setProperty("--rows", board.rows);
  container.classList.toggle("interactive", interactive);
  container.setAttribute("role", "group");
  container.setAttribute("aria-label", `${state.game} board, ${board.columns} by ${board.rows}`);

  const legal = new Set(state.legal_moves);
  const winning = new Set(board.winning_line);
  const forbidden = new Set(board.forbidden);
  const threatOf = new Map();
  (state.threats || []).forEach((moves, side) => {
    for (const move of moves) threatOf.set(move, (threatOf.get(move) || 0) | (1 << side));
  });
  const labels = hints ? hints.labels : new Map();
  const best = hints ? hints.best : new Set();
  const coordinates = look.coordinates ? coordinateLabels(board) : null;
  const hintLabel = (move) => {
    const label = makeEl("span", "hint-label", labels.get(move).short);
    label.title = labels.get(move).text;
    if (best.has(move)) label.classList.add("best");
    return label;
  };

  if (coordinates) {
    container.append(makeEl("span", "coordinate corner"));
    for (const letter of coordinates.columns) container.append(makeEl("span", "coordinate column-name", letter));
  }
  if (look.layout === "drop") {
    for (let column = 0; column < board.columns; ++column) {
      const move = board.cell_moves[column];
      const head = makeEl("button", "column-head");
      head.type = "button";
      head.dataset.move = move;
      head.dataset.column = column;
      head.tabIndex = -1;
      head.disabled = !interactive || !legal.has(move);
      // Named by its visible text plus hidden words (a label that differed from the visible
      // text would confuse voice control).
      head.append(makeEl("span", "visually-hidden", "drop in column "), makeEl("span", "key", move));
      if (labels.has(move)) head.append(hintLabel(move), makeEl("span", "visually-hidden", `, ${labels.get(move).text}`));
      head.addEventListener("click", () => onMove(move, column));
      container.append(head);
    }
  }

  board.cells.forEach((content, index) => {
    const move = board.cell_moves[index];
    const row = Math.floor(index / board.columns);
    const column = index % board.columns;
    if (coordinates && column === 0) container.append(makeEl("span", "coordinate row-name", coordinates.rows[row]));
    const cell = makeEl("button", "cell");
    cell.type = "button";
    cell.dataset.index = index;
    cell.tabIndex = index === focusIndex ? 0 : -1;
    if (move) cell.dataset.move = move;
    if (board.cell_names?.[index]) cell.dataset.name = board.cell_names[index];
    if (look.layout === "intersections") {
      if (row === 0) cell.classList.add("edge-top");
      if (row === board.rows - 1) cell.classList.add("edge-bottom");
      if (column === 0) cell.classList.add("edge-left");
      if (column === board.columns - 1) cell.classList.add("edge-right");
    }
    const playable = interactive && move && legal.has(move) && content === 0 && !forbidden.has(index);
    // A forbidden point stays clickable (it says why it is forbidden); others are disabled
    // through aria-disabled, not `disabled`, so that the keyboard's focus can rest on them.
    const clickable = playable || (interactive && forbidden.has(index) && content === 0);
    if (!clickable) cell.setAttribute("aria-disabled", "true");
    let name = board.cell_names?.[index] || (look.layout === "drop" ? `column ${board.cell_moves[index]}, row ${board.rows - row}` : move || `cell ${index + 1}`);
    if (content) {
      const side = content - 1;
      const piece = makeEl("span", `piece p${content}`, look.marks ? look.marks[side] : "");
      if (look.marks) piece.classList.add("mark");
      if (index === board.last_move) {
        piece.classList.add("last");
        if (fresh) piece.classList.add("new");
      }
      if (moveNumbers?.has(index)) {
        piece.classList.add("numbered");
        piece.textContent = String(moveNumbers.get(index));
      }
      cell.append(piece);
      name += `, ${sideTitle(state.sides[side])}${index === board.last_move ? ", last move" : ""}`;
    } else {
      name += ", empty";
      if (forbidden.has(index)) {
        cell.classList.add("forbidden");
        cell.append(makeEl("span", "forbidden-mark", "×"));
        name += ", forbidden for " + sideTitle(state.sides[0]);
      } else if (look.showLegal && legal.has(move)) {
        cell.classList.add("legal");
      }
      if (threatOf.has(move)) {
        const sides = threatOf.get(move);
        cell.classList.add("threat");
        cell.append(makeEl("span", `threat-mark t${sides}`, sides === 3 ? "!!" : "!"));
      }
      if (labels.has(move) && look.layout !== "drop") {
        cell.append(hintLabel(move));
        name += `, ${labels.get(move).text}`;
      }
    }
    if (winning.has(index)) cell.classList.add("win");
    cell.prepend(makeEl("span", "visually-hidden cell-name", `${name} `));
    if (look.layout === "drop") {
      // Any cell of a column plays that column (the disc falls).
      if (interactive && legal.has(move)) cell.removeAttribute("aria-disabled");
      else cell.setAttribute("aria-disabled", "true");
    }
    // A forbidden point plays nothing: its name goes to onMove, which says why.
    cell.addEventListener("click", () => {
      if (cell.getAttribute("aria-disabled") !== "true") onMove(move || board.cell_names?.[index], index);
    });
    container.append(cell);
  });
}

// Arrow keys move the board's focus by one cell (Home/End: the row's ends); returns the cell
// index now focused, or null if the key is not a board key.
export function moveFocus(container, key) {
  const cells = [...container.querySelectorAll(".cell")];
  if (!cells.length) return null;
  const columns = Number(container.style.getPropertyValue("--columns")) || 1;
  const current = cells.indexOf(document.activeElement);
  const at = current < 0 ? 0 : current;
  const row = Math.floor(at / columns);
  const column = at % columns;
  const rows = Math.ceil(cells.length / columns);
  const target = {
    ArrowLeft: [row, Math.max(0, column - 1)],
    ArrowRight: [row, Math.min(columns - 1, column + 1)],
    ArrowUp: [Math.max(0, row - 1), column],
    ArrowDown: [Math.min(rows - 1, row + 1), column],
    Home: [row, 0],
    End: [row, columns - 1],
  }[key];
  if (!target) return null;
  const index = target[0] * columns + target[1];
  focusCell(container, index);
  return index;
}

export function focusCell(container, index) {
  const cells = container.querySelectorAll(".cell");
  cells.forEach((cell, i) => (cell.tabIndex = i === index ? 0 : -1));
  if (cells[index]) cells[index].focus({ preventScroll: true });
}
