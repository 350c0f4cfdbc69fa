import type { Migration } from '../migrate.js';

/**
 * Channels (issue 19): topic rooms anyone may post public notes into, with followers,
 * favorites and mutes. notes.channel_id (003) already names a note's channel. Misskey never
 * deletes a channel (it archives it), so the notes keep pointing at a row that exists; a deleted
 * owner leaves the channel ownerless (userId null, as Misskey's packing allows).
 */
export const channels: Migration = {
  version: 12,
  name: 'channels',
  up(db) {
    db.exec(`
      CREATE TABLE channels (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        description TEXT,
        banner_id TEXT REFERENCES drive_files (id) ON DELETE SET NULL,
        -- A JSON array of note ids, in the order the owner chose.
        pinned_note_ids TEXT NOT NULL DEFAULT '[]',
        color TEXT NOT NULL DEFAULT '#86b300',
        is_archived INTEGER NOT NULL DEFAULT 0,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        allow_renote_to_external INTEGER NOT NULL DEFAULT 1,
        notes_count INTEGER NOT NULL DEFAULT 0,
        users_count INTEGER NOT NULL DEFAULT 0,
        last_noted_at TEXT
      );
      CREATE INDEX channels_user ON channels (user_id, id);
      CREATE INDEX channels_last_noted ON channels (last_noted_at);
      CREATE INDEX notes_channel ON notes (channel_id, id) WHERE channel_id IS NOT NULL;

      CREATE TABLE channel_followings (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        follower_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        UNIQUE (follower_id, channel_id)
      );

      CREATE TABLE channel_favorites (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        UNIQUE (user_id, channel_id)
      );

      CREATE TABLE channel_mutings (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        -- ISO date; null mutes for good. An expired row counts as not muting.
        expires_at TEXT,
        UNIQUE (user_id, channel_id)
      );
    `);
  },
};
