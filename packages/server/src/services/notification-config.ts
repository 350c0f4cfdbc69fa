import type { Database } from 'better-sqlite3';
import type { entities } from 'misskey-js';

/** The types whose receipt a user can choose (Misskey's i/update `notificationRecieveConfig` keys). */
export const configurableNotificationTypes = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'scheduledNotePosted',
  'scheduledNotePostFailed',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'app',
  'test',
] as const;

export type NotificationRecieveConfig = entities.MeDetailed['notificationRecieveConfig'];
type Rule =
  | { type: 'all' | 'following' | 'follower' | 'mutualFollow' | 'followingOrFollower' | 'never' }
  | {
      type: 'list';
      userListId: string;
    };

const simpleRules = ['all', 'following', 'follower', 'mutualFollow', 'followingOrFollower', 'never'];

/** One rule as Misskey's schema accepts it, or null. */
function parseRule(value: unknown): Rule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, userListId } = value as { type?: unknown; userListId?: unknown };
  if (type === 'list') return typeof userListId === 'string' ? { type, userListId } : null;
  return typeof type === 'string' && simpleRules.includes(type) ? ({ type } as Rule) : null;
}

/** Only the well-formed rules of known types, whatever was given. */
function cleanConfig(given: Record<string, unknown>): NotificationRecieveConfig {
  const config: Record<string, Rule> = {};
  for (const type of configurableNotificationTypes) {
    const rule = parseRule(given[type]);
    if (rule) config[type] = rule;
  }
  return config as NotificationRecieveConfig;
}

export function notificationConfigOf(db: Database, userId: string): NotificationRecieveConfig {
  const text = db.prepare('SELECT notification_recieve_config FROM users WHERE id = ?').pluck().get(userId) as
    | string
    | undefined;
  if (!text) return {};
  try {
    return cleanConfig(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return {};
  }
}

export function setNotificationConfig(db: Database, userId: string, config: Record<string, unknown>): void {
  db.prepare('UPDATE users SET notification_recieve_config = ? WHERE id = ?').run(
    JSON.stringify(cleanConfig(config)),
    userId,
  );
}

const follows = (db: Database, followerId: string, followeeId: string) =>
  db
    .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
    .get(followerId, followeeId) !== undefined;

/**
 * Whether the notifiee's config lets a notification of `type` from `notifierId` through, by
 * Misskey's rules: `never` stops every one; the relation rules look at the notifier only, so
 * notifications nobody caused pass them.
 */
export function receivesNotification(
  db: Database,
  notifieeId: string,
  type: string,
  notifierId: string | null,
): boolean {
  const rule = (notificationConfigOf(db, notifieeId) as Record<string, Rule | undefined>)[type];
  if (!rule || rule.type === 'all') return true;
  if (rule.type === 'never') return false;
  if (notifierId === null) return true;
  switch (rule.type) {
    case 'following':
      return follows(db, notifieeId, notifierId);
    case 'follower':
      return follows(db, notifierId, notifieeId);
    case 'mutualFollow':
      return follows(db, notifieeId, notifierId) && follows(db, notifierId, notifieeId);
    case 'followingOrFollower':
      return follows(db, notifieeId, notifierId) || follows(db, notifierId, notifieeId);
    case 'list':
      return (
        db
          .prepare('SELECT 1 FROM user_list_memberships WHERE user_list_id = ? AND user_id = ?')
          .get(rule.userListId, notifierId) !== undefined
      );
  }
}
