import type { Migration } from '../migrate.js';

/**
 * Sign-in history (Misskey's `i/signin-history`): one row per sign-in attempt on a known account,
 * successful or not, with the client address and the request headers worth showing (a JSON object;
 * cookies and credentials are never stored). Ids are time-ordered, so paging runs on the index.
 */
export const signins: Migration = {
  version: 23,
  name: 'signins',
  up(db) {
    db.exec(`
      CREATE TABLE signins (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        headers TEXT NOT NULL,
        success INTEGER NOT NULL
      );
      CREATE INDEX signins_user ON signins (user_id, id);
    `);
  },
};
