import { achievementLabel } from '@/features/achievements/catalogue';
import type { I18n } from '@/i18n';

/** A user in a grouped notification (Misskey's UserLite). */
export interface GroupedUser {
  id?: string;
  username: string;
  name?: string | null;
  host: string | null;
  avatarUrl?: string | null;
}

/** Any notification, including types newer than misskey-js knows (loginBonus). */
export interface AnyNotification {
  id: string;
  createdAt: string;
  type: string;
  user?: { username: string; name?: string | null; host: string | null } | null;
  note?: { id: string; text?: string | null; cw?: string | null } | null;
  reaction?: string;
  /** reaction:grouped: who reacted with what, newest first. */
  reactions?: Array<{ reaction: string; user?: GroupedUser }>;
  /** renote:grouped: who renoted, newest first. */
  users?: GroupedUser[];
  role?: { name: string } | null;
  achievement?: string;
  exportedEntity?: string;
  body?: string;
  header?: string | null;
  message?: string | null;
  loginBonus?: number;
}

export const NOTIFICATION_KINDS = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'test',
  'app',
  'loginBonus',
] as const;

export interface NotificationDescription {
  /** The headline, e.g. "Bob followed you". */
  text: string;
  /** A second line: the note's text, the reaction, the app's body. */
  detail: string | null;
}

function nameOf(notification: AnyNotification, i18n: I18n): string {
  const user = notification.user;
  if (!user) return i18n.ts.timelines.notifications.someone;
  return user.name?.trim() || user.username;
}

function noteSnippet(notification: AnyNotification): string | null {
  const note = notification.note;
  if (!note) return null;
  return note.cw ?? note.text ?? null;
}

/** The text of a notification of each type (spec 000 §3). All of it is shown as text. */
export function describeNotification(
  notification: AnyNotification,
  i18n: I18n,
  /** Written in place of the user's name: `'{user}'` leaves a place for the name drawn with its emoji. */
  userText?: string,
): NotificationDescription {
  const texts = i18n.ts.timelines.notifications.types;
  const user = userText ?? nameOf(notification, i18n);
  const t = (key: keyof typeof texts, params: Record<string, string | number> = {}) =>
    i18n.t(`timelines.notifications.types.${key}`, params);
  switch (notification.type) {
    case 'note':
      return { text: t('note', { user }), detail: noteSnippet(notification) };
    case 'follow':
      return { text: t('follow', { user }), detail: null };
    case 'mention':
      return { text: t('mention', { user }), detail: noteSnippet(notification) };
    case 'reply':
      return { text: t('reply', { user }), detail: noteSnippet(notification) };
    case 'renote':
      return { text: t('renote', { user }), detail: null };
    case 'quote':
      return { text: t('quote', { user }), detail: noteSnippet(notification) };
    case 'reaction':
      return {
        text: t('reaction', { user, reaction: notification.reaction ?? '' }),
        detail: noteSnippet(notification),
      };
    case 'reaction:grouped':
      return {
        text: t('reactionGrouped', { count: notification.reactions?.length ?? 0 }),
        detail: noteSnippet(notification),
      };
    case 'renote:grouped':
      return { text: t('renoteGrouped', { count: notification.users?.length ?? 0 }), detail: null };
    case 'pollEnded':
      return { text: t('pollEnded'), detail: noteSnippet(notification) };
    case 'receiveFollowRequest':
      return { text: t('receiveFollowRequest', { user }), detail: null };
    case 'followRequestAccepted':
      return { text: t('followRequestAccepted', { user }), detail: notification.message ?? null };
    case 'roleAssigned':
      return { text: t('roleAssigned', { role: notification.role?.name ?? '' }), detail: null };
    case 'achievementEarned':
      return {
        text: t('achievementEarned'),
        detail: notification.achievement ? achievementLabel(notification.achievement, i18n) : null,
      };
    case 'exportCompleted':
      // The custom emoji zip is the one export made from the control panel: it gets a sentence of its own.
      if (notification.exportedEntity === 'customEmoji')
        return { text: t('exportCompletedCustomEmoji'), detail: null };
      return { text: t('exportCompleted', { entity: notification.exportedEntity ?? '' }), detail: null };
    case 'login':
      return { text: t('login'), detail: null };
    case 'createToken':
      return { text: t('createToken'), detail: null };
    case 'test':
      return { text: t('test'), detail: null };
    case 'app':
      return { text: notification.header || t('app'), detail: notification.body ?? null };
    case 'loginBonus':
      return {
        text: t('loginBonus'),
        detail: notification.loginBonus != null ? String(notification.loginBonus) : null,
      };
    default:
      return { text: t('unknown'), detail: null };
  }
}
