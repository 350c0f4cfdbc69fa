import type { Migration } from '../migrate.js';

/**
 * Pages (issue 24): a user's documents made of blocks, addressed as /@user/pages/{name}, which
 * others may like. The blocks, variables and script are kept as JSON text in Misskey's shapes.
 * A user's deletion takes their pages and likes along; a deleted eye-catching image is unset.
 * Like counts are counted from page_likes, not kept in a column: a liker's deleted account takes
 * its likes along by cascade, where no code would lower a stored count.
 */
export const pages: Migration = {
  version: 46,
  name: 'pages',
  up(db) {
    db.exec(`
      CREATE TABLE pages (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- The URL segment: unique per user.
        name TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT,
        content TEXT NOT NULL DEFAULT '[]',
        variables TEXT NOT NULL DEFAULT '[]',
        script TEXT NOT NULL DEFAULT '',
        eye_catching_image_id TEXT REFERENCES drive_files (id) ON DELETE SET NULL,
        font TEXT NOT NULL DEFAULT 'sans-serif',
        align_center INTEGER NOT NULL DEFAULT 0,
        hide_title_when_pinned INTEGER NOT NULL DEFAULT 0,
        -- Misskey's column; every page it creates is public, and so are ours.
        visibility TEXT NOT NULL DEFAULT 'public',
        UNIQUE (user_id, name)
      );
      CREATE INDEX pages_user ON pages (user_id, id);

      CREATE TABLE page_likes (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        page_id TEXT NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
        UNIQUE (user_id, page_id)
      );
      CREATE INDEX page_likes_user ON page_likes (user_id, id);
      CREATE INDEX page_likes_page ON page_likes (page_id);
    `);
  },
};
