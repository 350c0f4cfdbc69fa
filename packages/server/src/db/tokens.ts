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
  findGrant(tokenHash: string): TokenGrant | null {
    const row = this.db
      .prepare(
        `SELECT user_id, permission FROM access_tokens WHERE token_hash = ?
         UNION ALL SELECT user_id, permission FROM access_tokens WHERE app_hash = ? LIMIT 1`,
      )
      .get(tokenHash, tokenHash) as { user_id: string; permission: string | null } | undefined;
    if (!row) return null;
    return {
      userId: row.user_id,
      permission: row.permission === null ? null : (JSON.parse(row.permission) as string[]),
    };
  }

  deleteAllOfUser(userId: string): number {
    return this.db.prepare('DELETE FROM access_tokens WHERE user_id = ?').run(userId).changes;
  }
}
