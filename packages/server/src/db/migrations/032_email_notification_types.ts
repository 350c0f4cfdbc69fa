import type { Migration } from '../migrate.js';

/**
 * Which notifications are also mailed to the user's verified address (Misskey's
 * `emailNotificationTypes` of i/update): a JSON array of types, Misskey's default for every
 * account, old ones included.
 */
export const emailNotificationTypes: Migration = {
  version: 32,
  name: 'email_notification_types',
  up(db) {
    db.exec(
      `ALTER TABLE users ADD COLUMN email_notification_types TEXT NOT NULL DEFAULT '["follow","receiveFollowRequest"]'`,
    );
  },
};
