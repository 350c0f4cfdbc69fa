import type { Migration } from '../migrate.js';

/**
 * The rest of the profile of Misskey's i/update: avatar and banner (drive files of the user;
 * deleting the file clears them, as Misskey's foreign keys do), location, the language of the
 * user's notes, the label/value fields (a JSON array), and speakAsCat, which forks of Misskey
 * send with isCat (on unless turned off, as they default it).
 */
export const profileExtras: Migration = {
  version: 24,
  name: 'profile_extras',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN avatar_id TEXT REFERENCES drive_files (id) ON DELETE SET NULL;
      ALTER TABLE users ADD COLUMN banner_id TEXT REFERENCES drive_files (id) ON DELETE SET NULL;
      ALTER TABLE users ADD COLUMN location TEXT;
      ALTER TABLE users ADD COLUMN lang TEXT;
      ALTER TABLE users ADD COLUMN fields TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE users ADD COLUMN speak_as_cat INTEGER NOT NULL DEFAULT 1;
    `);
  },
};
