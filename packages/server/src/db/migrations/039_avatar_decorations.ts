import type { Migration } from '../migrate.js';

/**
 * Avatar decorations (Misskey's admin/avatar-decorations/*): images an administrator offers
 * (with an optional category for grouping them), only to holders of some roles (`role_ids`, a JSON array), and the ones each user
 * wears in order with their placement (i/update `avatarDecorations`). A deleted decoration or
 * account takes its rows in user_avatar_decorations with it.
 */
export const avatarDecorations: Migration = {
  version: 39,
  name: 'avatar_decorations',
  up(db) {
    db.exec(`
      CREATE TABLE avatar_decorations (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL,
        category TEXT,
        role_ids TEXT NOT NULL DEFAULT '[]'
      );
      CREATE TABLE user_avatar_decorations (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        decoration_id TEXT NOT NULL REFERENCES avatar_decorations (id) ON DELETE CASCADE,
        angle REAL NOT NULL DEFAULT 0,
        flip_h INTEGER NOT NULL DEFAULT 0,
        offset_x REAL NOT NULL DEFAULT 0,
        offset_y REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, position)
      );
      CREATE INDEX user_avatar_decorations_decoration ON user_avatar_decorations (decoration_id);
    `);
  },
};
