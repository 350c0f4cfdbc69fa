import type { Migration } from '../migrate.js';

/**
 * The drive (issue: files on notes): folders and files. Bytes live on disk under
 * `<dataDir>/files/<key>`; the keys are random, never derived from a user-chosen name, and
 * the URLs are built from them at pack time so a change of the instance URL needs no rewrite.
 */
export const drive: Migration = {
  version: 4,
  name: 'drive',
  up(db) {
    db.exec(`
      CREATE TABLE drive_folders (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        parent_id TEXT REFERENCES drive_folders (id) ON DELETE CASCADE,
        name TEXT NOT NULL
      );
      CREATE INDEX drive_folders_user ON drive_folders (user_id, parent_id, id);

      CREATE TABLE drive_files (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        folder_id TEXT REFERENCES drive_folders (id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        md5 TEXT NOT NULL,
        size INTEGER NOT NULL,
        comment TEXT,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        blurhash TEXT,
        properties TEXT NOT NULL DEFAULT '{}',
        access_key TEXT NOT NULL UNIQUE,
        thumbnail_key TEXT UNIQUE
      );
      CREATE INDEX drive_files_user ON drive_files (user_id, folder_id, id);
    `);
  },
};
