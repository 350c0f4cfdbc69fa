import type { entities } from 'misskey-js';
import { pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { readAllUnreadNotes, unreadNoteFlags } from './notes/unreads.js';
import { receivesNotification } from './notification-config.js';
import { mailNotification } from './notification-mail/index.js';
import { notificationCreated, pushToUser } from './push/index.js';
import { hiddenUserIds, isThreadMuted, isUserHiddenFrom } from './relations/index.js';
import { packUserLite } from './user-packer.js';

/** The notification types this instance creates (a subset of spec 000 §3). */
export const notificationTypes = [
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
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'test',
  'app',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Types that refer to a note: without one that the notifiee may still see, they are dropped. */
const noteTypes: ReadonlySet<string> = new Set([
  'note',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
]);
/** Types a new note causes; a thread muted by the notifiee stops them. */
const threadTypes: ReadonlySet<string> = new Set(['note', 'mention', 'reply', 'renote', 'quote']);

function inMutedThread(ctx: InstanceContext, userId: string, noteId: string): boolean {
  const threadId = ctx.db.prepare('SELECT thread_id FROM notes WHERE id = ?').pluck().get(noteId) as
    | string
    | undefined;
  return threadId !== undefined && isThreadMuted(ctx.db, userId, threadId);
}

/** Types that name the user who caused them. */
const userTypes: ReadonlySet<string> = new Set([
  ...noteTypes,
  'follow',
  'receiveFollowRequest',
  'followRequestAccepted',
]);

export interface NotificationData {
  /** Who caused it; a notification to oneself is never created. */
  notifierId?: string | null;
  noteId?: string | null;
  /** For `reaction`. */
  reaction?: string | null;
  /** For `followRequestAccepted`. */
  message?: string | null;
  /** For `scheduledNotePostFailed`: the note as it was scheduled, so nothing written is lost. */
  noteDraft?: entities.NoteDraft;
  /** For `exportCompleted`: what was exported and the drive file it went to. */
  exportedEntity?: string;
  fileId?: string;
  /** For `achievementEarned`: the achievement's name. */
  achievement?: string;
}

export interface NotificationRow {
  id: string;
  createdAt: string;
  notifieeId: string;
  notifierId: string | null;
  type: NotificationType;
  noteId: string | null;
  reaction: string | null;
  isRead: boolean;
  extra: Record<string, unknown> | null;
}

interface RawNotification {
  id: string;
  created_at: string;
  notifiee_id: string;
  notifier_id: string | null;
  type: string;
  note_id: string | null;
  reaction: string | null;
  is_read: number;
  extra: string | null;
}

function toRow(raw: RawNotification): NotificationRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    notifieeId: raw.notifiee_id,
    notifierId: raw.notifier_id,
    type: raw.type as NotificationType,
    noteId: raw.note_id,
    reaction: raw.reaction,
    isRead: raw.is_read === 1,
    extra: raw.extra === null ? null : (JSON.parse(raw.extra) as Record<string, unknown>),
  };
}

/**
 * How a note inside a notification is packed for its notifiee, or null when the notifiee may
 * not (or no longer) see it. Set by the notes module so this one does not depend on it.
 */
export type NotificationNotePacker = (
  ctx: InstanceContext,
  noteId: string,
  viewer: UserRow,
) => entities.Note | null;

let notePacker: NotificationNotePacker | null = null;

export function setNotificationNotePacker(packer: NotificationNotePacker | null): void {
  notePacker = packer;
}

/**
 * Creates a notification for `notifieeId`, stores it and pushes it live to their main channel
 * (`notification` and `unreadNotification`). Returns its id, or null when none was created
 * (self-notification, unknown notifiee or notifier).
 */
