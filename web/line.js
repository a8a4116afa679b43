// The game's line: the position it started from (the root), every move played since, and how far
// along them the board is (the cursor). Stepping back and forward moves the cursor and keeps the
// moves (redo); a move played from an earlier position replaces the moves after it.
import { parseAnswer } from "./engine-client.js";

export class Line {
  constructor(session, root) {
    this.session = session;
    this.root = root;
    this.moves = [];
    this.cursor = 0;
  }

  get atEnd() {
    return this.cursor === this.moves.length;
  }

  // Plays `move` at the cursor; returns the new state (throws with the engine's message when
  // the move is illegal).
  play(move) {
    const state = parseAnswer(this.session.play(move));
    if (this.moves[this.cursor] !== move) this.moves.length = this.cursor;
    if (this.cursor === this.moves.length) this.moves.push(move);
    ++this.cursor;
    return state;
  }

  // Takes back the move before the cursor and forgets the moves after it (a take-back).
  takeBack() {
    const state = this.back();
    this.moves.length = this.cursor;
    return state;
  }

  back() {
    if (this.cursor === 0) throw new Error("at the start of the game");
    --this.cursor;
    return parseAnswer(this.session.undo());
  }

  forward() {
    if (this.atEnd) throw new Error("at the last move");
    return parseAnswer(this.session.play(this.moves[this.cursor++]));
  }

  // Moves the cursor to `index` (0 = the root); returns the state there.
  goTo(index) {
    let state = null;
    const target = Math.max(0, Math.min(index, this.moves.length));
    while (this.cursor > target) state = this.back();
    while (this.cursor < target) state = this.forward();
    return state;
  }
}

// Splits a move string ("f5d6c3", "4453", "h8i9h10") into moves by playing it from the current
// position of `session`: at each step the longest legal move the text starts with. Returns the
// moves played and the text left over ("" when all of it was moves).
export function playMoveString(session, text) {
  const played = [];
  let rest = String(text || "").trim();
  while (rest) {
    const state = parseAnswer(session.state());
    const lower = rest.toLowerCase();
    const move = state.legal_moves
      .filter((m) => lower.startsWith(String(m).toLowerCase()))
      .sort((a, b) => b.length - a.length)[0];
    if (!move) break;
    parseAnswer(session.play(move));
    played.push(move);
    rest = rest.slice(move.length);
  }
  return { played, rest };
}
