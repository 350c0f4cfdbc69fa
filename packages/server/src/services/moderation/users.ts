import type { entities } from 'misskey-js';
import { ACTIVE_ASSIGNMENT } from '../../db/roles.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { deleteDriveFile } from '../drive/delete-file.js';
import { findFile } from '../drive/repository.js';
import { LAST_ACTIVE_SQL } from '../explore.js';
import { forgetHomePagesOfAuthor } from '../notes/home-pages.js';
import { policiesOf } from '../notes/policies.js';
import { packRole, rolesOf, staffOf } from '../roles.js';
import { listSignins } from '../signins.js';
import { packMe } from '../user-packer.js';
import { aboutUser, logModeration } from './log.js';

/**
 * Suspends an account (Misskey's UserSuspendService): every call with its tokens answers
 * YOUR_ACCOUNT_SUSPENDED (api/router.ts), its open streams close at once, and its notes leave
 * every timeline (services/notes/timelines.ts skips suspended authors; the cached home pages
 * that hold them are forgotten).
 */
export function suspendUser(ctx: InstanceContext, actor: UserRow, target: UserRow): void {
  ctx.users.setSuspended(target.id, true);
  forgetHomePagesOfAuthor(ctx.db, target.id);
  ctx.events.publishTokensRevoked(target.id);
  logModeration(ctx, actor, 'suspend', aboutUser(target));
}

export function unsuspendUser(ctx: InstanceContext, actor: UserRow, target: UserRow): void {
  ctx.users.setSuspended(target.id, false);
  forgetHomePagesOfAuthor(ctx.db, target.id);
  logModeration(ctx, actor, 'unsuspend', aboutUser(target));
}

export function moderationNoteOf(ctx: InstanceContext, userId: string): string {
  return (
    (ctx.db.prepare('SELECT moderation_note FROM users WHERE id = ?').pluck().get(userId) as string) ?? ''
  );
}

export function updateModerationNote(
  ctx: InstanceContext,
  actor: UserRow,
  target: UserRow,
  text: string,
): void {
  const before = moderationNoteOf(ctx, target.id);
  ctx.db.prepare('UPDATE users SET moderation_note = ? WHERE id = ?').run(text, target.id);
  logModeration(ctx, actor, 'updateUserNote', { ...aboutUser(target), before, after: text });
}

/** Removes the avatar or the banner (the file stays in the owner's drive, as in Misskey). */
export function unsetUserPicture(
  ctx: InstanceContext,
  actor: UserRow,
  target: UserRow,
  which: 'avatar' | 'banner',
): boolean {
  const column = which === 'avatar' ? 'avatar_id' : 'banner_id';
  const current = ctx.db.prepare(`SELECT ${column} FROM users WHERE id = ?`).pluck().get(target.id);
  if (current == null) return false;
  ctx.db.prepare(`UPDATE users SET ${column} = NULL WHERE id = ?`).run(target.id);
  logModeration(ctx, actor, which === 'avatar' ? 'unsetUserAvatar' : 'unsetUserBanner', aboutUser(target));
  return true;
}

/** Deletes every drive file of the user, one at a time (each leaves its notes as it goes). */
export async function deleteAllFilesOf(ctx: InstanceContext, target: UserRow): Promise<number> {
  const ids = ctx.db
    .prepare('SELECT id FROM drive_files WHERE user_id = ?')
    .pluck()
    .all(target.id) as string[];
  let deleted = 0;
  for (const id of ids) {
    const file = findFile(ctx.db, id);
    if (!file) continue;
    await deleteDriveFile(ctx, file);
    deleted++;
  }
  return deleted;
}

/** A new password of Misskey's length (8 characters of a readable alphabet). */
export function newPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export interface AdminUserQuery {
  limit: number;
  offset: number;
  sort?: string;
  state: 'all' | 'alive' | 'available' | 'admin' | 'moderator' | 'adminOrModerator' | 'suspended' | 'pending';
  origin: 'combined' | 'local' | 'remote';
  username: string | null;
  hostname: string | null;
}

const ORDER_BY: Record<string, string> = {
  '+follower': 'u.followers_count DESC, u.id DESC',
  '-follower': 'u.followers_count ASC, u.id ASC',
  '+createdAt': 'u.id DESC',
  '-createdAt': 'u.id ASC',
  '+updatedAt': 'u.updated_at IS NULL, u.updated_at DESC, u.id DESC',
  '-updatedAt': 'u.updated_at IS NULL, u.updated_at ASC, u.id ASC',
  '+lastActiveDate': 'last_active IS NULL, last_active DESC, u.id DESC',
  '-lastActiveDate': 'last_active IS NULL, last_active ASC, u.id ASC',
};

const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The admin user list (admin/show-users): every account but deleted ones, suspended ones
 * included. Staff states count role-given staff too (roles with isModerator/isAdministrator).
 */
/** Longer than any username or host name (a DNS name is at most 253 characters). */
const LONGEST_NAME = 256;

