import type { Migration } from '../migrate.js';

/**
 * Custom emoji (issue 6) and the roles that can restrict who reacts with one.
 *
 * An emoji's image is its own file under the data directory (`emoji/{id}.webp`), converted
 * on add; the drive file it came from may be deleted later without breaking the emoji.
 * Roles are only as much as emoji need: a named role and who holds it. Their policies are
 * not merged into users' policies yet.
 */
export const emojiRoles: Migration = {
  version: 6,
  name: 'emoji_roles',
  up(db) {
    db.exec(`
      CREATE TABLE custom_emojis (
        id TEXT PRIMARY KEY,
        -- Unique among local emoji; letters, digits, _, + and - (spec 001 §5).
        name TEXT NOT NULL UNIQUE,
        category TEXT,
        -- JSON string array.
        aliases TEXT NOT NULL DEFAULT '[]',
        license TEXT,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        local_only INTEGER NOT NULL DEFAULT 0,
        -- JSON string array; empty means anyone may react with it.
        role_ids_that_can_be_used_as_reaction TEXT NOT NULL DEFAULT '[]',
        -- MIME type of the stored image (image/webp after conversion).
        type TEXT NOT NULL,
        width INTEGER,
        height INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX custom_emojis_category ON custom_emojis (category);

      CREATE TABLE roles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        color TEXT,
        icon_url TEXT,
        is_public INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE role_assignments (
        role_id TEXT NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        PRIMARY KEY (role_id, user_id)
      );
      CREATE INDEX role_assignments_user ON role_assignments (user_id);
    `);
  },
};
