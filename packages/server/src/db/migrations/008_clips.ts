import type { Migration } from '../migrate.js';

/**
 * Clips (issue 19): named collections of notes, public or private, that others may favorite.
 * A note's deletion removes it from every clip, and a user's deletion takes their clips along.
 */
export const clips: Migration = {
  version: 8,
  name: 'clips',
  up(db) {
    db.exec(`
      CREATE TABLE clips (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT,
        is_public INTEGER NOT NULL DEFAULT 0,
        -- When a note was last added; Misskey answers it as lastClippedAt.
        last_clipped_at TEXT
      );
      CREATE INDEX clips_user ON clips (user_id, id);

      CREATE TABLE clip_notes (
        id TEXT PRIMARY KEY,
        clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        UNIQUE (clip_id, note_id)
      );
      CREATE INDEX clip_notes_note ON clip_notes (note_id);

      CREATE TABLE clip_favorites (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (clip_id, user_id)
      );
      CREATE INDEX clip_favorites_user ON clip_favorites (user_id, id);
    `);
  },
};
