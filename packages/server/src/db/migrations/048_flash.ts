import type { Migration } from '../migrate.js';

/**
 * Play (Misskey's "flash", issue 24): an AiScript program with a title and a summary that anyone
 * may run, and the likes it collects. `permissions` is kept as a JSON array, as Misskey stores
 * it (Misskey never answers it). `liked_count` is kept on the row, for the featured order.
 */
export const flash: Migration = {
  version: 48,
  name: 'flash',
  up(db) {
    db.exec(`
      CREATE TABLE flashes (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        script TEXT NOT NULL,
        permissions TEXT NOT NULL DEFAULT '[]',
        -- public, or private: left off the profile and lists, still open to whoever has the link.
        visibility TEXT NOT NULL DEFAULT 'public',
        liked_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX flashes_user ON flashes (user_id, id);
      CREATE INDEX flashes_featured ON flashes (visibility, liked_count, updated_at);

      CREATE TABLE flash_likes (
        id TEXT PRIMARY KEY,
        flash_id TEXT NOT NULL REFERENCES flashes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (flash_id, user_id)
      );
      CREATE INDEX flash_likes_user ON flash_likes (user_id, id);
    `);
  },
};
