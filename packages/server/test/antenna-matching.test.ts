import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/users.js';
import { genId } from '../src/services/ids.js';
import { caughtTexts, createAntenna } from './antenna-helpers.js';
import { image, upload } from './drive-helpers.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

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

describe('antenna matching', () => {
  /** Posts each text as `who` and answers what the antenna caught. */
  async function catches(body: Record<string, unknown>, posts: [TestAccount, Record<string, unknown>][]) {
    const a = await antenna(alice, body);
    for (const [who, params] of posts) await post(app, who, params);
    return caught(alice, a.id);
  }

  it('keywords: all words of a line (AND), any line (OR), in the text or the CW', async () => {
    expect(
      await catches({ keywords: [['red', 'apple'], ['banana']] }, [
        [bob, { text: 'a red apple' }],
        [bob, { text: 'a red car' }],
        [bob, { text: 'an apple' }],
        [bob, { text: 'banana bread' }],
        [bob, { text: 'red', cw: 'apple' }],
      ]),
    ).toEqual(['red', 'banana bread', 'a red apple']);
  });

  it('exclude keywords drop a note having all words of any of their lines', async () => {
    expect(
      await catches({ keywords: [['cat']], excludeKeywords: [['sad', 'cat'], ['spoiler']] }, [
        [bob, { text: 'happy cat' }],
        [bob, { text: 'sad cat' }],
        [bob, { text: 'cat spoiler' }],
        [bob, { text: 'sad but a cat after all' }],
      ]),
    ).toEqual(['happy cat']);
    // Exclude keywords alone: everything else.
    expect(
      await catches({ keywords: [], excludeKeywords: [['dog']] }, [
        [bob, { text: 'dog' }],
        [bob, { text: 'anything' }],
      ]),
    ).toEqual(['anything']);
  });

  it('case sensitivity', async () => {
    const sensitive = await antenna(alice, { name: 'exact', keywords: [['Misskey']], caseSensitive: true });
    const insensitive = await antenna(alice, { name: 'any case', keywords: [['MISSKEY']] });
    await post(app, bob, { text: 'Misskey' });
    await post(app, bob, { text: 'misskey' });
    expect(await caught(alice, sensitive.id)).toEqual(['Misskey']);
    expect(await caught(alice, insensitive.id)).toEqual(['misskey', 'Misskey']);
  });

  it('replies only with withReplies', async () => {
    const parent = await post(app, carol, { text: 'no keyword here' });
    const without = await antenna(alice, { name: 'no replies' });
    const withReplies = await antenna(alice, { name: 'replies', withReplies: true });
    await post(app, bob, { text: 'cat reply', replyId: parent.id });
    await post(app, bob, { text: 'cat note' });
    expect(await caught(alice, without.id)).toEqual(['cat note']);
    expect(await caught(alice, withReplies.id)).toEqual(['cat note', 'cat reply']);
  });

  it('notes with files only with withFile', async () => {
    const file = await upload(app, bob, {
      name: 'cat.png',
      type: 'image/png',
      bytes: await image('png', 8, 8),
    });
    const a = await antenna(alice, { withFile: true });
    await post(app, bob, { text: 'cat without a picture' });
    await post(app, bob, { text: 'cat with a picture', fileIds: [file.id] });
    expect(await caught(alice, a.id)).toEqual(['cat with a picture']);
  });

  it('followers-only and direct notes never match', async () => {
    follow(app, alice, bob);
    expect(
      await catches({}, [
        [bob, { text: 'cat for followers', visibility: 'followers' }],
        [bob, { text: 'cat for alice', visibility: 'specified', visibleUserIds: [alice.id] }],
        [bob, { text: 'cat at home', visibility: 'home' }],
      ]),
    ).toEqual(['cat at home']);
  });

  /** A user row stored directly: remote accounts and bots cannot be made through the API. */
  function storedUser(username: string, fields: { host?: string; isBot?: boolean }): UserRow {
    const id = genId();
    app.instance.db
      .prepare(
        'INSERT INTO users (id, username, username_lower, host, is_bot, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        username,
        username.toLowerCase(),
        fields.host ?? null,
        fields.isBot ? 1 : 0,
        new Date().toISOString(),
      );
    return app.instance.users.findById(id) as UserRow;
  }

  /** Posts as a stored user (the service directly: they have no token). */
  async function postAs(user: UserRow, text: string): Promise<void> {
    // Imported late: loaded before the app, the note modules' import cycle resolves out of order.
    const { createNote } = await import('../src/services/notes/create.js');
    createNote(app.instance, user, {
      text,
      cw: null,
      visibility: 'public',
      visibleUserIds: [],
      localOnly: false,
      reply: null,
      renote: null,
      fileIds: [],
      poll: null,
    });
  }

  it('localOnly leaves out remote authors', async () => {
    const local = await antenna(alice, { name: 'local', localOnly: true });
    const any = await antenna(alice, { name: 'any' });
    await postAs(storedUser('faraway', { host: 'remote.example' }), 'remote cat');
    await post(app, bob, { text: 'local cat' });
    expect(await caught(alice, local.id)).toEqual(['local cat']);
    expect(await caught(alice, any.id)).toEqual(['local cat', 'remote cat']);
  });

  it('excludeBots leaves out bot accounts', async () => {
    const noBots = await antenna(alice, { name: 'humans', excludeBots: true });
    const any = await antenna(alice, { name: 'any' });
    await postAs(storedUser('robot', { isBot: true }), 'bot cat');
    await post(app, bob, { text: 'human cat' });
    expect(await caught(alice, noBots.id)).toEqual(['human cat']);
    expect(await caught(alice, any.id)).toEqual(['human cat', 'bot cat']);
  });

  it("'users' source: only the listed accounts, by acct in any spelling", async () => {
    const host = new URL(app.instance.config.url).host;
    const remote = storedUser('Faraway', { host: 'remote.example' });
    const a = await antenna(alice, {
      src: 'users',
      users: ['@BOB', `carol@${host}`, 'faraway@REMOTE.example'],
    });
    await post(app, bob, { text: 'cat by bob' });
    await post(app, carol, { text: 'cat by carol' });
    await post(app, alice, { text: 'cat by alice' });
    await postAs(remote, 'cat from afar');
    await postAs(storedUser('faraway', { host: 'other.example' }), 'cat from elsewhere');
    expect(await caught(alice, a.id)).toEqual(['cat from afar', 'cat by carol', 'cat by bob']);
  });

  it("'users_blacklist' source: everyone but the listed accounts", async () => {
    expect(
      await catches({ src: 'users_blacklist', users: ['bob'] }, [
        [bob, { text: 'cat by bob' }],
        [carol, { text: 'cat by carol' }],
      ]),
    ).toEqual(['cat by carol']);
  });

  it("'home' source: the people the owner follows, and the owner", async () => {
    follow(app, alice, bob);
    expect(
      await catches({ src: 'home' }, [
        [bob, { text: 'cat by a followee' }],
        [carol, { text: 'cat by a stranger' }],
        [alice, { text: 'cat by the owner' }],
      ]),
    ).toEqual(['cat by the owner', 'cat by a followee']);
  });

  it("'list' source: the members of one's list", async () => {
    const list = await ok<{ id: string }>('users/lists/create', alice, { name: 'friends' });
    await ok('users/lists/push', alice, { listId: list.id, userId: bob.id });
    expect(
      await catches({ src: 'list', userListId: list.id }, [
        [bob, { text: 'cat by a member' }],
        [carol, { text: 'cat by someone else' }],
      ]),
    ).toEqual(['cat by a member']);
    // Someone else's list is refused, with update's own error id.
    const carols = await ok<{ id: string }>('users/lists/create', carol, { name: 'mine' });
    const a = await antenna(alice);
    const res = await call('antennas/update', alice, { antennaId: a.id, src: 'list', userListId: carols.id });
    expect(errorOf(res)).toMatchObject({
      code: 'NO_SUCH_USER_LIST',
      id: '1c6b35c9-943e-48c2-81e4-2844989407f7',
    });
    // Deleting the list deletes the antennas reading from it, as Misskey's cascade does.
    const before = await ok<entities.Antenna[]>('antennas/list', alice);
    expect(before.map((x) => x.src).sort()).toEqual(['all', 'list']);
    await ok('users/lists/delete', alice, { listId: list.id });
    expect((await ok<entities.Antenna[]>('antennas/list', alice)).map((x) => x.id)).toEqual([a.id]);
  });

  it('excludeNotesInSensitiveChannel leaves out notes of sensitive channels only', async () => {
    const calm = await ok<{ id: string }>('channels/create', carol, { name: 'calm' });
    const spicy = await ok<{ id: string }>('channels/create', carol, { name: 'spicy', isSensitive: true });
    const strict = await antenna(alice, { name: 'strict', excludeNotesInSensitiveChannel: true });
    const any = await antenna(alice, { name: 'any' });
    await post(app, bob, { text: 'cat in a calm channel', channelId: calm.id });
    await post(app, bob, { text: 'cat in a sensitive channel', channelId: spicy.id });
    expect(await caught(alice, strict.id)).toEqual(['cat in a calm channel']);
    expect(await caught(alice, any.id)).toEqual(['cat in a sensitive channel', 'cat in a calm channel']);
  });

  it('an antenna keeps its newest 200 hits, as Misskey does', async () => {
    const a = await antenna(alice);
    const { createNote } = await import('../src/services/notes/create.js');
    const author = app.instance.users.findById(bob.id) as UserRow;
    for (let n = 1; n <= 205; n++) {
      createNote(app.instance, author, {
        text: `cat ${n}`,
        cw: null,
        visibility: 'public',
        visibleUserIds: [],
        localOnly: false,
        reply: null,
        renote: null,
        fileIds: [],
        poll: null,
      });
    }
    const first = await caught(alice, a.id);
    expect(first).toHaveLength(100);
    expect(first[0]).toBe('cat 205');
    const last = (
      await ok<entities.Note[]>('antennas/notes', alice, { antennaId: a.id, limit: 100, sinceId: '0' })
    ).map((n) => n.text);
    // The oldest kept is the 200th from the end; the first five were let go.
    expect(last[0]).toBe('cat 6');
  });

  it('an antenna idle for a week stops matching until read again', async () => {
    const a = await antenna(alice);
    app.instance.db
      .prepare('UPDATE antennas SET last_used_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString(), a.id);
    expect(await ok('antennas/show', alice, { antennaId: a.id })).toMatchObject({ isActive: false });
    await post(app, bob, { text: 'cat while idle' });
    expect(await caught(alice, a.id)).toEqual([]);
    expect(await ok('antennas/show', alice, { antennaId: a.id })).toMatchObject({ isActive: true });
    await post(app, bob, { text: 'cat after reading' });
    expect(await caught(alice, a.id)).toEqual(['cat after reading']);
  });
});