export function createNotification(
  ctx: InstanceContext,
  notifieeId: string,
  type: NotificationType,
  data: NotificationData = {},
): string | null {
  const notifierId = data.notifierId ?? null;
  // pollEnded names the poll's author as its user, and the author is told too.
  if (notifierId !== null && notifierId === notifieeId && type !== 'pollEnded') return null;
  const notifiee = ctx.users.findById(notifieeId);
  if (!notifiee || notifiee.host !== null) return null;
  const notifier = notifierId !== null ? ctx.users.findById(notifierId) : null;
  if (notifierId !== null && !notifier) return null;
  // Nothing from someone the notifiee mutes or blocks, or who blocks them (as Misskey drops
  // notifications from muted users), nor about notes of a thread they muted.
  if (notifierId !== null && isUserHiddenFrom(ctx.db, notifieeId, notifierId)) return null;
  // What the notifiee chose to receive of this type (i/update notificationRecieveConfig).
  if (!receivesNotification(ctx.db, notifieeId, type, notifierId)) return null;
  if (data.noteId && threadTypes.has(type) && inMutedThread(ctx, notifieeId, data.noteId)) return null;

  const extra: Record<string, unknown> = {};
  if (data.message !== undefined) extra.message = data.message;
  if (data.noteDraft !== undefined) extra.noteDraft = data.noteDraft;
  if (data.exportedEntity !== undefined) extra.exportedEntity = data.exportedEntity;
  if (data.fileId !== undefined) extra.fileId = data.fileId;
  if (data.achievement !== undefined) extra.achievement = data.achievement;
  const row: NotificationRow = {
    id: genId(),
    createdAt: new Date().toISOString(),
    notifieeId,
    notifierId,
    type,
    noteId: data.noteId ?? null,
    reaction: data.reaction ?? null,
    isRead: false,
    extra: Object.keys(extra).length > 0 ? extra : null,
  };
  ctx.db
    .prepare(
      `INSERT INTO notifications (id, created_at, notifiee_id, notifier_id, type, note_id, reaction, is_read, extra)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    )
    .run(
      row.id,
      row.createdAt,
      row.notifieeId,
      row.notifierId,
      row.type,
      row.noteId,
      row.reaction,
      row.extra === null ? null : JSON.stringify(row.extra),
    );

  // The types the notifiee also wants by mail (i/update emailNotificationTypes), sent in the background.
  mailNotification(ctx, notifiee, type, notifier ?? null, row.noteId);

  // Packing costs a note and a user; nobody connected means nobody to pack it for.
  const packed = ctx.events.hasMainListeners(notifieeId) ? packNotification(ctx, row, notifiee) : null;
  if (packed) {
    ctx.events.publishMainStream(notifieeId, 'notification', packed);
    ctx.events.publishMainStream(notifieeId, 'unreadNotification', packed);
  }
  // Web Push to the notifiee's subscribed browsers, unless read first (services/push).
  notificationCreated(ctx, notifieeId, row, () => packed ?? packNotification(ctx, row, notifiee));
  return row.id;
}

/** The misskey-js Notification for a stored row, or null if what it refers to is gone or hidden. */
export function packNotification(
  ctx: InstanceContext,
  row: NotificationRow,
  notifiee: UserRow,
): entities.Notification | null {
  const base = { id: row.id, createdAt: row.createdAt };
  let user: entities.UserLite | undefined;
  if (userTypes.has(row.type)) {
    const notifier = row.notifierId ? ctx.users.findById(row.notifierId) : null;
    if (!notifier) return null;
    user = packUserLite(ctx, notifier);
  }
  let note: entities.Note | undefined;
  if (noteTypes.has(row.type)) {
    if (!row.noteId || !notePacker) return null;
    note = notePacker(ctx, row.noteId, notifiee) ?? undefined;
    if (!note) return null;
  }
  switch (row.type) {
    case 'note':
    case 'mention':
    case 'reply':
    case 'renote':
    case 'quote':
    case 'pollEnded':
      if (!user || !note) return null;
      return { ...base, type: row.type, user, userId: user.id, note };
    case 'reaction':
      if (!user || !note) return null;
      return { ...base, type: 'reaction', user, userId: user.id, note, reaction: row.reaction ?? '' };
    case 'follow':
    case 'receiveFollowRequest':
      if (!user) return null;
      return { ...base, type: row.type, user, userId: user.id };
    case 'followRequestAccepted':
      if (!user) return null;
      return {
        ...base,
        type: 'followRequestAccepted',
        user,
        userId: user.id,
        message: typeof row.extra?.message === 'string' ? row.extra.message : null,
      };
    case 'scheduledNotePosted': {
      const posted = row.noteId && notePacker ? notePacker(ctx, row.noteId, notifiee) : null;
      return posted ? { ...base, type: 'scheduledNotePosted', note: posted } : null;
    }
    case 'scheduledNotePostFailed': {
      const draft = row.extra?.noteDraft as entities.NoteDraft | undefined;
      return draft ? { ...base, type: 'scheduledNotePostFailed', noteDraft: draft } : null;
    }
    case 'login':
    case 'createToken':
    case 'test':
      return { ...base, type: row.type };
    case 'app':
      return {
        ...base,
        type: 'app',
        body: String(row.extra?.body ?? ''),
        header: typeof row.extra?.header === 'string' ? row.extra.header : null,
        icon: typeof row.extra?.icon === 'string' ? row.extra.icon : null,
      };
    case 'exportCompleted': {
      const entity = row.extra?.exportedEntity;
      const fileId = row.extra?.fileId;
      if (typeof entity !== 'string' || typeof fileId !== 'string') return null;
      return {
        ...base,
        type: 'exportCompleted',
        exportedEntity: entity as Extract<
          entities.Notification,
          { type: 'exportCompleted' }
        >['exportedEntity'],
        fileId,
      };
    }
    case 'achievementEarned': {
      const achievement = row.extra?.achievement;
      if (typeof achievement !== 'string') return null;
      return { ...base, type: 'achievementEarned', achievement: achievement as entities.AchievementName };
    }
    default:
      // roleAssigned needs data this instance has no tables for yet.
      return null;
  }
}

export interface NotificationQuery {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
  includeTypes?: readonly string[];
  excludeTypes?: readonly string[];
}

/** The notifiee's notifications, newest first (oldest first after sinceId alone, as Misskey). */
export function listNotifications(
  ctx: InstanceContext,
  notifiee: UserRow,
  q: NotificationQuery,
): entities.Notification[] {
  const where = ['notifiee_id = ?'];
  const args: unknown[] = [notifiee.id];
  const window = pageWindowConditions(q);
  where.push(...window.conditions);
  args.push(...window.args);
  if (q.includeTypes && q.includeTypes.length > 0) {
    where.push(`type IN (${q.includeTypes.map(() => '?').join(', ')})`);
    args.push(...q.includeTypes);
  }
  if (q.excludeTypes && q.excludeTypes.length > 0) {
    where.push(`type NOT IN (${q.excludeTypes.map(() => '?').join(', ')})`);
    args.push(...q.excludeTypes);
  }
  const ascending = q.sinceId !== undefined && q.untilId === undefined;
  const order = `ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`;
  const firstBatch = ctx.db.prepare(`SELECT * FROM notifications WHERE ${where.join(' AND ')} ${order}`);
  // Later batches continue after the last row read (not by OFFSET, which rereads every
  // skipped row again and again).
  const nextBatch = ctx.db.prepare(
    `SELECT * FROM notifications WHERE ${where.join(' AND ')} AND id ${ascending ? '>' : '<'} ? ${order}`,
  );
  // Rows whose note became invisible or whose notifier is gone are skipped; keep reading so
  // a page is not cut short by them.
  const result: entities.Notification[] = [];
  const batch = Math.max(q.limit, 10);
  // Those by users muted or blocked since are left out, as Misskey leaves out muted ones.
  const hidden = new Set(hiddenUserIds(ctx.db, notifiee.id));
  let rows = (firstBatch.all(...args, batch) as RawNotification[]).map(toRow);
  for (;;) {
    for (const row of rows) {
      if (row.notifierId !== null && hidden.has(row.notifierId)) continue;
      const packed = packNotification(ctx, row, notifiee);
      if (packed) result.push(packed);
      if (result.length >= q.limit) return result;
    }
    const last = rows.at(-1);
    if (rows.length < batch || !last) return result;
    rows = (nextBatch.all(...args, last.id, batch) as RawNotification[]).map(toRow);
  }
}

/** Marks every notification of the user read; tells their clients when anything changed. */
export function markAllNotificationsRead(ctx: InstanceContext, userId: string): void {
  const changed = ctx.db
    .prepare('UPDATE notifications SET is_read = 1 WHERE notifiee_id = ? AND is_read = 0')
    .run(userId).changes;
  if (changed > 0) {
    ctx.events.publishMainStream(userId, 'readAllNotifications');
    // Browsers that asked (sendReadMessage) close the notifications they show.
    pushToUser(ctx, userId, 'readAllNotifications', undefined);
  }
  // The mentions and direct notes were shown with their notifications: read them too.
  readAllUnreadNotes(ctx, userId);
}

export interface UnreadState {
  unreadNotificationsCount: number;
  hasUnreadNotification: boolean;
  hasUnreadMentions: boolean;
  hasUnreadSpecifiedNotes: boolean;
}

/** The unread flags `i` reports: notifications, and the unread mentions / specified notes. */
export function unreadState(ctx: InstanceContext, userId: string): UnreadState {
  const count = (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM notifications WHERE notifiee_id = ? AND is_read = 0')
      .get(userId) as { n: number }
  ).n;
  return {
    unreadNotificationsCount: count,
    hasUnreadNotification: count > 0,
    ...unreadNoteFlags(ctx, userId),
  };
}
