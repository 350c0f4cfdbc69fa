/**
 * The ids a timeline shows, newest first, and what Virtuoso needs to keep the reader still
 * when notes arrive at the top: `firstItemIndex` goes down by the number of notes put above
 * the current ones, so the item under the reader's eyes keeps its index.
 */
export interface TimelineState {
  ids: string[];
  /** Virtuoso's index of ids[0]; starts high so it can go down for a long session. */
  firstItemIndex: number;
  /** Notes added above the reader since they last were at the top. */
  unseen: number;
}

export const FIRST_INDEX = 10_000_000;

export function emptyTimeline(): TimelineState {
  return { ids: [], firstItemIndex: FIRST_INDEX, unseen: 0 };
}

/**
 * Newer notes (newest first) go on top. At the top the reader sees them come in; scrolled down,
 * the index shift keeps what they read in place and counts the notes waiting above.
 */
export function prependNotes(state: TimelineState, newest: string[], atTop: boolean): TimelineState {
  const known = new Set(state.ids);
  const added = newest.filter((id, index) => !known.has(id) && newest.indexOf(id) === index);
  if (added.length === 0) return state;
  const ids = [...added, ...state.ids];
  if (atTop) return { ids, firstItemIndex: state.firstItemIndex, unseen: 0 };
  return { ids, firstItemIndex: state.firstItemIndex - added.length, unseen: state.unseen + added.length };
}

/** Older notes (a page loaded with untilId) go at the bottom, without duplicates. */
export function appendNotes(state: TimelineState, older: string[]): TimelineState {
  const known = new Set(state.ids);
  const added = older.filter((id, index) => !known.has(id) && older.indexOf(id) === index);
  if (added.length === 0) return state;
  return { ...state, ids: [...state.ids, ...added] };
}

/** A deleted note leaves the list; indexes after it move up by one. */
export function removeNote(state: TimelineState, id: string): TimelineState {
  const at = state.ids.indexOf(id);
  if (at < 0) return state;
  return { ...state, ids: state.ids.filter((other) => other !== id) };
}

/** The reader reached the top (or clicked "New notes"). */
export function markSeen(state: TimelineState): TimelineState {
  return state.unseen === 0 ? state : { ...state, unseen: 0 };
}

/** The id to pass as untilId for the next older page. */
export function oldestId(state: TimelineState): string | undefined {
  return state.ids[state.ids.length - 1];
}
