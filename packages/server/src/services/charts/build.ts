import type { Endpoints } from 'misskey-js';
import type { Database } from '../../db/database.js';
import { ACTIVE_READ, ACTIVE_WRITE, PV_USER, PV_VISITOR } from './counters.js';
import { chartPeriods, countMembers, readCounts, type Span, totalsBack, zeros } from './series.js';

/**
 * Misskey's charts/* answers from the counters, newest period first. Everything counted is
 * local: this instance does not federate, so remote series, federation and ActivityPub
 * request charts are zeros in Misskey's shape.
 */

type Res<N extends keyof Endpoints> = Endpoints[N]['res'];
export interface ChartQuery {
  span: Span;
  limit: number;
  cursor: Date | null;
}

const count = (db: Database, sql: string, ...params: unknown[]): number =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as number | null) ?? 0;

const noteDiffs = (n: number) => ({
  normal: zeros(n),
  reply: zeros(n),
  renote: zeros(n),
  withFile: zeros(n),
});

function notesOf(db: Database, chart: 'notes' | 'userNotes', owner: string, nowTotal: number, q: ChartQuery) {
  const periods = chartPeriods(q.span, q.limit, q.cursor);
  const { counts, after } = readCounts(db, chart, owner, periods);
  return {
    total: totalsBack(nowTotal, counts.inc, counts.dec, after.inc, after.dec),
    inc: counts.inc,
    dec: counts.dec,
    diffs: { normal: counts.normal, reply: counts.reply, renote: counts.renote, withFile: counts.withFile },
  };
}

const LOCAL_NOTES = 'SELECT COUNT(*) FROM notes n JOIN users u ON u.id = n.user_id WHERE u.host IS NULL';
const LIVE_LOCAL_USERS = 'SELECT COUNT(*) FROM users WHERE host IS NULL AND is_deleted = 0';

export function notesChart(db: Database, q: ChartQuery): Res<'charts/notes'> {
  const n = q.limit;
  return {
    local: notesOf(db, 'notes', '', count(db, LOCAL_NOTES), q),
    remote: { total: zeros(n), inc: zeros(n), dec: zeros(n), diffs: noteDiffs(n) },
  };
}

export function usersChart(db: Database, q: ChartQuery): Res<'charts/users'> {
  const periods = chartPeriods(q.span, q.limit, q.cursor);
  const { counts, after } = readCounts(db, 'users', '', periods);
  const n = q.limit;
  return {
    local: {
      total: totalsBack(count(db, LIVE_LOCAL_USERS), counts.inc, counts.dec, after.inc, after.dec),
      inc: counts.inc,
      dec: counts.dec,
    },
    remote: { total: zeros(n), inc: zeros(n), dec: zeros(n) },
  };
}

const WEEK = 7 * 86_400_000;
const MONTH = 30 * 86_400_000;
const YEAR = 365 * 86_400_000;
/** The account's age at the period's start, for Misskey's registeredWithin/Outside series. */
const registered = (within: boolean, age: number) =>
  `(CAST(strftime('%s', u.created_at) AS INTEGER) * 1000 ${within ? '>' : '<='} m.period - ${age})`;

export function activeUsersChart(db: Database, q: ChartQuery): Res<'charts/active-users'> {
  const periods = chartPeriods(q.span, q.limit, q.cursor);
  const members = (kinds: number, where = '') =>
    countMembers(db, 'activeUsers', '', q.span, periods, kinds, where);
  return {
    readWrite: members(ACTIVE_READ | ACTIVE_WRITE),
    read: members(ACTIVE_READ),
    write: members(ACTIVE_WRITE),
    registeredWithinWeek: members(ACTIVE_READ, registered(true, WEEK)),
    registeredWithinMonth: members(ACTIVE_READ, registered(true, MONTH)),
    registeredWithinYear: members(ACTIVE_READ, registered(true, YEAR)),
    registeredOutsideWeek: members(ACTIVE_READ, registered(false, WEEK)),
    registeredOutsideMonth: members(ACTIVE_READ, registered(false, MONTH)),
    registeredOutsideYear: members(ACTIVE_READ, registered(false, YEAR)),
  };
}

export function driveChart(db: Database, q: ChartQuery): Res<'charts/drive'> {
  const { counts } = readCounts(db, 'drive', '', chartPeriods(q.span, q.limit, q.cursor));
  const n = q.limit;
  return {
    local: counts,
    remote: { incCount: zeros(n), incSize: zeros(n), decCount: zeros(n), decSize: zeros(n) },
  };
}

