import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';

/** db.prepare reuses statements by SQL text (docs/performance.md); reuse must not change results. */
describe('prepared statement cache', () => {
  function withTable() {
    const db = openDatabase(':memory:', { migrate: false });
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    for (const name of ['a', 'b', 'c']) insert.run(name);
    return db;
  }

  it('answers the same statement for the same text', () => {
    const db = withTable();
    expect(db.prepare('SELECT name FROM t')).toBe(db.prepare('SELECT name FROM t'));
    db.close();
  });

  it('does not carry pluck or raw mode over to the next caller', () => {
    const db = withTable();
    expect(db.prepare('SELECT name FROM t ORDER BY id').pluck().all()).toEqual(['a', 'b', 'c']);
    expect(db.prepare('SELECT name FROM t ORDER BY id').all()).toEqual([
      { name: 'a' },
      { name: 'b' },
      { name: 'c' },
    ]);
    expect(db.prepare('SELECT name FROM t ORDER BY id').raw().get()).toEqual(['a']);
    expect(db.prepare('SELECT name FROM t ORDER BY id').get()).toEqual({ name: 'a' });
    db.close();
  });

  it('lets a query run again while the same text is still being iterated', () => {
    const db = withTable();
    const seen: string[] = [];
    for (const row of db.prepare('SELECT name FROM t ORDER BY id').iterate() as Iterable<{ name: string }>) {
      const all = db.prepare('SELECT name FROM t ORDER BY id').all() as { name: string }[];
      seen.push(`${row.name}${all.length}`);
    }
    expect(seen).toEqual(['a3', 'b3', 'c3']);
    db.close();
  });

  it('sees rows written after the statement was first prepared', () => {
    const db = withTable();
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 3 });
    db.prepare('INSERT INTO t (name) VALUES (?)').run('d');
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 4 });
    db.close();
  });
});
