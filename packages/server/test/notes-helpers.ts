import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { genId } from '../src/services/ids.js';
import { api, type TestAccount } from './helpers.js';

/** Creates a note through the API and answers the packed note (throws on an error). */
export async function post(
  app: FastifyInstance,
  who: TestAccount,
  params: Record<string, unknown>,
): Promise<entities.Note> {
  const res = await api(app, 'notes/create', { i: who.token, ...params });
  if (res.statusCode !== 200) throw new Error(`notes/create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { createdNote: entities.Note }).createdNote;
}

/** `follower` follows `followee` (stored directly: the follow endpoints are another part). */
export function follow(app: FastifyInstance, follower: TestAccount, followee: TestAccount): void {
  app.instance.db
    .prepare('INSERT INTO following (id, created_at, follower_id, followee_id) VALUES (?, ?, ?, ?)')
    .run(genId(), new Date().toISOString(), follower.id, followee.id);
}

/** Calls a list endpoint and answers the note ids (throws on an error). */
export async function ids(
  app: FastifyInstance,
  endpoint: string,
  params: Record<string, unknown>,
  who?: TestAccount,
): Promise<string[]> {
  const res = await api(app, endpoint, who ? { i: who.token, ...params } : params);
  if (res.statusCode !== 200) throw new Error(`${endpoint} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as entities.Note[]).map((n) => n.id);
}

/** Changes the base policies through the admin endpoint (throws on an error). */
export async function setPolicies(
  app: FastifyInstance,
  admin: TestAccount,
  policies: Record<string, unknown>,
): Promise<void> {
  const res = await api(app, 'admin/roles/update-default-policies', { i: admin.token, policies });
  if (res.statusCode !== 204)
    throw new Error(`update-default-policies failed: ${res.statusCode} ${res.body}`);
}

/** Waits (real time) until `check` holds, checking every 50 ms; throws after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
