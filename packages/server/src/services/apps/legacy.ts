import { randomUUID } from 'node:crypto';
import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { generateToken } from '../secrets.js';
import { mintAppToken } from './tokens.js';

/** A registered app of the legacy flow (Misskey's `App`). */
export interface AppRow {
  id: string;
  userId: string | null;
  name: string;
  description: string;
  permission: string[];
  callbackUrl: string | null;
  secret: string;
}

function appColumns(alias: string): string {
  const a = alias;
  return `${a}.id, ${a}.user_id AS userId, ${a}.name, ${a}.description, ${a}.permission, ${a}.callback_url AS callbackUrl, ${a}.secret`;
}

function readApp(row: (Omit<AppRow, 'permission'> & { permission: string }) | undefined): AppRow | null {
  return row ? { ...row, permission: JSON.parse(row.permission) as string[] } : null;
}

/**
 * `app/create`. Old apps name permissions as `account-read` or `account/write`; they are
 * rewritten to today's `read:account`, as Misskey does, so the permission check understands them.
 */
export function createApp(
  ctx: InstanceContext,
  userId: string | null,
  input: { name: string; description: string; permission: readonly string[]; callbackUrl?: string | null },
): AppRow {
  const permission = [
    ...new Set(input.permission.map((p) => p.replace(/^(.+)(\/|-)(read|write)$/, '$3:$1'))),
  ];
  const app: AppRow = {
    id: genId(),
    userId,
    name: input.name,
    description: input.description,
    permission,
    callbackUrl: input.callbackUrl ?? null,
    secret: generateToken(),
  };
  ctx.db
    .prepare(
      `INSERT INTO apps (id, user_id, name, description, permission, callback_url, secret, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      app.id,
      userId,
      app.name,
      app.description,
      JSON.stringify(permission),
      app.callbackUrl,
      app.secret,
      new Date().toISOString(),
    );
  return app;
}

export function findApp(ctx: InstanceContext, id: string): AppRow | null {
  return readApp(ctx.db.prepare(`SELECT ${appColumns('apps')} FROM apps WHERE id = ?`).get(id) as never);
}

export function findAppBySecret(ctx: InstanceContext, secret: string): AppRow | null {
  return readApp(
    ctx.db.prepare(`SELECT ${appColumns('apps')} FROM apps WHERE secret = ?`).get(secret) as never,
  );
}

/** Misskey's packed App: the secret only when asked for, `isAuthorized` only for a viewer. */
export function packApp(
  ctx: InstanceContext,
  app: AppRow,
  viewerId: string | null,
  includeSecret = false,
): entities.App {
  const authorized =
    viewerId === null
      ? undefined
      : ctx.db
          .prepare('SELECT 1 FROM access_tokens WHERE app_id = ? AND user_id = ? LIMIT 1')
          .get(app.id, viewerId) !== undefined;
  return {
    id: app.id,
    name: app.name,
    callbackUrl: app.callbackUrl,
    permission: app.permission,
    ...(includeSecret ? { secret: app.secret } : {}),
    ...(authorized !== undefined ? { isAuthorized: authorized } : {}),
  };
}

/** An authorization session of the legacy flow. */
export interface AuthSessionRow {
  id: string;
  token: string;
  appId: string;
  userId: string | null;
  pendingToken: string | null;
}

const SESSION_COLUMNS = 'id, token, app_id AS appId, user_id AS userId, pending_token AS pendingToken';

/** `auth/session/generate`: a session the user opens at `{url}/auth/{token}`. */
export function generateAuthSession(ctx: InstanceContext, appId: string): AuthSessionRow {
  const session: AuthSessionRow = {
    id: genId(),
    token: randomUUID(),
    appId,
    userId: null,
    pendingToken: null,
  };
  ctx.db
    .prepare('INSERT INTO auth_sessions (id, token, app_id, created_at) VALUES (?, ?, ?, ?)')
    .run(session.id, session.token, appId, new Date().toISOString());
  return session;
}

export function findAuthSession(ctx: InstanceContext, token: string): AuthSessionRow | null {
  return (
    (ctx.db
      .prepare(`SELECT ${SESSION_COLUMNS} FROM auth_sessions WHERE token = ?`)
      .get(token) as AuthSessionRow) ?? null
  );
}

/**
 * `auth/accept`: the user grants the app its permissions. Deviation: Misskey keeps one token per
 * app and user and hands the same one out again; ours are stored only as digests, so a new
 * accept replaces the app's earlier token for that user.
 */
export function acceptAuthSession(ctx: InstanceContext, session: AuthSessionRow, userId: string): void {
  const app = findApp(ctx, session.appId);
  if (!app) return;
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM access_tokens WHERE app_id = ? AND user_id = ?').run(app.id, userId);
    const token = mintAppToken(ctx, {
      userId,
      permission: app.permission,
      name: app.name,
      description: app.description,
      appId: app.id,
      appSecret: app.secret,
    });
    ctx.db
      .prepare('UPDATE auth_sessions SET user_id = ?, pending_token = ? WHERE id = ?')
      .run(userId, token, session.id);
  })();
}

/** `auth/session/userkey`: the accepted token, once; the session is gone afterwards. */
export function takeAuthSessionToken(ctx: InstanceContext, session: AuthSessionRow): string | null {
  if (session.pendingToken === null) return null;
  ctx.db.prepare('DELETE FROM auth_sessions WHERE id = ?').run(session.id);
  return session.pendingToken;
}

/** `i/authorized-apps`: the apps holding a token of the user, newest token first unless `asc`. */
export function listAuthorizedApps(
  ctx: InstanceContext,
  userId: string,
  opts: { limit: number; offset: number; sort: 'asc' | 'desc' },
): AppRow[] {
  const rows = ctx.db
    .prepare(
      `SELECT ${appColumns('a')} FROM access_tokens t JOIN apps a ON a.id = t.app_id
       WHERE t.user_id = ? ORDER BY t.id ${opts.sort === 'asc' ? 'ASC' : 'DESC'} LIMIT ? OFFSET ?`,
    )
    .all(userId, opts.limit, opts.offset) as never[];
  return rows.map((r) => readApp(r) as AppRow);
}
