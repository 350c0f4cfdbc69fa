/**
 * The ids a timeline shows, newest first, and the notes that arrived while the reader was
 * scrolled down. Those wait in `pending` instead of going into the list: inserting above the
 * reader, even with Virtuoso's index shift, moved the page while item heights were measured,
 * and rendered notes nobody was looking at. They join the list when the reader is back at the
 * top or presses "New notes".
 */
export interface TimelineState {
  ids: string[];
  /** Newer notes held above the list, newest first, while the reader is scrolled down. */
  pending: string[];
  /** How many notes wait above the reader (the "New notes" button shows while > 0). */
  unseen: number;
  /**
   * The list was opened at a remembered note (a reload, a later visit): the newer notes wait
   * in `pending` even at the top, since the top of the list is where the reader left off,
   * until they ask for them with the button.
   */
  held?: boolean;
  /** Held, and more newer notes exist than `pending` has: the button starts over instead. */
  more?: boolean;
}

export function emptyTimeline(): TimelineState {
  return { ids: [], pending: [], unseen: 0 };
}

/** A list opened at a remembered note (`ids` start with it), with the newer notes held. */
export function restoredTimeline(ids: string[], newer: string[], more: boolean): TimelineState {
  const shown = new Set(ids);
  const pending = newer.filter((id, index) => !shown.has(id) && newer.indexOf(id) === index);
  return { ids, pending, unseen: pending.length, held: true, more };
}

/** The reader reached the top: the held notes join, unless the list was opened at a position. */
export function reachTop(state: TimelineState): TimelineState {
  return state.held ? state : showPending(state);
}

/** The reader asked for the newer notes: from now on the list behaves as one opened at the top. */
export function releaseHeld(state: TimelineState): TimelineState {
  return showPending({ ids: state.ids, pending: state.pending, unseen: state.unseen });
}

/**
 * Newer notes (newest first) go on top. At the top the reader sees them come in (with any
 * that were held); scrolled down, they are held and counted, and nothing on screen moves.
 */
export function prependNotes(state: TimelineState, newest: string[], atTopNow: boolean): TimelineState {
  const atTop = atTopNow && !state.held;
  const known = new Set([...state.ids, ...state.pending]);
  const added = newest.filter((id, index) => !known.has(id) && newest.indexOf(id) === index);
  if (added.length === 0) return atTop ? showPending(state) : state;
  if (atTop) return showPending({ ...state, pending: [...added, ...state.pending] });
  const pending = [...added, ...state.pending];
  return { ...state, pending, unseen: pending.length };
}

/**
 * The held notes join the top of the list. Only at the top (reached by scrolling or by the
 * "New notes" button), where the reader is asking for them.
 */
export function showPending(state: TimelineState): TimelineState {
  if (state.pending.length === 0) return state.unseen === 0 ? state : { ...state, unseen: 0 };
  return { ...state, ids: [...state.pending, ...state.ids], pending: [], unseen: 0 };
}

/** Older notes (a page loaded with untilId) go at the bottom, without duplicates. */
export function appendNotes(state: TimelineState, older: string[]): TimelineState {
  const known = new Set(state.ids);
  const added = older.filter((id, index) => !known.has(id) && older.indexOf(id) === index);
  if (added.length === 0) return state;
  return { ...state, ids: [...state.ids, ...added] };
}

/** A deleted note leaves the list (or the held notes); indexes after it move up by one. */
export function removeNote(state: TimelineState, id: string): TimelineState {
  if (state.pending.includes(id)) {
    const pending = state.pending.filter((other) => other !== id);
    return { ...state, pending, unseen: pending.length };
  }
  if (!state.ids.includes(id)) return state;
  return { ...state, ids: state.ids.filter((other) => other !== id) };
}

/** The id to pass as untilId for the next older page. */
export function oldestId(state: TimelineState): string | undefined {
  return state.ids[state.ids.length - 1];
}

/** Keeps only the notes `keep` accepts, shown and held (a mute or block made elsewhere). */
export function keepNotes(state: TimelineState, keep: (id: string) => boolean): TimelineState {
  const ids = state.ids.filter(keep);
  const pending = state.pending.filter(keep);
  if (ids.length === state.ids.length && pending.length === state.pending.length) return state;
  return { ...state, ids, pending, unseen: Math.min(state.unseen, pending.length) };
}
