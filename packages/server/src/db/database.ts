import BetterSqlite3 from 'better-sqlite3';
import { applyMigrations } from './migrate.js';

export type Database = BetterSqlite3.Database;

export interface OpenOptions {
  /** Apply pending migrations right away (default true). */
  migrate?: boolean;
}

/** Opens (or creates) the instance database; `':memory:'` gives a throwaway one for tests. */
export function openDatabase(path: string, options: OpenOptions = {}): Database {
  const db = new BetterSqlite3(path);
  // WAL lets readers proceed while a write is in progress; NORMAL sync is durable in WAL mode
  // except for the last transactions on power loss, which is the usual trade-off.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (options.migrate ?? true) applyMigrations(db);
  return db;
}

/** Checkpoints the WAL into the main file so a copied data folder is complete, then closes. */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
