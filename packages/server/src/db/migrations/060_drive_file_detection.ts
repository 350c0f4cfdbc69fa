import type { Migration } from '../migrate.js';

/**
 * What the sensitive media detector found in a drive file (Misskey's DriveFile `maybeSensitive`
 * and `maybePorn`), kept apart from `is_sensitive`, which is what the file is marked: the
 * detector's finding marks a file only when the instance or the uploader asks for it
 * (services/drive/detection). Files stored before, or never classified, read as not found.
 */
export const driveFileDetection: Migration = {
  version: 60,
  name: 'drive_file_detection',
  up(db) {
    db.exec(`
      ALTER TABLE drive_files ADD COLUMN maybe_sensitive INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE drive_files ADD COLUMN maybe_porn INTEGER NOT NULL DEFAULT 0;
    `);
  },
};
