/** The `menu` setting's edits, kept pure so the page and its tests share them. '-' is a divider. */
export const DIVIDER = '-';

/** The list with the item at `index` moved by `by` places; unchanged when that leaves the list. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The list with the item at `from` dropped at `to` (where the item it was dropped on stood):
 * dragging down puts it after that item, dragging up before it. Unchanged when either position
 * is outside the list.
 */
export function moveItemTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  return moveItem(list, from, to - from);
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/** Adds an entry at the end; an entry already listed is not listed twice (dividers may repeat). */
export function addEntry(menu: readonly string[], id: string): string[] {
  if (id !== DIVIDER && menu.includes(id)) return [...menu];
  return [...menu, id];
}

/** The entries that can still be added: every known one not on the menu yet. */
export function addableEntries(menu: readonly string[], known: readonly string[]): string[] {
  return known.filter((id) => !menu.includes(id));
}
