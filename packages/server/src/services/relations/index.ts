import type { Database } from '../../db/database.js';
import { isPureRenote, type NoteRow, PURE_RENOTE_SQL } from '../../db/notes.js';

/**
 * Mutes and blocks as every read path applies them (issue 19). A note is hidden from a viewer
 * when its author, the author of the note it replies to or the author of the note it renotes
 * or quotes is someone the viewer mutes (until the mute expires), blocks, or is blocked by;
 * a pure renote is also hidden when the viewer mutes its author's renotes. Blocking hides
 * both sides from each other, which is stricter than Misskey (it hides only the blocker's
 * notes from the blocked user).
 */

/** What hides notes from one viewer, read once per request or live note. */
export interface RelationFilter {
  /** Muted (unexpired), blocked and blocking users. */
  hidden: readonly string[];
  /** Users whose pure renotes the viewer does not want to see. */
  renoteMuted: readonly string[];
  /** Hosts the viewer muted (lowercase); local notes are never hidden by these. */
  mutedInstances: readonly string[];
}

const NO_FILTER: RelationFilter = { hidden: [], renoteMuted: [], mutedInstances: [] };

/** The ISO time mutes are compared against; expired ones stop applying at once. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Users `viewerId` mutes now, blocks or is blocked by. */
export function hiddenUserIds(db: Database, viewerId: string): string[] {
  return db
    .prepare(
      `SELECT mutee_id FROM mutings WHERE muter_id = @viewerId AND (expires_at IS NULL OR expires_at > @now)
       UNION SELECT blockee_id FROM blockings WHERE blocker_id = @viewerId
       UNION SELECT blocker_id FROM blockings WHERE blockee_id = @viewerId`,
    )
    .pluck()
    .all({ viewerId, now: nowIso() }) as string[];
}

export function renoteMutedUserIds(db: Database, viewerId: string): string[] {
  return db
    .prepare('SELECT mutee_id FROM renote_mutings WHERE muter_id = ?')
    .pluck()
    .all(viewerId) as string[];
}

export function mutedInstancesOf(db: Database, userId: string): string[] {
  const raw = db
    .prepare('SELECT muted_instances FROM user_mute_settings WHERE user_id = ?')
    .pluck()
    .get(userId) as string | undefined;
  return raw === undefined ? [] : (JSON.parse(raw) as string[]).map((h) => h.toLowerCase());
}

/** The relations that hide notes from `viewerId` (nothing for a signed-out viewer). */
export function relationFilterOf(db: Database, viewerId: string | null): RelationFilter {
  if (viewerId === null) return NO_FILTER;
  return {
    hidden: hiddenUserIds(db, viewerId),
    renoteMuted: renoteMutedUserIds(db, viewerId),
    mutedInstances: mutedInstancesOf(db, viewerId),
  };
}

export interface RelationSqlOptions {
  /** A user whose own notes stay visible although muted (their profile's note list, as Misskey). */
  exceptAuthor?: string;
  /** Whether renote mutes apply (the timelines); default true. */
  renoteMutes?: boolean;
}

/**
 * The filter as SQL conditions on the notes alias `n`, with the parameters they bind. Nothing
 * is added for a viewer who mutes and blocks no one, so their queries stay as fast as before.
 */
export function relationSql(
  filter: RelationFilter,
  options: RelationSqlOptions = {},
): { where: string[]; params: Record<string, unknown> } {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  const hidden = options.exceptAuthor
    ? filter.hidden.filter((id) => id !== options.exceptAuthor)
    : filter.hidden;
  if (hidden.length > 0) {
    params.relHidden = JSON.stringify(hidden);
    const set = 'SELECT value FROM json_each(@relHidden)';
    where.push(`n.user_id NOT IN (${set})`);
    where.push(`(n.reply_id IS NULL OR NOT EXISTS (SELECT 1 FROM notes rr WHERE rr.id = n.reply_id
      AND rr.user_id IN (${set})))`);
    where.push(`(n.renote_id IS NULL OR NOT EXISTS (SELECT 1 FROM notes rq WHERE rq.id = n.renote_id
      AND rq.user_id IN (${set})))`);
  }
  if (options.renoteMutes !== false && filter.renoteMuted.length > 0) {
    params.relRenoteMuted = JSON.stringify(filter.renoteMuted);
    where.push(`NOT (${PURE_RENOTE_SQL} AND n.user_id IN (SELECT value FROM json_each(@relRenoteMuted)))`);
  }
  if (filter.mutedInstances.length > 0) {
    params.relInstances = JSON.stringify(filter.mutedInstances);
    const hostMuted = (alias: string) =>
      `EXISTS (SELECT 1 FROM users ih WHERE ih.id = ${alias} AND ih.host IS NOT NULL
        AND lower(ih.host) IN (SELECT value FROM json_each(@relInstances)))`;
    where.push(`NOT ${hostMuted('n.user_id')}`);
    where.push(
      `NOT EXISTS (SELECT 1 FROM notes ri WHERE ri.id IN (n.reply_id, n.renote_id) AND ${hostMuted('ri.user_id')})`,
    );
  }
  return { where, params };
}

