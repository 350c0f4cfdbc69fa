export interface RateLimit {
  /** Window length in milliseconds. */
  duration: number;
  /** Attempts allowed within any window of that length. */
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the next attempt would be allowed (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Sliding-window log limiter kept in memory. A restart forgets the counts, which is
 * acceptable for a single-node instance. `now` is injectable so tests need not wait.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  /** The clock, shared with the sign-in locks so one fake clock drives both in tests. */
  constructor(readonly now: () => number = Date.now) {}

  /** Records an attempt for `key` and says whether it is within `limit`. */
  hit(key: string, limit: RateLimit): RateLimitResult {
    const now = this.now();
    this.sweep(now, limit.duration);
    const windowStart = now - limit.duration;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > windowStart);
    if (recent.length >= limit.max) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterMs: Math.max(0, oldest + limit.duration - now) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterMs: 0 };
  }

  // Drops keys with no recent attempts now and then, so memory stays bounded by active clients.
  private sweep(now: number, duration: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const horizon = now - Math.max(duration, 60 * 60 * 1000);
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= horizon) this.hits.delete(key);
    }
  }
}
