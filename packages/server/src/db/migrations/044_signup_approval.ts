import type { Migration } from '../migrate.js';

/**
 * Sign-up by approval (the `approvalRequiredForSignup` of Misskey forks): an account made while
 * it is on waits with `approved` 0 and the reason it gave until a moderator approves it.
 * Every account made before, or while it is off, is approved.
 */
export const signupApproval: Migration = {
  version: 44,
  name: 'signup_approval',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN approved INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN signup_reason TEXT;
      CREATE INDEX users_pending_approval ON users (approved) WHERE approved = 0;
    `);
  },
};
