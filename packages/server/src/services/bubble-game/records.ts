import type { Database } from '../../db/database.js';

export interface NewBubbleGameRecord {
  id: string;
  userId: string;
  seededAt: string;
  seed: string;
  gameVersion: number;
  gameMode: string;
  score: number;
  logs: readonly (readonly number[])[];
}

export function insertRecord(db: Database, record: NewBubbleGameRecord): void {
  db.prepare(
    `INSERT INTO bubble_game_records (id, user_id, seeded_at, seed, game_version, game_mode, score, logs)
     VALUES (@id, @userId, @seededAt, @seed, @gameVersion, @gameMode, @score, @logs)`,
  ).run({ ...record, logs: JSON.stringify(record.logs) });
}

/** The ten best scores of `gameMode` whose seed is at most a week old, best first (as Misskey). */
export function topRecords(
  db: Database,
  gameMode: string,
  since: string,
): { id: string; userId: string; score: number }[] {
  return db
    .prepare(
      `SELECT id, user_id AS userId, score FROM bubble_game_records
       WHERE game_mode = ? AND seeded_at > ? ORDER BY score DESC, id ASC LIMIT 10`,
    )
    .all(gameMode, since) as { id: string; userId: string; score: number }[];
}
