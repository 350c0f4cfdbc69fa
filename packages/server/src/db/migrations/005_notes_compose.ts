import type { Migration } from '../migrate.js';

/**
 * The composer's half of notes (issue 5): silencing and moved accounts on users, the reaction
 * acceptance and hashtags of a note, drafts and scheduled notes waiting for their time, hashtag usage
 * for autocomplete, and the unread mentions / specified notes behind `i`'s two flags.
 */
export const notesCompose: Migration = {
  version: 5,
  name: 'notes_compose',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN is_silenced INTEGER NOT NULL DEFAULT 0;
      -- The id of the account this one moved to; a moved account may no longer post.
      ALTER TABLE users ADD COLUMN moved_to TEXT;

      ALTER TABLE notes ADD COLUMN reaction_acceptance TEXT;
      ALTER TABLE notes ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';

      -- Drafts kept on the server (Misskey 2026's notes/drafts); a scheduled note is a draft
      -- with is_actually_scheduled = 1, published at scheduled_at (epoch ms). params: the
      -- notes/create parameters as JSON, checked again when published.
      CREATE TABLE note_drafts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        scheduled_at INTEGER,
        is_actually_scheduled INTEGER NOT NULL DEFAULT 0,
        params TEXT NOT NULL
      );
      CREATE INDEX note_drafts_due ON note_drafts (is_actually_scheduled, scheduled_at);
      CREATE INDEX note_drafts_user ON note_drafts (user_id, id);

      -- name is lower-cased (the key); display keeps the spelling first used.
      CREATE TABLE hashtags (
        name TEXT PRIMARY KEY,
        display TEXT NOT NULL,
        usage_count INTEGER NOT NULL DEFAULT 0,
        last_used_at TEXT NOT NULL
      );

      CREATE TABLE note_unreads (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        is_mentioned INTEGER NOT NULL DEFAULT 0,
        is_specified INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, note_id)
      );
    `);
  },
};
