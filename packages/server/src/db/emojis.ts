import type { Database } from './database.js';

/** A local custom emoji as stored (migration 006). */
export interface CustomEmojiRow {
  id: string;
  name: string;
  category: string | null;
  aliases: string[];
  license: string | null;
  isSensitive: boolean;
  localOnly: boolean;
  roleIdsThatCanBeUsedThisEmojiAsReaction: string[];
  type: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface RawEmoji {
  id: string;
  name: string;
  category: string | null;
  aliases: string;
  license: string | null;
  is_sensitive: number;
  local_only: number;
  role_ids_that_can_be_used_as_reaction: string;
  type: string;
  width: number | null;
  height: number | null;
  created_at: string;
  updated_at: string;
}

function stringArray(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toEmojiRow(raw: RawEmoji): CustomEmojiRow {
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    aliases: stringArray(raw.aliases),
    license: raw.license,
    isSensitive: raw.is_sensitive === 1,
    localOnly: raw.local_only === 1,
    roleIdsThatCanBeUsedThisEmojiAsReaction: stringArray(raw.role_ids_that_can_be_used_as_reaction),
    type: raw.type,
    width: raw.width,
    height: raw.height,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
  };
}

/** The local emoji called `name` (exact, case-sensitive as Misskey's names are). */
export function findEmojiByName(db: Database, name: string): CustomEmojiRow | undefined {
  const raw = db.prepare('SELECT * FROM custom_emojis WHERE name = ?').get(name) as RawEmoji | undefined;
  return raw ? toEmojiRow(raw) : undefined;
}

export function findEmojiById(db: Database, id: string): CustomEmojiRow | undefined {
  const raw = db.prepare('SELECT * FROM custom_emojis WHERE id = ?').get(id) as RawEmoji | undefined;
  return raw ? toEmojiRow(raw) : undefined;
}

/** Every local emoji, by category then name (the order `emojis` answers in). */
export function listEmojis(db: Database): CustomEmojiRow[] {
  const rows = db
    .prepare('SELECT * FROM custom_emojis ORDER BY category IS NULL, category, name')
    .all() as RawEmoji[];
  return rows.map(toEmojiRow);
}

/** The stored columns of a new or changed emoji, in row terms. */
function rawValues(emoji: CustomEmojiRow): unknown[] {
  return [
    emoji.name,
    emoji.category,
    JSON.stringify(emoji.aliases),
    emoji.license,
    emoji.isSensitive ? 1 : 0,
    emoji.localOnly ? 1 : 0,
    JSON.stringify(emoji.roleIdsThatCanBeUsedThisEmojiAsReaction),
    emoji.type,
    emoji.width,
    emoji.height,
    emoji.updatedAt,
  ];
}

/** Inserts a new emoji; a taken name fails on the UNIQUE constraint (see isUniqueNameViolation). */
export function insertEmoji(db: Database, emoji: CustomEmojiRow): void {
  db.prepare(
    `INSERT INTO custom_emojis (name, category, aliases, license, is_sensitive, local_only,
       role_ids_that_can_be_used_as_reaction, type, width, height, updated_at, id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(...rawValues(emoji), emoji.id, emoji.createdAt);
}

/** Writes every field of `emoji` (found by id) except its id and creation date. */
export function updateEmoji(db: Database, emoji: CustomEmojiRow): void {
  db.prepare(
    `UPDATE custom_emojis SET name = ?, category = ?, aliases = ?, license = ?, is_sensitive = ?,
       local_only = ?, role_ids_that_can_be_used_as_reaction = ?, type = ?, width = ?, height = ?,
       updated_at = ?
     WHERE id = ?`,
  ).run(...rawValues(emoji), emoji.id);
}

export function deleteEmojiRow(db: Database, id: string): void {
  db.prepare('DELETE FROM custom_emojis WHERE id = ?').run(id);
}

/** Whether an error from insertEmoji/updateEmoji means the name is already taken. */
export function isUniqueNameViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof e.message === 'string' &&
    e.message.includes('custom_emojis.name')
  );
}

export interface EmojiPageQuery {
  /** Part of the name (case-insensitive), as the admin list's search box sends it. */
  query?: string | null;
  limit: number;
  sinceId?: string;
  untilId?: string;
}

/** A page of emoji, newest first (or oldest first after `sinceId`), as Misskey's lists page. */
export function listEmojiPage(db: Database, q: EmojiPageQuery): CustomEmojiRow[] {
  const conditions: string[] = [];
  const args: (string | number)[] = [];
  if (q.query) {
    // LIKE wildcards typed by the moderator are matched literally.
    conditions.push("name LIKE ? ESCAPE '\\'");
    args.push(`%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (q.sinceId) {
    conditions.push('id > ?');
    args.push(q.sinceId);
  }
  if (q.untilId) {
    conditions.push('id < ?');
    args.push(q.untilId);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = q.sinceId && !q.untilId ? 'ASC' : 'DESC';
  const rows = db
    .prepare(`SELECT * FROM custom_emojis ${where} ORDER BY id ${order} LIMIT ?`)
    .all(...args, q.limit) as RawEmoji[];
  return rows.map(toEmojiRow);
}
