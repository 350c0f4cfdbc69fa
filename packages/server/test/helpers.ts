import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

/** Cheap scrypt parameters: the tests check behaviour, not hashing cost. */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

export type TestAppOptions = Partial<BuildAppOptions>;

/** A fresh app on a fresh in-memory database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? defaultConfig({ clientDist: '/nonexistent-client-dist' });
  const db = options.db ?? openDatabase(':memory:');
  const app = await buildApp({ scrypt: TEST_SCRYPT, ...options, config, db });
  app.addHook('onClose', async () => {
    if (!options.db) db.close();
  });
  return app;
}

export async function api(
  app: FastifyInstance,
  endpoint: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

export interface TestAccount {
  id: string;
  username: string;
  password: string;
  token: string;
}

/** Calls `endpoint` as `who` (signed out when null): the token goes in `i`, as clients send it. */
export function callAs(
  app: FastifyInstance,
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return api(app, endpoint, who ? { i: who.token, ...body } : body);
}

/** `callAs` for a call that must succeed: its JSON (undefined for 204), or a throw with the answer. */
export async function okAs<T = unknown>(
  app: FastifyInstance,
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown> = {},
): Promise<T> {
  const res = await callAs(app, endpoint, who, body);
  if (res.statusCode >= 300) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : res.json()) as T;
}

export async function signup(
  app: FastifyInstance,
  username = 'alice',
  password = 'correct horse',
): Promise<TestAccount> {
  const res = await api(app, 'signup', { username, password });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; token: string };
  return { id: body.id, username, password, token: body.token };
}

export function errorOf(res: LightMyRequestResponse): {
  code: string;
  id: string;
  kind: string;
  message: string;
  info?: Record<string, unknown>;
} {
  return (res.json() as { error: { code: string; id: string; kind: string; message: string } }).error;
}
