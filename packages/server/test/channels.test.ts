import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertFile } from '../src/services/drive/repository.js';
import { genId } from '../src/services/ids.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

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
const create = (who: TestAccount, body: Record<string, unknown> = {}) =>
  ok<entities.Channel>('channels/create', who, { name: 'Cats', ...body });
const names = (list: entities.Channel[]) => list.map((c) => c.name);

async function expectError(
  res: Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
  id?: string,
) {
  const answer = await res;
  expect(answer.statusCode).toBe(status);
  const error = errorOf(answer as never);
  expect(error.code).toBe(code);
  if (id) expect(error.id).toBe(id);
}

/** A drive file row of `owner` (channels only need its id and key). */
function driveFile(owner: TestAccount): string {
  const id = genId();
  insertFile(app.instance.db, {
    id,
    createdAt: new Date().toISOString(),
    userId: owner.id,
    folderId: null,
    name: 'banner.png',
    type: 'image/png',
    md5: id,
    size: 10,
    comment: null,
    isSensitive: false,
    blurhash: null,
    properties: {},
    accessKey: `key-${id}`,
    thumbnailKey: null,
  });
  return id;
}

describe('channels/create, show and update', () => {
  it('creates a channel with Misskey’s shape and defaults', async () => {
    const created = await create(bob, { description: 'about cats' });
    expect(created).toMatchObject({
      name: 'Cats',
      description: 'about cats',
      userId: bob.id,
      bannerUrl: null,
      bannerId: null,
      pinnedNoteIds: [],
      color: '#86b300',
      isArchived: false,
      usersCount: 0,
      notesCount: 0,
      lastNotedAt: null,
      isSensitive: false,
      allowRenoteToExternal: true,
      isFollowing: false,
      isFavorited: false,
      isMuting: false,
    });
    const shown = await ok<entities.Channel>('channels/show', null, { channelId: created.id });
    expect(shown.id).toBe(created.id);
    // Signed out: no per-viewer flags; show always carries the pinned notes.
    expect(shown).not.toHaveProperty('isFollowing');
    expect(shown.pinnedNotes).toEqual([]);
  });

  it('refuses bad input, a foreign banner and a missing channel', async () => {
    await expectError(call('channels/create', bob, { name: '' }), 400, 'INVALID_PARAM');
    await expectError(call('channels/create', bob, { name: 'x'.repeat(129) }), 400, 'INVALID_PARAM');
    await expectError(
      call('channels/create', bob, { name: 'a', color: 'x'.repeat(17) }),
      400,
      'INVALID_PARAM',
    );
    await expectError(call('channels/create', null, { name: 'a' }), 401, 'CREDENTIAL_REQUIRED');
    await expectError(
      call('channels/create', bob, { name: 'a', bannerId: driveFile(carol) }),
      400,
      'NO_SUCH_FILE',
      'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050',
    );
    await expectError(
      call('channels/show', null, { channelId: 'nope' }),
      400,
      'NO_SUCH_CHANNEL',
      '6f6c314b-7486-4897-8966-c04a66a02923',
    );
  });

  it('lets the owner and moderators update, nobody else', async () => {
    const channel = await create(bob);
    const banner = driveFile(bob);
    const updated = await ok<entities.Channel>('channels/update', bob, {
      channelId: channel.id,
      name: 'Dogs',
      color: '#ff0000',
      bannerId: banner,
      isSensitive: true,
      allowRenoteToExternal: false,
    });
    expect(updated).toMatchObject({ name: 'Dogs', color: '#ff0000', bannerId: banner, isSensitive: true });
    expect(updated.bannerUrl).toMatch(new RegExp(`/files/key-${banner}$`));
    expect(updated.allowRenoteToExternal).toBe(false);
    // Only what is given changes; a null flag is ignored, a null banner removes it.
    const again = await ok<entities.Channel>('channels/update', bob, {
      channelId: channel.id,
      isSensitive: null,
      bannerId: null,
      description: 'woof',
    });
    expect(again).toMatchObject({ name: 'Dogs', isSensitive: true, bannerId: null, description: 'woof' });

    await expectError(
      call('channels/update', carol, { channelId: channel.id, name: 'mine' }),
      400,
      'ACCESS_DENIED',
      '1fb7cb09-d46a-4fdf-b8df-057788cce513',
    );
    // alice is the first account, an administrator.
    expect(await ok('channels/update', alice, { channelId: channel.id, name: 'By staff' })).toMatchObject({
      name: 'By staff',
    });
    await expectError(
      call('channels/update', bob, { channelId: 'nope' }),
      400,
      'NO_SUCH_CHANNEL',
      'f9c5467f-d492-4c3c-9a8d-a70dacc86512',
    );
    await expectError(
      call('channels/update', bob, { channelId: channel.id, bannerId: driveFile(carol) }),
      400,
      'NO_SUCH_FILE',
      'e86c14a4-0da2-4032-8df3-e737a04c7f3b',
    );
  });

  it('pins notes in the owner’s order and shows only those the viewer may see', async () => {
    const channel = await create(bob);
    const first = await post(app, bob, { text: 'first', channelId: channel.id });
    const secret = await post(app, bob, { text: 'secret', visibility: 'specified' });
    const second = await post(app, carol, { text: 'second', channelId: channel.id });
    await ok('channels/update', bob, {
      channelId: channel.id,
      pinnedNoteIds: [second.id, secret.id, first.id],
    });
    const shown = await ok<entities.Channel>('channels/show', carol, { channelId: channel.id });
    expect(shown.pinnedNoteIds).toEqual([second.id, secret.id, first.id]);
    expect(shown.pinnedNotes?.map((n) => n.id)).toEqual([second.id, first.id]);
  });
});

