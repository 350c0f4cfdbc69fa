import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { generateToken, sha256 } from '../secrets.js';

/** What an app token is made with (MiAuth's gen-token, or the legacy flow's accept). */
export interface AppTokenInput {
  userId: string;
  permission: readonly string[];
  name?: string | null;
  description?: string | null;
  iconUrl?: string | null;
  appId?: string | null;
  /** The app's secret (legacy flow): the token also works as sha256(token + secret). */
  appSecret?: string | null;
}

/** Mints a token limited to `permission`; only digests are kept. Returns the token itself. */
export function mintAppToken(ctx: InstanceContext, input: AppTokenInput): string {
  const token = generateToken();
  const appHash = input.appSecret ? sha256(sha256(token + input.appSecret)) : null;
  ctx.db
    .prepare(
      `INSERT INTO access_tokens (token_hash, user_id, created_at, id, permission, name, description,
         icon_url, app_id, app_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      sha256(token),
      input.userId,
      new Date().toISOString(),
      genId(),
      JSON.stringify([...new Set(input.permission)]),
      input.name ?? null,
      input.description ?? null,
      input.iconUrl ?? null,
      input.appId ?? null,
      appHash,
    );
  return token;
}

/**
 * MiAuth's gen-token: a token for the app behind `session`, kept for that session's one check.
 * A session that was already used keeps its first token (the app can fetch only one).
 */
export function grantMiAuth(
  ctx: InstanceContext,
  session: string | null | undefined,
  input: Omit<AppTokenInput, 'appId' | 'appSecret'>,
): string {
  const token = mintAppToken(ctx, input);
  if (session) {
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO miauth_sessions (session, token_hash, pending_token, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(session, sha256(token), token, new Date().toISOString());
  }
  return token;
}

/** The token of an accepted MiAuth session, handed out once: the plain copy is cleared here. */
export function takeMiAuthToken(
  ctx: InstanceContext,
  session: string,
): { token: string; userId: string } | null {
  return ctx.db.transaction(() => {
    const row = ctx.db
      .prepare(
        `SELECT s.pending_token AS token, t.user_id AS userId FROM miauth_sessions s
         JOIN access_tokens t ON t.token_hash = s.token_hash
         WHERE s.session = ? AND s.pending_token IS NOT NULL`,
      )
      .get(session) as { token: string; userId: string } | undefined;
    if (!row) return null;
    ctx.db.prepare('UPDATE miauth_sessions SET pending_token = NULL WHERE session = ?').run(session);
    return row;
  })();
}

/** One app token as `i/apps` lists it. */
export interface AppTokenSummary {
  id: string;
  name?: string;
  createdAt: string;
  lastUsedAt?: string;
  permission: string[];
}

const SORTS = {
  // Misskey's names read backwards ("+createdAt" is newest first); kept as its clients send them.
  '+createdAt': 't.id DESC',
  '-createdAt': 't.id ASC',
  '+lastUsedAt': 't.last_used_at DESC',
  '-lastUsedAt': 't.last_used_at ASC',
} as const;

export type AppTokenSort = keyof typeof SORTS;

/** The user's app tokens (session tokens from sign-in are not apps and are not listed). */
export function listAppTokens(ctx: InstanceContext, userId: string, sort?: AppTokenSort): AppTokenSummary[] {
  const rows = ctx.db
    .prepare(
      `SELECT t.id, COALESCE(t.name, a.name) AS name, t.created_at AS createdAt, t.last_used_at AS lastUsedAt,
         t.permission FROM access_tokens t LEFT JOIN apps a ON a.id = t.app_id
       WHERE t.user_id = ? AND t.permission IS NOT NULL ORDER BY ${SORTS[sort ?? '-createdAt']}`,
    )
    .all(userId) as {
    id: string;
    name: string | null;
    createdAt: string;
    lastUsedAt: string | null;
    permission: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    ...(r.name !== null ? { name: r.name } : {}),
    createdAt: r.createdAt,
    ...(r.lastUsedAt !== null ? { lastUsedAt: r.lastUsedAt } : {}),
    permission: JSON.parse(r.permission) as string[],
  }));
}

/** Revokes one of the user's app tokens, by its id or by the token itself; others' are untouched. */
export function revokeAppToken(
  ctx: InstanceContext,
  userId: string,
  by: { tokenId?: string; token?: string | null },
): void {
  if (by.tokenId) {
    ctx.db.prepare('DELETE FROM access_tokens WHERE id = ? AND user_id = ?').run(by.tokenId, userId);
  } else if (by.token) {
    const hash = sha256(by.token);
    ctx.db
      .prepare(
        'DELETE FROM access_tokens WHERE (token_hash = ? OR app_hash = ?) AND user_id = ? AND permission IS NOT NULL',
      )
      .run(hash, hash, userId);
  }
}
