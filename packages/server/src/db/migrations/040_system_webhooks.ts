import type { Migration } from '../migrate.js';

/**
 * Misskey's system webhooks and abuse-report notification recipients (issue 23).
 * system_webhooks: the administrators' webhooks (not a user's): a name, a target URL, a secret
 * sent back in a header, the events (a JSON array of Misskey's system webhook event names), an
 * active switch and what the last delivery did (latest_status: the HTTP status, or 1 when no
 * answer came, as Misskey records it).
 * abuse_report_notification_recipients: who is told of a new report, by mail to a moderator
 * (user_id) or by a system webhook (system_webhook_id); deleting either deletes the recipient.
 */
export const systemWebhooks: Migration = {
  version: 40,
  name: 'system_webhooks',
  up(db) {
    db.exec(`
      CREATE TABLE system_webhooks (
        id TEXT PRIMARY KEY,
        updated_at TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        secret TEXT NOT NULL,
        events TEXT NOT NULL DEFAULT '[]',
        active INTEGER NOT NULL DEFAULT 1,
        latest_sent_at TEXT,
        latest_status INTEGER
      );
      CREATE TABLE abuse_report_notification_recipients (
        id TEXT PRIMARY KEY,
        updated_at TEXT NOT NULL,
        name TEXT NOT NULL,
        method TEXT NOT NULL,
        active INTEGER NOT NULL DEFAULT 1,
        user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        system_webhook_id TEXT REFERENCES system_webhooks (id) ON DELETE CASCADE
      );
      CREATE INDEX abuse_report_recipients_user ON abuse_report_notification_recipients (user_id);
      CREATE INDEX abuse_report_recipients_webhook ON abuse_report_notification_recipients (system_webhook_id);
    `);
  },
};
