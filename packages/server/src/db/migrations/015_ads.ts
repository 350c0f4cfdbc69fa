import type { Migration } from '../migrate.js';

/**
 * The remaining public pages (issue 19): ads that admins place (admin/ad/*, listed in meta),
 * roles that may be explored (`isExplorable`: roles/users and roles/notes list their members).
 */
export const adsExplorableRoles: Migration = {
  version: 15,
  name: 'ads_explorable_roles',
  up(db) {
    db.exec(`
      CREATE TABLE ads (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        place TEXT NOT NULL,
        priority TEXT NOT NULL,
        ratio INTEGER NOT NULL,
        url TEXT NOT NULL,
        image_url TEXT NOT NULL,
        memo TEXT NOT NULL,
        -- Misskey's bit set of weekdays (bit 0 = Sunday); 0 means every day.
        day_of_week INTEGER NOT NULL,
        is_sensitive INTEGER NOT NULL DEFAULT 0
      );

      ALTER TABLE roles ADD COLUMN is_explorable INTEGER NOT NULL DEFAULT 0;
    `);
  },
};
