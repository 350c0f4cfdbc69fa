import type { Migration } from '../migrate.js';

/**
 * Account mail (issue 20): a user's address and its verification, sign-ups waiting for their
 * address to be confirmed, and password resets. Every code and token sent by mail is stored
 * only as its SHA-256 digest: the link is the secret, and a copy of the database holds none.
 */
export const mail: Migration = {
  version: 18,
  name: 'mail',
  up(db) {
    db.exec(`
      CREATE TABLE user_emails (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        email_lower TEXT NOT NULL,
        verified INTEGER NOT NULL DEFAULT 0,
        verify_code_hash TEXT UNIQUE,
        verify_created_at TEXT
      );
      CREATE INDEX user_emails_email ON user_emails (email_lower);

      CREATE TABLE pending_signups (
        id TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL UNIQUE,
        username TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        invite_id TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE password_resets (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
    `);
  },
};
