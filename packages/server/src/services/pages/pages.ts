import type { entities } from 'misskey-js';
import { type PageWindow, pageWindowConditions } from '../../db/paging.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packDriveFile } from '../drive/pack.js';
import { findFile, findFilesInOrder } from '../drive/repository.js';
import { genId } from '../ids.js';
import type { Viewer } from '../notes/visibility.js';
import { packUserLite } from '../user-packer.js';
import { imageFileIds } from './blocks.js';

export interface PageRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  name: string;
  title: string;
  summary: string | null;
  content: unknown[];
  variables: unknown[];
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  likedCount: number;
}

interface RawPage {
  id: string;
  created_at: string;
  updated_at: string;
  user_id: string;
  name: string;
  title: string;
  summary: string | null;
  content: string;
  variables: string;
  script: string;
  eye_catching_image_id: string | null;
  font: string;
  align_center: number;
  hide_title_when_pinned: number;
  /** Counted, never stored (see migration 046). */
  likes: number;
}

/** A page's columns and its like count; `p` is the pages alias of every query here. */
const PAGE_COLUMNS = `p.id, p.created_at, p.updated_at, p.user_id, p.name, p.title, p.summary, p.content,
  p.variables, p.script, p.eye_catching_image_id, p.font, p.align_center, p.hide_title_when_pinned,
  (SELECT COUNT(*) FROM page_likes pl WHERE pl.page_id = p.id) AS likes`;

const toPage = (raw: RawPage): PageRow => ({
  id: raw.id,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
  userId: raw.user_id,
  name: raw.name,
  title: raw.title,
  summary: raw.summary,
  content: JSON.parse(raw.content) as unknown[],
  variables: JSON.parse(raw.variables) as unknown[],
  script: raw.script,
  eyeCatchingImageId: raw.eye_catching_image_id,
  font: raw.font === 'serif' ? 'serif' : 'sans-serif',
  alignCenter: raw.align_center === 1,
  hideTitleWhenPinned: raw.hide_title_when_pinned === 1,
  likedCount: raw.likes,
});

/** The fields a client writes (pages/create gives all; pages/update any of them). */
export interface PageFields {
  name: string;
  title: string;
  summary: string | null;
  content: unknown[];
  variables: unknown[];
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
}

export function findPage(ctx: InstanceContext, id: string): PageRow | null {
  const raw = ctx.db.prepare(`SELECT ${PAGE_COLUMNS} FROM pages p WHERE p.id = ?`).get(id) as
    | RawPage
    | undefined;
  return raw ? toPage(raw) : null;
}

export function findPageByName(ctx: InstanceContext, userId: string, name: string): PageRow | null {
  const raw = ctx.db
    .prepare(`SELECT ${PAGE_COLUMNS} FROM pages p WHERE p.user_id = ? AND p.name = ?`)
    .get(userId, name) as RawPage | undefined;
  return raw ? toPage(raw) : null;
}

/** Whether another page of the user (not `exceptId`) already has this name. */
export function pageNameTaken(ctx: InstanceContext, userId: string, name: string, exceptId = ''): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM pages WHERE user_id = ? AND name = ? AND id != ?')
      .get(userId, name, exceptId) !== undefined
  );
}

/**
 * Whether `viewer` may see the pages of `owner`: a deleted account's never, a suspended one's
 * only to staff (Misskey hides a suspended user's content from everyone else).
 */
export function ownerVisible(owner: UserRow | null, viewer: UserRow | null): owner is UserRow {
  if (!owner || owner.isDeleted) return false;
  return !owner.isSuspended || (viewer !== null && (viewer.isAdmin || viewer.isModerator));
}

