// The settings panel: the game's options (from its typed list), the two players, and the
// address bar.
import { sideTitle } from "./board-view.js";
import { defaultLevel, levelOf, levelsOf, plainDescription } from "./levels.js";

function makeEl(tag, attributes = {}, text) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

export function renderGameOptions(container, entry, current, onChange) {
  container.replaceChildren();
  // The game's typed option list (the engine's listGames: key, title, choices or min and max,
  // default, help).
  for (const field of entry.options || []) {
    const title = field.title || field.key;
    const onOff = field.choices && field.choices.length === 2 && field.choices.includes("0") && field.choices.includes("1");
    const label = makeEl("label", { class: onOff ? "check" : "row", title: field.help || "" }, onOff ? undefined : `${title} `);
    let input;
    if (onOff) {
      // A 0|1 option is a checkbox; readGameOptions reads it back as "1" or "0".
      input = makeEl("input", { "data-option": field.key, id: `option-${field.key}`, type: "checkbox" });
      input.checked = current[field.key] === "1";
      label.append(input, ` ${title}`);
    } else {
      if (field.choices) {
        input = makeEl("select", { "data-option": field.key, id: `option-${field.key}` });
        for (const choice of field.choices) input.append(makeEl("option", { value: choice }, choice));
      } else {
        input = makeEl("input", { "data-option": field.key, id: `option-${field.key}`, type: field.min !== undefined ? "number" : "text" });
        if (field.min !== undefined) {
          input.min = field.min;
          input.max = field.max;
        }
      }
      if (current[field.key] !== undefined) input.value = current[field.key];
      label.append(input);
    }
    input.addEventListener("change", onChange);
    container.append(label);
  }
}

export function readGameOptions(container) {
  const options = {};
  for (const input of container.querySelectorAll("[data-option]")) {
    if (input.type === "checkbox") options[input.dataset.option] = input.checked ? "1" : "0";
    else if (input.value !== "") options[input.dataset.option] = input.value;
  }
  return options;
}

// Splits "classic:depth=4,blunder=0.2" into {kind, params: Map}.
export function parseSpec(spec) {
  const text = String(spec || "human").trim();
  const colon = text.indexOf(":");
  const kind = colon < 0 ? text : text.slice(0, colon);
  const params = new Map();
  if (colon >= 0) {
    for (const item of text.slice(colon + 1).split(",")) {
      const eq = item.indexOf("=");
      if (eq > 0) params.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
    }
  }
  return { kind, params };
}

export function formatSpec(kind, params) {
  const items = [...params].filter(([, v]) => v !== "" && v !== undefined).map(([k, v]) => `${k}=${v}`);
  return items.length ? `${kind}:${items.join(",")}` : kind;
}

// The default players: a person against the game's "Casual" level.
export function defaultSpecs(game) {
  return ["human", defaultLevel(game).spec];
}

