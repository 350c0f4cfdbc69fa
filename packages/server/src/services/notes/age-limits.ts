import type { Database } from '../../db/database.js';

/**
 * Misskey's makeNotesFollowersOnlyBefore / makeNotesHiddenBefore (i/update): an author's older
 * public and home notes count as followers-only, or are hidden from everyone but the author.
 * A limit is seconds: zero or negative means "older than that many seconds", positive means
 * "posted before that Unix time".
 *
 * Almost nobody sets one, so the authors who do are kept in memory (read once, forgotten when
 * i/update changes a limit): with none set, every check below is a map lookup and the note
 * queries stay exactly as they were.
 */
export interface AgeLimits {
  followersOnlyBefore: number | null;
  hiddenBefore: number | null;
}

const limitsByDb = new WeakMap<Database, ReadonlyMap<string, AgeLimits>>();

function limitsOf(db: Database): ReadonlyMap<string, AgeLimits> {
  let limits = limitsByDb.get(db);
  if (!limits) {
    const rows = db
      .prepare(
        `SELECT id, make_notes_followers_only_before AS f, make_notes_hidden_before AS h FROM users
         WHERE make_notes_followers_only_before IS NOT NULL OR make_notes_hidden_before IS NOT NULL`,
      )
      .all() as { id: string; f: number | null; h: number | null }[];
    limits = new Map(rows.map((r) => [r.id, { followersOnlyBefore: r.f, hiddenBefore: r.h }]));
    limitsByDb.set(db, limits);
  }
  return limits;
}

/** Call after a limit changed. */
export function forgetNoteAgeLimits(db: Database): void {
  limitsByDb.delete(db);
}

/** The ISO time before which a limit applies. */
export function limitCutoff(limit: number, now: number): string {
  return new Date(limit <= 0 ? now + limit * 1000 : limit * 1000).toISOString();
}

export type AgeTreatment = 'hidden' | 'followers' | null;

/**
 * How a note of `userId` posted at `createdAt` is treated for `viewerId` (null: signed out):
 * hidden, followers-only, or as posted (null). The author always sees their notes as posted.
 * Followers-only only changes public and home notes; the caller applies it to those.
 */
export function ageTreatment(
  db: Database,
  viewerId: string | null,
  userId: string,
  createdAt: string,
  now: number = Date.now(),
): AgeTreatment {
  const limits = limitsOf(db);
  if (limits.size === 0 || viewerId === userId) return null;
  const limit = limits.get(userId);
  if (!limit) return null;
  if (limit.hiddenBefore !== null && createdAt < limitCutoff(limit.hiddenBefore, now)) return 'hidden';
  if (limit.followersOnlyBefore !== null && createdAt < limitCutoff(limit.followersOnlyBefore, now))
    return 'followers';
  return null;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The limits as an SQL condition on the notes alias `alias` (true when the note stays visible),
 * or null when no author other than the viewer has one. `followersRule` is the SQL that says the
 * viewer may see a followers-only note of the author (null when signed out: never).
 */
export function ageLimitSql(
  db: Database,
  viewerId: string | null,
  alias: string,
  followersRule: string | null,
  now: number = Date.now(),
): string | null {
  const limits = limitsOf(db);
  if (limits.size === 0) return null;
  const refused: string[] = [];
  for (const [userId, limit] of limits) {
    if (userId === viewerId) continue;
    const author = `${alias}.user_id = ${quote(userId)}`;
    if (limit.hiddenBefore !== null)
      refused.push(`(${author} AND ${alias}.created_at < ${quote(limitCutoff(limit.hiddenBefore, now))})`);
    if (limit.followersOnlyBefore !== null) {
      const cutoff = quote(limitCutoff(limit.followersOnlyBefore, now));
      const notAllowed = followersRule === null ? '' : ` AND NOT ${followersRule}`;
      refused.push(
        `(${author} AND ${alias}.created_at < ${cutoff} AND ${alias}.visibility IN ('public', 'home')${notAllowed})`,
      );
    }
  }
  return refused.length === 0 ? null : `NOT (${refused.join(' OR ')})`;
}

/** The limits `userId` set, or undefined when none (for the packed user). */
export function noteAgeLimitsOf(db: Database, userId: string): AgeLimits | undefined {
  return limitsOf(db).get(userId);
}
