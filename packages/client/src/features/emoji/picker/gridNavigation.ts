/**
 * Keyboard movement over the emoji of one picker panel, as a roving tab stop: exactly one
 * emoji is in the Tab order, arrows move focus (and the tab stop) between emoji across the
 * panel's sections. Done on the DOM rather than in React state so moving focus over a few
 * thousand buttons re-renders nothing.
 */
export const OPTION_SELECTOR = '[data-emoji-option]';

function options(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(OPTION_SELECTOR));
}

/** Makes `item` the panel's one tab stop and focuses it. */
export function focusOption(container: HTMLElement, item: HTMLElement): void {
  for (const other of container.querySelectorAll<HTMLElement>(`${OPTION_SELECTOR}[tabindex="0"]`)) {
    if (other !== item) other.tabIndex = -1;
  }
  item.tabIndex = 0;
  item.focus();
  item.scrollIntoView?.({ block: 'nearest' });
}

/** After a render: keeps one tab stop in the panel (the first emoji when the old one is gone). */
export function ensureTabStop(container: HTMLElement | null): void {
  if (!container) return;
  if (container.querySelector(`${OPTION_SELECTOR}[tabindex="0"]`)) return;
  const first = container.querySelector<HTMLElement>(OPTION_SELECTOR);
  if (first) first.tabIndex = 0;
}

/** The first emoji of the panel, for ArrowDown from the search box. */
export function firstOption(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(OPTION_SELECTOR) ?? null;
}

/**
 * The emoji on the row below (or above) `from`, nearest to it horizontally. Rows come from
 * layout, so sections with different widths (a drawer fills the screen) still line up; without
 * layout (nothing measured) it falls back to `columns` steps.
 */
function verticalNeighbour(items: HTMLElement[], index: number, down: boolean, columns: number): number {
  const from = items[index]?.getBoundingClientRect();
  if (!from || from.height === 0) return index + (down ? columns : -columns);
  const step = down ? 1 : -1;
  let rowTop: number | null = null;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let j = index + step; j >= 0 && j < items.length; j += step) {
    const rect = (items[j] as HTMLElement).getBoundingClientRect();
    const beyond = down ? rect.top > from.top + from.height / 2 : rect.top < from.top - from.height / 2;
    if (!beyond) continue;
    if (rowTop === null) rowTop = rect.top;
    else if (Math.abs(rect.top - rowTop) > from.height / 2) break;
    const distance = Math.abs(rect.left - from.left);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = j;
    }
  }
  return best === -1 ? index : best;
}

/** Handles an arrow, Home or End key on an emoji; true when it moved focus. */
export function handleGridKey(container: HTMLElement, key: string, columns: number): boolean {
  const items = options(container);
  const current = document.activeElement;
  const index = current instanceof HTMLElement ? items.indexOf(current) : -1;
  if (index === -1 || items.length === 0) return false;
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + 1;
      break;
    case 'ArrowLeft':
      next = index - 1;
      break;
    case 'ArrowDown':
      next = verticalNeighbour(items, index, true, columns);
      break;
    case 'ArrowUp':
      next = verticalNeighbour(items, index, false, columns);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = items.length - 1;
      break;
    default:
      return false;
  }
  const target = items[Math.max(0, Math.min(items.length - 1, next))] as HTMLElement;
  focusOption(container, target);
  return true;
}
