import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { packUserLite } from '../user-packer.js';

export interface UserListRow {
  id: string;
  createdAt: string;
  userId: string;
  name: string;
  isPublic: boolean;
}

const LIST_COLUMNS = `l.id AS id, l.created_at AS createdAt, l.user_id AS userId, l.name AS name,
  l.is_public AS isPublic`;

type RawList = Omit<UserListRow, 'isPublic'> & { isPublic: number };
const toList = (raw: RawList): UserListRow => ({ ...raw, isPublic: raw.isPublic === 1 });

export function findList(ctx: InstanceContext, id: string): UserListRow | null {
  const raw = ctx.db.prepare(`SELECT ${LIST_COLUMNS} FROM user_lists l WHERE l.id = ?`).get(id) as
    | RawList
    | undefined;
  return raw ? toList(raw) : null;
}

/** The list only when `ownerId` owns it: someone else's list answers as missing. */
export function findOwnList(ctx: InstanceContext, ownerId: string, id: string): UserListRow | null {
  const list = findList(ctx, id);
  return list && list.userId === ownerId ? list : null;
}

/** The list only when it is public (liking, copying, the public page). */
export function findPublicList(ctx: InstanceContext, id: string): UserListRow | null {
  const list = findList(ctx, id);
  return list?.isPublic ? list : null;
}

/**
 * Misskey's choice for show and get-memberships: the viewer's own list, unless they ask for
 * the public view (or are signed out), which finds only public lists.
 */
export function findListFor(
  ctx: InstanceContext,
  viewer: UserRow | null,
  id: string,
  forPublic: boolean,
): UserListRow | null {
  return !forPublic && viewer ? findOwnList(ctx, viewer.id, id) : findPublicList(ctx, id);
}

/** The user's lists, oldest first; only the public ones when `publicOnly`. */
export function listsOf(ctx: InstanceContext, userId: string, publicOnly: boolean): UserListRow[] {
  const raws = ctx.db
    .prepare(
      `SELECT ${LIST_COLUMNS} FROM user_lists l WHERE l.user_id = ? ${publicOnly ? 'AND l.is_public = 1' : ''}
       ORDER BY l.id`,
    )
    .all(userId) as RawList[];
  return raws.map(toList);
}

export function countLists(ctx: InstanceContext, userId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM user_lists WHERE user_id = ?').get(userId) as { n: number }
  ).n;
}

export function createList(ctx: InstanceContext, ownerId: string, name: string): UserListRow {
  const id = genId();
  ctx.db
    .prepare('INSERT INTO user_lists (id, created_at, user_id, name, is_public) VALUES (?, ?, ?, ?, 0)')
    .run(id, new Date().toISOString(), ownerId, name);
  return findList(ctx, id) as UserListRow;
}

/** Only the fields given change, as in Misskey. */
export function updateList(
  ctx: InstanceContext,
  list: UserListRow,
  fields: { name?: string; isPublic?: boolean },
): UserListRow {
  ctx.db
    .prepare('UPDATE user_lists SET name = ?, is_public = ? WHERE id = ?')
    .run(fields.name ?? list.name, (fields.isPublic ?? list.isPublic) ? 1 : 0, list.id);
  return findList(ctx, list.id) as UserListRow;
}

export function deleteList(ctx: InstanceContext, list: UserListRow): void {
  // Antennas reading from the list go with it, as in Misskey (antennas.user_list_id has no key).
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM antennas WHERE user_list_id = ?').run(list.id);
    ctx.db.prepare('DELETE FROM user_lists WHERE id = ?').run(list.id);
  })();
}

export function memberIds(ctx: InstanceContext, listId: string): string[] {
  return ctx.db
    .prepare('SELECT user_id FROM user_list_memberships WHERE user_list_id = ? ORDER BY id')
    .pluck()
    .all(listId) as string[];
}

export function isLiked(ctx: InstanceContext, userId: string, listId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM user_list_favorites WHERE user_id = ? AND user_list_id = ?')
      .get(userId, listId) !== undefined
  );
}

export function likedCount(ctx: InstanceContext, listId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM user_list_favorites WHERE user_list_id = ?').get(listId) as {
      n: number;
    }
  ).n;
}

