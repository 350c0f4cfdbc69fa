import type * as Misskey from 'misskey-js';

type AchievementName = Misskey.entities.AchievementName;

/** Thresholds of spec 001 §9 (the server checks the same counts once a day). */
export const LOGIN_DAYS = [3, 7, 15, 30, 60, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
export const NOTES = [
  1, 10, 100, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000,
] as const;
export const FOLLOWERS = [1, 10, 50, 100, 300, 500, 1000] as const;
export const FOLLOWING = [1, 10, 50, 100, 300] as const;
export const ACCOUNT_AGE_YEARS = [1, 2, 3] as const;
/** Collecting this many achievements is itself one. */
export const COLLECTED = 30;
/** The lucky draw: one chance in this many, every LUCKY_INTERVAL_MS while the page is visible. */
export const LUCKY_ODDS = 20_000;
export const LUCKY_INTERVAL_MS = 10_000;
/** Minutes of use in one page load. */
export const USAGE_MINUTES = [30, 60] as const;
/** Page windows open at once. */
export const OPEN_WINDOWS = 3;

/** What the rules read of the signed-in account. */
export interface AchievementFacts {
  notesCount: number;
  followersCount: number;
  followingCount: number;
  loggedInDays: number;
  createdAt: string;
  /** YYYY-MM-DD, or null. */
  birthday: string | null;
  achievements: readonly { name: string }[];
}

function reached(count: number, thresholds: readonly number[], prefix: string): AchievementName[] {
  return thresholds.filter((t) => count >= t).map((t) => `${prefix}${t}` as AchievementName);
}

/** Whole years since `createdAt` at `now` (an anniversary counts from its exact moment). */
export function accountAgeYears(createdAt: string, now: Date): number {
  const from = new Date(createdAt);
  const anniversary = new Date(from);
  let years = now.getFullYear() - from.getFullYear();
  anniversary.setFullYear(now.getFullYear());
  if (now < anniversary) years -= 1;
  return Math.max(0, years);
}

/**
 * The achievements the account's counts and today's (local) date earn at a sign-in or
 * when the account changes, minus those already held; in claiming order.
 */
export function earnedByFacts(facts: AchievementFacts, now: Date): AchievementName[] {
  const earned: AchievementName[] = [
    ...reached(facts.loggedInDays, LOGIN_DAYS, 'login'),
    ...reached(facts.notesCount, NOTES, 'notes'),
    ...reached(facts.followersCount, FOLLOWERS, 'followers'),
    ...reached(facts.followingCount, FOLLOWING, 'following'),
  ];
  const years = accountAgeYears(facts.createdAt, now);
  for (const y of ACCOUNT_AGE_YEARS)
    if (years >= y) earned.push(`passedSinceAccountCreated${y}` as AchievementName);
  if (facts.birthday) {
    const [, month, day] = facts.birthday.split('-').map(Number);
    if (month === now.getMonth() + 1 && day === now.getDate()) earned.push('loggedInOnBirthday');
  }
  if (now.getMonth() === 0 && now.getDate() === 1) earned.push('loggedInOnNewYearsDay');
  const held = new Set(facts.achievements.map((a) => a.name));
  // Counting what is held plus what this check adds: the 30th is earned by this very check.
  const fresh = earned.filter((name) => !held.has(name));
  if (!held.has('collectAchievements30') && held.size + fresh.length >= COLLECTED)
    fresh.push('collectAchievements30');
  return fresh;
}

/** Time-of-use achievements after `minutes` of this page load. */
export function earnedByUsage(minutes: number): AchievementName[] {
  return USAGE_MINUTES.filter((m) => minutes >= m).map((m) => `client${m}min` as AchievementName);
}

/** One draw of the lucky check, given a uniform random number in [0, 1). */
export function isLuckyDraw(random: number): boolean {
  return random < 1 / LUCKY_ODDS;
}

/** Whether this many open page windows earns `open3windows`. */
export function earnsByWindows(openPageWindows: number): boolean {
  return openPageWindows >= OPEN_WINDOWS;
}
