import type { Database } from '../db/database.js';

/** Whether `userId` shows their reactions to everyone (i/update `publicReactions`). */
export function showsReactions(db: Database, userId: string): boolean {
  const on = db.prepare('SELECT public_reactions FROM users WHERE id = ?').pluck().get(userId) as
    | number
    | undefined;
  return on !== 0;
}

export function setShowsReactions(db: Database, userId: string, on: boolean): void {
  db.prepare('UPDATE users SET public_reactions = ? WHERE id = ?').run(on ? 1 : 0, userId);
}
