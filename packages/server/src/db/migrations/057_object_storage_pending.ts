import type { Migration } from '../migrate.js';

/**
 * Bucket objects that may have no drive row (services/object-storage/pending.ts): a key is
 * listed before its PUT and unlisted in the transaction that inserts its row, so a crash in
 * between leaves it here; a key whose delete the bucket refused is listed too. The background
 * sweep deletes those no row references. Times are milliseconds since the epoch. The sweep asks
 * whether a row still uses a key, so the drive's object keys get (partial) indexes.
 */
export const objectStoragePending: Migration = {
  version: 57,
  name: 'object_storage_pending',
  up(db) {
    db.exec(`
      CREATE TABLE object_storage_pending (
        key TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('upload', 'delete')),
        listed_at INTEGER NOT NULL,
        tries INTEGER NOT NULL DEFAULT 0,
        next_try_at INTEGER NOT NULL
      );
      CREATE INDEX drive_files_object_key ON drive_files (object_key)
        WHERE object_key IS NOT NULL;
      CREATE INDEX drive_files_thumbnail_object_key ON drive_files (thumbnail_object_key)
        WHERE thumbnail_object_key IS NOT NULL;
    `);
  },
};
