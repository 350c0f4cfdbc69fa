import type { Migration } from '../migrate.js';

/**
 * The privacy settings of Misskey's i/update: who sees a user's follow lists, whether a locked
 * account approves the users it follows by itself, whether others see the user online, whether the
 * user appears in explore listings, the crawler and AI-learning wishes, and the two "make older notes
 * followers-only / hidden" limits (seconds: negative = that long ago, positive = a Unix time).
 * The two limits stay NULL for almost everyone, so note reads test them only for authors who set one.
 */
export const privacy: Migration = {
  version: 22,
  name: 'privacy',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN following_visibility TEXT NOT NULL DEFAULT 'public';
      ALTER TABLE users ADD COLUMN followers_visibility TEXT NOT NULL DEFAULT 'public';
      ALTER TABLE users ADD COLUMN auto_accept_followed INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN hide_online_status INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN is_explorable INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN no_crawle INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN prevent_ai_learning INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN make_notes_followers_only_before INTEGER;
      ALTER TABLE users ADD COLUMN make_notes_hidden_before INTEGER;
    `);
  },
};
