import type { Migration } from '../migrate.js';

/**
 * Which notifications a user receives, per type (Misskey's `notificationRecieveConfig` of
 * i/update, the misspelling included): a JSON object of `{type}` or `{type: 'list', userListId}`.
 */
export const notificationConfig: Migration = {
  version: 21,
  name: 'notification_config',
  up(db) {
    db.exec("ALTER TABLE users ADD COLUMN notification_recieve_config TEXT NOT NULL DEFAULT '{}'");
  },
};
