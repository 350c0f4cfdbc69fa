interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

const EDGE = 8;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** Under the anchor, aligned to its left edge, kept inside the viewport. */
export function placeBelow(anchor: Box, menu: Box, viewportWidth: number, viewportHeight: number) {
  let top = anchor.bottom + 4;
  if (top + menu.height > viewportHeight - EDGE && anchor.top - menu.height - 4 >= EDGE) {
    top = anchor.top - menu.height - 4;
  }
  // Room on neither side (a long menu from a button near the bottom): inside the viewport over
  // its button, rather than cut off below it where nothing can be reached.
  top = clamp(top, EDGE, viewportHeight - menu.height - EDGE);
  const left = clamp(anchor.left, EDGE, viewportWidth - menu.width - EDGE);
  return { top: Math.max(EDGE, top), left: Math.max(EDGE, left) };
}

/** Beside a parent item (right, or left when there is no room), for submenus. */
export function placeBeside(anchor: Box, menu: Box, viewportWidth: number, viewportHeight: number) {
  let left = anchor.right + 2;
  if (left + menu.width > viewportWidth - EDGE) left = anchor.left - menu.width - 2;
  if (left >= EDGE) {
    const top = clamp(anchor.top, EDGE, viewportHeight - menu.height - EDGE);
    return { top: Math.max(EDGE, top), left };
  }
  // Narrow screens have room on neither side: drop below the parent item, slightly indented,
  // so the parent itself stays visible and clickable.
  left = clamp(anchor.left + 24, EDGE, viewportWidth - menu.width - EDGE);
  const top = clamp(anchor.bottom + 2, EDGE, viewportHeight - menu.height - EDGE);
  return { top: Math.max(EDGE, top), left: Math.max(EDGE, left) };
}
