import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/database.js';
import { applyMigrations } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('apply every migration once and record it', () => {
    const db = openDatabase(':memory:', { migrate: false });
    expect(applyMigrations(db)).toEqual(migrations.map((m) => m.version));
    expect(applyMigrations(db)).toEqual([]);
    const rows = db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(rows).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
    db.close();
  });

  it('turn on foreign keys and WAL for file databases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shiori-db-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'instance.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    closeDatabase(db);
  });

  it('keep data across a reopen of a file database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shiori-db-'));
    dirs.push(dir);
    const path = join(dir, 'instance.sqlite');
    const first = openDatabase(path);
    first.prepare("INSERT INTO instance_settings (key, value) VALUES ('greeting', 'hello')").run();
    closeDatabase(first);

    const second = openDatabase(path);
    expect(second.prepare("SELECT value FROM instance_settings WHERE key = 'greeting'").get()).toEqual({
      value: 'hello',
    });
    expect(applyMigrations(second)).toEqual([]);
    closeDatabase(second);
  });

  it('roll back a failing migration entirely', () => {
    const db = openDatabase(':memory:');
    const broken = {
      version: 999,
      name: 'broken',
      up(d: typeof db) {
        d.exec('CREATE TABLE half_done (x INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => applyMigrations(db, [...migrations, broken])).toThrow('boom');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    expect(db.prepare('SELECT * FROM schema_migrations WHERE version = 999').get()).toBeUndefined();
    db.close();
  });
});
