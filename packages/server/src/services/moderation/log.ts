import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { packUserDetailed } from '../user-packer.js';

/**
 * Misskey's moderation log types (its `moderationLogTypes`): the names the admin console's
 * log filter offers and the only ones written. This instance writes those of the actions it has.
 */
export const MODERATION_LOG_TYPES = [
  'updateServerSettings',
  'suspend',
  'unsuspend',
  'updateUserNote',
  'addCustomEmoji',
  'updateCustomEmoji',
  'deleteCustomEmoji',
  'assignRole',
  'unassignRole',
  'createRole',
  'updateRole',
  'deleteRole',
  'clearQueue',
  'promoteQueue',
  'deleteDriveFile',
  'deleteNote',
  'createGlobalAnnouncement',
  'createUserAnnouncement',
  'updateGlobalAnnouncement',
  'updateUserAnnouncement',
  'deleteGlobalAnnouncement',
  'deleteUserAnnouncement',
  'resetPassword',
  'suspendRemoteInstance',
  'unsuspendRemoteInstance',
  'updateRemoteInstanceNote',
  'markSensitiveDriveFile',
  'unmarkSensitiveDriveFile',
  'resolveAbuseReport',
  'forwardAbuseReport',
  'updateAbuseReportNote',
  'createInvitation',
  'createAd',
  'updateAd',
  'deleteAd',
  'createAvatarDecoration',
  'updateAvatarDecoration',
  'deleteAvatarDecoration',
  'unsetUserAvatar',
  'unsetUserBanner',
  'createSystemWebhook',
  'updateSystemWebhook',
  'deleteSystemWebhook',
  'createAbuseReportNotificationRecipient',
  'updateAbuseReportNotificationRecipient',
  'deleteAbuseReportNotificationRecipient',
  'deleteAccount',
  'deletePage',
  'deleteFlash',
  'deleteGalleryPost',
  // A Misskey fork's (sign-up by approval, services/signup-approval); Misskey has no such entry.
  'approve',
] as const;

export type ModerationLogType = (typeof MODERATION_LOG_TYPES)[number];

/** The `userId`, `userUsername`, `userHost` trio Misskey puts in the info of user actions. */
export function aboutUser(user: Pick<UserRow, 'id' | 'username' | 'host'>): {
  userId: string;
  userUsername: string;
  userHost: string | null;
} {
  return { userId: user.id, userUsername: user.username, userHost: user.host };
}

/** Records one moderation action by `actor` (Misskey's ModerationLogService.log). */
export function logModeration(
  ctx: InstanceContext,
  actor: Pick<UserRow, 'id'>,
  type: ModerationLogType,
  info: Record<string, unknown> = {},
): void {
  const now = Date.now();
  ctx.db
    .prepare('INSERT INTO moderation_logs (id, created_at, user_id, type, info) VALUES (?, ?, ?, ?, ?)')
    .run(genId(now), new Date(now).toISOString(), actor.id, type, JSON.stringify(info));
}

export interface ModerationLogQuery {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  type?: string | null;
  userId?: string | null;
  /** Words the info must contain (a plain substring of its JSON, case-insensitive). */
  search?: string | null;
}

interface RawLog {
  id: string;
  created_at: string;
  user_id: string;
  type: string;
  info: string;
}

/** A page of the log, newest first (oldest first with only sinceId/sinceDate, as Misskey pages). */
export function listModerationLogs(
  ctx: InstanceContext,
  viewer: UserRow,
  q: ModerationLogQuery,
): entities.AdminShowModerationLogsResponse {
  const where: string[] = [];
  const params: Record<string, unknown> = { limit: q.limit };
  if (q.sinceId !== undefined) {
    where.push('l.id > @sinceId');
    params.sinceId = q.sinceId;
  }
  if (q.untilId !== undefined) {
    where.push('l.id < @untilId');
    params.untilId = q.untilId;
  }
  if (q.sinceDate !== undefined) {
    where.push('l.created_at > @sinceDate');
    params.sinceDate = new Date(q.sinceDate).toISOString();
  }
  if (q.untilDate !== undefined) {
    where.push('l.created_at < @untilDate');
    params.untilDate = new Date(q.untilDate).toISOString();
  }
  if (q.type != null) {
    where.push('l.type = @type');
    params.type = q.type;
  }
  if (q.userId != null) {
    where.push('l.user_id = @userId');
    params.userId = q.userId;
  }
  if (q.search != null && q.search !== '') {
    where.push("lower(l.info) LIKE @search ESCAPE '\\'");
    params.search = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) &&
    q.untilId === undefined &&
    q.untilDate === undefined;
  const rows = ctx.db
    .prepare(
      `SELECT l.id, l.created_at, l.user_id, l.type, l.info FROM moderation_logs l
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY l.id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all(params) as RawLog[];
  const actors = new Map(ctx.users.findByIds([...new Set(rows.map((r) => r.user_id))]).map((u) => [u.id, u]));
  return rows.flatMap((row) => {
    const actor = actors.get(row.user_id);
    if (!actor) return [];
    return [
      {
        id: row.id,
        createdAt: row.created_at,
        type: row.type,
        info: JSON.parse(row.info) as Record<string, never>,
        userId: row.user_id,
        user: packUserDetailed(ctx, actor, viewer) as entities.UserDetailedNotMe,
      },
    ];
  });
}
