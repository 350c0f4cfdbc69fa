import type { Database } from '../../db/database.js';

/** Whether the user marks every upload sensitive themselves (i/update `alwaysMarkNsfw`). */
export function marksUploadsSensitive(db: Database, userId: string): boolean {
  const row = db.prepare('SELECT always_mark_nsfw AS on_ FROM users WHERE id = ?').get(userId) as
    | { on_: number }
    | undefined;
  return row?.on_ === 1;
}

export function setMarksUploadsSensitive(db: Database, userId: string, on: boolean): void {
  db.prepare('UPDATE users SET always_mark_nsfw = ? WHERE id = ?').run(on ? 1 : 0, userId);
}
