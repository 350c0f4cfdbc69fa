import BetterSqlite3 from 'better-sqlite3';
import { BoundedMap } from '../services/bounded-map.js';
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
  cachePreparedStatements(db);
  if (options.migrate ?? true) applyMigrations(db);
  return db;
}

/** Enough for every fixed query text of the server; texts built per call rotate out. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Makes `db.prepare` reuse statements by SQL text. Compiling a statement costs more than
 * running a small indexed query, and the server prepares the same few hundred texts on every
 * request (docs/performance.md: 29% of the CPU under timeline load). The cache is least
 * recently used, so texts with inlined values or `IN (?, ?, …)` lists cannot grow it for ever.
 * Statements are shared: pass parameters to run/get/all rather than calling `bind()` on one.
 */
function cachePreparedStatements(db: Database): void {
  const prepareFresh = db.prepare.bind(db);
  const cache = new BoundedMap<string, BetterSqlite3.Statement>(STATEMENT_CACHE_SIZE);
  const prepare = (source: string): BetterSqlite3.Statement => {
    const cached = cache.get(source);
    // A statement still being iterated cannot be run again until the iteration ends.
    if (cached?.busy) return prepareFresh(source);
    if (cached) {
      // pluck/raw/expand stick to a statement: a caller that set one must not leak it to the next.
      if (cached.reader) cached.pluck(false).raw(false).expand(false);
      return cached;
    }
    const statement = prepareFresh(source);
    cache.set(source, statement);
    return statement;
  };
  db.prepare = prepare as Database['prepare'];
}

/** Checkpoints the WAL into the main file so a copied data folder is complete, then closes. */
export function closeDatabase(db: Database): void {
  if (!db.open) return;
  if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
