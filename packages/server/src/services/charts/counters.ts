import type { Database } from '../../db/database.js';
import { BoundedMap } from '../bounded-map.js';

/**
 * Where events meet the chart counters (migration 026). Each chart keeps up to eight counts per
 * owner and UTC hour; the names below say which column holds what. An event is one upsert into
 * its hour (a day is read as the sum of its hours). Misskey's `total` series are not stored:
 * they are worked back from what exists now (see series.ts).
 */
export const CHART_FIELDS = {
  /** Local notes; the kinds are net (a deleted reply takes one off `reply`), as Misskey's diffs. */
  notes: ['inc', 'dec', 'normal', 'reply', 'renote', 'withFile'],
  users: ['inc', 'dec'],
  drive: ['incCount', 'incSize', 'decCount', 'decSize'],
  userNotes: ['inc', 'dec', 'normal', 'reply', 'renote', 'withFile'],
  userFollowing: ['followingsInc', 'followingsDec', 'followersInc', 'followersDec'],
  /** Reactions the user's notes received. */
  userReactions: ['count'],
  userDrive: ['incCount', 'incSize', 'decCount', 'decSize'],
  userPv: ['user', 'visitor'],
} as const;

export type ChartName = keyof typeof CHART_FIELDS;
type Field<C extends ChartName> = (typeof CHART_FIELDS)[C][number];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const COLUMNS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'];

/** Adds `delta` to the named counts of the owner's current hour. */
export function bumpChart<C extends ChartName>(
  db: Database,
  chart: C,
  owner: string,
  delta: Partial<Record<Field<C>, number>>,
  at = Date.now(),
): void {
  const fields: readonly string[] = CHART_FIELDS[chart];
  const values = COLUMNS.map((_, i) => {
    const name = fields[i];
    return name === undefined ? 0 : ((delta as Record<string, number | undefined>)[name] ?? 0);
  });
  db.prepare(
    `INSERT INTO chart_hours (chart, owner, hour, ${COLUMNS.join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (chart, owner, hour) DO UPDATE SET ${COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`,
  ).run(chart, owner, Math.floor(at / HOUR_MS) * HOUR_MS, ...values);
}

/** Member charts: who was counted once per period; `kinds` is a bit set the chart defines. */
export type MemberChart = 'activeUsers' | 'userPv';
export const ACTIVE_READ = 1;
export const ACTIVE_WRITE = 2;
export const PV_USER = 1;
export const PV_VISITOR = 2;

// Timelines are read many times an hour by the same user: after the first, memory answers and
// the database is not touched again (per database, so test instances stay apart).
const seenByDb = new WeakMap<Database, BoundedMap<string, true>>();

/** Counts `member` once in the owner's current hour and day, adding `kinds` to what it had. */
export function markMember(
  db: Database,
  chart: MemberChart,
  owner: string,
  member: string,
  kinds: number,
  at = Date.now(),
): void {
  let seen = seenByDb.get(db);
  if (!seen) {
    seen = new BoundedMap<string, true>(10_000);
    seenByDb.set(db, seen);
  }
  const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
  const key = `${chart}\n${owner}\n${member}\n${kinds}\n${hour}`;
  if (seen.get(key)) return;
  seen.set(key, true);
  const upsert = db.prepare(
    `INSERT INTO chart_members (chart, owner, span, period, member, kinds) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (chart, owner, span, period, member) DO UPDATE SET kinds = kinds | excluded.kinds`,
  );
  db.transaction(() => {
    upsert.run(chart, owner, 'hour', hour, member, kinds);
    upsert.run(chart, owner, 'day', Math.floor(at / DAY_MS) * DAY_MS, member, kinds);
  })();
}
