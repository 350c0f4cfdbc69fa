import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { type PageQuery, pageClauses } from '../follows.js';
import { genId } from '../ids.js';
import { packUserDetailed } from '../user-packer.js';
import { nowIso } from './index.js';

/**
 * Removes the mutes whose time has come. They already stopped applying (every read compares
 * `expires_at` with the clock); removing them lets the same user be muted again.
 */
export function removeExpiredMutes(db: Database): void {
  db.prepare('DELETE FROM mutings WHERE expires_at IS NOT NULL AND expires_at <= ?').run(nowIso());
}

export function hasMuteRow(db: Database, muterId: string, muteeId: string): boolean {
  removeExpiredMutes(db);
  return (
    db.prepare('SELECT 1 FROM mutings WHERE muter_id = ? AND mutee_id = ?').get(muterId, muteeId) !==
    undefined
  );
}

export function mute(ctx: InstanceContext, muterId: string, muteeId: string, expiresAt: Date | null): void {
  ctx.db
    .prepare(
      'INSERT OR IGNORE INTO mutings (id, created_at, muter_id, mutee_id, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(genId(), nowIso(), muterId, muteeId, expiresAt?.toISOString() ?? null);
}

/** False when there was no mute to remove. */
export function unmute(ctx: InstanceContext, muterId: string, muteeId: string): boolean {
  removeExpiredMutes(ctx.db);
  return (
    ctx.db.prepare('DELETE FROM mutings WHERE muter_id = ? AND mutee_id = ?').run(muterId, muteeId).changes >
    0
  );
}

export function renoteMute(ctx: InstanceContext, muterId: string, muteeId: string): boolean {
  return (
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO renote_mutings (id, created_at, muter_id, mutee_id) VALUES (?, ?, ?, ?)',
      )
      .run(genId(), nowIso(), muterId, muteeId).changes > 0
  );
}

export function renoteUnmute(ctx: InstanceContext, muterId: string, muteeId: string): boolean {
  return (
    ctx.db.prepare('DELETE FROM renote_mutings WHERE muter_id = ? AND mutee_id = ?').run(muterId, muteeId)
      .changes > 0
  );
}

interface RawRelationRow {
  id: string;
  created_at: string;
  user_id: string;
  expires_at?: string | null;
}

/** Rows of `table` made by `ownerColumn` = userId, a page at a time (newest first). */
export function listRelationRows(
  db: Database,
  table: 'mutings' | 'renote_mutings' | 'blockings',
  userId: string,
  q: PageQuery,
): RawRelationRow[] {
  const [owner, other] = table === 'blockings' ? ['blocker_id', 'blockee_id'] : ['muter_id', 'mutee_id'];
  const extra = table === 'mutings' ? ', expires_at' : '';
  const { where, args, order } = pageClauses(q);
  where.unshift(`${owner} = ?`);
  return db
    .prepare(
      `SELECT id, created_at, ${other} AS user_id${extra} FROM ${table}
       WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`,
    )
    .all(userId, ...args, q.limit) as RawRelationRow[];
}

function packOther(ctx: InstanceContext, userId: string, viewer: UserRow): entities.UserDetailedNotMe | null {
  const user = ctx.users.findById(userId);
  return user ? (packUserDetailed(ctx, user, viewer) as entities.UserDetailedNotMe) : null;
}

export function listMutings(ctx: InstanceContext, viewer: UserRow, q: PageQuery): entities.Muting[] {
  removeExpiredMutes(ctx.db);
  return listRelationRows(ctx.db, 'mutings', viewer.id, q).flatMap((row) => {
    const mutee = packOther(ctx, row.user_id, viewer);
    if (!mutee) return [];
    return [
      {
        id: row.id,
        createdAt: row.created_at,
        expiresAt: row.expires_at ?? null,
        muteeId: row.user_id,
        mutee,
      },
    ];
  });
}

export function listRenoteMutings(
  ctx: InstanceContext,
  viewer: UserRow,
  q: PageQuery,
): entities.RenoteMuting[] {
  return listRelationRows(ctx.db, 'renote_mutings', viewer.id, q).flatMap((row) => {
    const mutee = packOther(ctx, row.user_id, viewer);
    return mutee ? [{ id: row.id, createdAt: row.created_at, muteeId: row.user_id, mutee }] : [];
  });
}

export function listBlockings(ctx: InstanceContext, viewer: UserRow, q: PageQuery): entities.Blocking[] {
  return listRelationRows(ctx.db, 'blockings', viewer.id, q).flatMap((row) => {
    const blockee = packOther(ctx, row.user_id, viewer);
    return blockee ? [{ id: row.id, createdAt: row.created_at, blockeeId: row.user_id, blockee }] : [];
  });
}
