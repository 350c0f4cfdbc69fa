import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

// The endpoints the registry pages browse with: scopes-with-domain, keys-with-type, get-detail.
let app: FastifyInstance;
let alice: TestAccount;
beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function set(scope: string[], key: string, value: unknown, domain?: string) {
  const res = await api(app, 'i/registry/set', { i: alice.token, scope, key, value, domain });
  expect(res.statusCode).toBe(204);
}

describe('i/registry browsing', () => {
  it('lists each domain once with its distinct scopes, the own domain as null', async () => {
    await set(['client', 'deck'], 'a', 1);
    await set(['client', 'deck'], 'b', 2);
    await set(['client'], 'theme', 'dark');
    await set(['game'], 'score', 3, 'app.example');
    const bob = await signup(app, 'bob', 'pw-secret');
    await api(app, 'i/registry/set', { i: bob.token, scope: ['bob'], key: 'k', value: 1 });

    const res = await api(app, 'i/registry/scopes-with-domain', { i: alice.token });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { domain: string | null; scopes: string[][] }[];
    expect(list).toHaveLength(2);
    const own = list.find((d) => d.domain === null);
    expect(own?.scopes).toHaveLength(2);
    expect(own?.scopes).toEqual(expect.arrayContaining([['client'], ['client', 'deck']]));
    expect(list.find((d) => d.domain === 'app.example')?.scopes).toEqual([['game']]);
  });

  it('names the JSON type of every key of a scope', async () => {
    const scope = ['types'];
    await set(scope, 'n', 1.5);
    await set(scope, 's', 'text');
    await set(scope, 'b', false);
    await set(scope, 'o', { x: 1 });
    await set(scope, 'a', [1, 2]);
    await set(scope, 'z', null);
    await set(['types', 'deeper'], 'hidden', 1);
    const res = await api(app, 'i/registry/keys-with-type', { i: alice.token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      n: 'number',
      s: 'string',
      b: 'boolean',
      o: 'object',
      a: 'array',
      z: 'null',
    });
    const other = await api(app, 'i/registry/keys-with-type', {
      i: alice.token,
      scope,
      domain: 'app.example',
    });
    expect(other.json()).toEqual({});
  });

  it('gives a value with the time it was last set, and NO_SUCH_KEY when absent', async () => {
    await set(['client'], 'k', { first: true });
    const first = await api(app, 'i/registry/get-detail', { i: alice.token, scope: ['client'], key: 'k' });
    expect(first.statusCode).toBe(200);
    const detail = first.json() as { updatedAt: string; value: unknown };
    expect(detail.value).toEqual({ first: true });
    expect(Number.isNaN(Date.parse(detail.updatedAt))).toBe(false);

    await set(['client'], 'k', [2]);
    const second = await api(app, 'i/registry/get-detail', { i: alice.token, scope: ['client'], key: 'k' });
    const after = second.json() as { updatedAt: string; value: unknown };
    expect(after.value).toEqual([2]);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(detail.updatedAt));

    const missing = await api(app, 'i/registry/get-detail', { i: alice.token, scope: ['client'], key: 'no' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'NO_SUCH_KEY',
      id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a',
    });
  });

  it('requires a credential', async () => {
    for (const endpoint of ['scopes-with-domain', 'keys-with-type', 'get-detail']) {
      const res = await api(app, `i/registry/${endpoint}`, { scope: ['client'], key: 'k' });
      expect(res.statusCode).toBe(401);
    }
  });
});
