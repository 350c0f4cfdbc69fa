import type { entities } from 'misskey-js';
import { packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = { requireCredential: true, kind: 'read:account' } satisfies EndpointMeta;

const monthDay = {
  type: 'object',
  properties: {
    month: { type: 'integer', minimum: 1, maximum: 12 },
    day: { type: 'integer', minimum: 1, maximum: 31 },
  },
  required: ['month', 'day'],
} as const;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    birthday: {
      oneOf: [
        monthDay,
        {
          type: 'object',
          properties: { begin: monthDay, end: monthDay },
          required: ['begin', 'end'],
        },
      ],
    },
  },
  required: ['birthday'],
} as const satisfies ParamDef;

interface MonthDay {
  month: number;
  day: number;
}
type Params = { limit: number; offset: number; birthday: MonthDay | { begin: MonthDay; end: MonthDay } };

/** 'MM-DD', the part of a stored 'YYYY-MM-DD' birthday that recurs every year. */
const mmdd = ({ month, day }: MonthDay) =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The people the caller follows whose birthday falls on a day, or in a span of days (a span
 * from December into January wraps round the new year), in calendar order. `id` is the
 * following's id, as Misskey answers.
 */
export const handler: Handler<
  'users/get-following-users-by-birthday',
  { id: string; birthday: string; user: entities.UserLite }[]
> = (rawPs, { instance, user }) => {
  const ps = rawPs as unknown as Params;
  const [begin, end] =
    'begin' in ps.birthday
      ? [mmdd(ps.birthday.begin), mmdd(ps.birthday.end)]
      : [mmdd(ps.birthday), mmdd(ps.birthday)];
  const within = begin <= end ? 'day BETWEEN @begin AND @end' : '(day >= @begin OR day <= @end)';
  const rows = instance.db
    .prepare(
      `SELECT id, followee_id AS userId, birthday FROM (
         SELECT f.id, f.followee_id, u.birthday, substr(u.birthday, 6, 5) AS day FROM following f
         JOIN users u ON u.id = f.followee_id
         WHERE f.follower_id = @me AND u.birthday IS NOT NULL AND u.is_suspended = 0 AND u.is_deleted = 0)
       WHERE ${within}
       ORDER BY ${begin <= end ? 'day' : 'day < @begin, day'}, id LIMIT @limit OFFSET @offset`,
    )
    .all({ me: user?.id ?? '', begin, end, limit: ps.limit, offset: ps.offset }) as {
    id: string;
    userId: string;
    birthday: string;
  }[];
  const users = new Map(instance.users.findByIds(rows.map((row) => row.userId)).map((u) => [u.id, u]));
  return rows.flatMap((row) => {
    const followee = users.get(row.userId);
    return followee ? [{ id: row.id, birthday: row.birthday, user: packUserLite(instance, followee) }] : [];
  });
};
