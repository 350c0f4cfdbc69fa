import type { Database } from '../../db/database.js';
import { genId } from '../ids.js';

/** An avatar decoration as stored (Misskey's MiAvatarDecoration). */
export interface DecorationRow {
  id: string;
  createdAt: string;
  updatedAt: string | null;
  name: string;
  description: string;
  url: string;
  category: string | null;
  roleIds: string[];
}

/** One decoration a user wears, with its placement (Misskey's user.avatarDecorations item). */
export interface WornDecoration {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

interface RawDecoration {
  id: string;
  created_at: string;
  updated_at: string | null;
  name: string;
  description: string;
  url: string;
  category: string | null;
  role_ids: string;
}

interface RawWorn {
  user_id: string;
  decoration_id: string;
  angle: number;
  flip_h: number;
  offset_x: number;
  offset_y: number;
}

function parseRoleIds(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function toRow(raw: RawDecoration): DecorationRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    name: raw.name,
    description: raw.description,
    url: raw.url,
    category: raw.category,
    roleIds: parseRoleIds(raw.role_ids),
  };
}

/**
 * Every user is packed with their decorations, on every note: the few decorations and the few
 * users who wear one are kept in memory (read once, dropped on any change), so packing a user
 * is a map lookup and never a query.
 */
interface Snapshot {
  decorations: ReadonlyMap<string, DecorationRow>;
  worn: ReadonlyMap<string, readonly WornDecoration[]>;
}

const snapshots = new WeakMap<Database, Snapshot>();

function snapshotOf(db: Database): Snapshot {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    const rows = (db.prepare('SELECT * FROM avatar_decorations ORDER BY id').all() as RawDecoration[]).map(
      toRow,
    );
    const worn = new Map<string, WornDecoration[]>();
    const wornRows = db
      .prepare('SELECT * FROM user_avatar_decorations ORDER BY user_id, position')
      .all() as RawWorn[];
    for (const raw of wornRows) {
      const list = worn.get(raw.user_id) ?? [];
      list.push({
        id: raw.decoration_id,
        angle: raw.angle,
        flipH: raw.flip_h === 1,
        offsetX: raw.offset_x,
        offsetY: raw.offset_y,
      });
      worn.set(raw.user_id, list);
    }
    snapshot = { decorations: new Map(rows.map((row) => [row.id, row])), worn };
    snapshots.set(db, snapshot);
  }
  return snapshot;
}

function forget(db: Database): void {
  snapshots.delete(db);
}

/** Every decoration, oldest first. */
export function listDecorations(db: Database): DecorationRow[] {
  return [...snapshotOf(db).decorations.values()];
}

export function findDecoration(db: Database, id: string): DecorationRow | undefined {
  return snapshotOf(db).decorations.get(id);
}

/** What the user wears, in order (empty for almost everyone). */
export function wornDecorationsOf(db: Database, userId: string): readonly WornDecoration[] {
  return snapshotOf(db).worn.get(userId) ?? [];
}

export interface DecorationInput {
  name: string;
  description: string;
  url: string;
  category: string | null;
  roleIds: string[];
}

export function insertDecoration(db: Database, input: DecorationInput): DecorationRow {
  const now = Date.now();
  const id = genId(now);
  db.prepare(
    `INSERT INTO avatar_decorations (id, created_at, updated_at, name, description, url, category, role_ids)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    new Date(now).toISOString(),
    input.name,
    input.description,
    input.url,
    input.category,
    JSON.stringify(input.roleIds),
  );
  forget(db);
  return findDecoration(db, id) as DecorationRow;
}

/** Changes the given fields and stamps updatedAt, as Misskey's update does. */
export function patchDecoration(db: Database, id: string, patch: Partial<DecorationInput>): DecorationRow {
  const before = findDecoration(db, id);
  if (!before) throw new Error(`no avatar decoration ${id}`);
  const next = { ...before, ...patch };
  db.prepare(
    `UPDATE avatar_decorations SET updated_at = ?, name = ?, description = ?, url = ?, category = ?,
     role_ids = ? WHERE id = ?`,
  ).run(
    new Date().toISOString(),
    next.name,
    next.description,
    next.url,
    next.category,
    JSON.stringify(next.roleIds),
    id,
  );
  forget(db);
  return findDecoration(db, id) as DecorationRow;
}

/** Deletes the decoration; the foreign key takes it off every user who wore it. */
export function removeDecoration(db: Database, id: string): boolean {
  const removed = db.prepare('DELETE FROM avatar_decorations WHERE id = ?').run(id).changes > 0;
  forget(db);
  return removed;
}

/** Replaces what the user wears. */
export function setWornDecorations(db: Database, userId: string, worn: readonly WornDecoration[]): void {
  const insert = db.prepare(
    `INSERT INTO user_avatar_decorations (user_id, position, decoration_id, angle, flip_h, offset_x, offset_y)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare('DELETE FROM user_avatar_decorations WHERE user_id = ?').run(userId);
    worn.forEach((d, position) => {
      insert.run(userId, position, d.id, d.angle, d.flipH ? 1 : 0, d.offsetX, d.offsetY);
    });
  })();
  forget(db);
}
