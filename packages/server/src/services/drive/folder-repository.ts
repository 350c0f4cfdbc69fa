import type { Database } from '../../db/database.js';
import { type PageWindow, pageWindowConditions } from '../../db/paging.js';

/* The drive's folder rows (drive_folders): a tree per user, files pointing into it. */

export interface DriveFolderRow {
  id: string;
  createdAt: string;
  userId: string;
  parentId: string | null;
  name: string;
}

interface RawFolder {
  id: string;
  created_at: string;
  user_id: string;
  parent_id: string | null;
  name: string;
}

function toFolder(raw: RawFolder): DriveFolderRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    userId: raw.user_id,
    parentId: raw.parent_id,
    name: raw.name,
  };
}

export function insertFolder(db: Database, folder: DriveFolderRow): void {
  db.prepare(
    'INSERT INTO drive_folders (id, created_at, user_id, parent_id, name) VALUES (?, ?, ?, ?, ?)',
  ).run(folder.id, folder.createdAt, folder.userId, folder.parentId, folder.name);
}

export function findFolderOf(db: Database, userId: string, id: string): DriveFolderRow | null {
  const raw = db.prepare('SELECT * FROM drive_folders WHERE id = ? AND user_id = ?').get(id, userId) as
    | RawFolder
    | undefined;
  return raw ? toFolder(raw) : null;
}

export function findFolder(db: Database, id: string): DriveFolderRow | null {
  const raw = db.prepare('SELECT * FROM drive_folders WHERE id = ?').get(id) as RawFolder | undefined;
  return raw ? toFolder(raw) : null;
}

export interface FolderListQuery extends PageWindow {
  userId: string;
  parentId: string | null;
  limit: number;
}

export function listFolders(db: Database, q: FolderListQuery): DriveFolderRow[] {
  const where = ['user_id = @userId', q.parentId === null ? 'parent_id IS NULL' : 'parent_id = @parentId'];
  const params: Record<string, unknown> = { userId: q.userId, parentId: q.parentId, limit: q.limit };
  const window = pageWindowConditions(q);
  where.push(...window.conditions);
  const ascending = q.sinceId !== undefined && q.untilId === undefined;
  const rows = db
    .prepare(
      `SELECT * FROM drive_folders WHERE ${where.join(' AND ')} ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all(...window.args, params) as RawFolder[];
  return rows.map(toFolder);
}

/** The user's folders with exactly this name under one parent (null: the root), as drive/folders/find. */
export function findFoldersByName(
  db: Database,
  userId: string,
  name: string,
  parentId: string | null,
): DriveFolderRow[] {
  const rows = db
    .prepare(
      'SELECT * FROM drive_folders WHERE user_id = ? AND name = ? AND parent_id IS ? ORDER BY id DESC LIMIT 1000',
    )
    .all(userId, name, parentId) as RawFolder[];
  return rows.map(toFolder);
}

export function folderCounts(db: Database, folderId: string): { foldersCount: number; filesCount: number } {
  const folders = db.prepare('SELECT COUNT(*) AS n FROM drive_folders WHERE parent_id = ?').get(folderId) as {
    n: number;
  };
  const files = db.prepare('SELECT COUNT(*) AS n FROM drive_files WHERE folder_id = ?').get(folderId) as {
    n: number;
  };
  return { foldersCount: folders.n, filesCount: files.n };
}

export function updateFolder(
  db: Database,
  id: string,
  fields: Pick<DriveFolderRow, 'name' | 'parentId'>,
): void {
  db.prepare('UPDATE drive_folders SET name = ?, parent_id = ? WHERE id = ?').run(
    fields.name,
    fields.parentId,
    id,
  );
}

export function deleteFolderRow(db: Database, id: string): void {
  db.prepare('DELETE FROM drive_folders WHERE id = ?').run(id);
}

/**
 * Whether `folderId` is `ancestorId` itself or lies somewhere below it: moving a folder
 * there would make it its own ancestor. The walk is bounded so a corrupt cycle cannot hang.
 */
export function isFolderWithin(db: Database, folderId: string, ancestorId: string): boolean {
  let current: string | null = folderId;
  for (let depth = 0; current !== null && depth < 10_000; depth++) {
    if (current === ancestorId) return true;
    current = findFolder(db, current)?.parentId ?? null;
  }
  return current !== null;
}
