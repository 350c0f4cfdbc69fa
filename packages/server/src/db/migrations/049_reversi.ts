import type { Migration } from '../migrate.js';

/**
 * Reversi games (Misskey's reversi_game): the two players (user1 invited user2, or was matched
 * first), the settings they agree on before the start, ready states, the log of moves in
 * Misskey's serialized form (`logs`, JSON) and the board (`map`, JSON rows), and how it ended.
 * Settings live in the row from the start (Misskey keeps them in Redis until the game starts).
 * A player's account takes their games with it.
 */
export const reversi: Migration = {
  version: 49,
  name: 'reversi',
  up(db) {
    db.exec(`
      CREATE TABLE reversi_games (
        id TEXT PRIMARY KEY,
        user1_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user2_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user1_ready INTEGER NOT NULL DEFAULT 0,
        user2_ready INTEGER NOT NULL DEFAULT 0,
        black INTEGER,
        is_started INTEGER NOT NULL DEFAULT 0,
        is_ended INTEGER NOT NULL DEFAULT 0,
        started_at TEXT,
        ended_at TEXT,
        winner_id TEXT,
        surrendered_user_id TEXT,
        timeout_user_id TEXT,
        time_limit_for_each_turn INTEGER NOT NULL DEFAULT 90,
        logs TEXT NOT NULL DEFAULT '[]',
        map TEXT NOT NULL,
        bw TEXT NOT NULL DEFAULT 'random',
        no_irregular_rules INTEGER NOT NULL DEFAULT 0,
        is_llotheo INTEGER NOT NULL DEFAULT 0,
        can_put_everywhere INTEGER NOT NULL DEFAULT 0,
        looped_board INTEGER NOT NULL DEFAULT 0,
        form1 TEXT,
        form2 TEXT,
        crc32 TEXT
      );
      CREATE INDEX reversi_games_user1 ON reversi_games (user1_id, id);
      CREATE INDEX reversi_games_user2 ON reversi_games (user2_id, id);
      CREATE INDEX reversi_games_started ON reversi_games (is_started, id);
    `);
  },
};
