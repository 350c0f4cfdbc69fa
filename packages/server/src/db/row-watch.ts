import type { Database } from './database.js';

/**
 * Calls `onWrite` with `column` of every row of `table` inserted, updated (old and new value)
 * or deleted through this connection, whatever code path wrote it: TEMP triggers call back
 * into JavaScript. Caches built on this cannot miss a write path; writes by other connections
 * are not seen, which `dataVersion` tells. `name` must be unique per connection.
 * Returns false when the table does not exist (a database not migrated yet).
 */
export function watchRows(
  db: Database,
  name: string,
  table: string,
  column: string,
  onWrite: (value: unknown) => void,
): boolean {
  const fn = `row_watch_${name}`;
  try {
    db.function(fn, { deterministic: false }, (value: unknown) => {
      onWrite(value);
      return null;
    });
    const call = (row: 'OLD' | 'NEW') => `SELECT ${fn}(${row}.${column});`;
    db.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_insert AFTER INSERT ON main.${table} BEGIN ${call('NEW')} END;
      CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_update AFTER UPDATE ON main.${table}
        BEGIN ${call('OLD')} ${call('NEW')} END;
      CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_delete AFTER DELETE ON main.${table} BEGIN ${call('OLD')} END;`);
    return true;
  } catch {
    return false;
  }
}

/** Changes whenever another connection commits to the database (PRAGMA data_version). */
export function dataVersion(db: Database): number {
  // Read once per synchronous run: a request checks two or three caches in one go (a query
  // each, 2–3% of a cached home timeline request). Another connection's write during the run
  // is then seen by the next one, as if it had come a moment later.
  const known = versionInRun.get(db);
  if (known !== undefined) return known;
  const version = db.prepare('PRAGMA data_version').pluck().get() as number;
  versionInRun.set(db, version);
  queueMicrotask(() => versionInRun.delete(db));
  return version;
}

const versionInRun = new WeakMap<Database, number>();

/**
 * One `make(db)` per connection, made on first use: a watcher's triggers call back into the
 * object that made them, so two of them on one connection would leave one blind.
 */
export function perConnection<T extends object>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
