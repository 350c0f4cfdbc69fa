/**
 * The table's selection (ids of emoji). A plain click ticks or unticks one row and becomes the
 * anchor; a shift-click gives every row from the anchor to the clicked one the clicked row's
 * new state, as file managers do. An anchor no longer on the page acts as a plain click.
 */
export function toggleInSelection(
  selected: ReadonlySet<string>,
  rows: readonly string[],
  id: string,
  checked: boolean,
  anchor: string | null,
  shift: boolean,
): Set<string> {
  const next = new Set(selected);
  const from = shift && anchor !== null ? rows.indexOf(anchor) : -1;
  const to = rows.indexOf(id);
  const range = from >= 0 && to >= 0 ? rows.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const row of range) {
    if (checked) next.add(row);
    else next.delete(row);
  }
  return next;
}

/** The header checkbox: all rows shown are ticked, some are (mixed), or none. */
export function pageSelectionState(
  selected: ReadonlySet<string>,
  rows: readonly string[],
): 'all' | 'some' | 'none' {
  const ticked = rows.filter((row) => selected.has(row)).length;
  if (ticked === 0) return 'none';
  return ticked === rows.length ? 'all' : 'some';
}

/** Ticks every row shown (or unticks them all), keeping ticks on rows not shown. */
export function setPageSelection(
  selected: ReadonlySet<string>,
  rows: readonly string[],
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const row of rows) {
    if (checked) next.add(row);
    else next.delete(row);
  }
  return next;
}