export function createPage(ctx: InstanceContext, owner: UserRow, f: PageFields): PageRow {
  const now = Date.now();
  const id = genId(now);
  const at = new Date(now).toISOString();
  ctx.db
    .prepare(
      `INSERT INTO pages (id, created_at, updated_at, user_id, name, title, summary, content, variables,
         script, eye_catching_image_id, font, align_center, hide_title_when_pinned)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      at,
      at,
      owner.id,
      f.name,
      f.title,
      f.summary,
      JSON.stringify(f.content),
      JSON.stringify(f.variables),
      f.script,
      f.eyeCatchingImageId,
      f.font,
      f.alignCenter ? 1 : 0,
      f.hideTitleWhenPinned ? 1 : 0,
    );
  return findPage(ctx, id) as PageRow;
}

/** Only the fields given change (`summary: null` and `eyeCatchingImageId: null` clear them). */
export function updatePage(ctx: InstanceContext, page: PageRow, f: Partial<PageFields>): PageRow {
  const next = { ...page };
  for (const [key, value] of Object.entries(f)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  ctx.db
    .prepare(
      `UPDATE pages SET updated_at = ?, name = ?, title = ?, summary = ?, content = ?, variables = ?,
         script = ?, eye_catching_image_id = ?, font = ?, align_center = ?, hide_title_when_pinned = ?
       WHERE id = ?`,
    )
    .run(
      new Date().toISOString(),
      next.name,
      next.title,
      next.summary,
      JSON.stringify(next.content),
      JSON.stringify(next.variables),
      next.script,
      next.eyeCatchingImageId,
      next.font,
      next.alignCenter ? 1 : 0,
      next.hideTitleWhenPinned ? 1 : 0,
      page.id,
    );
  return findPage(ctx, page.id) as PageRow;
}

export function deletePage(ctx: InstanceContext, page: PageRow): void {
  ctx.db.prepare('DELETE FROM pages WHERE id = ?').run(page.id);
}

/** False when the user had already liked it. */
export function likePage(ctx: InstanceContext, userId: string, page: PageRow): boolean {
  return (
    ctx.db
      .prepare('INSERT OR IGNORE INTO page_likes (id, created_at, user_id, page_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), userId, page.id).changes > 0
  );
}

/** False when the user had not liked it. */
export function unlikePage(ctx: InstanceContext, userId: string, page: PageRow): boolean {
  return (
    ctx.db.prepare('DELETE FROM page_likes WHERE user_id = ? AND page_id = ?').run(userId, page.id).changes >
    0
  );
}

function isLiked(ctx: InstanceContext, userId: string, pageId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM page_likes WHERE user_id = ? AND page_id = ?').get(userId, pageId) !==
    undefined
  );
}

/**
 * The misskey-js Page. attachedFiles are the owner's own files among the image blocks (someone
 * else's file id shows nothing, as in Misskey); isLiked is answered to signed-in viewers only.
 */
export function packPage(ctx: InstanceContext, page: PageRow, viewer: Viewer): entities.Page | null {
  const owner = ctx.users.findById(page.userId);
  if (!owner) return null;
  const eyeCatching = page.eyeCatchingImageId ? findFile(ctx.db, page.eyeCatchingImageId) : null;
  const attached = findFilesInOrder(ctx.db, [...new Set(imageFileIds(page.content))]).filter(
    (f) => f.userId === page.userId,
  );
  return {
    id: page.id,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    userId: page.userId,
    user: packUserLite(ctx, owner),
    content: page.content as entities.Page['content'],
    variables: page.variables as entities.Page['variables'],
    title: page.title,
    name: page.name,
    summary: page.summary,
    hideTitleWhenPinned: page.hideTitleWhenPinned,
    alignCenter: page.alignCenter,
    font: page.font,
    script: page.script,
    eyeCatchingImageId: eyeCatching ? eyeCatching.id : null,
    eyeCatchingImage: eyeCatching ? packDriveFile(ctx, eyeCatching) : null,
    attachedFiles: attached.map((f) => packDriveFile(ctx, f)),
    likedCount: page.likedCount,
    ...(viewer ? { isLiked: isLiked(ctx, viewer.id, page.id) } : {}),
  };
}

/** Pages `viewer` may see, packed; those of hidden owners drop out. */
function packVisible(ctx: InstanceContext, rows: RawPage[], viewer: UserRow | null): entities.Page[] {
  return rows.flatMap((raw) => {
    const page = toPage(raw);
    if (!ownerVisible(ctx.users.findById(page.userId), viewer)) return [];
    return packPage(ctx, page, viewer) ?? [];
  });
}

/** Misskey's paging: newest first, oldest first when only sinceId/sinceDate is given. */
export function windowOf(q: PageWindow, alias: string) {
  const window = pageWindowConditions(q, alias);
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  return { ...window, order: ascending ? 'ASC' : 'DESC' };
}

/** A user's pages (users/pages and i/pages), newest first. */
export function listUserPages(
  ctx: InstanceContext,
  userId: string,
  viewer: UserRow | null,
  q: PageWindow & { limit: number },
): entities.Page[] {
  const w = windowOf(q, 'p');
  const rows = ctx.db
    .prepare(
      `SELECT ${PAGE_COLUMNS} FROM pages p WHERE ${['p.user_id = ?', ...w.conditions].join(' AND ')}
       ORDER BY p.id ${w.order} LIMIT ?`,
    )
    .all(userId, ...w.args, q.limit) as RawPage[];
  return packVisible(ctx, rows, viewer);
}

/** pages/featured: the ten most liked pages (a page nobody liked is not featured), as Misskey. */
export function listFeaturedPages(ctx: InstanceContext, viewer: UserRow | null): entities.Page[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${PAGE_COLUMNS} FROM pages p JOIN users u ON u.id = p.user_id
       WHERE p.visibility = 'public' AND u.is_suspended = 0 AND u.is_deleted = 0 AND likes > 0
       ORDER BY likes DESC, p.id DESC LIMIT 10`,
    )
    .all() as RawPage[];
  return packVisible(ctx, rows, viewer);
}

/** i/page-likes: the viewer's likes, newest like first, paged on the like's id. */
export function listPageLikes(
  ctx: InstanceContext,
  viewer: UserRow,
  q: PageWindow & { limit: number },
): { id: string; page: entities.Page }[] {
  const w = windowOf(q, 'l');
  const rows = ctx.db
    .prepare(
      `SELECT l.id AS like_id, ${PAGE_COLUMNS} FROM page_likes l JOIN pages p ON p.id = l.page_id
       WHERE ${['l.user_id = ?', ...w.conditions].join(' AND ')} ORDER BY l.id ${w.order} LIMIT ?`,
    )
    .all(viewer.id, ...w.args, q.limit) as (RawPage & { like_id: string })[];
  return rows.flatMap((raw) => {
    const [page] = packVisible(ctx, [raw], viewer);
    return page ? [{ id: raw.like_id, page }] : [];
  });
}
