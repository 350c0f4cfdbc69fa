import type { Database } from './database.js';

export interface RegistryLocation {
  userId: string;
  domain: string | null;
  scope: readonly string[];
}

/** Per-user key/value settings storage (Misskey's "registry"); values are any JSON. */
export class RegistryRepository {
  constructor(private readonly db: Database) {}

  private where(loc: RegistryLocation): [string, unknown[]] {
    return [
      "user_id = ? AND IFNULL(domain, '') = ? AND scope = ?",
      [loc.userId, loc.domain ?? '', JSON.stringify(loc.scope)],
    ];
  }

  get(loc: RegistryLocation, key: string): { found: true; value: unknown } | { found: false } {
    const [where, params] = this.where(loc);
    const row = this.db
      .prepare(`SELECT value FROM registry_items WHERE ${where} AND key = ?`)
      .get(...params, key) as { value: string } | undefined;
    return row ? { found: true, value: JSON.parse(row.value) } : { found: false };
  }

  getAll(loc: RegistryLocation): Record<string, unknown> {
    const [where, params] = this.where(loc);
    const rows = this.db
      .prepare(`SELECT key, value FROM registry_items WHERE ${where} ORDER BY key`)
      .all(...params) as { key: string; value: string }[];
    const out: Record<string, unknown> = {};
    for (const row of rows) out[row.key] = JSON.parse(row.value);
    return out;
  }

  keys(loc: RegistryLocation): string[] {
    const [where, params] = this.where(loc);
    const rows = this.db
      .prepare(`SELECT key FROM registry_items WHERE ${where} ORDER BY key`)
      .all(...params) as {
      key: string;
    }[];
    return rows.map((r) => r.key);
  }

  set(loc: RegistryLocation, key: string, value: unknown, id: string, now: string): void {
    const [where, params] = this.where(loc);
    const json = JSON.stringify(value ?? null);
    this.db.transaction(() => {
      const updated = this.db
        .prepare(`UPDATE registry_items SET value = ?, updated_at = ? WHERE ${where} AND key = ?`)
        .run(json, now, ...params, key);
      if (updated.changes === 0) {
        this.db
          .prepare(
            `INSERT INTO registry_items (id, user_id, domain, scope, key, value, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(id, loc.userId, loc.domain, JSON.stringify(loc.scope), key, json, now, now);
      }
    })();
  }

  remove(loc: RegistryLocation, key: string): boolean {
    const [where, params] = this.where(loc);
    return (
      this.db.prepare(`DELETE FROM registry_items WHERE ${where} AND key = ?`).run(...params, key).changes > 0
    );
  }
}
