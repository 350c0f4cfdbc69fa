/**
 * Mutes and blocks made in this tab, announced to every open list so the muted or blocked
 * author's notes leave at once, without a reload. The server hides them from the next page it
 * sends; the lists already loaded, and notes already on their way over the stream, are the
 * client's to clean up. (A module-level state is safe: switching accounts reloads the page.)
 */

export type RelationChange = 'muted' | 'unmuted' | 'renoteMuted' | 'renoteUnmuted' | 'blocked' | 'unblocked';

type Listener = (userId: string, change: RelationChange) => void;

const listeners = new Set<Listener>();
/** Authors muted or blocked in this tab: their notes, renotes of them and replies to them go. */
const hiddenAuthors = new Set<string>();
/** Authors whose pure renotes go. */
const renoteMutedAuthors = new Set<string>();
let version = 0;

export function announceRelationChange(userId: string, change: RelationChange): void {
  if (change === 'muted' || change === 'blocked') hiddenAuthors.add(userId);
  // Unmuting someone still blocked (or the reverse) is rare; the server's next page is the truth.
  if (change === 'unmuted' || change === 'unblocked') hiddenAuthors.delete(userId);
  if (change === 'renoteMuted') renoteMutedAuthors.add(userId);
  if (change === 'renoteUnmuted') renoteMutedAuthors.delete(userId);
  version += 1;
  for (const listener of [...listeners]) listener(userId, change);
}

export function onRelationChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes with every announcement: a list re-checks what it holds when it moves. */
export function relationVersion(): number {
  return version;
}

/** The parts of a note that decide whether a mute or block hides it. */
export interface RelatedNote {
  userId: string;
  text: string | null;
  renoteId?: string | null;
  fileIds?: string[];
  poll?: unknown;
  renote?: RelatedNote | null;
  reply?: RelatedNote | null;
}

function isPureRenote(note: RelatedNote): boolean {
  return Boolean(note.renoteId) && !note.text && !note.poll && (note.fileIds?.length ?? 0) === 0;
}

/** Whether this tab's mutes and blocks hide the note (as the server would from now on). */
export function hiddenByRelations(note: RelatedNote): boolean {
  if (hiddenAuthors.size === 0 && renoteMutedAuthors.size === 0) return false;
  if (hiddenAuthors.has(note.userId)) return true;
  if (note.renote && hiddenAuthors.has(note.renote.userId)) return true;
  if (note.reply && hiddenAuthors.has(note.reply.userId)) return true;
  return isPureRenote(note) && renoteMutedAuthors.has(note.userId);
}

/** Forgets everything (tests). */
export function resetRelationsForTests(): void {
  hiddenAuthors.clear();
  renoteMutedAuthors.clear();
  version += 1;
}
