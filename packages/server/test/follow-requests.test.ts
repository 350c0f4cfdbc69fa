import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const call = (endpoint: string, who: TestAccount, body: Record<string, unknown> = {}) =>
  api(app, endpoint, { i: who.token, ...body });

describe('locking an account with i/update', () => {
  it('turns follows into requests that the owner lists, accepts and rejects', async () => {
    const locked = await call('i/update', alice, { isLocked: true });
    expect((locked.json() as entities.MeDetailed).isLocked).toBe(true);
    const carol = await signup(app, 'carol', 'pw-secret');
    expect((await call('following/create', bob, { userId: alice.id })).statusCode).toBe(200);
    expect((await call('following/create', carol, { userId: alice.id })).statusCode).toBe(200);

    const list = (await call('following/requests/list', alice)).json() as { follower: entities.UserLite }[];
    expect(list.map((r) => r.follower.username)).toEqual(['carol', 'bob']);

    // Only the one asked can answer: bob cannot accept carol's request to alice.
    expect(errorOf(await call('following/requests/accept', bob, { userId: carol.id })).code).toBe(
      'NO_FOLLOW_REQUEST',
    );
    expect((await call('following/requests/accept', alice, { userId: bob.id })).statusCode).toBe(204);
    expect((await call('following/requests/reject', alice, { userId: carol.id })).statusCode).toBe(204);
    expect((await call('following/requests/list', alice)).json()).toEqual([]);
    const relation = (await call('users/relation', bob, { userId: alice.id })).json() as {
      isFollowing: boolean;
    };
    expect(relation.isFollowing).toBe(true);
  });

  it('unlocks again, and refuses a non-boolean', async () => {
    await call('i/update', alice, { isLocked: true });
    const unlocked = await call('i/update', alice, { isLocked: false });
    expect((unlocked.json() as entities.MeDetailed).isLocked).toBe(false);
    await call('following/create', bob, { userId: alice.id });
    expect((await call('following/requests/list', alice)).json()).toEqual([]);
    expect(errorOf(await call('i/update', alice, { isLocked: 'yes' })).code).toBe('INVALID_PARAM');
    expect((await api(app, 'following/requests/list', {})).statusCode).toBe(401);
  });
});
