import type { Database } from '../../db/database.js';
import { type PageWindow, pageWindowConditions } from '../../db/paging.js';

/** Width, height and EXIF orientation of an image; empty for anything else. */
export interface FileProperties {
  width?: number;
  height?: number;
  orientation?: number;
}

export interface DriveFileRow {
  id: string;
  createdAt: string;
  userId: string;
  folderId: string | null;
  name: string;
  type: string;
  md5: string;
  size: number;
  comment: string | null;
  isSensitive: boolean;
  blurhash: string | null;
  properties: FileProperties;
  accessKey: string;
  thumbnailKey: string | null;
  /** Where the bytes are when they went to object storage (file-store.ts); null on disk. */
  objectKey: string | null;
  thumbnailObjectKey: string | null;
  storedUrl: string | null;
  thumbnailStoredUrl: string | null;
}

type ObjectFields = 'objectKey' | 'thumbnailObjectKey' | 'storedUrl' | 'thumbnailStoredUrl';

interface RawFile {
  id: string;
  created_at: string;
  user_id: string;
  folder_id: string | null;
  name: string;
  type: string;
  md5: string;
  size: number;
  comment: string | null;
  is_sensitive: number;
  blurhash: string | null;
  properties: string;
  access_key: string;
  thumbnail_key: string | null;
  object_key: string | null;
  thumbnail_object_key: string | null;
  stored_url: string | null;
  thumbnail_stored_url: string | null;
}

function parseProperties(text: string): FileProperties {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    const out: FileProperties = {};
    if (typeof value.width === 'number') out.width = value.width;
    if (typeof value.height === 'number') out.height = value.height;
    if (typeof value.orientation === 'number') out.orientation = value.orientation;
    return out;
  } catch {
    return {};
  }
}

function toFile(raw: RawFile): DriveFileRow {
  return {
    id: raw.id,
    createdAt: raw.created_at,
    userId: raw.user_id,
    folderId: raw.folder_id,
    name: raw.name,
    type: raw.type,
    md5: raw.md5,
    size: raw.size,
    comment: raw.comment,
    isSensitive: raw.is_sensitive === 1,
    blurhash: raw.blurhash,
    properties: parseProperties(raw.properties),
    accessKey: raw.access_key,
    thumbnailKey: raw.thumbnail_key,
    objectKey: raw.object_key,
    thumbnailObjectKey: raw.thumbnail_object_key,
    storedUrl: raw.stored_url,
    thumbnailStoredUrl: raw.thumbnail_stored_url,
  };
}

