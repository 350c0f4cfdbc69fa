import type { Database } from '../db/database.js';
import { dataVersion, perConnection, watchRows } from '../db/row-watch.js';
import type { TokenGrant } from '../db/tokens.js';
import type { UserRow } from '../db/users.js';
import { BoundedMap } from '../services/bounded-map.js';

/**
 * Who each token acts for, and those users' rows, kept between requests: every signed-in
 * request read both (a tenth of a cached home timeline request, docs/performance.md).
 *
 * Kept exact as the note cache is (services/notes/note-cache.ts): every row written to
 * `access_tokens` or `users` through this connection, by any code path, forgets what it
 * touches (a revoked token fails, a suspension or a rename shows, on the very next request);
 * a write by another connection forgets everything. Nothing is kept while a transaction is
 * open. Only tokens found by their own hash are kept (not a legacy app's `app_hash`).
 */
const CAPACITY = 5000;

interface KeptGrant extends TokenGrant {
  /** When the token's use was last written (ms), so the once-a-minute write still happens. */
  lastUsedAt: number;
}

class CallerCache {
  private readonly grants = new BoundedMap<string, KeptGrant>(CAPACITY);
  private readonly users = new BoundedMap<string, UserRow>(CAPACITY);
  private seenVersion: number | null = null;
  private readonly watching: boolean;

  constructor(private readonly db: Database) {
    this.watching =
      watchRows(db, 'caller_cache_tokens', 'access_tokens', 'token_hash', (hash) => {
        if (typeof hash === 'string') this.grants.delete(hash);
      }) &&
      watchRows(db, 'caller_cache_users', 'users', 'id', (id) => {
        if (typeof id === 'string') this.users.delete(id);
      });
  }

  private revalidate(): boolean {
    if (!this.watching) return false;
    const version = dataVersion(this.db);
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.grants.clear();
      this.users.clear();
    }
    return true;
  }

  private canStore(): boolean {
    return this.watching && !this.db.inTransaction;
  }

  /** The grant of a token hash; `read` answers it (and writes its use) when not kept or due. */
  grant(
    tokenHash: string,
    now: number,
    read: () => (TokenGrant & { tokenHash: string; lastUsedAt: number }) | null,
  ): TokenGrant | null {
    const kept = this.revalidate() ? this.grants.get(tokenHash) : undefined;
    // Its use is written once a minute (TokenRepository.findGrant): then it is read again.
    if (kept && now - kept.lastUsedAt <= 60_000) return kept;
    const found = read();
    if (found && found.tokenHash === tokenHash && this.canStore()) {
      this.grants.set(tokenHash, {
        userId: found.userId,
        permission: found.permission,
        lastUsedAt: found.lastUsedAt,
      });
    }
    return found;
  }

  /** The user's row (a copy the caller may change); `read` answers it when not kept. */
  user(id: string, read: () => UserRow | null): UserRow | null {
    const kept = this.revalidate() ? this.users.get(id) : undefined;
    if (kept) return { ...kept };
    const found = read();
    if (found && this.canStore()) this.users.set(id, { ...found });
    return found;
  }
}

export const callerCacheOf = perConnection((db) => new CallerCache(db));