// One row per side: the level (Human, Beginner ... Perfect, or Custom), what it is, and under
// "Advanced" the player spec of the command line with its kind, depth and blunder % as fields.
export function renderPlayers(container, description, specs, paint, onChange) {
  container.querySelectorAll(".side").forEach((el) => el.remove());
  const game = description.name;
  description.sides.forEach((sideName, side) => {
    const title = sideTitle(sideName);
    const row = makeEl("div", { class: "side", "data-side": side });
    const swatch = makeEl("span", { "aria-hidden": "true" });
    paint(swatch, side);
    const level = makeEl("select", { class: "level", "aria-label": `${title} player`, id: `level-${side}` });
    for (const entry of levelsOf(game)) level.append(makeEl("option", { value: entry.spec }, entry.name));
    level.append(makeEl("option", { value: "custom" }, "Custom"));
    const levelLabel = makeEl("label", { class: "side-name", for: `level-${side}` }, title);
    const about = makeEl("div", { class: "level-help muted" });

    const advanced = makeEl("details", { class: "advanced" });
    advanced.append(makeEl("summary", {}, "Advanced"));
    const kind = makeEl("select", { class: "kind", "aria-label": `${title} player kind`, id: `player-${side}` });
    for (const k of description.player_kinds) {
      kind.append(makeEl("option", { value: k.name }, k.name === "human" ? "Human" : k.name));
    }
    const depthLabel = makeEl("label", { class: "depth" }, "depth ");
    const depth = makeEl("input", { type: "number", min: "1", max: "60", "aria-label": `${title} depth` });
    depthLabel.append(depth);
    const blunderLabel = makeEl("label", { class: "blunder" }, "blunder % ");
    const blunder = makeEl("input", { type: "number", min: "0", max: "100", step: "5", "aria-label": `${title} blunder percent` });
    blunderLabel.append(blunder);
    const specLabel = makeEl("label", { class: "spec-label" }, "spec ");
    const specInput = makeEl("input", { class: "spec mono", "aria-label": `${title} player spec`, id: `spec-${side}`, spellcheck: "false" });
    specLabel.append(specInput);
    const describe = makeEl("div", { class: "kind-help muted" });
    advanced.append(kind, depthLabel, blunderLabel, specLabel, describe);

    const fromSpec = (spec) => {
      const parsed = parseSpec(spec);
      const named = levelOf(game, spec);
      level.value = named ? named.spec : "custom";
      about.textContent = named ? named.about : "a player of your own: see Advanced";
      kind.value = parsed.kind;
      const info = description.player_kinds.find((k) => k.name === parsed.kind);
      depthLabel.hidden = !(info && info.keys.includes("depth"));
      blunderLabel.hidden = parsed.kind === "human";
      depth.value = parsed.params.get("depth") || "";
      const b = parsed.params.get("blunder");
      blunder.value = b ? String(Math.round(Number(b) * 100)) : "";
      specInput.value = spec;
      describe.textContent = info ? plainDescription(info.description) : "";
    };
    const changed = (spec) => {
      fromSpec(spec);
      onChange(side, spec);
    };
    const fromFields = () => {
      const parsed = parseSpec(specInput.value);
      const params = parsed.kind === kind.value ? parsed.params : new Map();
      const info = description.player_kinds.find((k) => k.name === kind.value);
      if (info && info.keys.includes("depth")) params.set("depth", depth.value);
      else params.delete("depth");
      if (kind.value !== "human" && blunder.value !== "" && Number(blunder.value) > 0)
        params.set("blunder", String(Math.min(100, Number(blunder.value)) / 100));
      else params.delete("blunder");
      changed(kind.value === "human" ? "human" : formatSpec(kind.value, params));
    };
    fromSpec(specs[side]);
    level.addEventListener("change", () => {
      if (level.value === "custom") {
        advanced.open = true;
        fromSpec(specInput.value);
        return;
      }
      changed(level.value);
    });
    kind.addEventListener("change", () => {
      depth.value = "";
      fromFields();
    });
    depth.addEventListener("change", fromFields);
    blunder.addEventListener("change", fromFields);
    specInput.addEventListener("change", () => changed(specInput.value.trim() || "human"));
    row.append(swatch, levelLabel, level, about, advanced);
    container.append(row);
  });
}

// The address bar: #game=othello&moves=f5d6c3d3&at=3&p1=human&p2=strong:time=1s, with
// pos=... when the game started from a set position (an OBF board, or any position text the
// game reads). `at` is how far along the moves the board is when it is not the last move;
// `hints` is there when the hints are shown: the player they come from, or "best" for the best
// analysis.
const ADDRESS_KEYS = ["game", "pos", "moves", "at", "p1", "p2", "hints"];
const BEST_ANALYSIS = "best";

export function readAddress(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const at = params.get("at");
  const out = {
    game: params.get("game"), options: {}, position: params.get("pos") || "", moves: params.get("moves") || "",
    at: at !== null && /^\d+$/.test(at) ? Number(at) : null, specs: [params.get("p1"), params.get("p2")],
    hints: params.has("hints") ? (params.get("hints") === BEST_ANALYSIS ? "" : params.get("hints")) : null,
  };
  for (const [key, value] of params) {
    if (!ADDRESS_KEYS.includes(key)) out.options[key] = value;
  }
  return out;
}

// The address of a game; `line` is the game's Line (root, moves, cursor); `hints` the hint
// player's spec ("" for the best analysis), null when the hints are off.
export function addressOf(game, options, line, specs, hints = null) {
  const params = new URLSearchParams();
  params.set("game", game);
  for (const [key, value] of Object.entries(options)) params.set(key, value);
  if (line.root) params.set("pos", line.root);
  if (line.moves.length) params.set("moves", line.moves.join(""));
  if (!line.atEnd) params.set("at", String(line.cursor));
  params.set("p1", specs[0]);
  params.set("p2", specs[1]);
  if (hints !== null) params.set("hints", hints || BEST_ANALYSIS);
  // Readable: ":", "," and "=" need no escape in a fragment (a value is split at its first "=").
  return "#" + params.toString().replaceAll("%3A", ":").replaceAll("%2C", ",").replaceAll("%3D", "=");
}
