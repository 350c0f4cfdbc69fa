import type { entities } from 'misskey-js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import type { Viewer } from './notes/visibility.js';
import { packUserLite } from './user-packer.js';

/** Play (Misskey's flash, issue 24): a script anyone may run, with its likes. */
export interface FlashRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  title: string;
  summary: string;
  script: string;
  permissions: string[];
  visibility: 'public' | 'private';
  likedCount: number;
}

const FLASH_COLUMNS = `f.id AS id, f.created_at AS createdAt, f.updated_at AS updatedAt, f.user_id AS userId,
  f.title AS title, f.summary AS summary, f.script AS script, f.permissions AS permissions,
  f.visibility AS visibility, f.liked_count AS likedCount`;

type RawFlash = Omit<FlashRow, 'permissions'> & { permissions: string };
const toFlash = (raw: RawFlash): FlashRow => ({
  ...raw,
  permissions: JSON.parse(raw.permissions) as string[],
});

export interface FlashFields {
  title: string;
  summary: string;
  script: string;
  permissions: string[];
  visibility: 'public' | 'private';
}

export function findFlash(ctx: InstanceContext, id: string): FlashRow | null {
  const raw = ctx.db.prepare(`SELECT ${FLASH_COLUMNS} FROM flashes f WHERE f.id = ?`).get(id) as
    | RawFlash
    | undefined;
  return raw ? toFlash(raw) : null;
}

