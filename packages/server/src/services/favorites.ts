import type { entities } from 'misskey-js';
import { NOTE_COLUMNS, type RawNote, toNote } from '../db/notes.js';
import { pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { packNoteFor } from './notes/pack.js';

export function isFavorited(ctx: InstanceContext, userId: string, noteId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM note_favorites WHERE user_id = ? AND note_id = ?').get(userId, noteId) !==
    undefined
  );
}

/** False when the note was already a favorite. */
export function addFavorite(ctx: InstanceContext, userId: string, noteId: string): boolean {
  return (
    ctx.db
      .prepare('INSERT OR IGNORE INTO note_favorites (id, created_at, note_id, user_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), noteId, userId).changes > 0
  );
}

/** False when the note was not a favorite. */
export function removeFavorite(ctx: InstanceContext, userId: string, noteId: string): boolean {
  return (
    ctx.db.prepare('DELETE FROM note_favorites WHERE user_id = ? AND note_id = ?').run(userId, noteId)
      .changes > 0
  );
}

export interface FavoriteQuery {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/**
 * The user's favorites, newest first. A favorite whose note they may no longer see (for
 * instance after unfollowing the author of a followers-only note) is left out.
 */
export function listFavorites(
  ctx: InstanceContext,
  user: UserRow,
  q: FavoriteQuery,
): entities.NoteFavorite[] {
  const where = ['f.user_id = ?'];
  const args: unknown[] = [user.id];
  const window = pageWindowConditions(q, 'f');
  where.push(...window.conditions);
  args.push(...window.args);
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  const stmt = ctx.db.prepare(
    `SELECT f.id AS fav_id, f.created_at AS fav_created_at, ${NOTE_COLUMNS}
     FROM note_favorites f JOIN notes n ON n.id = f.note_id
     WHERE ${where.join(' AND ')} ORDER BY f.id ${ascending ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
  );
  const result: entities.NoteFavorite[] = [];
  const batch = Math.max(q.limit, 10);
  for (let offset = 0; ; offset += batch) {
    const rows = stmt.all(...args, batch, offset) as (RawNote & { fav_id: string; fav_created_at: string })[];
    for (const row of rows) {
      const note = packNoteFor(ctx, toNote(row), user);
      if (!note) continue;
      result.push({ id: row.fav_id, createdAt: row.fav_created_at, noteId: note.id, note });
      if (result.length >= q.limit) return result;
    }
    if (rows.length < batch) return result;
  }
}