describe('following, favorites and mutes', () => {
  it('follows and favorites, idempotently, and lists them', async () => {
    const cats = await create(bob);
    const dogs = await create(bob, { name: 'Dogs' });
    await ok('channels/follow', carol, { channelId: cats.id });
    await ok('channels/follow', carol, { channelId: cats.id });
    await ok('channels/follow', carol, { channelId: dogs.id });
    expect(names(await ok('channels/followed', carol))).toEqual(['Dogs', 'Cats']);
    expect(names(await ok('channels/followed', carol, { limit: 1 }))).toEqual(['Dogs']);
    expect(await ok('channels/show', carol, { channelId: cats.id })).toMatchObject({ isFollowing: true });
    await ok('channels/unfollow', carol, { channelId: cats.id });
    await ok('channels/unfollow', carol, { channelId: cats.id });
    expect(names(await ok('channels/followed', carol))).toEqual(['Dogs']);

    await ok('channels/favorite', carol, { channelId: cats.id });
    await ok('channels/favorite', carol, { channelId: cats.id });
    expect(names(await ok('channels/my-favorites', carol))).toEqual(['Cats']);
    expect(await ok('channels/show', carol, { channelId: cats.id })).toMatchObject({ isFavorited: true });
    await ok('channels/unfavorite', carol, { channelId: cats.id });
    expect(await ok('channels/my-favorites', carol)).toEqual([]);
    expect(await ok('channels/my-favorites', bob)).toEqual([]);
  });

  it('answers each endpoint’s own error for a missing channel and needs a sign-in', async () => {
    const ids: [string, string][] = [
      ['channels/follow', 'c0031718-d573-4e85-928e-10039f1fbb68'],
      ['channels/unfollow', '19959ee9-0153-4c51-bbd9-a98c49dc59d6'],
      ['channels/favorite', '4938f5f3-6167-4c04-9149-6607b7542861'],
      ['channels/unfavorite', '353c68dd-131a-476c-aa99-88a345e83668'],
      ['channels/timeline', '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f'],
      ['channels/mute/create', '7174361e-d58f-31d6-2e7c-6fb830786a3f'],
      ['channels/mute/delete', 'e7998769-6e94-d9c2-6b8f-94a527314aba'],
    ];
    for (const [endpoint, id] of ids) {
      await expectError(call(endpoint, carol, { channelId: 'nope' }), 400, 'NO_SUCH_CHANNEL', id);
    }
    const channel = await create(bob);
    for (const endpoint of ['channels/follow', 'channels/favorite', 'channels/mute/create']) {
      await expectError(call(endpoint, null, { channelId: channel.id }), 401, 'CREDENTIAL_REQUIRED');
    }
    for (const endpoint of [
      'channels/followed',
      'channels/owned',
      'channels/my-favorites',
      'channels/mute/list',
    ]) {
      await expectError(call(endpoint, null), 401, 'CREDENTIAL_REQUIRED');
    }
    await expectError(call('channels/followed', carol, { limit: 101 }), 400, 'INVALID_PARAM');
  });

  it('mutes and unmutes with Misskey’s errors, and an expired mute lapses', async () => {
    const channel = await create(bob);
    await ok('channels/mute/create', carol, { channelId: channel.id });
    expect(names(await ok('channels/mute/list', carol))).toEqual(['Cats']);
    expect(await ok('channels/show', carol, { channelId: channel.id })).toMatchObject({ isMuting: true });
    await expectError(
      call('channels/mute/create', carol, { channelId: channel.id }),
      400,
      'ALREADY_MUTING_CHANNEL',
      '5a251978-769a-da44-3e89-3931e43bb592',
    );
    await ok('channels/mute/delete', carol, { channelId: channel.id });
    await expectError(
      call('channels/mute/delete', carol, { channelId: channel.id }),
      400,
      'NOT_MUTING_CHANNEL',
      '14d55962-6ea8-d990-1333-d6bef78dc2ab',
    );
    await expectError(
      call('channels/mute/create', carol, { channelId: channel.id, expiresAt: Date.now() - 1000 }),
      400,
      'EXPIRES_AT_IS_PAST',
      '42b32236-df2c-a45f-fdbf-def67268f749',
    );
    await ok('channels/mute/create', carol, { channelId: channel.id, expiresAt: Date.now() + 60_000 });
    expect(await ok('channels/mute/list', carol)).toHaveLength(1);
    app.instance.db
      .prepare('UPDATE channel_mutings SET expires_at = ?')
      .run(new Date(Date.now() - 1).toISOString());
    expect(await ok('channels/mute/list', carol)).toEqual([]);
    // An expired mute may be made again.
    await ok('channels/mute/create', carol, { channelId: channel.id });
  });
});

