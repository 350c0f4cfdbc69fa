import type { Migration } from '../migrate.js';

/**
 * The drive page (issue 19): a user's own "mark my uploads sensitive" (Misskey's
 * `alwaysMarkNsfw` of i/update), besides the role policy of the same name.
 */
export const driveAlwaysSensitive: Migration = {
  version: 16,
  name: 'drive_always_sensitive',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN always_mark_nsfw INTEGER NOT NULL DEFAULT 0');
  },
};
