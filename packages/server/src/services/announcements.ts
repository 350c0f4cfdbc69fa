import type { entities } from 'misskey-js';
import { pageWindowConditions } from '../db/paging.js';
import type { UserRow } from '../db/users.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';

export type AnnouncementIcon = 'info' | 'warning' | 'error' | 'success';
export type AnnouncementDisplay = 'normal' | 'banner' | 'dialog';

export interface AnnouncementRow {
  id: string;
  createdAt: string;
  updatedAt: string | null;
  title: string;
  text: string;
  imageUrl: string | null;
  icon: AnnouncementIcon;
  display: AnnouncementDisplay;
  isActive: boolean;
  forExistingUsers: boolean;
  silence: boolean;
  needConfirmationToRead: boolean;
  userId: string | null;
}

interface RawAnnouncement {
  id: string;
  created_at: string;
  updated_at: string | null;
  title: string;
  text: string;
  image_url: string | null;
  icon: AnnouncementIcon;
  display: AnnouncementDisplay;
  is_active: number;
  for_existing_users: number;
  silence: number;
  need_confirmation_to_read: number;
  user_id: string | null;
}

function toRow(raw: RawAnnouncement): AnnouncementRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    title: raw.title,
    text: raw.text,
    imageUrl: raw.image_url,
    icon: raw.icon,
    display: raw.display,
    isActive: raw.is_active === 1,
    forExistingUsers: raw.for_existing_users === 1,
    silence: raw.silence === 1,
    needConfirmationToRead: raw.need_confirmation_to_read === 1,
    userId: raw.user_id,
  };
}

export function packAnnouncement(row: AnnouncementRow, viewer: UserRow | null, isRead?: boolean) {
  const packed: entities.Announcement = {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    text: row.text,
    title: row.title,
    imageUrl: row.imageUrl,
    icon: row.icon,
    display: row.display,
    needConfirmationToRead: row.needConfirmationToRead,
    silence: row.silence,
    forYou: viewer !== null && row.userId === viewer.id,
  };
  if (isRead !== undefined) packed.isRead = isRead;
  return packed;
}

/**
 * Who may see an announcement: everyone's ones, or the viewer's own; one made "for existing
 * users" only by accounts older than it. Signed out, only everyone's ones.
 */
function visibleTo(viewer: UserRow | null): { sql: string; args: string[] } {
  if (!viewer) return { sql: 'a.user_id IS NULL', args: [] };
  return {
    sql: '(a.user_id IS NULL OR a.user_id = ?) AND (a.for_existing_users = 0 OR a.created_at > ?)',
    args: [viewer.id, viewer.createdAt],
  };
}

export function findAnnouncement(ctx: InstanceContext, id: string): AnnouncementRow | null {
  const raw = ctx.db.prepare('SELECT * FROM announcements WHERE id = ?').get(id) as
    | RawAnnouncement
    | undefined;
  return raw ? toRow(raw) : null;
}

/** The announcement when the viewer may see it (active or not), else null. */
export function findVisibleAnnouncement(
  ctx: InstanceContext,
  id: string,
  viewer: UserRow | null,
): AnnouncementRow | null {
  const v = visibleTo(viewer);
  const raw = ctx.db
    .prepare(`SELECT a.* FROM announcements a WHERE a.id = ? AND ${v.sql}`)
    .get(id, ...v.args) as RawAnnouncement | undefined;
  return raw ? toRow(raw) : null;
}

function isReadBy(ctx: InstanceContext, announcementId: string, userId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM announcement_reads WHERE announcement_id = ? AND user_id = ?')
      .get(announcementId, userId) !== undefined
  );
}