function authorOf(db: Database, noteId: string | null): string | null {
  if (noteId === null) return null;
  return (
    (db.prepare('SELECT user_id FROM notes WHERE id = ?').pluck().get(noteId) as string | undefined) ?? null
  );
}

/** Whether the filter hides `note` (checked in JavaScript, for live notes and single notes). */
export function filterHides(
  db: Database,
  filter: RelationFilter,
  note: NoteRow,
  options: RelationSqlOptions = {},
): boolean {
  if (options.renoteMutes !== false && isPureRenote(note) && filter.renoteMuted.includes(note.userId))
    return true;
  if (filter.hidden.length === 0 && filter.mutedInstances.length === 0) return false;
  const related = [note.userId, authorOf(db, note.replyId), authorOf(db, note.renoteId)].filter(
    (id): id is string => id !== null && id !== options.exceptAuthor,
  );
  if (related.some((id) => filter.hidden.includes(id))) return true;
  if (filter.mutedInstances.length === 0) return false;
  return related.some((id) => {
    const host = db.prepare('SELECT host FROM users WHERE id = ?').pluck().get(id) as
      | string
      | null
      | undefined;
    return typeof host === 'string' && filter.mutedInstances.includes(host.toLowerCase());
  });
}

/**
 * True when `viewerId` must not see `note` because of mutes or blocks: they mute (or mute the
 * renotes of, for a pure renote), block or are blocked by its author, or the author of the
 * note it replies to, renotes or quotes. Streaming channels call it for each live note.
 */
export function isNoteHiddenByRelations(db: Database, viewerId: string | null, note: NoteRow): boolean {
  if (viewerId === null) return false;
  return filterHides(db, relationFilterOf(db, viewerId), note);
}

/** Whether `blockerId` blocks `blockeeId`. */
export function isBlocking(db: Database, blockerId: string, blockeeId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM blockings WHERE blocker_id = ? AND blockee_id = ?')
      .get(blockerId, blockeeId) !== undefined
  );
}

/** Whether `muterId` mutes `muteeId` now (an expired mute does not count). */
export function isMuting(db: Database, muterId: string, muteeId: string): boolean {
  return (
    db
      .prepare(
        'SELECT 1 FROM mutings WHERE muter_id = ? AND mutee_id = ? AND (expires_at IS NULL OR expires_at > ?)',
      )
      .get(muterId, muteeId, nowIso()) !== undefined
  );
}

export function isRenoteMuting(db: Database, muterId: string, muteeId: string): boolean {
  return (
    db.prepare('SELECT 1 FROM renote_mutings WHERE muter_id = ? AND mutee_id = ?').get(muterId, muteeId) !==
    undefined
  );
}

/** Whether `userId` muted the thread `threadId` (notifications from it are not created). */
export function isThreadMuted(db: Database, userId: string, threadId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM note_thread_mutings WHERE user_id = ? AND thread_id = ?')
      .get(userId, threadId) !== undefined
  );
}

/** Whether `viewerId` mutes (now), blocks or is blocked by `userId`: their doings are not shown. */
export function isUserHiddenFrom(db: Database, viewerId: string, userId: string): boolean {
  return (
    isMuting(db, viewerId, userId) || isBlocking(db, viewerId, userId) || isBlocking(db, userId, viewerId)
  );
}
