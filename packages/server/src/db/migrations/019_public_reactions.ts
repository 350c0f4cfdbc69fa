import type { Migration } from '../migrate.js';

/**
 * Whether a user's reactions are public (Misskey's `publicReactions` of i/update, on by
 * default as in Misskey): the profile's reactions tab and `users/reactions` follow it.
 */
export const publicReactions: Migration = {
  version: 19,
  name: 'public_reactions',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN public_reactions INTEGER NOT NULL DEFAULT 1');
  },
};
