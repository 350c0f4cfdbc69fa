import type { Migration } from '../migrate.js';

/**
 * Notes and everything hanging off them (issue 4): recipients, mentions, polls and votes,
 * reactions, favorites, follows, follow requests and notifications. Ids are aids (`genId()`),
 * so ordering by id is ordering by creation time. Reaction counts are derived from
 * `note_reactions`, never stored.
 */
export const notes: Migration = {
  version: 3,
  name: 'notes',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN is_locked INTEGER NOT NULL DEFAULT 0;

      CREATE TABLE notes (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        updated_at TEXT,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        text TEXT,
        cw TEXT,
        visibility TEXT NOT NULL DEFAULT 'public'
          CHECK (visibility IN ('public', 'home', 'followers', 'specified')),
        local_only INTEGER NOT NULL DEFAULT 0,
        reply_id TEXT REFERENCES notes (id) ON DELETE SET NULL,
        renote_id TEXT REFERENCES notes (id) ON DELETE CASCADE,
        thread_id TEXT NOT NULL,
        channel_id TEXT,
        file_ids TEXT NOT NULL DEFAULT '[]',
        has_poll INTEGER NOT NULL DEFAULT 0,
        replies_count INTEGER NOT NULL DEFAULT 0,
        renote_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX notes_user ON notes (user_id, id);
      CREATE INDEX notes_reply ON notes (reply_id, id);
      CREATE INDEX notes_renote ON notes (renote_id, id);
      CREATE INDEX notes_thread ON notes (thread_id, id);
      CREATE INDEX notes_visibility ON notes (visibility, id);

      CREATE TABLE note_visible_users (
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (note_id, user_id)
      );
      CREATE INDEX note_visible_users_user ON note_visible_users (user_id, note_id);

      CREATE TABLE note_mentions (
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (note_id, user_id)
      );
      CREATE INDEX note_mentions_user ON note_mentions (user_id, note_id);

      CREATE TABLE polls (
        note_id TEXT PRIMARY KEY REFERENCES notes (id) ON DELETE CASCADE,
        choices TEXT NOT NULL,
        multiple INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT
      );

      CREATE TABLE poll_votes (
        id TEXT PRIMARY KEY,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        choice INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (note_id, user_id, choice)
      );

      CREATE TABLE following (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        follower_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        followee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (follower_id, followee_id)
      );
      CREATE INDEX following_followee ON following (followee_id, id);

      CREATE TABLE follow_requests (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        follower_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        followee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (follower_id, followee_id)
      );
      CREATE INDEX follow_requests_followee ON follow_requests (followee_id, id);

      CREATE TABLE notifications (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        notifiee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        notifier_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        note_id TEXT REFERENCES notes (id) ON DELETE CASCADE,
        reaction TEXT,
        is_read INTEGER NOT NULL DEFAULT 0,
        extra TEXT
      );
      CREATE INDEX notifications_notifiee ON notifications (notifiee_id, id);

      CREATE TABLE note_reactions (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reaction TEXT NOT NULL,
        UNIQUE (note_id, user_id)
      );
      CREATE INDEX note_reactions_note ON note_reactions (note_id, id);

      CREATE TABLE note_favorites (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        UNIQUE (note_id, user_id)
      );
      CREATE INDEX note_favorites_user ON note_favorites (user_id, id);
    `);
  },
};
