import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';

/** A stored channel (Misskey's MiChannel). */
export interface ChannelRow {
  id: string;
  createdAt: string;
  userId: string | null;
  name: string;
  description: string | null;
  bannerId: string | null;
  pinnedNoteIds: string[];
  color: string;
  isArchived: boolean;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  notesCount: number;
  usersCount: number;
  lastNotedAt: string | null;
}

export const CHANNEL_COLUMNS = `ch.id AS id, ch.created_at AS createdAt, ch.user_id AS userId, ch.name AS name,
  ch.description AS description, ch.banner_id AS bannerId, ch.pinned_note_ids AS pinnedNoteIds,
  ch.color AS color, ch.is_archived AS isArchived, ch.is_sensitive AS isSensitive,
  ch.allow_renote_to_external AS allowRenoteToExternal, ch.notes_count AS notesCount,
  ch.users_count AS usersCount, ch.last_noted_at AS lastNotedAt`;

export type RawChannel = Omit<
  ChannelRow,
  'pinnedNoteIds' | 'isArchived' | 'isSensitive' | 'allowRenoteToExternal'
> & { pinnedNoteIds: string; isArchived: number; isSensitive: number; allowRenoteToExternal: number };

export const toChannel = (raw: RawChannel): ChannelRow => ({
  ...raw,
  pinnedNoteIds: JSON.parse(raw.pinnedNoteIds) as string[],
  isArchived: raw.isArchived === 1,
  isSensitive: raw.isSensitive === 1,
  allowRenoteToExternal: raw.allowRenoteToExternal === 1,
});

export function findChannel(ctx: InstanceContext, id: string): ChannelRow | null {
  const raw = ctx.db.prepare(`SELECT ${CHANNEL_COLUMNS} FROM channels ch WHERE ch.id = ?`).get(id) as
    | RawChannel
    | undefined;
  return raw ? toChannel(raw) : null;
}

export interface ChannelFields {
  name: string;
  description: string | null;
  bannerId: string | null;
  color: string | undefined;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
}

export function insertChannel(ctx: InstanceContext, ownerId: string, fields: ChannelFields): ChannelRow {
  const id = genId();
  ctx.db
    .prepare(
      `INSERT INTO channels (id, created_at, user_id, name, description, banner_id, color, is_sensitive,
         allow_renote_to_external) VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, '#86b300'), ?, ?)`,
    )
    .run(
      id,
      new Date().toISOString(),
      ownerId,
      fields.name,
      fields.description,
      fields.bannerId,
      fields.color ?? null,
      fields.isSensitive ? 1 : 0,
      fields.allowRenoteToExternal ? 1 : 0,
    );
  return findChannel(ctx, id) as ChannelRow;
}

export type ChannelPatch = Partial<
  Pick<
    ChannelRow,
    | 'name'
    | 'description'
    | 'bannerId'
    | 'pinnedNoteIds'
    | 'color'
    | 'isArchived'
    | 'isSensitive'
    | 'allowRenoteToExternal'
  >
>;

/** Only the fields given change (undefined keeps; `description: null` clears), as in Misskey. */
export function updateChannel(ctx: InstanceContext, channel: ChannelRow, patch: ChannelPatch): ChannelRow {
  const next = { ...channel };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  ctx.db
    .prepare(
      `UPDATE channels SET name = ?, description = ?, banner_id = ?, pinned_note_ids = ?, color = ?,
         is_archived = ?, is_sensitive = ?, allow_renote_to_external = ? WHERE id = ?`,
    )
    .run(
      next.name,
      next.description,
      next.bannerId,
      JSON.stringify(next.pinnedNoteIds),
      next.color,
      next.isArchived ? 1 : 0,
      next.isSensitive ? 1 : 0,
      next.allowRenoteToExternal ? 1 : 0,
      channel.id,
    );
  return findChannel(ctx, channel.id) as ChannelRow;
}

/**
 * Counts a new note in its channel: notesCount, lastNotedAt, and usersCount when it is the
 * author's first note there (Misskey counts it the same way, after the note is stored).
 */
export function recordChannelNote(
  ctx: InstanceContext,
  channelId: string,
  authorId: string,
  createdAt: string,
): void {
  ctx.db.transaction(() => {
    const authored = ctx.db
      .prepare('SELECT COUNT(*) FROM notes WHERE channel_id = ? AND user_id = ?')
      .pluck()
      .get(channelId, authorId) as number;
    ctx.db
      .prepare(
        `UPDATE channels SET notes_count = notes_count + 1, last_noted_at = ?,
           users_count = users_count + ? WHERE id = ?`,
      )
      .run(createdAt, authored === 1 ? 1 : 0, channelId);
  })();
}

type Membership = 'channel_followings' | 'channel_favorites';
const memberColumn = { channel_followings: 'follower_id', channel_favorites: 'user_id' } as const;

/** Follows or favorites; adding twice is a no-op (Misskey would answer a unique-key 500). */
export function addMembership(
  ctx: InstanceContext,
  table: Membership,
  userId: string,
  channelId: string,
): void {
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO ${table} (id, created_at, ${memberColumn[table]}, channel_id) VALUES (?, ?, ?, ?)`,
    )
    .run(genId(), new Date().toISOString(), userId, channelId);
}

export function removeMembership(
  ctx: InstanceContext,
  table: Membership,
  userId: string,
  channelId: string,
): void {
  ctx.db
    .prepare(`DELETE FROM ${table} WHERE ${memberColumn[table]} = ? AND channel_id = ?`)
    .run(userId, channelId);
}

/** The channels among `channelIds` the user follows, favorites or mutes (one query each). */
export function membershipsOf(
  ctx: InstanceContext,
  userId: string,
  channelIds: readonly string[],
): { following: Set<string>; favorited: Set<string>; muting: Set<string> } {
  const ids = JSON.stringify(channelIds);
  const pick = (sql: string) => new Set(ctx.db.prepare(sql).pluck().all(userId, ids) as string[]);
  const inIds = 'channel_id IN (SELECT value FROM json_each(?))';
  return {
    following: pick(`SELECT channel_id FROM channel_followings WHERE follower_id = ? AND ${inIds}`),
    favorited: pick(`SELECT channel_id FROM channel_favorites WHERE user_id = ? AND ${inIds}`),
    muting: new Set(
      ctx.db
        .prepare(
          `SELECT channel_id FROM channel_mutings WHERE user_id = ? AND ${inIds}
             AND (expires_at IS NULL OR expires_at > ?)`,
        )
        .pluck()
        .all(userId, ids, new Date().toISOString()) as string[],
    ),
  };
}

export function isMutingChannel(ctx: InstanceContext, userId: string, channelId: string): boolean {
  return membershipsOf(ctx, userId, [channelId]).muting.has(channelId);
}

/** Mutes the channel (replacing an expired mute). */
export function muteChannel(
  ctx: InstanceContext,
  userId: string,
  channelId: string,
  expiresAt: string | null,
): void {
  ctx.db
    .prepare(
      `INSERT INTO channel_mutings (id, user_id, channel_id, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, channel_id) DO UPDATE SET expires_at = excluded.expires_at`,
    )
    .run(genId(), userId, channelId, expiresAt);
}

export function unmuteChannel(ctx: InstanceContext, userId: string, channelId: string): void {
  ctx.db.prepare('DELETE FROM channel_mutings WHERE user_id = ? AND channel_id = ?').run(userId, channelId);
}
