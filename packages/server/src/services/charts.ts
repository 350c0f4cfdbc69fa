import type { Endpoints } from 'misskey-js';
import type { Database } from '../db/database.js';

/**
 * Misskey's `stats`, `charts/notes` and `charts/users`, worked out from the notes and users
 * tables instead of Misskey's stored chart rows. Everything here is local: this instance does
 * not federate, so every `remote` series is zeros. Deleted notes and users are gone from the
 * tables, so `dec` is always zero and `total` counts what exists now.
 */

export type Span = 'day' | 'hour';
type NotesChart = Endpoints['charts/notes']['res'];
type UsersChart = Endpoints['charts/users']['res'];
type StatsResponse = Endpoints['stats']['res'];

const SPAN_MS: Record<Span, number> = { day: 86_400_000, hour: 3_600_000 };

/**
 * The periods of a chart, newest first: `limit` whole UTC hours or days, the first one holding
 * `cursor` (now when null), as Misskey's charts are cut.
 */
export function chartPeriods(
  span: Span,
  limit: number,
  cursor: Date | null,
): { start: number; end: number }[] {
  const size = SPAN_MS[span];
  const at = (cursor ?? new Date()).getTime();
  const newestStart = Math.floor(at / size) * size;
  return Array.from({ length: limit }, (_, i) => ({
    start: newestStart - i * size,
    end: newestStart - (i - 1) * size,
  }));
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** Per period: rows created in it, and the running total at its end. */
function countByPeriod<T extends { created_at: string }>(
  db: Database,
  rows: T[],
  totalSql: string,
  periods: { start: number; end: number }[],
  classify?: (row: T, index: number) => void,
): { inc: number[]; total: number[] } {
  const inc = zeros(periods.length);
  const newest = periods[0];
  const oldest = periods[periods.length - 1];
  if (!newest || !oldest) return { inc, total: [] };
  for (const row of rows) {
    const t = Date.parse(row.created_at);
    const index = periods.findIndex((p) => t >= p.start && t < p.end);
    if (index < 0) continue;
    inc[index] = (inc[index] ?? 0) + 1;
    classify?.(row, index);
  }
  let running = db.prepare(totalSql).pluck().get(new Date(newest.end).toISOString()) as number;
  const total = inc.map((added) => {
    const atEnd = running;
    running -= added;
    return atEnd;
  });
  return { inc, total };
}

export function notesChart(db: Database, span: Span, limit: number, cursor: Date | null): NotesChart {
  const periods = chartPeriods(span, limit, cursor);
  const from = new Date(periods[periods.length - 1]?.start ?? 0).toISOString();
  const to = new Date(periods[0]?.end ?? 0).toISOString();
  const rows = db
    .prepare(
      `SELECT n.created_at, n.reply_id, n.renote_id, n.file_ids FROM notes n JOIN users u ON u.id = n.user_id
       WHERE u.host IS NULL AND n.created_at >= ? AND n.created_at < ?`,
    )
    .all(from, to) as {
    created_at: string;
    reply_id: string | null;
    renote_id: string | null;
    file_ids: string;
  }[];
  const diffs = { normal: zeros(limit), reply: zeros(limit), renote: zeros(limit), withFile: zeros(limit) };
  const bump = (series: number[], i: number) => {
    series[i] = (series[i] ?? 0) + 1;
  };
  const { inc, total } = countByPeriod(
    db,
    rows,
    `SELECT COUNT(*) FROM notes n JOIN users u ON u.id = n.user_id WHERE u.host IS NULL AND n.created_at < ?`,
    periods,
    (row, i) => {
      // Misskey's kinds: a reply, else a renote (quotes included), else a normal note.
      bump(row.reply_id ? diffs.reply : row.renote_id ? diffs.renote : diffs.normal, i);
      if (row.file_ids !== '[]') bump(diffs.withFile, i);
    },
  );
  const remoteDiffs = {
    normal: zeros(limit),
    reply: zeros(limit),
    renote: zeros(limit),
    withFile: zeros(limit),
  };
  return {
    local: { total, inc, dec: zeros(limit), diffs },
    remote: { total: zeros(limit), inc: zeros(limit), dec: zeros(limit), diffs: remoteDiffs },
  };
}

const LIVE_LOCAL_USERS = 'host IS NULL AND is_deleted = 0';

export function usersChart(db: Database, span: Span, limit: number, cursor: Date | null): UsersChart {
  const periods = chartPeriods(span, limit, cursor);
  const from = new Date(periods[periods.length - 1]?.start ?? 0).toISOString();
  const to = new Date(periods[0]?.end ?? 0).toISOString();
  const rows = db
    .prepare(`SELECT created_at FROM users WHERE ${LIVE_LOCAL_USERS} AND created_at >= ? AND created_at < ?`)
    .all(from, to) as { created_at: string }[];
  const { inc, total } = countByPeriod(
    db,
    rows,
    `SELECT COUNT(*) FROM users WHERE ${LIVE_LOCAL_USERS} AND created_at < ?`,
    periods,
  );
  return {
    local: { total, inc, dec: zeros(limit) },
    remote: { total: zeros(limit), inc: zeros(limit), dec: zeros(limit) },
  };
}

/** The server's figures (`stats`): everything is local, there are no known instances. */
export function instanceStats(db: Database): StatsResponse {
  const notes = db
    .prepare('SELECT COUNT(*) FROM notes n JOIN users u ON u.id = n.user_id WHERE u.host IS NULL')
    .pluck()
    .get() as number;
  const users = db.prepare(`SELECT COUNT(*) FROM users WHERE ${LIVE_LOCAL_USERS}`).pluck().get() as number;
  const drive = db.prepare('SELECT COALESCE(SUM(size), 0) FROM drive_files').pluck().get() as number;
  return {
    notesCount: notes,
    originalNotesCount: notes,
    usersCount: users,
    originalUsersCount: users,
    instances: 0,
    driveUsageLocal: drive,
    driveUsageRemote: 0,
  };
}
