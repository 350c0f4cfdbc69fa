import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { antennaCacheOf } from './cache.js';

export type AntennaSource = entities.Antenna['src'];

/** An antenna as stored, with its JSON columns read. */
export interface AntennaRow {
  id: string;
  createdAt: string;
  userId: string;
  name: string;
  src: AntennaSource;
  userListId: string | null;
  keywords: string[][];
  excludeKeywords: string[][];
  users: string[];
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
  lastUsedAt: string;
}

/** The fields a user sets (create takes them all, update any of them). */
export type AntennaFields = Omit<AntennaRow, 'id' | 'createdAt' | 'userId' | 'lastUsedAt'>;

/** Misskey stops feeding antennas nobody has read for this long (its deactivateAntennaThreshold). */
export const ANTENNA_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

interface RawAntenna {
  id: string;
  created_at: string;
  user_id: string;
  name: string;
  src: string;
  user_list_id: string | null;
  keywords: string;
  exclude_keywords: string;
  users: string;
  case_sensitive: number;
  local_only: number;
  exclude_bots: number;
  with_replies: number;
  with_file: number;
  exclude_notes_in_sensitive_channel: number;
  last_used_at: string;
}

function jsonList<T>(text: string): T[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function toAntenna(raw: RawAntenna): AntennaRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    userId: raw.user_id,
    name: raw.name,
    src: raw.src as AntennaSource,
    userListId: raw.user_list_id,
    keywords: jsonList<string[]>(raw.keywords),
    excludeKeywords: jsonList<string[]>(raw.exclude_keywords),
    users: jsonList<string>(raw.users),
    caseSensitive: raw.case_sensitive === 1,
    localOnly: raw.local_only === 1,
    excludeBots: raw.exclude_bots === 1,
    withReplies: raw.with_replies === 1,
    withFile: raw.with_file === 1,
    excludeNotesInSensitiveChannel: raw.exclude_notes_in_sensitive_channel === 1,
    lastUsedAt: raw.last_used_at,
  };
}

/** The antenna only when `owner` owns it: someone else's answers as missing (NO_SUCH_ANTENNA). */
export function findOwnAntenna(ctx: InstanceContext, owner: UserRow, id: string): AntennaRow | null {
  const raw = ctx.db.prepare('SELECT * FROM antennas WHERE id = ? AND user_id = ?').get(id, owner.id) as
    | RawAntenna
    | undefined;
  return raw ? toAntenna(raw) : null;
}

export function listOwnAntennas(ctx: InstanceContext, ownerId: string): AntennaRow[] {
  return (
    ctx.db.prepare('SELECT * FROM antennas WHERE user_id = ? ORDER BY id').all(ownerId) as RawAntenna[]
  ).map(toAntenna);
}

export function countAntennas(ctx: InstanceContext, ownerId: string): number {
  return (
    ctx.db.prepare('SELECT COUNT(*) AS n FROM antennas WHERE user_id = ?').get(ownerId) as { n: number }
  ).n;
}

/** Every antenna read within the idle limit: the ones new notes are matched against. */
export function activeAntennas(ctx: InstanceContext, now = Date.now()): AntennaRow[] {
  const cutoff = new Date(now - ANTENNA_IDLE_MS).toISOString();
  const all = antennaCacheOf(ctx.db).all(() =>
    (ctx.db.prepare('SELECT * FROM antennas').all() as RawAntenna[]).map(toAntenna),
  );
  return all.filter((antenna) => antenna.lastUsedAt >= cutoff);
}

const FIELD_COLUMNS: Record<keyof AntennaFields, string> = {
  name: 'name',
  src: 'src',
  userListId: 'user_list_id',
  keywords: 'keywords',
  excludeKeywords: 'exclude_keywords',
  users: 'users',
  caseSensitive: 'case_sensitive',
  localOnly: 'local_only',
  excludeBots: 'exclude_bots',
  withReplies: 'with_replies',
  withFile: 'with_file',
  excludeNotesInSensitiveChannel: 'exclude_notes_in_sensitive_channel',
};

function columnValue(value: AntennaFields[keyof AntennaFields]): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

export function createAntenna(ctx: InstanceContext, owner: UserRow, fields: AntennaFields): AntennaRow {
  const id = genId();
  const now = new Date().toISOString();
  const keys = Object.keys(FIELD_COLUMNS) as (keyof AntennaFields)[];
  ctx.db
    .prepare(
      `INSERT INTO antennas (id, created_at, user_id, last_used_at, ${keys.map((k) => FIELD_COLUMNS[k]).join(', ')})
       VALUES (?, ?, ?, ?, ${keys.map(() => '?').join(', ')})`,
    )
    .run(id, now, owner.id, now, ...keys.map((k) => columnValue(fields[k])));
  return findOwnAntenna(ctx, owner, id) as AntennaRow;
}

/**
 * Only the fields given change, as in Misskey; an update also counts as using the antenna, so
 * an idle one becomes active again.
 */
export function updateAntenna(
  ctx: InstanceContext,
  owner: UserRow,
  antenna: AntennaRow,
  fields: Partial<AntennaFields>,
): AntennaRow {
  const keys = (Object.keys(FIELD_COLUMNS) as (keyof AntennaFields)[]).filter((k) => fields[k] !== undefined);
  const sets = [...keys.map((k) => `${FIELD_COLUMNS[k]} = ?`), 'last_used_at = ?'];
  ctx.db
    .prepare(`UPDATE antennas SET ${sets.join(', ')} WHERE id = ?`)
    .run(
      ...keys.map((k) => columnValue(fields[k] as AntennaFields[typeof k])),
      new Date().toISOString(),
      antenna.id,
    );
  return findOwnAntenna(ctx, owner, antenna.id) as AntennaRow;
}

export function deleteAntenna(ctx: InstanceContext, antenna: AntennaRow): void {
  ctx.db.prepare('DELETE FROM antennas WHERE id = ?').run(antenna.id);
}

/** Reading an antenna keeps it active. */
export function touchAntenna(ctx: InstanceContext, antenna: AntennaRow): void {
  ctx.db
    .prepare('UPDATE antennas SET last_used_at = ? WHERE id = ?')
    .run(new Date().toISOString(), antenna.id);
}

export function isAntennaActive(antenna: AntennaRow, now = Date.now()): boolean {
  return Date.parse(antenna.lastUsedAt) >= now - ANTENNA_IDLE_MS;
}

export function hasUnreadNotes(ctx: InstanceContext, antennaId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM antenna_notes WHERE antenna_id = ? AND is_read = 0 LIMIT 1')
      .get(antennaId) !== undefined
  );
}

/** Misskey's Antenna entity. `notify` is always false there too (kept for old clients). */
export function packAntenna(ctx: InstanceContext, antenna: AntennaRow): entities.Antenna {
  return {
    id: antenna.id,
    createdAt: antenna.createdAt,
    name: antenna.name,
    keywords: antenna.keywords,
    excludeKeywords: antenna.excludeKeywords,
    src: antenna.src,
    userListId: antenna.userListId,
    users: antenna.users,
    caseSensitive: antenna.caseSensitive,
    localOnly: antenna.localOnly,
    excludeBots: antenna.excludeBots,
    withReplies: antenna.withReplies,
    withFile: antenna.withFile,
    isActive: isAntennaActive(antenna),
    hasUnreadNote: hasUnreadNotes(ctx, antenna.id),
    notify: false,
    excludeNotesInSensitiveChannel: antenna.excludeNotesInSensitiveChannel,
  };
}
