import type { Migration } from '../migrate.js';

/**
 * Misskey's isCat (i/update): the user's notes are shown in cat speech by clients that do so,
 * and the packed user says it. users.is_bot (migration 011) is the isBot of the same endpoint.
 */
export const isCat: Migration = {
  version: 20,
  name: 'is_cat',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN is_cat INTEGER NOT NULL DEFAULT 0');
  },
};
