import type { Migration } from '../migrate.js';

/**
 * The page a user pins to their profile (Misskey's `pinnedPageId`, set by `i/update`). Deleting
 * the page unpins it.
 */
export const pinnedPage: Migration = {
  version: 54,
  name: 'pinned_page',
  up(db) {
    db.exec('ALTER TABLE users ADD COLUMN pinned_page_id TEXT REFERENCES pages(id) ON DELETE SET NULL;');
  },
};
