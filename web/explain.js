// How a player sees the position, for learners (issue 29): the player the hints come from (the
// engine's best analysis, or any level: its own value of every move, its choice, and the parts
// of each value where the engine gives them), and the alpha-beta tree a player searches, as an
// expandable tree. The engine answers through the workers' "view" and "tree" requests
// (src/wasm/engine_api.cpp), the same JSON as `plies analyse --player` and `plies tree --json`.
import { levelsOf } from "./levels.js";

function makeEl(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));
// A spec in words for the menus, which name levels, not spec strings ("classic:depth=3" is
// "classic, depth 3").
const specWords = (spec) => spec.replace(":", ", ").replaceAll(",", ", ").replaceAll("=", " ").replace(/,\s+/g, ", ");
const count = (n) => Number(n).toLocaleString("en");

// The players the hints can come from: the engine's best analysis (""), the game's levels, the
// game's other kinds (e.g. Gomoku's original web AI), and the players of this game when they
// are none of those. [{spec, title}]
export function hintPlayers(description, specs) {
  const game = description.name;
  const out = [{ spec: "", title: "the best analysis" }];
  const seen = new Set([""]);
  const add = (spec, title) => {
    if (seen.has(spec)) return;
    seen.add(spec);
    out.push({ spec, title });
  };
  // A person and a random mover value no move.
  const values = (spec) => !["human", "random"].includes(spec.split(":")[0]);
  for (const level of levelsOf(game)) if (values(level.spec)) add(level.spec, `${level.name} (${specWords(level.spec)})`);
  const kinds = new Set(out.map((p) => p.spec.split(":")[0]));
  for (const kind of description.player_kinds) {
    if (values(kind.name) && !kinds.has(kind.name)) add(kind.name, kind.name);
  }
  for (const spec of specs) if (values(spec)) add(spec, specWords(spec));
  return out;
}

// The players whose tree the page offers: classic at depths 1-4 (small trees a learner can click
// through), then the game's levels (a deep one is shown down to the plies that fit).
export function treePlayers(description) {
  const out = [];
  if (description.player_kinds.some((k) => k.name === "classic")) {
    for (const depth of [1, 2, 3, 4]) out.push({ spec: `classic:depth=${depth}`, title: `classic, depth ${depth}` });
  }
  // The levels that search a tree (classic, and tic-tac-toe's perfect minimax).
  for (const level of levelsOf(description.name)) {
    const searches = ["classic", "perfect"].includes(level.spec.split(":")[0]);
    if (searches && !out.some((p) => p.spec === level.spec)) out.push({ spec: level.spec, title: `${level.name} (${specWords(level.spec)})` });
  }
  return out;
}

export function fillSelect(select, players, current) {
  select.replaceChildren(...players.map((p) => {
    const option = makeEl("option", "", p.title);
    option.value = p.spec;
    return option;
  }));
  select.value = players.some((p) => p.spec === current) ? current : players[0]?.spec ?? "";
}

// The list under the board: every move as the player values it, best first, what it plays
// marked; a move whose value has parts (--explain) opens to its line and the parts.
export function renderViewList(list, view) {
  list.replaceChildren();
  if (!view || view.unsupported || !view.moves) return;
  const top = Math.max(...view.moves.map((m) => m.score));
  const moves = [...view.moves].sort((a, b) => b.score - a.score);
  for (const m of moves) {
    const item = makeEl("li", "view-move");
    item.dataset.move = m.move;
    const head = makeEl("span", "view-head");
    head.append(makeEl("span", "view-name mono", m.move), makeEl("span", "view-score mono", signed(m.score)));
    if (m.score_text && m.score_text !== signed(m.score)) head.append(makeEl("span", "view-text", m.score_text));
    if (m.score === top) head.append(makeEl("span", "view-best", "best value"));
    if (m.move === view.choice) head.append(makeEl("span", "view-choice", "← plays"));
    if (!m.parts.length && !m.line.length) {
      item.append(head);
      list.append(item);
      continue;
    }
    const details = makeEl("details");
    const summary = makeEl("summary");
    summary.append(head);
    details.append(summary);
    if (m.line.length) details.append(makeEl("p", "view-line", `Line: ${m.line.join(" ")}`));
    if (m.parts.length) details.append(partsTable(m.parts));
    item.append(details);
    list.append(item);
  }
}

function partsTable(parts) {
  const table = makeEl("table", "view-parts");
  table.append(makeEl("caption", "visually-hidden", "The parts of the value"));
  const head = makeEl("tr");
  for (const title of ["value", "part", "count"]) {
    const th = makeEl("th", "", title);
    th.scope = "col";
    head.append(th);
  }
  table.append(head);
  for (const part of parts) {
    const row = makeEl("tr");
    row.append(makeEl("td", "mono", signed(part.value)), makeEl("td", "", part.name), makeEl("td", "mono", String(part.count)));
    table.append(row);
  }
  const total = makeEl("tr", "view-total");
  total.append(makeEl("td", "mono", signed(parts.reduce((sum, p) => sum + p.value, 0))), makeEl("td", "", "in all"), makeEl("td"));
  table.append(total);
  return table;
}

