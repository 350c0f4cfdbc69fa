import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const deck = ['client', 'deck', 'profiles'];

describe('i/registry', () => {
  it('sets and gets any JSON value', async () => {
    const value = { columns: [{ id: 'a', type: 'main' }], layout: [['a']], n: 1.5, ok: true };
    const set = await api(app, 'i/registry/set', { i: alice.token, scope: deck, key: 'default', value });
    expect(set.statusCode).toBe(204);
    const get = await api(app, 'i/registry/get', { i: alice.token, scope: deck, key: 'default' });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(value);
  });

  it('overwrites a key and keeps scopes, keys and users apart', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    await api(app, 'i/registry/set', { i: alice.token, scope: ['client'], key: 'theme', value: 'dark' });
    await api(app, 'i/registry/set', { i: alice.token, scope: ['client'], key: 'theme', value: 'light' });
    await api(app, 'i/registry/set', { i: alice.token, scope: ['client'], key: 'lang', value: 'en-US' });
    await api(app, 'i/registry/set', {
      i: alice.token,
      scope: ['client', 'x'],
      key: 'theme',
      value: 'other',
    });
    await api(app, 'i/registry/set', { i: bob.token, scope: ['client'], key: 'theme', value: 'bob' });

    const all = await api(app, 'i/registry/get-all', { i: alice.token, scope: ['client'] });
    expect(all.json()).toEqual({ lang: 'en-US', theme: 'light' });
    const keys = await api(app, 'i/registry/keys', { i: alice.token, scope: ['client'] });
    expect(keys.json()).toEqual(['lang', 'theme']);
    expect((await api(app, 'i/registry/get-all', { i: alice.token, scope: ['nothing'] })).json()).toEqual({});
  });

  it('answers NO_SUCH_KEY from get and remove when absent', async () => {
    const get = await api(app, 'i/registry/get', { i: alice.token, scope: deck, key: 'none' });
    expect(get.statusCode).toBe(400);
    expect(errorOf(get)).toMatchObject({ code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a' });
    const remove = await api(app, 'i/registry/remove', { i: alice.token, scope: deck, key: 'none' });
    expect(remove.statusCode).toBe(400);
    expect(errorOf(remove)).toMatchObject({
      code: 'NO_SUCH_KEY',
      id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019',
    });
  });

  it('removes a key', async () => {
    await api(app, 'i/registry/set', { i: alice.token, scope: deck, key: 'k', value: 1 });
    expect((await api(app, 'i/registry/remove', { i: alice.token, scope: deck, key: 'k' })).statusCode).toBe(
      204,
    );
    expect((await api(app, 'i/registry/get', { i: alice.token, scope: deck, key: 'k' })).statusCode).toBe(
      400,
    );
  });

  it('keeps items of a domain apart from those without one', async () => {
    await api(app, 'i/registry/set', { i: alice.token, scope: ['s'], key: 'k', value: 'mine' });
    await api(app, 'i/registry/set', {
      i: alice.token,
      scope: ['s'],
      key: 'k',
      value: 'app',
      domain: 'app.example',
    });
    expect((await api(app, 'i/registry/get', { i: alice.token, scope: ['s'], key: 'k' })).json()).toBe(
      'mine',
    );
    const scoped = await api(app, 'i/registry/get', {
      i: alice.token,
      scope: ['s'],
      key: 'k',
      domain: 'app.example',
    });
    expect(scoped.json()).toBe('app');
  });

  it('validates scope, key and value', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: ['bad scope'], key: 'k', value: 1 }, 'scope'],
      [{ scope: 'client', key: 'k', value: 1 }, 'scope'],
      [{ scope: ['client'], value: 1 }, 'key'],
      [{ scope: ['client'], key: 'k' }, 'value'],
      [{ scope: ['client'], key: 5, value: 1 }, 'key'],
    ];
    for (const [body, param] of cases) {
      const res = await api(app, 'i/registry/set', { i: alice.token, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).info).toMatchObject({ param });
    }
  });

  it('requires a credential', async () => {
    for (const endpoint of ['get', 'get-all', 'keys', 'set', 'remove']) {
      const res = await api(app, `i/registry/${endpoint}`, { scope: ['client'], key: 'k', value: 1 });
      expect(res.statusCode).toBe(401);
    }
  });
});