describe('channel lists', () => {
  it('owned lists live channels of the user; search matches name and description', async () => {
    const cats = await create(bob, { description: 'whiskers' });
    await create(bob, { name: 'Dogs', description: 'barks 100%' });
    const old = await create(bob, { name: 'Old cats' });
    await create(carol, { name: 'Carol cats' });
    await ok('channels/update', bob, { channelId: old.id, isArchived: true });
    expect(names(await ok('channels/owned', bob))).toEqual(['Dogs', 'Cats']);
    expect(names(await ok('channels/owned', bob, { untilId: cats.id }))).toEqual([]);
    expect(names(await ok('channels/search', null, { query: 'cats', limit: 10 }))).toEqual([
      'Carol cats',
      'Cats',
    ]);
    expect(names(await ok('channels/search', null, { query: 'WHISK' }))).toEqual(['Cats']);
    expect(await ok('channels/search', null, { query: 'whisk', type: 'nameOnly' })).toEqual([]);
    // LIKE wildcards in the query are literal.
    expect(names(await ok('channels/search', null, { query: '0%' }))).toEqual(['Dogs']);
    expect(await ok('channels/search', null, { query: '_' })).toEqual([]);
    await expectError(call('channels/search', null, {}), 400, 'INVALID_PARAM');
  });

  it('featured lists live channels by their latest note', async () => {
    const cats = await create(bob);
    const dogs = await create(bob, { name: 'Dogs' });
    await create(bob, { name: 'Quiet' });
    await post(app, carol, { text: 'meow', channelId: cats.id });
    await post(app, carol, { text: 'woof', channelId: dogs.id });
    expect(names(await ok('channels/featured', null))).toEqual(['Dogs', 'Cats']);
    await ok('channels/update', bob, { channelId: dogs.id, isArchived: true });
    expect(names(await ok('channels/featured', null))).toEqual(['Cats']);
  });
});
