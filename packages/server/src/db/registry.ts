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

  /** One key with the time it last changed (for `get-detail`). */
  getDetail(
    loc: RegistryLocation,
    key: string,
  ): { found: true; value: unknown; updatedAt: string } | { found: false } {
    const [where, params] = this.where(loc);
    const row = this.db
      .prepare(`SELECT value, updated_at FROM registry_items WHERE ${where} AND key = ?`)
      .get(...params, key) as { value: string; updated_at: string } | undefined;
    return row ? { found: true, value: JSON.parse(row.value), updatedAt: row.updated_at } : { found: false };
  }

  /** Each domain the user has items in (null = the user's own), with its distinct scopes. */
  scopesWithDomain(userId: string): { domain: string | null; scopes: string[][] }[] {
    const rows = this.db
      .prepare(
        "SELECT DISTINCT IFNULL(domain, '') AS domain, scope FROM registry_items WHERE user_id = ? ORDER BY domain, scope",
      )
      .all(userId) as { domain: string | null; scope: string }[];
    const byDomain = new Map<string | null, string[][]>();
    for (const row of rows) {
      const domain = row.domain === '' ? null : row.domain;
      const scopes = byDomain.get(domain) ?? [];
      scopes.push(JSON.parse(row.scope) as string[]);
      byDomain.set(domain, scopes);
    }
    return [...byDomain].map(([domain, scopes]) => ({ domain, scopes }));
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
