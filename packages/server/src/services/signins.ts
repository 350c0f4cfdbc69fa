import type { entities } from 'misskey-js';
import type { Database } from '../db/database.js';
import { type PageWindow, pageWindowConditions } from '../db/paging.js';
import { genId, parseIdDate } from './ids.js';

/**
 * The request headers a sign-in record keeps: enough to tell the browser and device apart. Misskey
 * keeps every header; cookies (our known-device cookie among them), authorization and anything a
 * proxy adds are left out here, since the history is shown to whoever holds a token of the account.
 */
const KEPT_HEADERS = [
  'user-agent',
  'accept-language',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
  'origin',
] as const;
const MAX_HEADER_LENGTH = 512;
/** Older records of an account beyond this many are dropped, so guessing cannot fill the disk. */
export const MAX_SIGNINS_PER_USER = 1000;

export type RequestHeaders = Record<string, string | string[] | undefined>;

export function keptHeaders(headers: RequestHeaders | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers?.[name];
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (text) kept[name] = text.slice(0, MAX_HEADER_LENGTH);
  }
  return kept;
}

interface SigninRow {
  id: string;
  ip: string;
  headers: string;
  success: number;
}

function pack(row: SigninRow): entities.Signin {
  return {
    id: row.id,
    createdAt: parseIdDate(row.id).toISOString(),
    ip: row.ip,
    // misskey-js types the object as empty; it is Misskey's header map.
    headers: JSON.parse(row.headers) as entities.Signin['headers'],
    success: row.success === 1,
  };
}

/** Records one sign-in attempt on an existing account and answers it as Misskey packs it. */
export function recordSignin(
  db: Database,
  attempt: { userId: string; ip: string; headers: RequestHeaders | undefined; success: boolean },
): entities.Signin {
  const row: SigninRow = {
    id: genId(),
    ip: attempt.ip,
    headers: JSON.stringify(keptHeaders(attempt.headers)),
    success: attempt.success ? 1 : 0,
  };
  db.transaction(() => {
    db.prepare('INSERT INTO signins (id, user_id, ip, headers, success) VALUES (?, ?, ?, ?, ?)').run(
      row.id,
      attempt.userId,
      row.ip,
      row.headers,
      row.success,
    );
    db.prepare(
      `DELETE FROM signins WHERE user_id = ? AND id < (
         SELECT id FROM signins WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
    ).run(attempt.userId, attempt.userId, MAX_SIGNINS_PER_USER - 1);
  })();
  return pack(row);
}

/** A page of the user's sign-in history, newest first (oldest first after sinceId alone, as Misskey). */
export function listSignins(
  db: Database,
  userId: string,
  page: Pick<PageWindow, 'sinceId' | 'untilId'> & { limit: number },
): entities.Signin[] {
  const window = pageWindowConditions(page);
  const ascending = page.sinceId !== undefined && page.untilId === undefined;
  const rows = db
    .prepare(
      `SELECT id, ip, headers, success FROM signins WHERE user_id = ? ${window.conditions.map((c) => `AND ${c}`).join(' ')}
       ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
    )
    .all(userId, ...window.args, page.limit) as SigninRow[];
  return rows.map(pack);
}
