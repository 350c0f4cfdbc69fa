import type { Migration } from '../migrate.js';

/**
 * Mutes and blocks (issue 19): who mutes whom (optionally until a time), whose renotes a user
 * mutes, who blocks whom, which threads a user muted, and each user's word and instance mutes.
 */
export const relations: Migration = {
  version: 9,
  name: 'relations',
  up(db) {
    db.exec(`
      CREATE TABLE mutings (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        muter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        mutee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- NULL: until unmuted. An expired row no longer applies and is removed.
        expires_at TEXT,
        UNIQUE (muter_id, mutee_id)
      );
      CREATE INDEX mutings_muter ON mutings (muter_id, id);
      CREATE INDEX mutings_expiry ON mutings (expires_at) WHERE expires_at IS NOT NULL;

      CREATE TABLE renote_mutings (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        muter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        mutee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (muter_id, mutee_id)
      );
      CREATE INDEX renote_mutings_muter ON renote_mutings (muter_id, id);

      CREATE TABLE blockings (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        blocker_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        blockee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (blocker_id, blockee_id)
      );
      CREATE INDEX blockings_blocker ON blockings (blocker_id, id);
      CREATE INDEX blockings_blockee ON blockings (blockee_id, blocker_id);

      CREATE TABLE note_thread_mutings (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        thread_id TEXT NOT NULL,
        UNIQUE (user_id, thread_id)
      );

      -- Word and instance mutes as i/update takes them (JSON arrays), kept apart from users so
      -- changing them does not touch the rows packed notes are made from.
      CREATE TABLE user_mute_settings (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        muted_words TEXT NOT NULL DEFAULT '[]',
        hard_muted_words TEXT NOT NULL DEFAULT '[]',
        muted_instances TEXT NOT NULL DEFAULT '[]'
      );
    `);
  },
};
