import type { Migration } from '../migrate.js';

/**
 * The local instance as an authorization server (issue 20): tokens for other apps.
 * - `access_tokens` gains what an app token carries. `permission` is a JSON list; NULL marks a
 *   session token from sign-in, which keeps full access (Misskey's "native" token). `id` names
 *   an app token for `i/apps` and `i/revoke-token`. `app_hash` is the digest of the legacy
 *   flow's second form of the credential, sha256(token + app secret), which old apps send.
 * - `miauth_sessions`: a MiAuth session the user accepted. The token waits in plain text only
 *   until the app fetches it (`/api/miauth/{session}/check`), then it is cleared for good, so
 *   a session is usable once.
 * - `apps` and `auth_sessions`: the legacy app flow. `pending_token` likewise holds the
 *   accepted token only until `auth/session/userkey` hands it over and deletes the session.
 */
export const appAuth: Migration = {
  version: 17,
  name: 'app_auth',
  up(db) {
    db.exec(`
      CREATE TABLE apps (
        id TEXT PRIMARY KEY,
        user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        permission TEXT NOT NULL,
        callback_url TEXT,
        secret TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );

      ALTER TABLE access_tokens ADD COLUMN id TEXT;
      ALTER TABLE access_tokens ADD COLUMN permission TEXT;
      ALTER TABLE access_tokens ADD COLUMN name TEXT;
      ALTER TABLE access_tokens ADD COLUMN description TEXT;
      ALTER TABLE access_tokens ADD COLUMN icon_url TEXT;
      ALTER TABLE access_tokens ADD COLUMN app_id TEXT REFERENCES apps (id) ON DELETE CASCADE;
      ALTER TABLE access_tokens ADD COLUMN app_hash TEXT;
      CREATE UNIQUE INDEX access_tokens_id ON access_tokens (id) WHERE id IS NOT NULL;
      CREATE UNIQUE INDEX access_tokens_app_hash ON access_tokens (app_hash) WHERE app_hash IS NOT NULL;

      CREATE TABLE miauth_sessions (
        session TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL REFERENCES access_tokens (token_hash) ON DELETE CASCADE,
        pending_token TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE auth_sessions (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        app_id TEXT NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        pending_token TEXT,
        created_at TEXT NOT NULL
      );
    `);
  },
};