export function listAdminUserIds(ctx: InstanceContext, q: AdminUserQuery, now = Date.now()): string[] {
  const where = ['u.is_deleted = 0'];
  const params: Record<string, unknown> = {
    limit: q.limit,
    offset: q.offset,
    now: new Date(now).toISOString(),
  };
  const roleStaff = (flag: 'is_moderator' | 'is_administrator') =>
    `EXISTS (SELECT 1 FROM role_assignments a JOIN roles r ON r.id = a.role_id
       WHERE a.user_id = u.id AND (a.expires_at IS NULL OR a.expires_at > @now) AND r.${flag} = 1)`;
  const isAdmin = `(u.is_admin = 1 OR ${roleStaff('is_administrator')})`;
  const isModerator = `(u.is_moderator = 1 OR ${roleStaff('is_moderator')})`;
  switch (q.state) {
    case 'available':
      where.push('u.is_suspended = 0');
      break;
    case 'alive':
      where.push('last_active > @aliveSince');
      params.aliveSince = new Date(now - ALIVE_MS).toISOString();
      break;
    case 'admin':
      where.push(isAdmin);
      break;
    case 'moderator':
      where.push(`${isModerator} AND NOT ${isAdmin}`);
      break;
    case 'adminOrModerator':
      where.push(`(${isAdmin} OR ${isModerator})`);
      break;
    case 'suspended':
      where.push('u.is_suspended = 1');
      break;
    case 'pending':
      where.push('u.approved = 0');
      break;
  }
  if (q.origin === 'local') where.push('u.host IS NULL');
  if (q.origin === 'remote') where.push('u.host IS NOT NULL');
  // No username or host is this long, and SQLite refuses a LIKE pattern over 50,000 bytes.
  if ((q.username?.length ?? 0) > LONGEST_NAME || (q.hostname?.length ?? 0) > LONGEST_NAME) return [];
  if (q.username) {
    where.push("u.username_lower LIKE @username ESCAPE '\\'");
    params.username = `${escapeLike(q.username.toLowerCase())}%`;
  }
  if (q.hostname) {
    where.push("u.host LIKE @hostname ESCAPE '\\'");
    params.hostname = `%${escapeLike(q.hostname.toLowerCase())}%`;
  }
  const order = (q.sort && ORDER_BY[q.sort]) || 'u.id ASC';
  return ctx.db
    .prepare(
      `SELECT u.id FROM (SELECT u.*, nullif(${LAST_ACTIVE_SQL}, '') AS last_active FROM users u) u
       WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all(params) as string[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What admin/show-user tells moderators about an account (Misskey's shape). */
export function adminUserInfo(
  ctx: InstanceContext,
  viewer: UserRow,
  user: UserRow,
): entities.AdminShowUserResponse {
  const me = packMe(ctx, user);
  const lastActive = ctx.db
    .prepare(`SELECT nullif(${LAST_ACTIVE_SQL}, '') FROM users u WHERE u.id = ?`)
    .pluck()
    .get(user.id) as string | null;
  const roles = rolesOf(ctx, user);
  const assignments = ctx.db
    .prepare(
      `SELECT a.role_id, a.created_at, a.expires_at FROM role_assignments a
        WHERE a.user_id = @userId AND ${ACTIVE_ASSIGNMENT} ORDER BY a.created_at`,
    )
    .all({ userId: user.id, now: new Date().toISOString() }) as {
    role_id: string;
    created_at: string;
    expires_at: string | null;
  }[];
  // Sign-in history holds the addresses; only administrators see them, as in Misskey.
  const signins = viewer.isAdmin ? listSignins(ctx.db, user.id, { limit: 20 }) : [];
  return {
    email: me.email ?? null,
    emailVerified: me.emailVerified ?? false,
    followedMessage: me.followedMessage ?? null,
    autoAcceptFollowed: me.autoAcceptFollowed,
    noCrawle: me.noCrawle,
    preventAiLearning: me.preventAiLearning,
    alwaysMarkNsfw: me.alwaysMarkNsfw,
    autoSensitive: me.autoSensitive,
    carefulBot: me.carefulBot,
    injectFeaturedNote: me.injectFeaturedNote,
    receiveAnnouncementEmail: me.receiveAnnouncementEmail,
    mutedWords: me.mutedWords,
    mutedInstances: me.mutedInstances ?? [],
    notificationRecieveConfig: me.notificationRecieveConfig,
    isModerator: staffOf(ctx, user).isModerator,
    isSilenced: !policiesOf(user, ctx).canPublicNote,
    isSuspended: user.isSuspended,
    isHibernated: false,
    lastActiveDate: lastActive,
    moderationNote: moderationNoteOf(ctx, user.id),
    signins,
    policies: policiesOf(user, ctx),
    roles: roles.map((role) => packRole(ctx, role)),
    roleAssigns: assignments.map((a) => ({
      createdAt: a.created_at,
      expiresAt: a.expires_at,
      roleId: a.role_id,
    })),
  };
}
