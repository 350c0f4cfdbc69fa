import type BetterSqlite3 from 'better-sqlite3';
import { migrations } from './migrations/index.js';

export interface Migration {
  version: number;
  name: string;
  up(db: BetterSqlite3.Database): void;
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function applyMigrations(
  db: BetterSqlite3.Database,
  list: readonly Migration[] = migrations,
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