export function federationChart(q: ChartQuery): Res<'charts/federation'> {
  const n = q.limit;
  return {
    deliveredInstances: zeros(n),
    inboxInstances: zeros(n),
    stalled: zeros(n),
    sub: zeros(n),
    pub: zeros(n),
    pubsub: zeros(n),
    subActive: zeros(n),
    pubActive: zeros(n),
  };
}

export function apRequestChart(q: ChartQuery): Res<'charts/ap-request'> {
  const n = q.limit;
  return { deliverFailed: zeros(n), deliverSucceeded: zeros(n), inboxReceived: zeros(n) };
}

/** Another server as this one saw it: it has met none, so every series is zeros. */
export function instanceChart(q: ChartQuery): Res<'charts/instance'> {
  const n = q.limit;
  const tid = () => ({ total: zeros(n), inc: zeros(n), dec: zeros(n) });
  return {
    requests: { failed: zeros(n), succeeded: zeros(n), received: zeros(n) },
    notes: { ...tid(), diffs: noteDiffs(n) },
    users: tid(),
    following: tid(),
    followers: tid(),
    drive: {
      totalFiles: zeros(n),
      incFiles: zeros(n),
      decFiles: zeros(n),
      incUsage: zeros(n),
      decUsage: zeros(n),
    },
  };
}

export function userNotesChart(db: Database, userId: string, q: ChartQuery): Res<'charts/user/notes'> {
  return notesOf(
    db,
    'userNotes',
    userId,
    count(db, 'SELECT COUNT(*) FROM notes WHERE user_id = ?', userId),
    q,
  );
}

export function userFollowingChart(
  db: Database,
  userId: string,
  q: ChartQuery,
): Res<'charts/user/following'> {
  const { counts: c, after: a } = readCounts(
    db,
    'userFollowing',
    userId,
    chartPeriods(q.span, q.limit, q.cursor),
  );
  const n = q.limit;
  const following = count(db, 'SELECT COUNT(*) FROM following WHERE follower_id = ?', userId);
  const followers = count(db, 'SELECT COUNT(*) FROM following WHERE followee_id = ?', userId);
  const tid = () => ({ total: zeros(n), inc: zeros(n), dec: zeros(n) });
  return {
    local: {
      followings: {
        total: totalsBack(following, c.followingsInc, c.followingsDec, a.followingsInc, a.followingsDec),
        inc: c.followingsInc,
        dec: c.followingsDec,
      },
      followers: {
        total: totalsBack(followers, c.followersInc, c.followersDec, a.followersInc, a.followersDec),
        inc: c.followersInc,
        dec: c.followersDec,
      },
    },
    remote: { followings: tid(), followers: tid() },
  };
}

export function userPvChart(db: Database, userId: string, q: ChartQuery): Res<'charts/user/pv'> {
  const periods = chartPeriods(q.span, q.limit, q.cursor);
  const { counts } = readCounts(db, 'userPv', userId, periods);
  return {
    upv: {
      user: countMembers(db, 'userPv', userId, q.span, periods, PV_USER),
      visitor: countMembers(db, 'userPv', userId, q.span, periods, PV_VISITOR),
    },
    pv: { user: counts.user, visitor: counts.visitor },
  };
}

export function userReactionsChart(
  db: Database,
  userId: string,
  q: ChartQuery,
): Res<'charts/user/reactions'> {
  const { counts } = readCounts(db, 'userReactions', userId, chartPeriods(q.span, q.limit, q.cursor));
  return { local: { count: counts.count }, remote: { count: zeros(q.limit) } };
}

export function userDriveChart(db: Database, userId: string, q: ChartQuery): Res<'charts/user/drive'> {
  const { counts: c, after: a } = readCounts(
    db,
    'userDrive',
    userId,
    chartPeriods(q.span, q.limit, q.cursor),
  );
  const files = db
    .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS size FROM drive_files WHERE user_id = ?')
    .get(userId) as { n: number; size: number };
  return {
    totalCount: totalsBack(files.n, c.incCount, c.decCount, a.incCount, a.decCount),
    totalSize: totalsBack(files.size, c.incSize, c.decSize, a.incSize, a.decSize),
    ...c,
  };
}
