import type { Migration } from '../migrate.js';

/**
 * Announcements (issue 19): the server's notices to everyone or to one user, and who has read
 * which. A read is a row, so "unread" is an anti-join and deleting an announcement drops its
 * reads with it.
 */
export const announcements: Migration = {
  version: 7,
  name: 'announcements',
  up(db) {
    db.exec(`
      CREATE TABLE announcements (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        image_url TEXT,
        -- 'info' | 'warning' | 'error' | 'success'
        icon TEXT NOT NULL DEFAULT 'info',
        -- 'normal' | 'banner' | 'dialog'
        display TEXT NOT NULL DEFAULT 'normal',
        is_active INTEGER NOT NULL DEFAULT 1,
        -- Only users who existed when it was made see it.
        for_existing_users INTEGER NOT NULL DEFAULT 0,
        -- Never counted as unread and never pushed live.
        silence INTEGER NOT NULL DEFAULT 0,
        need_confirmation_to_read INTEGER NOT NULL DEFAULT 0,
        -- Set for an announcement to one user only.
        user_id TEXT REFERENCES users (id) ON DELETE CASCADE
      );
      CREATE INDEX announcements_user ON announcements (user_id);

      CREATE TABLE announcement_reads (
        announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        PRIMARY KEY (announcement_id, user_id)
      );
      CREATE INDEX announcement_reads_user ON announcement_reads (user_id);
    `);
  },
};
