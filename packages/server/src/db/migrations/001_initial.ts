import type { Migration } from '../migrate.js';

export const initial: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        username_lower TEXT NOT NULL,
        host TEXT,
        name TEXT,
        description TEXT,
        birthday TEXT,
        is_admin INTEGER NOT NULL DEFAULT 0,
        is_moderator INTEGER NOT NULL DEFAULT 0,
        is_suspended INTEGER NOT NULL DEFAULT 0,
        is_deleted INTEGER NOT NULL DEFAULT 0,
        notes_count INTEGER NOT NULL DEFAULT 0,
        followers_count INTEGER NOT NULL DEFAULT 0,
        following_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT
      );
      -- NULL hosts are distinct in a plain UNIQUE index, so local usernames get a partial one.
      CREATE UNIQUE INDEX users_local_username ON users (username_lower) WHERE host IS NULL;
      CREATE UNIQUE INDEX users_remote_username ON users (username_lower, host) WHERE host IS NOT NULL;

      CREATE TABLE user_secrets (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        two_factor_secret TEXT,
        two_factor_pending_secret TEXT,
        two_factor_enabled INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE two_factor_backup_codes (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (user_id, code_hash)
      );

      -- Only a SHA-256 of each token is kept: a leaked database holds no usable credential.
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX access_tokens_user ON access_tokens (user_id);

      CREATE TABLE registry_items (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        domain TEXT,
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      -- IFNULL because NULL domains would never collide in a plain unique index.
      CREATE UNIQUE INDEX registry_items_unique ON registry_items (user_id, IFNULL(domain, ''), scope, key);

      CREATE TABLE sw_subscriptions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint TEXT NOT NULL,
        auth TEXT NOT NULL,
        publickey TEXT NOT NULL,
        send_read_message INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX sw_subscriptions_user_endpoint ON sw_subscriptions (user_id, endpoint);

      CREATE TABLE instance_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `);
  },
};
