// Named levels: what a player picks instead of a player spec. Each is a spec of the command line
// (the address and the advanced field keep specs, so links and the CLI agree), described in
// words. A spec that is no level shows as "Custom".

const LEVELS = {
  tictactoe: [
    { name: "Beginner", spec: "random", about: "plays any free square" },
    { name: "Casual", spec: "greedy", about: "takes a win and blocks yours, one move ahead" },
    { name: "Good", spec: "classic:depth=3", about: "looks three moves ahead" },
    { name: "Perfect", spec: "perfect", about: "never loses" },
  ],
  connect4: [
    { name: "Beginner", spec: "greedy", about: "wins or blocks when it sees it, one move ahead" },
    { name: "Casual", spec: "classic:depth=4", about: "looks four moves ahead" },
    { name: "Strong", spec: "classic:depth=10", about: "looks ten moves ahead" },
    { name: "Perfect", spec: "perfect", about: "plays the solved game: wins when it can, fastest" },
  ],
  othello: [
    { name: "Beginner", spec: "greedy", about: "takes the move that looks best right now" },
    { name: "Casual", spec: "classic", about: "looks four moves ahead, deeper near the end" },
    { name: "Strong", spec: "strong:time=1s", about: "a second of deep search, exact near the end" },
    { name: "Expert", spec: "strong:time=5s", about: "five seconds of deep search a move" },
  ],
  gomoku: [
    { name: "Beginner", spec: "greedy", about: "blocks and attacks one move ahead" },
    { name: "Casual", spec: "classic:depth=2", about: "looks two moves ahead" },
    { name: "Strong", spec: "strong:time=1s", about: "finds forcing wins (VCF, VCT) and defends them; a second a move" },
    { name: "Expert", spec: "strong:time=5s", about: "the strong engine with five seconds a move" },
  ],
};

export const HUMAN = { name: "Human", spec: "human", about: "you play this side" };

export function levelsOf(game) {
  return [HUMAN, ...(LEVELS[game] || [])];
}

// The level a spec is, or null (a custom spec).
export function levelOf(game, spec) {
  return levelsOf(game).find((level) => level.spec === spec) || null;
}

// The default opponent: the game's "Casual" level, else its first.
export function defaultLevel(game) {
  const levels = LEVELS[game] || [];
  return levels.find((level) => level.name === "Casual") || levels[0] || HUMAN;
}

// The engine's descriptions of its player kinds name the original programs in plain words ("the
// game box: win now, ...", docs/ORIGINS.md); on the page they start with a capital.
export function plainDescription(text) {
  return String(text || "").replace(/^./, (c) => c.toUpperCase());
}

// A short name for a player in messages: its level, or its spec.
export function playerName(game, spec) {
  const level = levelOf(game, spec);
  return level ? level.name : spec;
}
