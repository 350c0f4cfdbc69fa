import type { Database } from '../../db/database.js';
import type { NoteRow } from '../../db/notes.js';
import { genId } from '../ids.js';
import { nowIso } from './index.js';

/** Mutes the thread `note` belongs to for `userId`: its new notes notify them no more. */
export function muteThread(db: Database, userId: string, note: NoteRow): void {
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
