import type { Migration } from '../migrate.js';

/**
 * Abuse reports (issue 19): what `users/report-abuse` files, for the moderators to read. The
 * columns are those Misskey's reports carry; resolving and forwarding come with the admin pages.
 */
export const abuseReports: Migration = {
  version: 14,
  name: 'abuse_reports',
  up(db) {
    db.exec(`
      CREATE TABLE abuse_user_reports (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        target_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_user_host TEXT,
        reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reporter_host TEXT,
        assignee_id TEXT REFERENCES users (id) ON DELETE SET NULL,
        resolved INTEGER NOT NULL DEFAULT 0,
        forwarded INTEGER NOT NULL DEFAULT 0,
        comment TEXT NOT NULL,
        moderation_note TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX abuse_user_reports_open ON abuse_user_reports (resolved, id);
      CREATE INDEX abuse_user_reports_target ON abuse_user_reports (target_user_id);
    `);
  },
};
