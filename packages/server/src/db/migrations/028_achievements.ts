import type { Migration } from '../migrate.js';

/**
 * Achievements and login days (issue 22). Misskey keeps both as arrays on the user profile;
 * here each earned name and each day with a signed-in request is a row, so "each claimed
 * once" is the primary key and `loggedInDays` is a count.
 */
export const achievements: Migration = {
  version: 28,
  name: 'achievements',
  up(db) {
    db.exec(`
      CREATE TABLE user_achievements (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        unlocked_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, name)
      ) WITHOUT ROWID;
      CREATE TABLE user_login_days (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        PRIMARY KEY (user_id, day)
      ) WITHOUT ROWID;
    `);
  },
};
