import { randomInt } from 'node:crypto';
import type { entities } from 'misskey-js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { instanceFlag, setInstanceFlag } from './instance-flags.js';
import { packUserLite } from './user-packer.js';

/** An invitation code (Misskey's registration ticket). */
export interface InviteRow {
  id: string;
  createdAt: string;
  code: string;
  createdById: string | null;
  expiresAt: string | null;
  usedAt: string | null;
  usedById: string | null;
}

const COLUMNS = `id, created_at AS createdAt, code, created_by_id AS createdById, expires_at AS expiresAt,
  used_at AS usedAt, used_by_id AS usedById`;

// Digits and capitals without 0/O and 1/I: a code read aloud or copied by hand cannot be misread.
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 12;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function findInvite(ctx: InstanceContext, id: string): InviteRow | null {
  return (
    (ctx.db.prepare(`SELECT ${COLUMNS} FROM registration_tickets WHERE id = ?`).get(id) as InviteRow) ?? null
  );
}

/** Codes `userId` made within the last `cycleMinutes` (what `inviteLimit` counts). */
export function countRecentInvites(ctx: InstanceContext, userId: string, cycleMinutes: number): number {
  const since = new Date(Date.now() - cycleMinutes * 60_000).toISOString();
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM registration_tickets WHERE created_by_id = ? AND created_at > ?')
      .get(userId, since) as { n: number }
  ).n;
}

export function createInvite(
  ctx: InstanceContext,
  fields: { createdById: string | null; expiresAt: string | null },
): InviteRow {
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO registration_tickets (id, created_at, code, created_by_id, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  // 32^12 codes: a clash is next to impossible, but a retry costs nothing and keeps codes unique.
  for (;;) {
    const id = genId();
    const row: InviteRow = {
      id,
      createdAt: new Date().toISOString(),
      code: randomCode(),
      createdById: fields.createdById,
      expiresAt: fields.expiresAt,
      usedAt: null,
      usedById: null,
    };
    if (insert.run(row.id, row.createdAt, row.code, row.createdById, row.expiresAt).changes === 1) return row;
  }
}

/** One's own codes, newest first; with only `sinceId`, oldest first after it, as Misskey pages. */
export function listOwnInvites(
  ctx: InstanceContext,
  userId: string,
  window: PageWindow,
  limit: number,
): InviteRow[] {
  const { conditions, args } = pageWindowConditions(window);
  const where = ['created_by_id = ?', ...conditions].join(' AND ');
  const order = window.sinceId && !window.untilId ? 'ASC' : 'DESC';
  return ctx.db
    .prepare(`SELECT ${COLUMNS} FROM registration_tickets WHERE ${where} ORDER BY id ${order} LIMIT ?`)
    .all(userId, ...args, limit) as InviteRow[];
}

export type InviteFilter = 'unused' | 'used' | 'expired' | 'all';
export type InviteSort = '+createdAt' | '-createdAt' | '+usedAt' | '-usedAt';

/** Every code of the instance, for moderators (Misskey's admin/invite/list). */
export function listAllInvites(
  ctx: InstanceContext,
  q: { type: InviteFilter; sort: InviteSort | undefined; limit: number; offset: number },
): InviteRow[] {
  const where = {
    unused: 'WHERE used_by_id IS NULL AND used_at IS NULL',
    used: 'WHERE used_at IS NOT NULL',
    expired: 'WHERE expires_at IS NOT NULL AND expires_at < ?',
    all: '',
  }[q.type];
  // Misskey's "+" means newest (or most recently used) first.
  const order = {
    '+createdAt': 'id DESC',
    '-createdAt': 'id ASC',
    '+usedAt': 'used_at IS NULL, used_at DESC',
    '-usedAt': 'used_at IS NOT NULL, used_at ASC',
  }[q.sort ?? '+createdAt'];
  const args: (string | number)[] = q.type === 'expired' ? [new Date().toISOString()] : [];
  return ctx.db
    .prepare(`SELECT ${COLUMNS} FROM registration_tickets ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, q.limit, q.offset) as InviteRow[];
}

export function deleteInvite(ctx: InstanceContext, id: string): void {
  ctx.db.prepare('DELETE FROM registration_tickets WHERE id = ?').run(id);
}

export type ClaimResult = { ok: true; id: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Marks the code used before the account exists, in one statement, so two sign-ups racing
 * for one code cannot both get it. The caller settles the claim with the new account's id,
 * or releases it when the sign-up fails after all.
 */
export function claimInvite(ctx: InstanceContext, code: string): ClaimResult {
  const now = new Date().toISOString();
  const claimed = ctx.db
    .prepare(
      `UPDATE registration_tickets SET used_at = ? WHERE code = ? AND used_at IS NULL
       AND (expires_at IS NULL OR expires_at >= ?) RETURNING id`,
    )
    .get(now, code, now) as { id: string } | undefined;
  if (claimed) return { ok: true, id: claimed.id };
  const row = ctx.db.prepare('SELECT used_at AS usedAt FROM registration_tickets WHERE code = ?').get(code) as
    | { usedAt: string | null }
    | undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

export function settleInvite(ctx: InstanceContext, id: string, userId: string): void {
  ctx.db.prepare('UPDATE registration_tickets SET used_by_id = ? WHERE id = ?').run(userId, id);
}

export function releaseInvite(ctx: InstanceContext, id: string): void {
  ctx.db
    .prepare('UPDATE registration_tickets SET used_at = NULL WHERE id = ? AND used_by_id IS NULL')
    .run(id);
}

/** Misskey's InviteCode shape. */
export function packInvite(ctx: InstanceContext, row: InviteRow): entities.InviteCode {
  const userLite = (id: string | null) => {
    const user = id ? ctx.users.findById(id) : null;
    return user ? packUserLite(ctx, user) : null;
  };
  return {
    id: row.id,
    code: row.code,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    createdBy: userLite(row.createdById),
    usedBy: userLite(row.usedById),
    usedAt: row.usedAt,
    used: row.usedAt !== null,
  };
}

/** Whether sign-up needs an invitation code (Misskey's meta `disableRegistration`). */
export function registrationDisabled(ctx: InstanceContext): boolean {
  return instanceFlag(ctx.db, 'disableRegistration');
}

export function setRegistrationDisabled(ctx: InstanceContext, disabled: boolean): void {
  setInstanceFlag(ctx.db, 'disableRegistration', disabled);
}
