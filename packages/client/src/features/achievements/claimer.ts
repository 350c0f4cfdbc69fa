import type * as Misskey from 'misskey-js';

type AchievementName = Misskey.entities.AchievementName;

/** Claims go out one at a time, this far apart (spec 001 §4). */
export const CLAIM_SPACING_MS = 500;

export interface ClaimerDeps {
  /** Sends `i/claim-achievement` for the account it was made for. */
  claim(name: AchievementName): Promise<unknown>;
  /** The account signed in now: a claim queued for another one is dropped. */
  currentAccountId(): string | null;
  /** Names the account already holds (its `i`), read at send time. */
  held(): ReadonlySet<string>;
  setTimer?(run: () => void, ms: number): unknown;
}

/**
 * A queue of claims for one account: each name is sent once, 500 ms after the previous one,
 * and skipped when already held or when the account has changed in the meantime.
 */
export function createClaimer(accountId: string, deps: ClaimerDeps) {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const queue: AchievementName[] = [];
  const asked = new Set<string>();
  let running = false;

  function next(): void {
    const name = queue.shift();
    if (name === undefined) {
      running = false;
      return;
    }
    if (deps.currentAccountId() !== accountId) {
      queue.length = 0;
      running = false;
      return;
    }
    if (!deps.held().has(name)) {
      deps.claim(name).catch(() => {
        // A failed claim may be asked again later (the next check finds it still missing).
        asked.delete(name);
      });
    }
    setTimer(next, CLAIM_SPACING_MS);
  }

  return {
    /** Queues names not asked for yet in this page load. */
    add(names: readonly AchievementName[]): void {
      for (const name of names) {
        if (asked.has(name)) continue;
        asked.add(name);
        queue.push(name);
      }
      if (!running && queue.length > 0) {
        running = true;
        next();
      }
    },
  };
}
