import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let host: string;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  host = new URL(app.instance.config.url).host;
});
afterEach(async () => {
  await app.close();
});

const uriOf = (who: TestAccount) => `${app.instance.config.url}/users/${who.id}`;
const me = (who: TestAccount) => okAs<entities.MeDetailed>(app, 'i', who);
const storedAliases = (who: TestAccount) =>
  (
    app.instance.db.prepare('SELECT also_known_as AS v FROM users WHERE id = ?').get(who.id) as {
      v: string | null;
    }
  ).v;

describe('i/update alsoKnownAs', () => {
  it('stores each alias as its account URI and packs their ids; an empty list clears them', async () => {
    const updated = await okAs<entities.MeDetailed>(app, 'i/update', bob, {
      alsoKnownAs: ['@alice', `@carol@${host}`],
    });
    expect(updated.alsoKnownAs).toEqual([alice.id, carol.id]);
    expect(JSON.parse(storedAliases(bob) ?? '[]')).toEqual([uriOf(alice), uriOf(carol)]);
    const shown = await okAs<entities.UserDetailed>(app, 'users/show', alice, { userId: bob.id });
    expect(shown.alsoKnownAs).toEqual([alice.id, carol.id]);

    expect(
      (await okAs<entities.MeDetailed>(app, 'i/update', bob, { alsoKnownAs: [] })).alsoKnownAs,
    ).toBeNull();
    expect(storedAliases(bob)).toBeNull();
  });

  it('refuses an unknown or remote account and oneself, and changes nothing then', async () => {
    await okAs(app, 'i/update', bob, { alsoKnownAs: ['@alice'] });
    for (const [list, code, id] of [
      [['@nobody'], 'NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5'],
      [['@carol@elsewhere.example'], 'NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5'],
      [[''], 'NO_SUCH_USER', 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5'],
      [['@carol', '@bob'], 'FORBIDDEN_TO_SET_YOURSELF', '25c90186-4ab0-49c8-9bba-a1fa6c202ba4'],
    ] as const) {
      const res = await callAs(app, 'i/update', bob, { alsoKnownAs: list, name: 'changed' });
      expect(res.statusCode, JSON.stringify(list)).toBe(400);
      expect(errorOf(res)).toMatchObject({ code, id });
    }
    const after = await me(bob);
    expect(after.alsoKnownAs).toEqual([alice.id]);
    expect(after.name).toBeNull();
  });
});

describe('i/move', () => {
  it('moves to a local account that lists this one: movedTo set, followers follow the target, posting refused', async () => {
    await okAs(app, 'following/create', carol, { userId: alice.id });
    await okAs(app, 'i/update', bob, { alsoKnownAs: ['@alice'] });
    const moved = await okAs<entities.MeDetailed>(app, 'i/move', alice, { moveToAccount: '@bob' });
    expect(moved.movedTo).toBe(bob.id);
    expect(moved.alsoKnownAs).toEqual([bob.id]);
    const movedAt = (
      app.instance.db.prepare('SELECT moved_at AS v FROM users WHERE id = ?').get(alice.id) as { v: string }
    ).v;
    expect(Date.parse(movedAt)).toBeGreaterThan(Date.now() - 60_000);

    const relation = await okAs<{ isFollowing: boolean }>(app, 'users/relation', carol, { userId: bob.id });
    expect(relation.isFollowing).toBe(true);

    const posting = await callAs(app, 'notes/create', alice, { text: 'still here?' });
    expect(posting.statusCode).toBe(403);
    expect(errorOf(posting).code).toBe('YOUR_ACCOUNT_MOVED');
    // Nor may the moved account change its aliases.
    const aliases = await callAs(app, 'i/update', alice, { alsoKnownAs: ['@carol'] });
    expect(errorOf(aliases)).toMatchObject({
      code: 'YOUR_ACCOUNT_MOVED',
      id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    });
  });

  it('refuses a target that does not list this account, or has moved, an unknown one, and a second move', async () => {
    const forbids = await callAs(app, 'i/move', alice, { moveToAccount: '@bob' });
    expect(errorOf(forbids)).toMatchObject({
      code: 'DESTINATION_ACCOUNT_FORBIDS',
      id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
    });
    const unknown = await callAs(app, 'i/move', alice, { moveToAccount: '@nobody' });
    expect(errorOf(unknown)).toMatchObject({
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    });
    expect((await me(alice)).movedTo).toBeNull();

    // Carol moves to bob; she can no longer be a target, even listing alice.
    await okAs(app, 'i/update', carol, { alsoKnownAs: ['@alice'] });
    await okAs(app, 'i/update', bob, { alsoKnownAs: ['@carol', '@alice'] });
    await okAs(app, 'i/move', carol, { moveToAccount: `@bob@${host}` });
    const movedTarget = await callAs(app, 'i/move', alice, { moveToAccount: '@carol' });
    expect(errorOf(movedTarget).code).toBe('DESTINATION_ACCOUNT_FORBIDS');

    const again = await callAs(app, 'i/move', carol, { moveToAccount: '@bob' });
    expect(errorOf(again)).toMatchObject({
      code: 'ALREADY_MOVED',
      id: 'b234a14e-9ebe-4581-8000-074b3c215962',
    });
  });
});
