import type { Migration } from '../migrate.js';

/**
 * Misskey's moderation log (admin/show-moderation-logs): one row per moderation action, with
 * who did it, Misskey's type name and its info object (JSON). The actor's rows go with their
 * account, as in Misskey. Also the moderators' note on a user (admin/update-user-note).
 */
export const moderationLog: Migration = {
  version: 34,
  name: 'moderation_log',
  up(db) {
    db.exec(`
      CREATE TABLE moderation_logs (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        info TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX moderation_logs_user ON moderation_logs (user_id, id);
      CREATE INDEX moderation_logs_type ON moderation_logs (type, id);
      ALTER TABLE users ADD COLUMN moderation_note TEXT NOT NULL DEFAULT '';
    `);
  },
};
