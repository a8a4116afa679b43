// The move list: numbered pairs of moves ("1. f5 d6"), each a button that shows the board after
// it; the move the board is at is marked, the moves after it (when looking back) are dimmed.

export function renderMoveList(container, line, goTo) {
  container.replaceChildren();
  container.dataset.moves = line.moves.slice(0, line.cursor).join(" ");
  if (!line.moves.length) {
    const empty = document.createElement("li");
    empty.className = "muted";
    empty.textContent = "No moves yet.";
    container.append(empty);
    return;
  }
  let item = null;
  line.moves.forEach((move, i) => {
    if (i % 2 === 0) {
      item = document.createElement("li");
      container.append(item);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.className = "move";
    button.textContent = move;
    button.dataset.ply = String(i + 1);
    button.setAttribute("aria-label", `move ${i + 1}: ${move}`);
    if (i + 1 === line.cursor) {
      button.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    if (i + 1 > line.cursor) button.classList.add("ahead");
    button.addEventListener("click", () => goTo(i + 1));
    item.append(button);
  });
}