// The tree's counts in words, as `plies tree` prints them.
export function treeSummary(tree, moverTitle, playerTitle) {
  const lines = [
    `The tree ${playerTitle} searches. MAX is ${moverTitle}, to move; each node shows the move, who chooses after it, ` +
      "the value from MAX's view (≤ or ≥ where a cut-off left it a bound) and the window [alpha, beta] it was searched with.",
    `Alpha-beta: ${count(tree.nodes)} nodes (the search's own count), ${count(tree.cutoffs)} cut-offs, ${count(tree.pruned_moves)} moves pruned.`,
  ];
  if (!tree.minimax_complete) {
    lines.push(`Plain minimax: more than ${count(tree.minimax_nodes)} nodes (stopped counting).`);
  } else if (tree.minimax_nodes > 0) {
    const share = (100 * tree.nodes) / tree.minimax_nodes;
    lines.push(`Plain minimax: ${count(tree.minimax_nodes)} nodes; alpha-beta visits ${share.toFixed(1)}% of them (${(100 - share).toFixed(1)}% pruned).`);
  }
  if (tree.best_move) lines.push(`Best: ${tree.best_move} (${signed(tree.score)}).`);
  if (tree.note) lines.push(`Note: ${tree.note}.`);
  if (tree.truncated) {
    lines.push(`Shown down to ply ${tree.shown_depth} (${count(tree.shown_nodes)} of ${count(tree.total_nodes)} nodes; ` +
      `the page draws at most ${count(tree.max_shown)}): deeper nodes are counted, not drawn. ` +
      `plies tree prints all of it (--max-depth).`);
  }
  return lines;
}

function nodeLabel(node, best) {
  const label = makeEl("span", "tree-node");
  label.append(makeEl("span", "tree-move mono", node.move), makeEl("span", "tree-chooser", node.chooser),
    makeEl("span", "tree-value mono", node.value_text.replace("<=", "≤").replace(">=", "≥")));
  if (node.window) label.append(makeEl("span", "tree-window mono", `[${node.window[0]}, ${node.window[1]}]`));
  if (best) label.append(makeEl("span", "tree-best", "best"));
  if (node.cutoff) {
    const pruned = node.pruned ? `: ${node.pruned} ${node.pruned === 1 ? "move" : "moves"} pruned` : "";
    label.append(makeEl("span", "tree-cutoff", `cut-off${pruned}`));
  }
  if (node.nodes > 1) label.append(makeEl("span", "tree-count", `${count(node.nodes)} nodes`));
  return label;
}

// One node: a disclosure whose children are drawn when it is first opened (a tree of thousands
// of nodes costs nothing until a learner goes there).
function treeItem(node, best, open) {
  const item = makeEl("li");
  const children = node.children || [];
  if (!children.length) {
    item.append(nodeLabel(node, best));
    if (node.nodes > 1) item.append(makeEl("span", "tree-more muted", ` (${count(node.nodes - 1)} below, not drawn)`));
    return item;
  }
  const details = makeEl("details");
  const summary = makeEl("summary");
  summary.append(nodeLabel(node, best));
  details.append(summary);
  const fill = () => {
    if (details.querySelector(":scope > ul")) return;
    const list = makeEl("ul", "tree-children");
    // Under the root, the move the search plays is marked.
    for (const child of children) list.append(treeItem(child, node.move === "root" && child.move === node.best_move, false));
    details.append(list);
  };
  details.addEventListener("toggle", () => details.open && fill());
  if (open) {
    fill();
    details.open = true;
  }
  item.append(details);
  return item;
}

export function renderTree(container, tree) {
  const root = Object.assign({}, tree.tree, { best_move: tree.best_move });
  const list = makeEl("ul", "tree-root");
  list.append(treeItem(root, false, true));
  container.replaceChildren(list);
}

// The tree panel: a player, "Show the tree", the counts and the tree. Its searches run in a
// worker of their own, started when the panel is first used, so that they never wait for (or
// cancel) the hints or the computer's move. Once shown, the tree follows the board's position.
export class TreePanel {
  // elements: {panel (details), player (select), show (button), summary, tree}; makeWorker()
  // gives an EngineWorker; Cancelled is its cancel error.
  constructor(elements, makeWorker, Cancelled) {
    this.el = elements;
    this.makeWorker = makeWorker;
    this.Cancelled = Cancelled;
    this.worker = null;
    this.context = null;
    this.following = false;  // a tree was asked for: redraw it when the position changes
    elements.show.addEventListener("click", () => {
      this.following = true;
      this.show();
    });
    elements.player.addEventListener("change", () => this.following && this.show());
  }

  setGame(description) {
    fillSelect(this.el.player, treePlayers(description), this.el.player.value || "classic:depth=2");
    this.following = false;
  }

  // context: {game, options, position, over, mover}
  positionChanged(context) {
    this.context = context;
    if (this.worker && this.worker.busy) this.worker.cancel();
    if (this.following) this.show();
    else this.clear();
  }

  clear(message = "") {
    this.el.summary.replaceChildren();
    if (message) this.el.summary.append(makeEl("p", "", message));
    this.el.tree.replaceChildren();
  }

  async show() {
    const context = this.context;
    if (!context) return;
    if (context.over) {
      this.clear("The game is over: there is no tree to search.");
      return;
    }
    if (!this.worker) this.worker = this.makeWorker();
    if (this.worker.busy) this.worker.cancel();
    const spec = this.el.player.value;
    this.clear("Searching…");
    try {
      const answer = await this.worker.request({
        type: "tree", game: context.game, options: context.options, position: context.position, spec,
      });
      if (this.context !== context) return;
      if (answer.unsupported || answer.refused) {
        this.clear(`No tree: ${answer.unsupported || answer.refused}.`);
        return;
      }
      this.clear();
      const title = this.el.player.selectedOptions[0]?.textContent || spec;
      for (const line of treeSummary(answer, context.mover, title)) this.el.summary.append(makeEl("p", "", line));
      renderTree(this.el.tree, answer);
    } catch (error) {
      if (!(error instanceof this.Cancelled)) this.clear(`No tree: ${error.message}`);
    }
  }
}
