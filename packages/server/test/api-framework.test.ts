import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegisteredEndpoint } from '../src/api/endpoint.js';
import { defaultConfig } from '../src/config.js';
import { api, createTestApp, errorOf, signup } from './helpers.js';

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const created = await createTestApp(options);
  apps.push(created);
  return created;
}
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

const throwing: RegisteredEndpoint = {
  name: 'test/throw',
  meta: {},
  paramDef: { type: 'object', properties: {} },
  handler: () => {
    throw new Error('database exploded at /secret/path');
  },
};

describe('API framework', () => {
  it('answers an unknown endpoint with a JSON 404, for any method', async () => {
    const a = await app();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await a.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_ENDPOINT',
        id: '2ca3b769-540a-4f08-9dd5-b5a825b6d0f1',
      });
    }
  });

  it('answers a garbage body with a 400 JSON error', async () => {
    const a = await app();
    for (const payload of ['{not json', '[1,2]', '42', 'null']) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/meta',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
  });

  it('accepts an empty body and a body without a content type', async () => {
    const a = await app();
    expect((await a.inject({ method: 'POST', url: '/api/meta' })).statusCode).toBe(200);
    const empty = await a.inject({
      method: 'POST',
      url: '/api/meta',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const textPlain = await a.inject({
      method: 'POST',
      url: '/api/meta',
      payload: '{"detail":false}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(textPlain.statusCode).toBe(200);
    expect(textPlain.json()).not.toHaveProperty('requireSetup');
  });

  it('refuses a body over 1 MB with 413 JSON', async () => {
    const a = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/meta',
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('REQUEST_TOO_LARGE');
  });

  it('serves GET with query parameters for allowGet endpoints and refuses it for others', async () => {
    const a = await app();
    const metaLite = await a.inject({ method: 'GET', url: '/api/meta?detail=false' });
    expect(metaLite.statusCode).toBe(200);
    expect(metaLite.json()).not.toHaveProperty('requireSetup');
    const metaFull = await a.inject({ method: 'GET', url: '/api/meta' });
    expect(metaFull.json()).toHaveProperty('requireSetup', true);

    const bad = await a.inject({ method: 'GET', url: '/api/meta?detail=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).info).toMatchObject({ param: 'detail' });

    const account = await signup(a);
    const refused = await a.inject({ method: 'GET', url: `/api/i?i=${account.token}` });
    expect(refused.statusCode).toBe(405);
    expect(errorOf(refused).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('requires a credential: 401 without a token', async () => {
    const a = await app();
    const res = await api(a, 'i');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({
      code: 'CREDENTIAL_REQUIRED',
      id: '1384574d-a912-4b81-8601-c7b1c4085df1',
    });
  });

  it('answers a wrong token with 401 AUTHENTICATION_FAILED and a bearer challenge, even on public endpoints', async () => {
    const a = await app();
    for (const endpoint of ['i', 'meta']) {
      const res = await api(a, endpoint, { i: 'x'.repeat(32) });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="Misskey", error="invalid_token"/);
      expect(errorOf(res)).toMatchObject({
        code: 'AUTHENTICATION_FAILED',
        id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
      });
    }
  });

  it('takes the token from Authorization: Bearer too', async () => {
    const a = await app();
    const account = await signup(a);
    const res = await api(a, 'i', {}, { authorization: `Bearer ${account.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id });
  });

  it('rejects a non-string token as an invalid parameter', async () => {
    const a = await app();
    const res = await api(a, 'i', { i: 12 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).info).toMatchObject({ param: 'i' });
  });

  it('refuses a suspended account', async () => {
    const a = await app();
    const account = await signup(a);
    a.instance.users.setSuspended(account.id, true);
    const res = await api(a, 'i', { i: account.token });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'YOUR_ACCOUNT_SUSPENDED',
      id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    });
  });

  it('names the missing or mistyped parameter', async () => {
    const a = await app();
    const account = await signup(a);
    const missing = await api(a, 'i/registry/get', { i: account.token, scope: ['client'] });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'INVALID_PARAM',
      id: '3d81ceae-475f-4600-b2a8-2bc116157532',
      kind: 'client',
      info: { param: 'key' },
    });
    const wrongType = await api(a, 'i/update', { i: account.token, name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).info).toMatchObject({ param: 'name' });
    expect(typeof errorOf(wrongType).info?.reason).toBe('string');
  });

  // Found by the fuzz suite: JSON Schema's `integer` is unbounded, and 1e308 as an OFFSET or a
  // date beyond JavaScript's made SQLite or toISOString throw (500).
  it('refuses integers beyond the range of a date, and a poll that would end beyond it', async () => {
    const a = await app();
    const account = await signup(a);
    const cases: [string, Record<string, unknown>, string][] = [
      ['hashtags/search', { query: 'a', offset: 1e308 }, 'offset'],
      ['notes/local-timeline', { untilDate: 8.64e15 + 1 }, 'untilDate'],
      ['users/notes', { userId: account.id, sinceDate: -(2 ** 53) - 2 }, 'sinceDate'],
      ['notes/create', { text: 'x', poll: { choices: ['a', 'b'], expiredAfter: 8.64e15 } }, 'poll'],
    ];
    for (const [endpoint, params, param] of cases) {
      const res = await api(a, endpoint, { i: account.token, ...params });
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
    }
    // The edges themselves are fine.
    expect((await api(a, 'notes/local-timeline', { untilDate: 8.64e15 })).statusCode).toBe(200);
    expect((await api(a, 'users/notes', { userId: account.id, sinceDate: -8.64e15 })).statusCode).toBe(200);
  });

  it('answers an internal error with 500 and no stack or detail', async () => {
    const a = await app({ extraEndpoints: [throwing] });
    const res = await api(a, 'test/throw');
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toMatchObject({
      code: 'INTERNAL_ERROR',
      id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
      kind: 'server',
    });
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain('/secret/path');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('answers 429 once a rate limit is reached', async () => {
    const a = await app({ rateLimits: { 'signin-flow': { duration: 60_000, max: 2 } } });
    for (let i = 0; i < 2; i++) {
      expect((await api(a, 'signin-flow', { username: 'nobody' })).statusCode).toBe(200);
    }
    const limited = await api(a, 'signin-flow', { username: 'nobody' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts rate limits per client address', async () => {
    const a = await app({ rateLimits: { 'signin-flow': { duration: 60_000, max: 1 } } });
    const from = (ip: string) =>
      a.inject({
        method: 'POST',
        url: '/api/signin-flow',
        payload: { username: 'x' },
        remoteAddress: ip,
      });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY is on', async () => {
    const limits = { 'signin-flow': { duration: 60_000, max: 1 } };
    const via = (a: FastifyInstance, forwarded: string) =>
      a.inject({
        method: 'POST',
        url: '/api/signin-flow',
        payload: { username: 'x' },
        headers: { 'x-forwarded-for': forwarded },
      });
    const trusting = await app({
      rateLimits: limits,
      config: defaultConfig({ trustProxy: true, clientDist: '/none' }),
    });
    expect((await via(trusting, '203.0.113.1')).statusCode).toBe(200);
    expect((await via(trusting, '203.0.113.2')).statusCode).toBe(200);
    const plain = await app({ rateLimits: limits });
    expect((await via(plain, '203.0.113.1')).statusCode).toBe(200);
    expect((await via(plain, '203.0.113.2')).statusCode).toBe(429);
  });

  it('answers CORS preflights', async () => {
    const a = await app();
    const res = await a.inject({ method: 'OPTIONS', url: '/api/i' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
