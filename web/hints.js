// Hints: the engine's value of each move, as people read it. The engine's texts ("win in 7",
// "loss in 18", "+4 discs", "+1 disc (estimate)", "win: four-three", "+402") become a short label
// for the board and a sentence for the summary and screen readers; a search's raw number (Gomoku)
// is never shown: its moves are ranked instead ("engine's choice 2").
import { sideTitle } from "./board-view.js";

const WIN_KINDS = {
  five: { short: "5", text: "wins at once: five" },
  "four-four / straight four": { short: "4·4", text: "wins: a straight four or four-four" },
  "four-three": { short: "4·3", text: "wins: a four-three" },
  VCF: { short: "VCF", text: "wins by continuous fours (VCF)" },
};

// {short, text} for one move's engine text in `game`; `rank` is its place among the moves with
// a search score.
export function readableScore(game, scoreText, rank) {
  const text = String(scoreText || "").trim();
  let found;
  if ((found = /^win: (.+)$/.exec(text)) && WIN_KINDS[found[1]]) return WIN_KINDS[found[1]];
  if ((found = /^(win|loss) in (\d+)/.exec(text))) {
    // Counted in the winner's own moves; Gomoku's engine counts plies (a win's last ply is the
    // mover's, a loss's the opponent's, so either way the winner's moves are half, rounded up).
    const count = Number(found[2]);
    const moves = game === "gomoku" ? Math.ceil(count / 2) : count;
    const win = found[1] === "win";
    return { short: `${win ? "W" : "L"}${moves}`, text: `${win ? "wins" : "loses"} in ${moves} ${moves === 1 ? "move" : "moves"}` };
  }
  if (/^win \(VCT\)/.test(text)) return { short: "VCT", text: "wins by threats (VCT)" };
  if (/^loss \(VCT\)/.test(text)) return { short: "L", text: "loses to threats (VCT)" };
  if (/^loss \(VCF\)/.test(text)) return { short: "L", text: "loses to continuous fours (VCF)" };
  if (/^win\b/.test(text)) return { short: "W", text: "wins" };
  if (/^loss\b/.test(text)) return { short: "L", text: "loses" };
  if (/^draw\b/.test(text)) return { short: "=", text: "draws" };
  if ((found = /^([+-]\d+) discs? \(estimate\)/.exec(text))) {
    return { short: `${found[1]}`, text: `about ${found[1]} discs at the end (estimate)` };
  }
  if ((found = /^([+-]\d+) discs?$/.exec(text))) return { short: found[1], text: `ends ${found[1]} discs (exact)` };
  if (/^[+-]?\d+/.test(text) && rank) {
    return { short: `#${rank}`, text: rank === 1 ? "the engine's first choice (no forced win seen)" : `the engine's choice no. ${rank}` };
  }
  return { short: text.slice(0, 4), text };
}

// A player's own value on a board label: the number itself (it is what the learner compares),
// shortened when it is long (the Othello project's lost game, -13 x 100000: "-1.3M").
export function shortValue(score) {
  const sign = score > 0 ? "+" : score < 0 ? "-" : "";
  const size = Math.abs(score);
  if (size >= 1e6) return `${sign}${Number((size / 1e6).toFixed(1))}M`;
  if (size >= 1e4) return `${sign}${Math.round(size / 1e3)}k`;
  return `${sign}${size}`;
}

// The hints for a player's own view (the engine's "view" answer: every move as that player
// values it): each move's value on the board, the player's best values underlined, and what it
// plays.
export function hintsFromView(view, state, playerTitle) {
  const mover = sideTitle(state.sides[state.side_to_move]);
  if (view.unsupported) {
    return { labels: new Map(), best: new Set(), summary: `Hints from ${playerTitle}: ${view.unsupported}.` };
  }
  if (!view.moves.length) return { labels: new Map(), best: new Set(), summary: "" };
  const top = Math.max(...view.moves.map((m) => m.score));
  const labels = new Map(view.moves.map((m) => {
    // A proven result on the engine's scale (a win is about a million) in words; a small value
    // (the minimax primer's +10, a heuristic's) as the number.
    const proven = /^(win|loss) in \d+/.test(m.score_text) && Math.abs(m.score) >= 1e4;
    const short = proven ? readableScore(state.game, m.score_text).short : shortValue(m.score);
    const said = m.score_text && m.score_text !== `${m.score > 0 ? "+" : ""}${m.score}` ? ` (${m.score_text})` : "";
    return [m.move, { short, text: `${m.score > 0 ? "+" : ""}${m.score}${said} for ${playerTitle}` }];
  }));
  const best = new Set(view.moves.filter((m) => m.score === top).map((m) => m.move));
  const scope = view.moves.length < state.legal_moves.length ? `the ${view.moves.length} moves it looks at` : "every move";
  const note = view.note ? ` (${view.note})` : "";
  return {
    labels, best,
    summary: `Hints for ${mover} as ${playerTitle} sees them (${scope}; its best underlined): it plays ${view.choice}${note}.`,
  };
}

// The page's hints for an analyse answer: {labels: Map(move -> {short, text}), best, summary}.
export function hintsFromAnalysis(answer, state) {
  const mover = sideTitle(state.sides[state.side_to_move]);
  if (answer.unsupported) {
    return { labels: new Map(), best: new Set(), summary: "Hints: ! marks a point where a side wins at once." };
  }
  const moves = answer.moves.filter((m) => m.legal !== false);
  if (!moves.length) return { labels: new Map(), best: new Set(), summary: "" };
  const top = Math.max(...moves.map((m) => m.score));
  // Moves with a plain search score (no proven result) are ranked by it.
  const ranked = moves.filter((m) => /^[+-]?\d+$/.test(String(m.score_text).trim())).sort((a, b) => b.score - a.score);
  const rankOf = new Map(ranked.map((m, i) => [m.move, i + 1]));
  const labels = new Map(moves.map((m) => [m.move, readableScore(state.game, m.score_text || String(m.score), rankOf.get(m.move))]));
  const best = new Set(moves.filter((m) => m.score === top).map((m) => m.move));
  const first = [...best][0];
  const scope = moves.length < state.legal_moves.length ? `the engine's ${moves.length} best candidates` : "every move";
  return {
    labels, best,
    summary: `Hints for ${mover} (${scope}; best underlined): ${[...best].join(", ")}: ${labels.get(first).text}.`,
  };
}
