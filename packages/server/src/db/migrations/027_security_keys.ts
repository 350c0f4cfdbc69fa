import type { Migration } from '../migrate.js';

/**
 * WebAuthn security keys and passkeys (issue 22). A key's id is its credential id (base64url), as
 * in Misskey, so an assertion finds its key directly; `public_key` is the COSE key (base64url) and
 * `counter` the signature counter last seen, so a cloned authenticator is noticed. Password-less
 * sign-in is a per-account switch beside the other secrets.
 */
export const securityKeys: Migration = {
  version: 27,
  name: 'security_keys',
  up(db) {
    db.exec(`
      CREATE TABLE user_security_keys (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        transports TEXT,
        last_used TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX user_security_keys_user ON user_security_keys (user_id);
      ALTER TABLE user_secrets ADD COLUMN use_password_less_login INTEGER NOT NULL DEFAULT 0;
    `);
  },
};
