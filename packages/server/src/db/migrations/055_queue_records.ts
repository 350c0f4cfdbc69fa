import type { Migration } from '../migrate.js';

/**
 * What the admin queue page shows after a restart (issue 23):
 * - a scheduled note that could not be posted keeps why and when (`post_error`,
 *   `post_failed_at`): it is the postScheduledNote queue's failed job until it is retried,
 *   removed, rescheduled or deleted;
 * - an import keeps the drive file it read (`user_jobs.file_id`), so a failed one can run again;
 * - each webhook delivery (user and system) is a row of `webhook_deliveries` with its state and
 *   attempts, as Misskey's userWebhookDeliver and systemWebhookDeliver jobs are kept by its queue.
 */
export const queueRecords: Migration = {
  version: 55,
  name: 'queue_records',
  up(db) {
    db.exec(`
      ALTER TABLE note_drafts ADD COLUMN post_error TEXT;
      ALTER TABLE note_drafts ADD COLUMN post_failed_at INTEGER;
      ALTER TABLE user_jobs ADD COLUMN file_id TEXT;
      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        queue TEXT NOT NULL CHECK (queue IN ('userWebhookDeliver', 'systemWebhookDeliver')),
        webhook_id TEXT NOT NULL,
        url TEXT NOT NULL,
        body TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('active', 'delayed', 'completed', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        max_attempts INTEGER NOT NULL,
        error TEXT,
        created_at INTEGER NOT NULL,
        processed_at INTEGER,
        finished_at INTEGER
      );
      CREATE INDEX webhook_deliveries_queue ON webhook_deliveries (queue, state, created_at);
    `);
  },
};
