import type { Migration } from '../migrate.js';

/**
 * The user webhooks of Misskey's i/webhooks/*: a name, a target URL, a secret sent back in a
 * header, the events (a JSON array of Misskey's webhook event names), an active switch, and
 * what the last delivery did (latest_status: the HTTP status, or 1 when no answer came, as
 * Misskey records it). Deleting the user deletes their webhooks.
 */
export const webhooks: Migration = {
  version: 25,
  name: 'webhooks',
  up(db) {
    db.exec(`
      CREATE TABLE webhooks (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        secret TEXT NOT NULL DEFAULT '',
        events TEXT NOT NULL DEFAULT '[]',
        active INTEGER NOT NULL DEFAULT 1,
        latest_sent_at TEXT,
        latest_status INTEGER
      );
      CREATE INDEX webhooks_user ON webhooks (user_id, active);
    `);
  },
};
