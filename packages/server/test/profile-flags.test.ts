import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

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

describe('i/update isBot and isCat', () => {
  it('stores both flags and every packed form of the user reports them', async () => {
    const note = await post(app, alice, { text: 'before' });
    // The note is packed (and cached) before the change: the change must still show on it.
    expect((await okAs<entities.Note>(app, 'notes/show', bob, { noteId: note.id })).user).toMatchObject({
      isBot: false,
      isCat: false,
    });

    const me = await okAs<entities.MeDetailed>(app, 'i/update', alice, { isBot: true, isCat: true });
    expect(me).toMatchObject({ isBot: true, isCat: true });
    expect(await okAs(app, 'i', alice)).toMatchObject({ isBot: true, isCat: true });
    expect(await okAs(app, 'users/show', bob, { userId: alice.id })).toMatchObject({
      isBot: true,
      isCat: true,
    });
    expect((await okAs<entities.Note>(app, 'notes/show', bob, { noteId: note.id })).user).toMatchObject({
      isBot: true,
      isCat: true,
    });
    // Others are untouched.
    expect(await okAs(app, 'users/show', alice, { userId: bob.id })).toMatchObject({
      isBot: false,
      isCat: false,
    });
  });

  it('changes only the flag given, and turns it off again', async () => {
    await okAs(app, 'i/update', alice, { isBot: true, isCat: true });
    expect(await okAs(app, 'i/update', alice, { isCat: false })).toMatchObject({ isBot: true, isCat: false });
    expect(await okAs(app, 'i/update', alice, { name: 'Alice' })).toMatchObject({
      isBot: true,
      isCat: false,
    });
    expect(await okAs(app, 'i/update', alice, { isBot: false })).toMatchObject({
      isBot: false,
      isCat: false,
    });
  });

  it('makes a bot for antennas that exclude bots from the next note on', async () => {
    const antenna = await okAs<entities.Antenna>(app, 'antennas/create', bob, {
      name: 'everyone',
      src: 'all',
      keywords: [['hello']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      excludeBots: true,
      withReplies: false,
      withFile: false,
    });
    const human = await post(app, alice, { text: 'hello as a person' });
    await okAs(app, 'i/update', alice, { isBot: true });
    await post(app, alice, { text: 'hello as a bot' });
    const hits = await okAs<entities.Note[]>(app, 'antennas/notes', bob, { antennaId: antenna.id });
    expect(hits.map((hit) => hit.id)).toEqual([human.id]);
  });

  it.each([
    [{ isBot: 'yes' }, 'isBot'],
    [{ isCat: 1 }, 'isCat'],
    [{ isBot: null }, 'isBot'],
  ])('refuses %j', async (body, param) => {
    const res = await callAs(app, 'i/update', alice, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
  });

  it('requires a credential', async () => {
    expect((await api(app, 'i/update', { isBot: true })).statusCode).toBe(401);
  });
});
