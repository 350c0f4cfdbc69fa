import type { Migration } from '../migrate.js';

/**
 * Background jobs of a user: exports and imports (issue 22). They run in the process; the row
 * is their record, so a job cut off by a restart is not left `running` forever (start-up marks
 * it failed) and the settings page can show progress: `done` of `total` items, `skipped`
 * counting rows that named nobody this instance knows.
 */
export const jobs: Migration = {
  version: 29,
  name: 'jobs',
  up(db) {
    db.exec(`
      CREATE TABLE user_jobs (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('running', 'completed', 'failed')),
        done INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL DEFAULT 0,
        skipped INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX user_jobs_user ON user_jobs (user_id, created_at);
    `);
  },
};
