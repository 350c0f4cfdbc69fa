import type { Migration } from '../migrate.js';

/**
 * Account migration (issue 22): the aliases an account names as its other accounts (i/update
 * `alsoKnownAs`, stored as Misskey stores them: the accounts' ActivityPub URIs, a JSON array)
 * and when it moved (i/move; `moved_to`, from migration 5, holds the target's id).
 */
export const accountMove: Migration = {
  version: 31,
  name: 'account_move',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN also_known_as TEXT;
      ALTER TABLE users ADD COLUMN moved_at TEXT;
    `);
  },
};
