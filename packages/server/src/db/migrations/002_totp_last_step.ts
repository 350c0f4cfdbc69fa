import type { Migration } from '../migrate.js';

/**
 * Remembers the time step of the last TOTP code a user signed in with, so a code seen over
 * someone's shoulder (or replayed from a captured request) cannot be used again in its window.
 */
export const totpLastStep: Migration = {
  version: 2,
  name: 'totp_last_step',
  up(db) {
    db.exec('ALTER TABLE user_secrets ADD COLUMN two_factor_last_step INTEGER');
  },
};
