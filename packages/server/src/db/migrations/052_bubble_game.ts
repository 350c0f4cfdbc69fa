import type { Migration } from '../migrate.js';

/**
 * Bubble game scores (Misskey's bubble_game_record): who played, the seed and when it was made
 * (seeded_at: the ranking keeps the last seven days by it), the mode and game version, the claimed
 * score and the replay log as sent (`logs`, JSON). `is_verified` stays 0 as in Misskey: the register
 * endpoint only bounds the score by what the log could yield, it does not replay the physics.
 */
export const bubbleGame: Migration = {
  version: 52,
  name: 'bubble_game',
  up(db) {
    db.exec(`
      CREATE TABLE bubble_game_records (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seeded_at TEXT NOT NULL,
        seed TEXT NOT NULL,
        game_version INTEGER NOT NULL,
        game_mode TEXT NOT NULL,
        score INTEGER NOT NULL,
        logs TEXT NOT NULL DEFAULT '[]',
        is_verified INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX bubble_game_records_ranking ON bubble_game_records (game_mode, seeded_at, score);
      CREATE INDEX bubble_game_records_user ON bubble_game_records (user_id);
    `);
  },
};
