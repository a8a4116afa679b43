// The settings panel: game options (read from the game's options help, e.g.
// "rule=freestyle|standard|renju, size=15..20"), the two players' specs, and the address bar.

function makeEl(tag, attributes = {}, text) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

// [{key, choices: [...]}, {key, min, max}, {key}] from an options help text.
export function parseOptionsHelp(help) {
  const fields = [];
  // Parenthesised remarks ("(default 15)") are for people, not values.
  for (const part of String(help || "").replace(/\([^)]*\)/g, "").split(",")) {
    const match = part.trim().match(/^([a-z_-]+)=(.+)$/i);
    if (!match) continue;
    const [, key, values] = match;
    const range = values.match(/^(\d+)\.\.(\d+)$/);
    if (values.includes("|")) fields.push({ key, choices: values.split("|").map((v) => v.trim()) });
    else if (range) fields.push({ key, min: Number(range[1]), max: Number(range[2]) });
    else fields.push({ key });
  }
  return fields;
}

export function renderGameOptions(container, entry, current, onChange) {
  container.replaceChildren();
  for (const field of parseOptionsHelp(entry.options_help)) {
    const label = makeEl("label", { class: "row" }, field.key === "rule" ? "Rule set " : `${field.key} `);
    let input;
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
    input.addEventListener("change", onChange);
    label.append(input);
    container.append(label);
  }
}

export function readGameOptions(container) {
  const options = {};
  for (const input of container.querySelectorAll("[data-option]")) {
    if (input.value !== "") options[input.dataset.option] = input.value;
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

// The default opponent: a classic search of depth 4 where the game has one.
export function defaultSpecs(description) {
  const kinds = description.player_kinds.map((k) => k.name);
  const ai = kinds.includes("classic") ? "classic:depth=4" : kinds.find((k) => k !== "human" && k !== "random") || "random";
  return ["human", ai];
}

// One row per side: kind, depth (for kinds with one), blunder %, and the resulting spec text
// (editable, for every parameter the CLI accepts).
export function renderPlayers(container, description, specs, paint, onChange) {
  container.querySelectorAll(".side").forEach((el) => el.remove());
  description.sides.forEach((sideName, side) => {
    const row = makeEl("div", { class: "side", "data-side": side });
    const swatch = makeEl("span", { "aria-hidden": "true" });
    paint(swatch, side);
    const title = makeEl("span", { class: "side-name" }, sideName);
    const kind = makeEl("select", { class: "kind", "aria-label": `${sideName} player`, id: `player-${side}` });
    for (const k of description.player_kinds) {
      const name = k.name === "human" ? "Human" : k.name;
      kind.append(makeEl("option", { value: k.name, title: k.description }, name));
    }
    const depthLabel = makeEl("label", { class: "depth" }, "depth ");
    const depth = makeEl("input", { type: "number", min: "1", max: "60", "aria-label": `${sideName} depth` });
    depthLabel.append(depth);
    const blunderLabel = makeEl("label", { class: "blunder" }, "blunder % ");
    const blunder = makeEl("input", { type: "number", min: "0", max: "100", step: "5", "aria-label": `${sideName} blunder percent` });
    blunderLabel.append(blunder);
    const specInput = makeEl("input", { class: "spec mono", "aria-label": `${sideName} player spec`, id: `spec-${side}`, spellcheck: "false" });
    const describe = makeEl("div", { class: "kind-help muted" });

    const fromSpec = (spec) => {
      const parsed = parseSpec(spec);
      kind.value = parsed.kind;
      const info = description.player_kinds.find((k) => k.name === parsed.kind);
      depthLabel.hidden = !(info && info.keys.includes("depth"));
      blunderLabel.hidden = parsed.kind === "human";
      depth.value = parsed.params.get("depth") || "";
      const b = parsed.params.get("blunder");
      blunder.value = b ? String(Math.round(Number(b) * 100)) : "";
      specInput.value = spec;
      describe.textContent = info ? info.description : "";
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
      const spec = kind.value === "human" ? "human" : formatSpec(kind.value, params);
      fromSpec(spec);
      onChange(side, spec);
    };
    fromSpec(specs[side]);
    kind.addEventListener("change", () => {
      depth.value = "";
      fromFields();
    });
    depth.addEventListener("change", fromFields);
    blunder.addEventListener("change", fromFields);
    specInput.addEventListener("change", () => {
      fromSpec(specInput.value.trim() || "human");
      onChange(side, specInput.value.trim() || "human");
    });
    row.append(swatch, title, kind, depthLabel, blunderLabel, specInput, describe);
    container.append(row);
  });
}

// The address bar: #game=connect4&rule=renju&pos=4453&p1=human&p2=classic:depth=4
export function readAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  const out = { game: params.get("game"), options: {}, position: params.get("pos") || "", specs: [params.get("p1"), params.get("p2")] };
  for (const [key, value] of params) {
    if (!["game", "pos", "p1", "p2"].includes(key)) out.options[key] = value;
  }
  return out;
}

export function writeAddress(game, options, position, specs) {
  const params = new URLSearchParams();
  params.set("game", game);
  for (const [key, value] of Object.entries(options)) params.set(key, value);
  if (position) params.set("pos", position);
  params.set("p1", specs[0]);
  params.set("p2", specs[1]);
  history.replaceState(null, "", "#" + params.toString().replaceAll("%3A", ":").replaceAll("%2C", ","));
}
