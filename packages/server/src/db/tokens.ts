import type { Database } from './database.js';

export interface TokenGrant {
  userId: string;
  /** The permissions of an app token; null for a session token from sign-in, which may do anything. */
  permission: readonly string[] | null;
}

/** Access tokens, stored only as SHA-256 digests. */
export class TokenRepository {
  constructor(private readonly db: Database) {}

  insert(tokenHash: string, userId: string, now: string): void {
    this.db
      .prepare('INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)')
      .run(tokenHash, userId, now);
  }

  findUserId(tokenHash: string): string | null {
    return this.findGrant(tokenHash)?.userId ?? null;
  }

  /**
   * Who a token acts for and what it may do: `permission` is null for a session token (full
   * access). A legacy app may send sha256(token + secret) instead of the token (`app_hash`).
   */
  findGrant(tokenHash: string, now: Date = new Date()): TokenGrant | null {
    const found = this.readGrant(tokenHash, now);
    return found && { userId: found.userId, permission: found.permission };
  }

  /**
   * `findGrant`, also saying which token matched (its own hash) and when its use was last
   * written (ms): what a cache of grants needs (api/caller-cache.ts).
   */
  readGrant(
    tokenHash: string,
    now: Date = new Date(),
  ): (TokenGrant & { tokenHash: string; lastUsedAt: number }) | null {
    // Two lookups rather than one UNION: nearly every call is the first, answered by its key.
    const columns = 'token_hash, user_id, permission, last_used_at';
    const row = (this.db
      .prepare(`SELECT ${columns} FROM access_tokens WHERE token_hash = ?`)
      .get(tokenHash) ??
      this.db.prepare(`SELECT ${columns} FROM access_tokens WHERE app_hash = ?`).get(tokenHash)) as
      | { token_hash: string; user_id: string; permission: string | null; last_used_at: string | null }
      | undefined;
    if (!row) return null;
    // `i/apps` shows when each app last used its token, and `get-online-users-count` counts the
    // users whose tokens were used lately: a write per minute at most, not per call.
    let lastUsedAt = row.last_used_at === null ? Number.NEGATIVE_INFINITY : Date.parse(row.last_used_at);
    if (now.getTime() - lastUsedAt > 60_000) {
      this.db
        .prepare('UPDATE access_tokens SET last_used_at = ? WHERE token_hash = ?')
        .run(now.toISOString(), row.token_hash);
      lastUsedAt = now.getTime();
    }
    return {
      userId: row.user_id,
      permission: row.permission === null ? null : (JSON.parse(row.permission) as string[]),
      tokenHash: row.token_hash,
      lastUsedAt,
    };
  }

  deleteAllOfUser(userId: string): number {
    return this.db.prepare('DELETE FROM access_tokens WHERE user_id = ?').run(userId).changes;
  }
}
