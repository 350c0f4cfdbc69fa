/**
 * What this tab knows about which of the reader's clips hold which notes. Misskey has no call
 * that says which of one's own clips hold a note (notes/clips lists public clips only), so a
 * clip page tells the picker which notes it shows, and the picker announces additions and
 * removals, so an open clip page drops a note taken out of it without a reload. (Module-level
 * state is safe: switching accounts reloads the page.)
 */

export interface ClipNoteChange {
  clipId: string;
  noteId: string;
  held: boolean;
}

type Listener = (change: ClipNoteChange) => void;

const listeners = new Set<Listener>();
/** Clip id → the ids of notes an open clip page has shown in it. */
const shown = new Map<string, Set<string>>();

/** A clip page's loaded notes; `forgetClipNotes` when the page goes. */
export function rememberClipNotes(clipId: string, noteIds: readonly string[]): void {
  let notes = shown.get(clipId);
  if (!notes) {
    notes = new Set();
    shown.set(clipId, notes);
  }
  for (const id of noteIds) notes.add(id);
}

export function forgetClipNotes(clipId: string): void {
  shown.delete(clipId);
}

/** The clips an open clip page has shown holding this note. */
export function clipsKnownToHold(noteId: string): string[] {
  return [...shown].filter(([, notes]) => notes.has(noteId)).map(([clipId]) => clipId);
}

export function announceClipNote(change: ClipNoteChange): void {
  const notes = shown.get(change.clipId);
  if (notes && change.held) notes.add(change.noteId);
  else notes?.delete(change.noteId);
  for (const listener of [...listeners]) listener(change);
}

export function onClipNoteChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