/** False when it was already liked. */
export function likeList(ctx: InstanceContext, userId: string, listId: string): boolean {
  return (
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO user_list_favorites (id, created_at, user_list_id, user_id) VALUES (?, ?, ?, ?)',
      )
      .run(genId(), new Date().toISOString(), listId, userId).changes > 0
  );
}

/** False when it was not liked. */
export function unlikeList(ctx: InstanceContext, userId: string, listId: string): boolean {
  return (
    ctx.db
      .prepare('DELETE FROM user_list_favorites WHERE user_id = ? AND user_list_id = ?')
      .run(userId, listId).changes > 0
  );
}

/** The misskey-js UserList: Misskey answers the member ids with every list. */
export function packList(ctx: InstanceContext, list: UserListRow): entities.UserList {
  return {
    id: list.id,
    createdAt: list.createdAt,
    name: list.name,
    userIds: memberIds(ctx, list.id),
    isPublic: list.isPublic,
  };
}

export type Membership = entities.UsersListsGetMembershipsResponse[number];

/** A page of the list's memberships (newest first; oldest first after sinceId alone). */
export function listMemberships(
  ctx: InstanceContext,
  list: UserListRow,
  page: { limit: number; sinceId?: string; untilId?: string },
): Membership[] {
  const where = ['m.user_list_id = @listId'];
  if (page.sinceId !== undefined) where.push('m.id > @sinceId');
  if (page.untilId !== undefined) where.push('m.id < @untilId');
  const ascending = page.sinceId !== undefined && page.untilId === undefined;
  const rows = ctx.db
    .prepare(
      `SELECT m.id AS id, m.created_at AS createdAt, m.user_id AS userId, m.with_replies AS withReplies
       FROM user_list_memberships m WHERE ${where.join(' AND ')}
       ORDER BY m.id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all({ listId: list.id, sinceId: page.sinceId, untilId: page.untilId, limit: page.limit }) as {
    id: string;
    createdAt: string;
    userId: string;
    withReplies: number;
  }[];
  const out: Membership[] = [];
  for (const row of rows) {
    const user = ctx.users.findById(row.userId);
    if (!user) continue;
    out.push({
      id: row.id,
      createdAt: row.createdAt,
      userId: row.userId,
      user: packUserLite(ctx, user),
      withReplies: row.withReplies === 1,
    });
  }
  return out;
}

export function isMember(ctx: InstanceContext, listId: string, userId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM user_list_memberships WHERE user_list_id = ? AND user_id = ?')
      .get(listId, userId) !== undefined
  );
}

export function countMembers(ctx: InstanceContext, listId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM user_list_memberships WHERE user_list_id = ?').get(listId) as {
      n: number;
    }
  ).n;
}

export function addMember(ctx: InstanceContext, listId: string, userId: string): void {
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO user_list_memberships (id, created_at, user_list_id, user_id, with_replies)
       VALUES (?, ?, ?, ?, 0)`,
    )
    .run(genId(), new Date().toISOString(), listId, userId);
}

export function removeMember(ctx: InstanceContext, listId: string, userId: string): void {
  ctx.db
    .prepare('DELETE FROM user_list_memberships WHERE user_list_id = ? AND user_id = ?')
    .run(listId, userId);
}

/** False when the user is not a member. */
export function setMemberWithReplies(
  ctx: InstanceContext,
  listId: string,
  userId: string,
  withReplies: boolean,
): boolean {
  return (
    ctx.db
      .prepare('UPDATE user_list_memberships SET with_replies = ? WHERE user_list_id = ? AND user_id = ?')
      .run(withReplies ? 1 : 0, listId, userId).changes > 0
  );
}

/** The member's row, or null: what the live channel asks of each new note. */
export function membershipOf(
  ctx: InstanceContext,
  listId: string,
  userId: string,
): { withReplies: boolean } | null {
  const row = ctx.db
    .prepare('SELECT with_replies FROM user_list_memberships WHERE user_list_id = ? AND user_id = ?')
    .get(listId, userId) as { with_replies: number } | undefined;
  return row ? { withReplies: row.with_replies === 1 } : null;
}
