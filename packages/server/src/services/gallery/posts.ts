import type { entities } from 'misskey-js';
import type { PageWindow } from '../../db/paging.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packDriveFile } from '../drive/pack.js';
import { findFilesInOrder } from '../drive/repository.js';
import { genId } from '../ids.js';
import type { Viewer } from '../notes/visibility.js';
import { ownerVisible, windowOf } from '../pages/pages.js';
import { packUserLite } from '../user-packer.js';

export interface GalleryPostRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  title: string;
  description: string | null;
  fileIds: string[];
  tags: string[];
  isSensitive: boolean;
  likedCount: number;
}

interface RawPost {
  id: string;
  created_at: string;
  updated_at: string;
  user_id: string;
  title: string;
  description: string | null;
  file_ids: string;
  tags: string;
  is_sensitive: number;
  /** Counted, never stored (see migration 047). */
  likes: number;
}

/** A post's columns and its like count; `g` is the gallery_posts alias of every query here. */
const POST_COLUMNS = `g.id, g.created_at, g.updated_at, g.user_id, g.title, g.description, g.file_ids, g.tags,
  g.is_sensitive, (SELECT COUNT(*) FROM gallery_likes gl WHERE gl.post_id = g.id) AS likes`;

const toPost = (raw: RawPost): GalleryPostRow => ({
  id: raw.id,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
  userId: raw.user_id,
  title: raw.title,
  description: raw.description,
  fileIds: JSON.parse(raw.file_ids) as string[],
  tags: JSON.parse(raw.tags) as string[],
  isSensitive: raw.is_sensitive === 1,
  likedCount: raw.likes,
});

/**
 * Misskey's ranking window for featured posts: a like counts when given within three days of
 * the post, and the ranking reads the current and the previous window.
 */
export const GALLERY_RANKING_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface GalleryPostFields {
  title: string;
  description: string | null;
  fileIds: string[];
  isSensitive: boolean;
}

export function findGalleryPost(ctx: InstanceContext, id: string): GalleryPostRow | null {
  const raw = ctx.db.prepare(`SELECT ${POST_COLUMNS} FROM gallery_posts g WHERE g.id = ?`).get(id) as
    | RawPost
    | undefined;
  return raw ? toPost(raw) : null;
}

export function createGalleryPost(
  ctx: InstanceContext,
  owner: UserRow,
  f: GalleryPostFields,
): GalleryPostRow {
  const now = Date.now();
  const id = genId(now);
  const at = new Date(now).toISOString();
  ctx.db
    .prepare(
      `INSERT INTO gallery_posts (id, created_at, updated_at, user_id, title, description, file_ids, is_sensitive)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, at, at, owner.id, f.title, f.description, JSON.stringify(f.fileIds), f.isSensitive ? 1 : 0);
  return findGalleryPost(ctx, id) as GalleryPostRow;
}

/** Only the fields given change (`description: null` clears it). */
export function updateGalleryPost(
  ctx: InstanceContext,
  post: GalleryPostRow,
  f: Partial<GalleryPostFields>,
): GalleryPostRow {
  ctx.db
    .prepare(
      `UPDATE gallery_posts SET updated_at = ?, title = ?, description = ?, file_ids = ?, is_sensitive = ?
       WHERE id = ?`,
    )
    .run(
      new Date().toISOString(),
      f.title ?? post.title,
      f.description === undefined ? post.description : f.description,
      JSON.stringify(f.fileIds ?? post.fileIds),
      (f.isSensitive ?? post.isSensitive) ? 1 : 0,
      post.id,
    );
  return findGalleryPost(ctx, post.id) as GalleryPostRow;
}

export function deleteGalleryPost(ctx: InstanceContext, post: GalleryPostRow): void {
  ctx.db.prepare('DELETE FROM gallery_posts WHERE id = ?').run(post.id);
}

/** False when the user had already liked it. */
export function likeGalleryPost(ctx: InstanceContext, userId: string, post: GalleryPostRow): boolean {
  return (
    ctx.db
      .prepare('INSERT OR IGNORE INTO gallery_likes (id, created_at, user_id, post_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), userId, post.id).changes > 0
  );
}

/** False when the user had not liked it. */
export function unlikeGalleryPost(ctx: InstanceContext, userId: string, post: GalleryPostRow): boolean {
  return (
    ctx.db.prepare('DELETE FROM gallery_likes WHERE user_id = ? AND post_id = ?').run(userId, post.id)
      .changes > 0
  );
}

/** The misskey-js GalleryPost; files deleted since drop out; isLiked only for signed-in viewers. */
export function packGalleryPost(
  ctx: InstanceContext,
  post: GalleryPostRow,
  viewer: Viewer,
): entities.GalleryPost | null {
  const owner = ctx.users.findById(post.userId);
  if (!owner) return null;
  const files = findFilesInOrder(ctx.db, post.fileIds);
  const liked =
    viewer &&
    ctx.db
      .prepare('SELECT 1 FROM gallery_likes WHERE user_id = ? AND post_id = ?')
      .get(viewer.id, post.id) !== undefined;
  return {
    id: post.id,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    userId: post.userId,
    user: packUserLite(ctx, owner),
    title: post.title,
    description: post.description,
    fileIds: files.map((f) => f.id),
    files: files.map((f) => packDriveFile(ctx, f)),
    ...(post.tags.length > 0 ? { tags: post.tags } : {}),
    isSensitive: post.isSensitive,
    likedCount: post.likedCount,
    ...(viewer ? { isLiked: liked === true } : {}),
  };
}

function packVisible(ctx: InstanceContext, rows: RawPost[], viewer: UserRow | null): entities.GalleryPost[] {
  return rows.flatMap((raw) => {
    const post = toPost(raw);
    if (!ownerVisible(ctx.users.findById(post.userId), viewer)) return [];
    return packGalleryPost(ctx, post, viewer) ?? [];
  });
}

/** Hidden owners are filtered in SQL too, so a page of a list is not short of them. */
const OWNER_SHOWN =
  'EXISTS (SELECT 1 FROM users u WHERE u.id = g.user_id AND u.is_suspended = 0 AND u.is_deleted = 0)';

/**
 * gallery/posts (everyone's, `userId` unset), users/gallery/posts and i/gallery/posts: newest
 * first with Misskey's paging. A suspended owner's posts are left out unless staff asks.
 */
export function listGalleryPosts(
  ctx: InstanceContext,
  viewer: UserRow | null,
  q: PageWindow & { limit: number; userId?: string },
): entities.GalleryPost[] {
  const w = windowOf(q, 'g');
  const staff = viewer !== null && (viewer.isAdmin || viewer.isModerator);
  const where = [
    ...(q.userId !== undefined ? ['g.user_id = ?'] : []),
    ...(staff || q.userId === viewer?.id ? [] : [OWNER_SHOWN]),
    ...w.conditions,
  ];
  const rows = ctx.db
    .prepare(
      `SELECT ${POST_COLUMNS} FROM gallery_posts g ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY g.id ${w.order} LIMIT ?`,
    )
    .all(...(q.userId !== undefined ? [q.userId] : []), ...w.args, q.limit) as RawPost[];
  return packVisible(ctx, rows, viewer);
}

/** gallery/popular: the ten most liked posts of all time, as Misskey. */
export function listPopularGalleryPosts(
  ctx: InstanceContext,
  viewer: UserRow | null,
): entities.GalleryPost[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${POST_COLUMNS} FROM gallery_posts g WHERE likes > 0 AND ${OWNER_SHOWN}
       ORDER BY likes DESC, g.id DESC LIMIT 10`,
    )
    .all() as RawPost[];
  return packVisible(ctx, rows, viewer);
}

