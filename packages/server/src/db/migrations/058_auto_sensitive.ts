import type { Migration } from '../migrate.js';

/**
 * A user's own "mark media the server finds sensitive" (Misskey's `autoSensitive` of i/update),
 * kept beside `always_mark_nsfw` (migration 016). The instance's detection settings live in
 * instance_settings; no detector runs here yet (services/drive/sensitive-detection.ts says why).
 */
export const autoSensitive: Migration = {
  version: 58,
  name: 'auto_sensitive',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN auto_sensitive INTEGER NOT NULL DEFAULT 0');
  },
};
