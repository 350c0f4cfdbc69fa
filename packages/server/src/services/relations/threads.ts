import type { Database } from '../../db/database.js';
import type { NoteRow } from '../../db/notes.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { readNotes } from '../notes/unreads.js';
import { nowIso } from './index.js';

/**
 * Mutes the thread `note` belongs to for `userId`: its new notes notify them no more, and its
 * notes still unread for them are read now, as in Misskey.
 */
export function muteThread(ctx: InstanceContext, userId: string, note: NoteRow): void {
  const { db } = ctx;
  const inThread = db
    .prepare(
      `SELECT u.note_id FROM note_unreads u JOIN notes n ON n.id = u.note_id
       WHERE u.user_id = ? AND n.thread_id = ?`,
    )
    .pluck()
    .all(userId, note.threadId) as string[];
  readNotes(ctx, userId, inThread);
  db.prepare(
    'INSERT OR IGNORE INTO note_thread_mutings (id, created_at, user_id, thread_id) VALUES (?, ?, ?, ?)',
  ).run(genId(), nowIso(), userId, note.threadId);
}

export function unmuteThread(db: Database, userId: string, note: NoteRow): void {
  db.prepare('DELETE FROM note_thread_mutings WHERE user_id = ? AND thread_id = ?').run(
    userId,
    note.threadId,
  );
}
