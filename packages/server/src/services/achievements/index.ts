import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../../db/users.js';
import { BoundedMap } from '../bounded-map.js';
import type { InstanceContext } from '../context.js';
import { createNotification } from '../notifications.js';

/** Misskey's achievement names (its AchievementService list); the wire contract. */
export const ACHIEVEMENT_NAMES = [
  'notes1',
  'notes10',
  'notes100',
  'notes500',
  'notes1000',
  'notes5000',
  'notes10000',
  'notes20000',
  'notes30000',
  'notes40000',
  'notes50000',
  'notes60000',
  'notes70000',
  'notes80000',
  'notes90000',
  'notes100000',
  'login3',
  'login7',
  'login15',
  'login30',
  'login60',
  'login100',
  'login200',
  'login300',
  'login400',
  'login500',
  'login600',
  'login700',
  'login800',
  'login900',
  'login1000',
  'passedSinceAccountCreated1',
  'passedSinceAccountCreated2',
  'passedSinceAccountCreated3',
  'loggedInOnBirthday',
  'loggedInOnNewYearsDay',
  'noteClipped1',
  'noteFavorited1',
  'myNoteFavorited1',
  'profileFilled',
  'markedAsCat',
  'following1',
  'following10',
  'following50',
  'following100',
  'following300',
  'followers1',
  'followers10',
  'followers50',
  'followers100',
  'followers300',
  'followers500',
  'followers1000',
  'collectAchievements30',
  'viewAchievements3min',
  'iLoveMisskey',
  'foundTreasure',
  'client30min',
  'client60min',
  'noteDeletedWithin1min',
  'postedAtLateNight',
  'postedAt0min0sec',
  'selfQuote',
  'htl20npm',
  'viewInstanceChart',
  'outputHelloWorldOnScratchpad',
  'open3windows',
  'driveFolderCircularReference',
  'reactWithoutRead',
  'clickedClickHere',
  'justPlainLucky',
  'setNameToSyuilo',
  'cookieClicked',
  'brainDiver',
  'smashTestNotificationButton',
  'tutorialCompleted',
  'bubbleGameExplodingHead',
  'bubbleGameDoubleExplodingHead',
] as const satisfies readonly entities.AchievementName[];
export type AchievementName = (typeof ACHIEVEMENT_NAMES)[number];

const known: ReadonlySet<string> = new Set(ACHIEVEMENT_NAMES);
export function isAchievementName(name: string): name is AchievementName {
  return known.has(name);
}

/** Count thresholds (spec 001 §9). */
export const NOTE_THRESHOLDS = [
  1, 10, 100, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000,
] as const;
export const FOLLOWER_THRESHOLDS = [1, 10, 50, 100, 300, 500, 1000] as const;
export const LOGIN_THRESHOLDS = [
  3, 7, 15, 30, 60, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
] as const;
const ACCOUNT_AGE_YEARS = [1, 2, 3] as const;

export function achievementsOf(db: Database, userId: string): entities.Achievement[] {
  const rows = db
    .prepare('SELECT name, unlocked_at FROM user_achievements WHERE user_id = ? ORDER BY unlocked_at, name')
    .all(userId) as { name: AchievementName; unlocked_at: number }[];
  return rows.map((r) => ({ name: r.name, unlockedAt: r.unlocked_at }));
}

export function loggedInDaysOf(db: Database, userId: string): number {
  return db.prepare('SELECT COUNT(*) FROM user_login_days WHERE user_id = ?').pluck().get(userId) as number;
}

/**
 * Records the achievement once and tells the user with an `achievementEarned` notification
 * (Misskey's shape). Returns whether it was new.
 */
export function grantAchievement(
  ctx: InstanceContext,
  userId: string,
  name: AchievementName,
  now = Date.now(),
): boolean {
  const inserted = ctx.db
    .prepare('INSERT OR IGNORE INTO user_achievements (user_id, name, unlocked_at) VALUES (?, ?, ?)')
    .run(userId, name, now).changes;
  if (inserted === 0) return false;
  createNotification(ctx, userId, 'achievementEarned', { achievement: name });
  return true;
}

/** Every threshold at or below `count`, granted; cheap when the highest one is already held. */
function grantReached(
  ctx: InstanceContext,
  userId: string,
  count: number,
  thresholds: readonly number[],
  prefix: 'notes' | 'followers' | 'login',
): void {
  const reached = thresholds.filter((t) => t <= count);
  if (reached.length === 0) return;
  const highest = `${prefix}${reached[reached.length - 1]}`;
  const held = ctx.db
    .prepare('SELECT 1 FROM user_achievements WHERE user_id = ? AND name = ?')
    .pluck()
    .get(userId, highest);
  if (held) return;
  for (const t of reached) grantAchievement(ctx, userId, `${prefix}${t}` as AchievementName);
}

/** Whole years from the account's creation to `now`. */
export function accountAgeYears(createdAt: string, now: Date): number {
  const from = new Date(createdAt);
  let years = now.getUTCFullYear() - from.getUTCFullYear();
  const anniversary = new Date(from);
  anniversary.setUTCFullYear(now.getUTCFullYear());
  if (now < anniversary) years -= 1;
  return Math.max(0, years);
}

// The days already recorded, so an authenticated request costs a map lookup, not a write,
// after the first one of a user's day.
const recorded = new BoundedMap<string, true>(10_000);

/**
 * A signed-in request: the first one of a (UTC) day counts a login day (Misskey's
 * loggedInDates) and checks the count-based achievements: login days, account age, and
 * notes and followers. The client claims notes and followers the moment its counts pass a
 * threshold (features/achievements); this daily check is the server's own backstop, kept
 * off the note and follow paths so those stay as cheap as they were.
 */
export function recordLoginDay(ctx: InstanceContext, user: UserRow, now = new Date()): void {
  if (user.host !== null) return;
  const day = now.toISOString().slice(0, 10);
  const key = `${user.id}:${day}`;
  if (recorded.get(key)) return;
  recorded.set(key, true);
  const added = ctx.db
    .prepare('INSERT OR IGNORE INTO user_login_days (user_id, day) VALUES (?, ?)')
    .run(user.id, day).changes;
  if (added === 0) return;
  grantReached(ctx, user.id, loggedInDaysOf(ctx.db, user.id), LOGIN_THRESHOLDS, 'login');
  const fresh = ctx.users.findById(user.id) ?? user;
  grantReached(ctx, user.id, fresh.notesCount, NOTE_THRESHOLDS, 'notes');
  grantReached(ctx, user.id, fresh.followersCount, FOLLOWER_THRESHOLDS, 'followers');
  const years = accountAgeYears(user.createdAt, now);
  for (const y of ACCOUNT_AGE_YEARS) {
    if (years >= y) grantAchievement(ctx, user.id, `passedSinceAccountCreated${y}` as AchievementName);
  }
}