export interface AnnouncementPage {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/** Current (isActive) or past announcements the viewer may see, newest first. */
export function listAnnouncements(
  ctx: InstanceContext,
  viewer: UserRow | null,
  q: AnnouncementPage & { isActive: boolean },
): entities.Announcement[] {
  const v = visibleTo(viewer);
  const window = pageWindowConditions(q, 'a');
  const where = ['a.is_active = ?', v.sql, ...window.conditions];
  const rows = ctx.db
    .prepare(`SELECT a.* FROM announcements a WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT ?`)
    .all(q.isActive ? 1 : 0, ...v.args, ...window.args, q.limit) as RawAnnouncement[];
  return rows.map((raw) => {
    const row = toRow(raw);
    return packAnnouncement(row, viewer, viewer ? isReadBy(ctx, row.id, viewer.id) : undefined);
  });
}

/** Active, not silent, visible announcements the user has not read yet, oldest first. */
export function unreadAnnouncements(ctx: InstanceContext, user: UserRow): entities.Announcement[] {
  const v = visibleTo(user);
  const rows = ctx.db
    .prepare(
      `SELECT a.* FROM announcements a
       WHERE a.is_active = 1 AND a.silence = 0 AND ${v.sql}
         AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = ?)
       ORDER BY a.id ASC`,
    )
    .all(...v.args, user.id) as RawAnnouncement[];
  return rows.map((raw) => packAnnouncement(toRow(raw), user, false));
}

/**
 * Marks one announcement read. When nothing unread is left, the user's other tabs learn it at
 * once through `readAllAnnouncements`, as in Misskey.
 */
export function readAnnouncement(ctx: InstanceContext, user: UserRow, announcement: AnnouncementRow): void {
  const inserted = ctx.db
    .prepare(
      'INSERT OR IGNORE INTO announcement_reads (announcement_id, user_id, created_at) VALUES (?, ?, ?)',
    )
    .run(announcement.id, user.id, new Date().toISOString()).changes;
  if (inserted > 0 && unreadAnnouncements(ctx, user).length === 0) {
    ctx.events.publishMainStream(user.id, 'readAllAnnouncements');
  }
}

export interface AnnouncementFields {
  title?: string;
  text?: string;
  imageUrl?: string | null;
  icon?: AnnouncementIcon;
  display?: AnnouncementDisplay;
  forExistingUsers?: boolean;
  silence?: boolean;
  needConfirmationToRead?: boolean;
  isActive?: boolean;
}

export function createAnnouncement(
  ctx: InstanceContext,
  fields: AnnouncementFields & { title: string; text: string; userId?: string | null },
): AnnouncementRow {
  const id = genId();
  ctx.db
    .prepare(
      `INSERT INTO announcements (id, created_at, title, text, image_url, icon, display, for_existing_users,
         silence, need_confirmation_to_read, user_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      new Date().toISOString(),
      fields.title,
      fields.text,
      fields.imageUrl ?? null,
      fields.icon ?? 'info',
      fields.display ?? 'normal',
      fields.forExistingUsers ? 1 : 0,
      fields.silence ? 1 : 0,
      fields.needConfirmationToRead ? 1 : 0,
      fields.userId ?? null,
    );
  const row = findAnnouncement(ctx, id) as AnnouncementRow;
  // A silent announcement is not pushed: it waits to be found on the announcements page.
  if (!row.silence) {
    if (row.userId) {
      ctx.events.publishMainStream(row.userId, 'announcementCreated', {
        announcement: packAnnouncement(row, { id: row.userId } as UserRow),
      });
    } else {
      ctx.events.publishBroadcast('announcementCreated', { announcement: packAnnouncement(row, null) });
    }
  }
  return row;
}

const COLUMNS: Record<keyof AnnouncementFields, string> = {
  title: 'title',
  text: 'text',
  imageUrl: 'image_url',
  icon: 'icon',
  display: 'display',
  forExistingUsers: 'for_existing_users',
  silence: 'silence',
  needConfirmationToRead: 'need_confirmation_to_read',
  isActive: 'is_active',
};

export function updateAnnouncement(ctx: InstanceContext, id: string, fields: AnnouncementFields): void {
  const sets = ['updated_at = ?'];
  const args: unknown[] = [new Date().toISOString()];
  for (const key of Object.keys(COLUMNS) as (keyof AnnouncementFields)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    sets.push(`${COLUMNS[key]} = ?`);
    args.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
  }
  ctx.db.prepare(`UPDATE announcements SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
}

export function deleteAnnouncement(ctx: InstanceContext, id: string): boolean {
  return ctx.db.prepare('DELETE FROM announcements WHERE id = ?').run(id).changes > 0;
}

/** The staff view: every field plus how many have read it. */
export function listAnnouncementsForAdmin(
  ctx: InstanceContext,
  q: AnnouncementPage & { userId?: string | null; status: 'all' | 'active' | 'archived' },
) {
  const window = pageWindowConditions(q, 'a');
  const where = [...window.conditions];
  const args: unknown[] = [...window.args];
  if (q.status === 'active') where.push('a.is_active = 1');
  if (q.status === 'archived') where.push('a.is_active = 0');
  if (q.userId) {
    where.push('a.user_id = ?');
    args.push(q.userId);
  }
  const rows = ctx.db
    .prepare(
      `SELECT a.*, (SELECT COUNT(*) FROM announcement_reads r WHERE r.announcement_id = a.id) AS reads
       FROM announcements a ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.id DESC LIMIT ?`,
    )
    .all(...args, q.limit) as (RawAnnouncement & { reads: number })[];
  return rows.map((raw) => {
    const row = toRow(raw);
    return {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      text: row.text,
      title: row.title,
      icon: row.icon,
      display: row.display,
      isActive: row.isActive,
      forExistingUsers: row.forExistingUsers,
      silence: row.silence,
      needConfirmationToRead: row.needConfirmationToRead,
      userId: row.userId,
      imageUrl: row.imageUrl,
      reads: raw.reads,
    };
  });
}
