import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** Misskey counts a user online when they were active in the last 10 minutes. */
export const ONLINE_MS = 10 * 60 * 1000;

/**
 * Users whose token was used (an API call or a streaming connection) in the last 10 minutes.
 * Token use is recorded at most once a minute per token (`TokenRepository.findGrant`), which is
 * finer than the 10-minute window. Suspended and deleted accounts never count.
 */
export const handler: Handler<'get-online-users-count'> = (_ps, { instance }) => {
  const since = new Date(Date.now() - ONLINE_MS).toISOString();
  const row = instance.db
    .prepare(
      `SELECT COUNT(DISTINCT t.user_id) AS count FROM access_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.last_used_at > ? AND u.is_suspended = 0 AND u.is_deleted = 0`,
    )
    .get(since) as { count: number };
  return { count: row.count };
};
