import type { Migration } from '../migrate.js';

/**
 * The gallery (issue 24): posts of 1–32 drive files with a title, which others may like.
 * `file_ids` is a JSON array in the poster's order; a file deleted later simply drops out of
 * the packed post. A like remembers when it was given: featured ranks the likes of recent days.
 * Like counts are counted from gallery_likes, not kept in a column: a liker's deleted account
 * takes its likes along by cascade, where no code would lower a stored count.
 */
export const gallery: Migration = {
  version: 47,
  name: 'gallery',
  up(db) {
    db.exec(`
      CREATE TABLE gallery_posts (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        description TEXT,
        file_ids TEXT NOT NULL DEFAULT '[]',
        tags TEXT NOT NULL DEFAULT '[]',
        is_sensitive INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX gallery_posts_user ON gallery_posts (user_id, id);

      CREATE TABLE gallery_likes (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        post_id TEXT NOT NULL REFERENCES gallery_posts (id) ON DELETE CASCADE,
        UNIQUE (user_id, post_id)
      );
      CREATE INDEX gallery_likes_user ON gallery_likes (user_id, id);
      CREATE INDEX gallery_likes_post ON gallery_likes (post_id, created_at);
    `);
  },
};
