import { BoundedMap } from './bounded-map.js';

/**
 * The per-account limit on failed sign-ins and two-factor codes (issue 18). The per-address
 * limit of `signin-flow` alone let an attacker spread guesses over many addresses; this one
 * follows the account, whatever address the guesses come from.
 *
 * The rule: a few failures are free (typos happen); every failure after them locks the
 * account for a while that doubles with each further failure, up to a cap. A success, or a
 * day without failures, forgets them. So an attacker who keeps guessing gets a handful of
 * tries an hour, while the owner is locked out for at most `maxLockMs` at a time, and not
 * at all on a device they signed in from before (see known-devices.ts): those attempts are
 * counted under the device, not the account.
 */
export interface LockRule {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export const SIGNIN_LOCK_RULE: LockRule = {
  freeFailures: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** How long the n-th failure (1-based) locks under `rule`; 0 while it is a free one. */
export function lockAfterFailure(n: number, rule: LockRule): number {
  const over = n - rule.freeFailures;
  if (over <= 0) return 0;
  // 2 ** 30 is far past any cap; stop doubling there so the number stays finite.
  return Math.min(rule.maxLockMs, rule.firstLockMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Failure counts per key ("password|account:alice", "totp|device:…"), in memory: a restart
 * forgets them, as it forgets the per-address limits. Bounded so a flood of made-up
 * usernames cannot grow memory; evicting the oldest only forgets a stale count.
 */
export class SigninLocks {
  private readonly records: BoundedMap<string, FailureRecord>;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly rule: LockRule = SIGNIN_LOCK_RULE,
    capacity = 50_000,
  ) {
    this.records = new BoundedMap(capacity);
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const record = this.current(key);
    return record ? Math.max(0, record.lockedUntil - this.now()) : 0;
  }

  /** Counts a failure for `key` and returns the lock it now has (0 while failures are free). */
  fail(key: string): number {
    const now = this.now();
    const failures = (this.current(key)?.failures ?? 0) + 1;
    const lockMs = lockAfterFailure(failures, this.rule);
    this.records.set(key, { failures, lastFailureAt: now, lockedUntil: now + lockMs });
    return lockMs;
  }

  /** Forgets the failures of `key` (after a success). */
  clear(key: string): void {
    this.records.delete(key);
  }

  private current(key: string): FailureRecord | undefined {
    const record = this.records.get(key);
    if (record && this.now() - record.lastFailureAt >= this.rule.forgetAfterMs) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }
}
