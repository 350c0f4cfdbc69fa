import type { Migration } from '../migrate.js';

/**
 * User lists (issue 19): a user's named sets of accounts, each read as a timeline; public ones
 * can be seen and liked by anyone. Deleting a list, its owner or a member removes what hangs
 * on it.
 */
export const userLists: Migration = {
  version: 10,
  name: 'user_lists',
  up(db) {
    db.exec(`
      CREATE TABLE user_lists (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        is_public INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX user_lists_user ON user_lists (user_id, id);

      CREATE TABLE user_list_memberships (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_list_id TEXT NOT NULL REFERENCES user_lists (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- Whether the member's replies to others appear in the list's timeline.
        with_replies INTEGER NOT NULL DEFAULT 0,
        UNIQUE (user_list_id, user_id)
      );
      CREATE INDEX user_list_memberships_user ON user_list_memberships (user_id);

      CREATE TABLE user_list_favorites (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_list_id TEXT NOT NULL REFERENCES user_lists (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (user_list_id, user_id)
      );
    `);
  },
};
