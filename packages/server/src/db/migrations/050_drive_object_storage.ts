import type { Migration } from '../migrate.js';

/**
 * Drive files kept in an S3-compatible bucket (the control panel's object storage): the object
 * keys the bytes were put under (to delete them) and the URLs they are served from. All null for
 * a file kept on this server's disk, which every file made before stays.
 */
export const driveObjectStorage: Migration = {
  version: 50,
  name: 'drive_object_storage',
  up(db) {
    db.exec(`
      ALTER TABLE drive_files ADD COLUMN object_key TEXT;
      ALTER TABLE drive_files ADD COLUMN thumbnail_object_key TEXT;
      ALTER TABLE drive_files ADD COLUMN stored_url TEXT;
      ALTER TABLE drive_files ADD COLUMN thumbnail_stored_url TEXT;
    `);
  },
};