/** Inserts a file row; the object storage fields default to null (a file on disk). */
export function insertFile(
  db: Database,
  file: Omit<DriveFileRow, ObjectFields> & Partial<Pick<DriveFileRow, ObjectFields>>,
): void {
  db.prepare(
    `INSERT INTO drive_files (id, created_at, user_id, folder_id, name, type, md5, size, comment,
       is_sensitive, blurhash, properties, access_key, thumbnail_key, object_key, thumbnail_object_key,
       stored_url, thumbnail_stored_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    file.id,
    file.createdAt,
    file.userId,
    file.folderId,
    file.name,
    file.type,
    file.md5,
    file.size,
    file.comment,
    file.isSensitive ? 1 : 0,
    file.blurhash,
    JSON.stringify(file.properties),
    file.accessKey,
    file.thumbnailKey,
    file.objectKey ?? null,
    file.thumbnailObjectKey ?? null,
    file.storedUrl ?? null,
    file.thumbnailStoredUrl ?? null,
  );
}

export function findFile(db: Database, id: string): DriveFileRow | null {
  const raw = db.prepare('SELECT * FROM drive_files WHERE id = ?').get(id) as RawFile | undefined;
  return raw ? toFile(raw) : null;
}

/** The user's oldest file with these bytes (uploads without `force` reuse it). */
export function findFileByMd5(db: Database, userId: string, md5: string): DriveFileRow | null {
  const raw = db
    .prepare('SELECT * FROM drive_files WHERE user_id = ? AND md5 = ? ORDER BY id LIMIT 1')
    .get(userId, md5) as RawFile | undefined;
  return raw ? toFile(raw) : null;
}

/** The file whose original or thumbnail is stored under `key`. */
export function findFileByKey(db: Database, key: string): DriveFileRow | null {
  const raw = db
    .prepare('SELECT * FROM drive_files WHERE access_key = ? OR thumbnail_key = ?')
    .get(key, key) as RawFile | undefined;
  return raw ? toFile(raw) : null;
}

/** A file kept in object storage, by its URL or its thumbnail's (drive/files/show by url). */
export function findFileByStoredUrl(db: Database, url: string): DriveFileRow | null {
  const raw = db
    .prepare('SELECT * FROM drive_files WHERE stored_url = ? OR thumbnail_stored_url = ?')
    .get(url, url) as RawFile | undefined;
  return raw ? toFile(raw) : null;
}

export function findFilesOf(db: Database, userId: string, ids: readonly string[]): DriveFileRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT * FROM drive_files WHERE user_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
    .all(userId, ...ids) as RawFile[];
  return rows.map(toFile);
}

/** Files by id in the order asked, skipping ids that no longer exist. */
export function findFilesInOrder(db: Database, ids: readonly string[]): DriveFileRow[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT * FROM drive_files WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as RawFile[];
  const byId = new Map(rows.map((r) => [r.id, toFile(r)]));
  return ids.map((id) => byId.get(id)).filter((f): f is DriveFileRow => f !== undefined);
}

/** drive/files' orders: `+` is descending, as Misskey reads them (+size is largest first). */
export type FileSort = '+createdAt' | '-createdAt' | '+name' | '-name' | '+size' | '-size';

export interface FileListQuery extends PageWindow {
  userId: string;
  /** A folder, null for the root; undefined for every folder (drive/stream). */
  folderId?: string | null;
  /** A MIME type, or a family as `image/*`. */
  type?: string | null;
  sort?: FileSort | null;
  limit: number;
}

const SORT_COLUMNS = { createdAt: 'id', name: 'name', size: 'size' } as const;

/**
 * Newest first, or oldest first when only sinceId is given (Misskey's paging). With a sort,
 * untilId names the last file of the previous page and the next page continues after it in
 * that order (ties broken by id): Misskey filters such pages by id alone, which skips files.
 */
export function listFiles(db: Database, q: FileListQuery): DriveFileRow[] {
  const where = ['user_id = @userId'];
  if (q.folderId !== undefined)
    where.push(q.folderId === null ? 'folder_id IS NULL' : 'folder_id = @folderId');
  const params: Record<string, unknown> = { userId: q.userId, folderId: q.folderId ?? null, limit: q.limit };
  if (q.type) {
    if (q.type.endsWith('/*')) {
      where.push("type LIKE @typePrefix ESCAPE '\\'");
      params.typePrefix = `${q.type.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    } else {
      where.push('type = @type');
      params.type = q.type;
    }
  }
  if (q.sort) {
    const column = SORT_COLUMNS[q.sort.slice(1) as keyof typeof SORT_COLUMNS];
    const direction = q.sort.startsWith('+') ? 'DESC' : 'ASC';
    const after = direction === 'DESC' ? '<' : '>';
    if (q.untilId !== undefined) {
      const last = findFile(db, q.untilId);
      if (last && last.userId === q.userId) {
        params.afterId = last.id;
        params.afterValue = column === 'name' ? last.name : column === 'size' ? last.size : last.id;
        where.push(`(${column} ${after} @afterValue OR (${column} = @afterValue AND id ${after} @afterId))`);
      }
    }
    const rows = db
      .prepare(
        `SELECT * FROM drive_files WHERE ${where.join(' AND ')}
         ORDER BY ${column} ${direction}, id ${direction} LIMIT @limit`,
      )
      .all(params) as RawFile[];
    return rows.map(toFile);
  }
  const window = pageWindowConditions(q);
  where.push(...window.conditions);
  const ascending = q.sinceId !== undefined && q.untilId === undefined;
  const rows = db
    .prepare(
      `SELECT * FROM drive_files WHERE ${where.join(' AND ')} ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all(...window.args, params) as RawFile[];
  return rows.map(toFile);
}

/** The user's files with exactly this name in one folder (null: the root), as drive/files/find. */
export function findFilesByName(
  db: Database,
  userId: string,
  name: string,
  folderId: string | null,
): DriveFileRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM drive_files WHERE user_id = ? AND name = ? AND folder_id IS ? ORDER BY id DESC LIMIT 1000`,
    )
    .all(userId, name, folderId) as RawFile[];
  return rows.map(toFile);
}

/** Moves those of `fileIds` that the user owns into `folderId`; answers the moved files. */
export function moveFilesOf(
  db: Database,
  userId: string,
  fileIds: readonly string[],
  folderId: string | null,
): DriveFileRow[] {
  return db.transaction(() => {
    const owned = findFilesOf(db, userId, fileIds);
    const update = db.prepare('UPDATE drive_files SET folder_id = ? WHERE id = ?');
    for (const file of owned) update.run(folderId, file.id);
    return owned.map((file) => ({ ...file, folderId }));
  })();
}

export function updateFile(
  db: Database,
  id: string,
  fields: Pick<DriveFileRow, 'name' | 'comment' | 'folderId' | 'isSensitive'>,
): void {
  db.prepare(
    'UPDATE drive_files SET name = ?, comment = ?, folder_id = ?, is_sensitive = ? WHERE id = ?',
  ).run(fields.name, fields.comment, fields.folderId, fields.isSensitive ? 1 : 0, id);
}

export function deleteFileRow(db: Database, id: string): void {
  db.prepare('DELETE FROM drive_files WHERE id = ?').run(id);
}

/** Bytes the user's originals take (thumbnails are the instance's cost, as in Misskey). */
export function driveUsage(db: Database, userId: string): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(size), 0) AS usage FROM drive_files WHERE user_id = ?')
    .get(userId) as {
    usage: number;
  };
  return row.usage;
}

// Folders are in their own module; the drive imports both kinds of row from this one.
export * from './folder-repository.js';
