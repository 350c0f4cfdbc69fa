import type { Migration } from '../migrate.js';

/**
 * WebAuthn challenges (passkey registration, the key after the password, password-less sign-in)
 * move from memory to a table, so a restart between the options and the answer does not lose
 * them (Misskey keeps them in Redis for 90 s). `key` is the purpose with the user or sign-in
 * context; `expires_at` is epoch milliseconds.
 */
export const webauthnChallenges: Migration = {
  version: 42,
  name: 'webauthn_challenges',
  up(db) {
    db.exec(`
      CREATE TABLE webauthn_challenges (
        key TEXT PRIMARY KEY,
        challenge TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX webauthn_challenges_expires ON webauthn_challenges (expires_at);
    `);
  },
};
