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
