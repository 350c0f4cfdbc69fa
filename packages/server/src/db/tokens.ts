import type { Database } from './database.js';

/** Access tokens, stored only as SHA-256 digests. */
export class TokenRepository {
  constructor(private readonly db: Database) {}

  insert(tokenHash: string, userId: string, now: string): void {
    this.db
      .prepare('INSERT INTO access_tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)')
      .run(tokenHash, userId, now);
  }

  findUserId(tokenHash: string): string | null {
    const row = this.db.prepare('SELECT user_id FROM access_tokens WHERE token_hash = ?').get(tokenHash) as
      | { user_id: string }
      | undefined;
    return row?.user_id ?? null;
  }

  deleteAllOfUser(userId: string): number {
    return this.db.prepare('DELETE FROM access_tokens WHERE user_id = ?').run(userId).changes;
  }
}
