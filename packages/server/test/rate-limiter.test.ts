import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/services/rate-limiter.js';

describe('RateLimiter', () => {
  it('allows max attempts per sliding window, then refuses until the oldest expires', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    const limit = { duration: 10_000, max: 3 };
    for (let i = 0; i < 3; i++) {
      expect(limiter.hit('k', limit).allowed).toBe(true);
      now += 1000;
    }
    const refused = limiter.hit('k', limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(7000);
    expect(limiter.hit('other', limit).allowed).toBe(true);
    now += 7001;
    expect(limiter.hit('k', limit).allowed).toBe(true);
  });
});
