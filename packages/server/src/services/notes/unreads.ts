import type { NoteRow } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { isThreadMuted, isUserHiddenFrom } from '../relations/index.js';

/**
 * Main-channel events Misskey's backend sends that misskey-js 2026.5.1 no longer declares
 * (spec 000 §7 lists them); the bus is typed by misskey-js, so they go through this one cast.
 */
type UnreadEvent =
  | 'unreadMention'
  | 'unreadSpecifiedNote'
  | 'readAllUnreadMentions'
  | 'readAllUnreadSpecifiedNotes';

function publishUnread(ctx: InstanceContext, userId: string, type: UnreadEvent, noteId?: string): void {
  const publish = ctx.events.publishMainStream as (userId: string, type: string, body?: unknown) => void;
  publish.call(ctx.events, userId, type, noteId);
}

/**
 * Unread mentions and specified (direct) notes, behind `i`'s hasUnreadMentions and
 * hasUnreadSpecifiedNotes. Each new one is announced on the recipient's main channel
 * (`unreadMention` / `unreadSpecifiedNote` with the note id, as Misskey sends them).
 */
export function recordUnreads(
  ctx: InstanceContext,
  note: NoteRow,
  mentionedIds: readonly string[],
  specifiedIds: readonly string[],
): void {
  // Nothing is unread for someone who mutes or blocks the author (or is blocked by them), or
  // who muted the thread, as in Misskey.
  const wanted = (id: string) =>
    id !== note.userId &&
    !isUserHiddenFrom(ctx.db, id, note.userId) &&
    !isThreadMuted(ctx.db, id, note.threadId);
  const mentioned = new Set(mentionedIds.filter(wanted));
  const specified = new Set(specifiedIds.filter(wanted));
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO note_unreads (user_id, note_id, is_mentioned, is_specified) VALUES (?, ?, ?, ?)',
  );
  for (const userId of new Set([...mentioned, ...specified])) {
    insert.run(userId, note.id, mentioned.has(userId) ? 1 : 0, specified.has(userId) ? 1 : 0);
  }
  for (const userId of mentioned) publishUnread(ctx, userId, 'unreadMention', note.id);
  for (const userId of specified) publishUnread(ctx, userId, 'unreadSpecifiedNote', note.id);
}

export function unreadNoteFlags(
  ctx: InstanceContext,
  userId: string,
): { hasUnreadMentions: boolean; hasUnreadSpecifiedNotes: boolean } {
  const row = ctx.db
    .prepare(`SELECT MAX(is_mentioned) AS m, MAX(is_specified) AS s FROM note_unreads WHERE user_id = ?`)
    .get(userId) as { m: number | null; s: number | null };
  return { hasUnreadMentions: row.m === 1, hasUnreadSpecifiedNotes: row.s === 1 };
}

/**
 * The user has now seen these notes (Misskey marks them read when it hands them out, e.g. by
 * notes/mentions). When the last unread of a kind goes, `readAllUnreadMentions` /
 * `readAllUnreadSpecifiedNotes` tells their other tabs.
 */
export function readNotes(ctx: InstanceContext, userId: string, noteIds: readonly string[]): void {
  if (noteIds.length === 0) return;
  const before = unreadNoteFlags(ctx, userId);
  if (!before.hasUnreadMentions && !before.hasUnreadSpecifiedNotes) return;
  const del = ctx.db.prepare('DELETE FROM note_unreads WHERE user_id = ? AND note_id = ?');
  ctx.db.transaction(() => {
    for (const id of noteIds) del.run(userId, id);
  })();
  const after = unreadNoteFlags(ctx, userId);
  if (before.hasUnreadMentions && !after.hasUnreadMentions)
    publishUnread(ctx, userId, 'readAllUnreadMentions');
  if (before.hasUnreadSpecifiedNotes && !after.hasUnreadSpecifiedNotes)
    publishUnread(ctx, userId, 'readAllUnreadSpecifiedNotes');
}

/** Every unread mention and specified note of the user is read now. */
export function readAllUnreadNotes(ctx: InstanceContext, userId: string): void {
  const ids = (
    ctx.db.prepare('SELECT note_id FROM note_unreads WHERE user_id = ?').all(userId) as { note_id: string }[]
  ).map((r) => r.note_id);
  readNotes(ctx, userId, ids);
}
