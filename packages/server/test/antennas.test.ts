import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genId } from '../src/services/ids.js';
import { caughtTexts, createAntenna } from './antenna-helpers.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';

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
const antenna = (who: TestAccount, body: Record<string, unknown> = {}) => createAntenna(app, who, body);
const caught = (who: TestAccount, antennaId: string, extra: Record<string, unknown> = {}) =>
  caughtTexts(app, who, antennaId, extra);

describe('antennas endpoints', () => {
  it('create, show, list, update and delete with the Misskey shape', async () => {
    const created = await antenna(alice, { name: 'Cats', keywords: [['cat', 'dog'], ['bird']] });
    expect(Object.keys(created).sort()).toEqual(
      [
        'caseSensitive',
        'createdAt',
        'excludeBots',
        'excludeKeywords',
        'excludeNotesInSensitiveChannel',
        'hasUnreadNote',
        'id',
        'isActive',
        'keywords',
        'localOnly',
        'name',
        'notify',
        'src',
        'userListId',
        'users',
        'withFile',
        'withReplies',
      ].sort(),
    );
    expect(created).toMatchObject({
      name: 'Cats',
      src: 'all',
      keywords: [['cat', 'dog'], ['bird']],
      excludeKeywords: [],
      userListId: null,
      localOnly: false,
      excludeBots: false,
      isActive: true,
      hasUnreadNote: false,
      notify: false,
      excludeNotesInSensitiveChannel: false,
    });
    expect(await ok('antennas/show', alice, { antennaId: created.id })).toEqual(created);
    expect((await ok<entities.Antenna[]>('antennas/list', alice)).map((a) => a.id)).toEqual([created.id]);
    expect(await ok('antennas/list', bob)).toEqual([]);

    const updated = await ok<entities.Antenna>('antennas/update', alice, {
      antennaId: created.id,
      name: 'Dogs',
      caseSensitive: true,
      excludeNotesInSensitiveChannel: true,
    });
    // Only the fields given change.
    expect(updated).toMatchObject({
      name: 'Dogs',
      caseSensitive: true,
      excludeNotesInSensitiveChannel: true,
      keywords: [['cat', 'dog'], ['bird']],
    });

    expect((await call('antennas/delete', alice, { antennaId: created.id })).statusCode).toBe(204);
    expect(errorOf(await call('antennas/show', alice, { antennaId: created.id })).code).toBe(
      'NO_SUCH_ANTENNA',
    );
  });

  it("answer someone else's antenna as missing, with each endpoint's own error id", async () => {
    const mine = await antenna(alice);
    const expected: Record<string, string> = {
      'antennas/show': 'c06569fb-b025-4f23-b22d-1fcd20d2816b',
      'antennas/update': '10c673ac-8852-48eb-aa1f-f5b67f069290',
      'antennas/delete': 'b34dcf9d-348f-44bb-99d0-6c9314cfe2df',
      'antennas/notes': '850926e0-fd3b-49b6-b69a-b28a5dbd82fe',
    };
    for (const [endpoint, id] of Object.entries(expected)) {
      const res = await call(endpoint, bob, { antennaId: mine.id, name: 'stolen' });
      expect(res.statusCode, endpoint).toBe(400);
      expect(errorOf(res), endpoint).toMatchObject({ code: 'NO_SUCH_ANTENNA', id });
    }
    // Still there, unchanged.
    expect(await ok('antennas/show', alice, { antennaId: mine.id })).toMatchObject({ name: 'watch' });
  });

  it('refuse signed-out calls and bad input', async () => {
    expect((await call('antennas/list', null)).statusCode).toBe(401);
    const empty = await call('antennas/create', alice, {
      name: 'x',
      src: 'all',
      keywords: [['', '']],
      excludeKeywords: [['']],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    expect(errorOf(empty)).toMatchObject({
      code: 'EMPTY_KEYWORD',
      id: '53ee222e-1ddd-4f9a-92e5-9fb82ddb463a',
    });
    const mine = await antenna(alice);
    const emptyUpdate = await call('antennas/update', alice, {
      antennaId: mine.id,
      keywords: [],
      excludeKeywords: [],
    });
    expect(errorOf(emptyUpdate)).toMatchObject({
      code: 'EMPTY_KEYWORD',
      id: '721aaff6-4e1b-4d88-8de6-877fae9f68c4',
    });
    expect(errorOf(await call('antennas/create', alice, { name: 'x', src: 'all' })).code).toBe(
      'INVALID_PARAM',
    );
    expect(
      errorOf(
        await call('antennas/create', alice, {
          name: 'x',
          src: 'everyone',
          keywords: [['a']],
          excludeKeywords: [],
          users: [],
          caseSensitive: false,
          withReplies: false,
          withFile: false,
        }),
      ).code,
    ).toBe('INVALID_PARAM');
    expect(errorOf(await call('antennas/update', alice, { antennaId: mine.id, name: '' })).code).toBe(
      'INVALID_PARAM',
    );
    const noList = await call('antennas/create', alice, {
      name: 'x',
      src: 'list',
      userListId: 'nonexistent',
      keywords: [['a']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    expect(errorOf(noList)).toMatchObject({
      code: 'NO_SUCH_USER_LIST',
      id: '95063e93-a283-4b8b-9aa5-bcdb8df69a7f',
    });
  });

  it('refuse a moved account, as Misskey does (prohibitMoved)', async () => {
    const mine = await antenna(bob);
    app.instance.db
      .prepare("UPDATE users SET moved_to = 'https://elsewhere.example/users/bob' WHERE id = ?")
      .run(bob.id);
    for (const [endpoint, body] of [
      [
        'antennas/create',
        {
          name: 'x',
          src: 'all',
          keywords: [['a']],
          excludeKeywords: [],
          users: [],
          caseSensitive: false,
          withReplies: false,
          withFile: false,
        },
      ],
      ['antennas/update', { antennaId: mine.id, name: 'y' }],
    ] as const) {
      const res = await call(endpoint, bob, body);
      expect(res.statusCode, endpoint).toBe(403);
      expect(errorOf(res), endpoint).toMatchObject({
        code: 'YOUR_ACCOUNT_MOVED',
        id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
      });
    }
  });

  it('enforce antennaLimit with TOO_MANY_ANTENNAS', async () => {
    await setPolicies(app, alice, { antennaLimit: 2 });
    await antenna(bob);
    await antenna(bob);
    const third = await call('antennas/create', bob, {
      name: 'third',
      src: 'all',
      keywords: [['x']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    expect(third.statusCode).toBe(400);
    expect(errorOf(third)).toMatchObject({
      code: 'TOO_MANY_ANTENNAS',
      id: 'faf47050-e8b5-438c-913c-db2b1576fde4',
    });
    // The limit is per user.
    await antenna(carol);
  });

  it('page the caught notes newest first, through visibility and mutes', async () => {
    const a = await antenna(alice);
    const texts = ['cat 1', 'cat 2', 'cat 3'];
    const notes = [];
    for (const text of texts) notes.push(await post(app, bob, { text }));
    await post(app, carol, { text: 'a cat from a muted account' });
    app.instance.db
      .prepare('INSERT INTO mutings (id, created_at, muter_id, mutee_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), alice.id, carol.id);
    expect(await caught(alice, a.id)).toEqual(['cat 3', 'cat 2', 'cat 1']);
    expect(await caught(alice, a.id, { limit: 1, untilId: notes[2]?.id })).toEqual(['cat 2']);
    expect(await caught(alice, a.id, { sinceId: notes[0]?.id })).toEqual(['cat 2', 'cat 3']);
  });
});

describe('unread antennas', () => {
  const me = (who: TestAccount) => ok<entities.MeDetailed>('i', who);

  it("hasUnreadNote and i's hasUnreadAntenna until the antenna is read; one's own notes are read", async () => {
    const a = await antenna(alice);
    await post(app, alice, { text: 'my own cat' });
    expect((await me(alice)).hasUnreadAntenna).toBe(false);
    await post(app, bob, { text: 'cat news' });
    expect((await me(alice)).hasUnreadAntenna).toBe(true);
    expect(await ok('antennas/show', alice, { antennaId: a.id })).toMatchObject({ hasUnreadNote: true });
    await caught(alice, a.id);
    expect((await me(alice)).hasUnreadAntenna).toBe(false);
    expect(await ok('antennas/show', alice, { antennaId: a.id })).toMatchObject({ hasUnreadNote: false });
  });

  it('a note by someone the owner mutes is caught but not unread', async () => {
    const a = await antenna(alice);
    app.instance.db
      .prepare('INSERT INTO mutings (id, created_at, muter_id, mutee_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), alice.id, carol.id);
    await post(app, carol, { text: 'a muted cat' });
    expect(
      app.instance.db.prepare('SELECT COUNT(*) FROM antenna_notes WHERE antenna_id = ?').pluck().get(a.id),
    ).toBe(1);
    expect((await me(alice)).hasUnreadAntenna).toBe(false);
    expect(await caught(alice, a.id)).toEqual([]);
  });
});
