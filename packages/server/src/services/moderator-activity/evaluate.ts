import type { InstanceContext } from '../context.js';
import { LAST_ACTIVE_SQL } from '../explore.js';
import { parseIdDate } from '../ids.js';

/** Misskey's limits: after 7 days without a moderator, sign-up becomes invitation only. */
export const INACTIVITY_LIMIT_DAYS = 7;
/** Warnings start when this many days (or fewer) are left… */
export const WARNING_REMAINING_DAYS = 2;
/** …and go out when the hours left are a multiple of this (every 6 hours, not every run). */
export const WARNING_INTERVAL_HOURS = 6;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Misskey's ModeratorInactivityRemainingTime (the inactiveModeratorsWarning webhook's body). */
export interface RemainingTime {
  time: number;
  asHours: number;
  asDays: number;
}

export interface Moderator {
  id: string;
  /** When they were last seen doing something (epoch ms), null when never. */
  lastActive: number | null;
}

export interface InactivityEvaluation {
  isModeratorsInactive: boolean;
  inactiveModerators: Moderator[];
  remainingTime: RemainingTime;
}

/**
 * The moderators and administrators (by the account's flag or a role assigned and not expired),
 * as Misskey's getModerators with admins included, deleted accounts left out.
 */
export function listModerators(ctx: InstanceContext, now: number): Moderator[] {
  const rows = ctx.db
    .prepare(
      `SELECT u.id, nullif(${LAST_ACTIVE_SQL}, '') AS last_active FROM users u
       WHERE u.is_deleted = 0 AND u.host IS NULL AND (u.is_admin = 1 OR u.is_moderator = 1 OR EXISTS (
         SELECT 1 FROM role_assignments a JOIN roles r ON r.id = a.role_id
         WHERE a.user_id = u.id AND (a.expires_at IS NULL OR a.expires_at > @now)
           AND (r.is_moderator = 1 OR r.is_administrator = 1)))`,
    )
    .all({ now: new Date(now).toISOString() }) as { id: string; last_active: string | null }[];
  return rows.map((row) => ({ id: row.id, lastActive: lastActiveOf(ctx, row.id, row.last_active) }));
}

/**
 * Misskey moves lastActiveDate on every signed-in request. This instance has no such column:
 * a moderator was last active at the latest of a profile change or note (what the admin user
 * list shows), a successful sign-in, or an hour they were counted active (timeline reads and
 * posts, the active-users chart).
 */
function lastActiveOf(ctx: InstanceContext, userId: string, profileOrNote: string | null): number | null {
  const times: number[] = [];
  if (profileOrNote) times.push(Date.parse(profileOrNote));
  const signin = ctx.db
    .prepare('SELECT MAX(id) AS id FROM signins WHERE user_id = ? AND success = 1')
    .get(userId) as { id: string | null };
  if (signin.id) times.push(parseIdDate(signin.id).getTime());
  const hour = ctx.db
    .prepare(
      `SELECT MAX(period) AS period FROM chart_members
       WHERE chart = 'activeUsers' AND owner = '' AND span = 'hour' AND member = ?`,
    )
    .get(userId) as { period: number | null };
  if (hour.period !== null) times.push(hour.period);
  const known = times.filter((t) => Number.isFinite(t));
  return known.length > 0 ? Math.max(...known) : null;
}

/**
 * Misskey's evaluateModeratorsInactiveDays: moderators never seen are left out; the instance is
 * without moderators when every other one was last active before `now` minus the limit, and
 * the time left is counted from the most recently active one.
 */
export function evaluateInactivity(moderators: readonly Moderator[], now: number): InactivityEvaluation {
  const seen = moderators.filter((m): m is Moderator & { lastActive: number } => m.lastActive !== null);
  const limit = now - INACTIVITY_LIMIT_DAYS * DAY_MS;
  const inactiveModerators = seen.filter((m) => m.lastActive < limit);
  const newest = Math.max(...seen.map((m) => m.lastActive));
  const time = newest - limit;
  return {
    isModeratorsInactive: inactiveModerators.length === seen.length,
    inactiveModerators,
    remainingTime: { time, asHours: Math.floor(time / HOUR_MS), asDays: Math.floor(time / DAY_MS) },
  };
}