/**
 * gallery/featured, as Misskey ranks it: the hundred posts with the most likes given within
 * three days of posting, over the last two ranking windows; those answered newest first.
 */
export function listFeaturedGalleryPosts(
  ctx: InstanceContext,
  viewer: UserRow | null,
  q: { limit: number; untilId?: string },
  now = Date.now(),
): entities.GalleryPost[] {
  const since = new Date(now - 2 * GALLERY_RANKING_WINDOW_MS).toISOString();
  const ranked = ctx.db
    .prepare(
      `SELECT g.id AS id FROM gallery_likes l JOIN gallery_posts g ON g.id = l.post_id
       WHERE l.created_at > ? AND julianday(l.created_at) - julianday(g.created_at) < 3 AND ${OWNER_SHOWN}
       GROUP BY g.id ORDER BY COUNT(*) DESC, g.id DESC LIMIT 100`,
    )
    .all(since) as { id: string }[];
  const ids = ranked
    .map((r) => r.id)
    .filter((id) => q.untilId === undefined || id < q.untilId)
    .sort((a, b) => (a > b ? -1 : 1))
    .slice(0, q.limit);
  if (ids.length === 0) return [];
  const rows = ctx.db
    .prepare(
      `SELECT ${POST_COLUMNS} FROM gallery_posts g WHERE g.id IN (${ids.map(() => '?').join(', ')}) ORDER BY g.id DESC`,
    )
    .all(...ids) as RawPost[];
  return packVisible(ctx, rows, viewer);
}

/** i/gallery/likes: the viewer's likes, newest like first, each with the like's id. */
export function listGalleryLikes(
  ctx: InstanceContext,
  viewer: UserRow,
  q: PageWindow & { limit: number },
): { id: string; post: entities.GalleryPost }[] {
  const w = windowOf(q, 'l');
  const rows = ctx.db
    .prepare(
      `SELECT l.id AS like_id, ${POST_COLUMNS} FROM gallery_likes l JOIN gallery_posts g ON g.id = l.post_id
       WHERE ${['l.user_id = ?', ...w.conditions].join(' AND ')} ORDER BY l.id ${w.order} LIMIT ?`,
    )
    .all(viewer.id, ...w.args, q.limit) as (RawPost & { like_id: string })[];
  return rows.flatMap((raw) => {
    const [post] = packVisible(ctx, [raw], viewer);
    return post ? [{ id: raw.like_id, post }] : [];
  });
}
