import type { Migration } from '../migrate.js';

/**
 * Invitation codes, pinned notes and personal memos (issue 19).
 * - `registration_tickets`: Misskey's name for invitation codes. `created_by_id` is null for
 *   codes an admin makes for the instance; a used code keeps who used it and when.
 * - `user_note_pinings`: the notes a user shows at the top of their profile, in pin order.
 * - `user_memos`: one private memo per (writer, subject); only the writer ever reads it.
 */
export const invitesPinsMemo: Migration = {
  version: 13,
  name: 'invites_pins_memo',
  up(db) {
    db.exec(`
      CREATE TABLE registration_tickets (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        code TEXT NOT NULL UNIQUE,
        created_by_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        expires_at TEXT,
        used_at TEXT,
        used_by_id TEXT REFERENCES users (id) ON DELETE SET NULL
      );
      CREATE INDEX registration_tickets_creator ON registration_tickets (created_by_id, id);

      CREATE TABLE user_note_pinings (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        UNIQUE (user_id, note_id)
      );
      CREATE INDEX user_note_pinings_note ON user_note_pinings (note_id);

      CREATE TABLE user_memos (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        memo TEXT NOT NULL,
        UNIQUE (user_id, target_user_id)
      );
      CREATE INDEX user_memos_target ON user_memos (target_user_id);
    `);
  },
};
