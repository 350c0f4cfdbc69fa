import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount; // the first account: the admin
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const call = (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  callAs(app, endpoint, who, body);
const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

const SCRIPT = '/// @ 0.19.0\nUi:render([Ui:C:text({ text: "hi" })])';

function play(who: TestAccount, body: Record<string, unknown> = {}): Promise<entities.Flash> {
  return ok<entities.Flash>('flash/create', who, {
    title: 'Dice',
    summary: 'Rolls a die',
    script: SCRIPT,
    permissions: [],
    ...body,
  });
}

const titles = (list: entities.Flash[]) => list.map((f) => f.title);

describe('flash', () => {
  it('creates, shows, updates and deletes a play with the Misskey shape', async () => {
    const created = await play(bob, { permissions: ['write:notes'] });
    expect(created).toMatchObject({
      title: 'Dice',
      summary: 'Rolls a die',
      script: SCRIPT,
      visibility: 'public',
      likedCount: 0,
      isLiked: false,
      userId: bob.id,
      user: { id: bob.id, username: 'bob' },
    });
    // Misskey's Flash carries no permissions.
    expect(Object.keys(created).sort()).toEqual(
      [
        'createdAt',
        'id',
        'isLiked',
        'likedCount',
        'script',
        'summary',
        'title',
        'updatedAt',
        'user',
        'userId',
        'visibility',
      ].sort(),
    );
    const anonymous = await ok<entities.Flash>('flash/show', null, { flashId: created.id });
    expect(anonymous.title).toBe('Dice');
    expect('isLiked' in anonymous).toBe(false);

    const res = await call('flash/update', bob, { flashId: created.id, title: 'Two dice' });
    expect(res.statusCode).toBe(204);
    const updated = await ok<entities.Flash>('flash/show', bob, { flashId: created.id });
    expect(updated).toMatchObject({ title: 'Two dice', summary: 'Rolls a die', script: SCRIPT });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);

    await ok('flash/delete', bob, { flashId: created.id });
    expect(errorOf(await call('flash/show', bob, { flashId: created.id }))).toMatchObject({
      code: 'NO_SUCH_FLASH',
      id: 'f0d34a1a-d29a-401d-90ba-1982122b5630',
    });
  });

  it('refuses bad input: missing fields, a script over 64 KiB, an unknown visibility', async () => {
    expect((await call('flash/create', bob, { title: 'x', summary: 'y', permissions: [] })).statusCode).toBe(
      400,
    );
    const long = await call('flash/create', bob, {
      title: 'x',
      summary: 'y',
      script: 'a'.repeat(65537),
      permissions: [],
    });
    expect(errorOf(long).code).toBe('INVALID_PARAM');
    const odd = await call('flash/create', bob, {
      title: 'x',
      summary: 'y',
      script: '',
      permissions: [],
      visibility: 'followers',
    });
    expect(errorOf(odd).code).toBe('INVALID_PARAM');
    expect(
      (await call('flash/create', null, { title: 'x', summary: 'y', script: '', permissions: [] }))
        .statusCode,
    ).toBe(401);
  });

  it('lets only the owner edit, and the owner or a moderator delete', async () => {
    const created = await play(bob);
    expect(
      errorOf(await call('flash/update', carol, { flashId: created.id, title: 'mine now' })),
    ).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '08e60c88-5948-478e-a132-02ec701d67b2',
    });
    expect(errorOf(await call('flash/update', bob, { flashId: 'nope', title: 'x' })).code).toBe(
      'NO_SUCH_FLASH',
    );
    expect(errorOf(await call('flash/delete', carol, { flashId: created.id }))).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '1036ad7b-9f92-4fff-89c3-0e50dc941704',
    });
    expect((await ok<entities.Flash>('flash/show', bob, { flashId: created.id })).title).toBe('Dice');
    // The admin may delete anyone's play, and it is logged.
    await ok('flash/delete', alice, { flashId: created.id });
    expect(errorOf(await call('flash/show', bob, { flashId: created.id })).code).toBe('NO_SUCH_FLASH');
    const logs = await ok<Array<{ type: string; info: Record<string, unknown> }>>(
      'admin/show-moderation-logs',
      alice,
    );
    expect(logs[0]).toMatchObject({
      type: 'deleteFlash',
      info: { flashId: created.id, flashUserId: bob.id },
    });
  });

  it('likes and unlikes, with Misskey errors and the count', async () => {
    const created = await play(bob);
    expect(errorOf(await call('flash/like', bob, { flashId: created.id }))).toMatchObject({
      code: 'YOUR_FLASH',
    });
    await ok('flash/like', carol, { flashId: created.id });
    expect(errorOf(await call('flash/like', carol, { flashId: created.id })).code).toBe('ALREADY_LIKED');
    await ok('flash/like', alice, { flashId: created.id });
    expect(await ok<entities.Flash>('flash/show', carol, { flashId: created.id })).toMatchObject({
      likedCount: 2,
      isLiked: true,
    });
    const likes = await ok<Array<{ id: string; flash: entities.Flash }>>('flash/my-likes', carol);
    expect(likes).toHaveLength(1);
    expect(likes[0]?.flash).toMatchObject({ id: created.id, isLiked: true });
    expect(typeof likes[0]?.id).toBe('string');

    await ok('flash/unlike', carol, { flashId: created.id });
    expect(errorOf(await call('flash/unlike', carol, { flashId: created.id })).code).toBe('NOT_LIKED');
    expect(await ok<entities.Flash>('flash/show', carol, { flashId: created.id })).toMatchObject({
      likedCount: 1,
      isLiked: false,
    });
    expect(await ok('flash/my-likes', carol)).toEqual([]);
    expect(errorOf(await call('flash/like', carol, { flashId: 'nope' })).code).toBe('NO_SUCH_FLASH');
  });

  it('keeps a private play off the profile, featured and search, but open by its link', async () => {
    const open = await play(bob, { title: 'Open dice' });
    const hidden = await play(bob, { title: 'Hidden dice', visibility: 'private' });
    await ok('flash/like', carol, { flashId: open.id });
    await ok('flash/like', carol, { flashId: hidden.id });

    expect(titles(await ok('users/flashs', carol, { userId: bob.id }))).toEqual(['Open dice']);
    expect(titles(await ok('users/flashs', bob, { userId: bob.id }))).toEqual(['Open dice']);
    expect(titles(await ok('flash/my', bob))).toEqual(['Hidden dice', 'Open dice']);
    expect(titles(await ok('flash/featured', null))).toEqual(['Open dice']);
    expect(titles(await ok('flash/search', null, { query: 'dice' }))).toEqual(['Open dice']);
    expect((await ok<entities.Flash>('flash/show', carol, { flashId: hidden.id })).visibility).toBe(
      'private',
    );
  });

  it('features liked public plays, most liked first, and searches title and summary', async () => {
    const one = await play(bob, { title: 'One like' });
    const two = await play(carol, { title: 'Two likes', summary: 'a 100% game' });
    await play(bob, { title: 'No likes' });
    await ok('flash/like', carol, { flashId: one.id });
    await ok('flash/like', bob, { flashId: two.id });
    await ok('flash/like', alice, { flashId: two.id });
    expect(titles(await ok('flash/featured', null))).toEqual(['Two likes', 'One like']);
    expect(titles(await ok('flash/featured', null, { offset: 1 }))).toEqual(['One like']);
    expect(titles(await ok('flash/search', null, { query: 'likes' }))).toEqual(['No likes', 'Two likes']);
    // The query is words, not a pattern: % matches only a percent sign.
    expect(titles(await ok('flash/search', null, { query: '100%' }))).toEqual(['Two likes']);
    expect(titles(await ok('flash/search', null, { query: '%' }))).toEqual(['Two likes']);
    expect(errorOf(await call('flash/search', null, { query: '' })).code).toBe('INVALID_PARAM');
  });

  it('pages flash/my by id', async () => {
    const first = await play(bob, { title: 'first' });
    await play(bob, { title: 'second' });
    const third = await play(bob, { title: 'third' });
    expect(titles(await ok('flash/my', bob, { limit: 2 }))).toEqual(['third', 'second']);
    expect(titles(await ok('flash/my', bob, { untilId: third.id }))).toEqual(['second', 'first']);
    expect(titles(await ok('flash/my', bob, { sinceId: first.id }))).toEqual(['second', 'third']);
  });

  it('asks app tokens for the Misskey permissions', async () => {
    const created = await play(bob);
    const { token } = await ok<{ token: string }>('miauth/gen-token', carol, {
      session: null,
      name: 'Reader',
      permission: ['read:flash'],
    });
    const app2 = { ...carol, token };
    expect(
      errorOf(await call('flash/create', app2, { title: 'x', summary: 'y', script: '', permissions: [] }))
        .code,
    ).toBe('PERMISSION_DENIED');
    expect(errorOf(await call('flash/like', app2, { flashId: created.id })).code).toBe('PERMISSION_DENIED');
    expect(errorOf(await call('flash/my-likes', app2)).code).toBe('PERMISSION_DENIED');
    expect(await ok('flash/my', app2)).toEqual([]);
  });
});