export function createFlash(ctx: InstanceContext, owner: UserRow, fields: FlashFields): FlashRow {
  const id = genId();
  const now = new Date().toISOString();
  ctx.db
    .prepare(
      `INSERT INTO flashes (id, created_at, updated_at, user_id, title, summary, script, permissions, visibility)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      now,
      now,
      owner.id,
      fields.title,
      fields.summary,
      fields.script,
      JSON.stringify(fields.permissions),
      fields.visibility,
    );
  return findFlash(ctx, id) as FlashRow;
}

/** Only the fields given change, as in Misskey; the update time moves either way. */
export function updateFlash(ctx: InstanceContext, flash: FlashRow, fields: Partial<FlashFields>): void {
  const next = { ...flash, ...fields };
  ctx.db
    .prepare(
      `UPDATE flashes SET updated_at = ?, title = ?, summary = ?, script = ?, permissions = ?, visibility = ?
       WHERE id = ?`,
    )
    .run(
      new Date().toISOString(),
      next.title,
      next.summary,
      next.script,
      JSON.stringify(next.permissions),
      next.visibility,
      flash.id,
    );
}

export function deleteFlash(ctx: InstanceContext, flash: FlashRow): void {
  ctx.db.prepare('DELETE FROM flashes WHERE id = ?').run(flash.id);
}

/** False when it was already liked. The count on the row moves with the like. */
export function likeFlash(ctx: InstanceContext, userId: string, flashId: string): boolean {
  return ctx.db.transaction(() => {
    const added =
      ctx.db
        .prepare('INSERT OR IGNORE INTO flash_likes (id, flash_id, user_id) VALUES (?, ?, ?)')
        .run(genId(), flashId, userId).changes > 0;
    if (added) ctx.db.prepare('UPDATE flashes SET liked_count = liked_count + 1 WHERE id = ?').run(flashId);
    return added;
  })();
}

/** False when it was not liked. */
export function unlikeFlash(ctx: InstanceContext, userId: string, flashId: string): boolean {
  return ctx.db.transaction(() => {
    const removed =
      ctx.db.prepare('DELETE FROM flash_likes WHERE flash_id = ? AND user_id = ?').run(flashId, userId)
        .changes > 0;
    if (removed) {
      ctx.db.prepare('UPDATE flashes SET liked_count = MAX(liked_count - 1, 0) WHERE id = ?').run(flashId);
    }
    return removed;
  })();
}

function isLiked(ctx: InstanceContext, userId: string, flashId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM flash_likes WHERE user_id = ? AND flash_id = ?').get(userId, flashId) !==
    undefined
  );
}

/** The misskey-js Flash (no `permissions`, as Misskey packs it); `isLiked` only to a signed-in viewer. */
export function packFlash(ctx: InstanceContext, flash: FlashRow, viewer: Viewer): entities.Flash | null {
  const owner = ctx.users.findById(flash.userId);
  if (!owner) return null;
  return {
    id: flash.id,
    createdAt: flash.createdAt,
    updatedAt: flash.updatedAt,
    userId: flash.userId,
    user: packUserLite(ctx, owner),
    title: flash.title,
    summary: flash.summary,
    script: flash.script,
    visibility: flash.visibility,
    likedCount: flash.likedCount,
    ...(viewer ? { isLiked: isLiked(ctx, viewer.id, flash.id) } : {}),
  };
}

function packFlashes(ctx: InstanceContext, rows: RawFlash[], viewer: Viewer): entities.Flash[] {
  return rows.flatMap((raw) => packFlash(ctx, toFlash(raw), viewer) ?? []);
}

type Page = PageWindow & { limit: number };

function windowed(q: PageWindow, alias: string) {
  const window = pageWindowConditions(q, alias);
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  return { ...window, order: ascending ? 'ASC' : 'DESC' };
}

/**
 * A user's plays, newest first: all of them for flash/my, the public ones for users/flashs
 * (a private play stays off the profile, even to its owner, as in Misskey).
 */
export function listUserFlashes(
  ctx: InstanceContext,
  userId: string,
  viewer: Viewer,
  q: Page & { includePrivate: boolean },
): entities.Flash[] {
  const w = windowed(q, 'f');
  const where = ['f.user_id = ?', ...(q.includePrivate ? [] : ["f.visibility = 'public'"]), ...w.conditions];
  const rows = ctx.db
    .prepare(
      `SELECT ${FLASH_COLUMNS} FROM flashes f WHERE ${where.join(' AND ')} ORDER BY f.id ${w.order} LIMIT ?`,
    )
    .all(userId, ...w.args, q.limit) as RawFlash[];
  return packFlashes(ctx, rows, viewer);
}

/** Misskey's featured plays: public ones liked at least once, most liked first, then latest updated. */
export function listFeaturedFlashes(
  ctx: InstanceContext,
  viewer: Viewer,
  q: { offset: number; limit: number },
): entities.Flash[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${FLASH_COLUMNS} FROM flashes f WHERE f.liked_count > 0 AND f.visibility = 'public'
       ORDER BY f.liked_count DESC, f.updated_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    )
    .all(q.limit, q.offset) as RawFlash[];
  return packFlashes(ctx, rows, viewer);
}

/** Public plays whose title or summary holds the words, newest first. */
export function searchFlashes(
  ctx: InstanceContext,
  viewer: Viewer,
  query: string,
  q: Page,
): entities.Flash[] {
  const w = windowed(q, 'f');
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = ctx.db
    .prepare(
      `SELECT ${FLASH_COLUMNS} FROM flashes f
       WHERE f.visibility = 'public' AND (f.title LIKE ? ESCAPE '\\' OR f.summary LIKE ? ESCAPE '\\')
       ${w.conditions.map((c) => `AND ${c}`).join(' ')} ORDER BY f.id ${w.order} LIMIT ?`,
    )
    .all(pattern, pattern, ...w.args, q.limit) as RawFlash[];
  return packFlashes(ctx, rows, viewer);
}

/**
 * The viewer's likes, newest like first, as Misskey's `{ id, flash }` (a liked play turned private
 * is still listed: the viewer has its link). `search` narrows them by title.
 */
export function listLikedFlashes(
  ctx: InstanceContext,
  viewer: UserRow,
  q: Page & { search: string | null },
): Array<{ id: string; flash: entities.Flash }> {
  const w = windowed(q, 'l');
  const where = ['l.user_id = ?', ...w.conditions.filter((c) => !c.includes('created_at'))];
  const args: unknown[] = [viewer.id, ...w.args.slice(0, where.length - 1)];
  if (q.search) {
    where.push("f.title LIKE ? ESCAPE '\\'");
    args.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const rows = ctx.db
    .prepare(
      `SELECT l.id AS likeId, ${FLASH_COLUMNS} FROM flash_likes l JOIN flashes f ON f.id = l.flash_id
       WHERE ${where.join(' AND ')} ORDER BY l.id ${w.order} LIMIT ?`,
    )
    .all(...args, q.limit) as Array<RawFlash & { likeId: string }>;
  return rows.flatMap(({ likeId, ...raw }) => {
    const flash = packFlash(ctx, toFlash(raw), viewer);
    return flash ? [{ id: likeId, flash }] : [];
  });
}
