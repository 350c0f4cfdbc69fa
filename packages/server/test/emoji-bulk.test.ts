import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp } from './drive-helpers.js';
import {
  addEmojiAs,
  call,
  emojiRowCount,
  signupAdmin,
  signupModerator,
  storedEmojiImages,
} from './emoji-helpers.js';
import { errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;
let cat: entities.EmojiDetailed;
let dog: entities.EmojiDetailed;
let fox: entities.EmojiDetailed;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signupAdmin(app);
  cat = await addEmojiAs(app, admin, 'cat', { category: 'Pets', aliases: ['kitty', 'neko'], license: 'CC0' });
  dog = await addEmojiAs(app, admin, 'dog', { aliases: ['puppy'] });
  fox = await addEmojiAs(app, admin, 'fox', { category: 'Wild' });
});
afterEach(async () => {
  await app.close();
});

async function show(name: string): Promise<entities.EmojiDetailed | null> {
  const res = await call(app, 'emoji', null, { name });
  return res.statusCode === 200 ? (res.json() as entities.EmojiDetailed) : null;
}

async function ok(endpoint: string, body: Record<string, unknown>, who = admin): Promise<void> {
  const res = await call(app, endpoint, who, body);
  expect(res.statusCode, res.body).toBe(204);
}

describe('admin/emoji/*-bulk', () => {
  it('sets and clears the category of the listed emoji only, skipping unknown ids', async () => {
    await ok('admin/emoji/set-category-bulk', { ids: [cat.id, dog.id, 'nosuchid'], category: ' Animals ' });
    expect((await show('cat'))?.category).toBe('Animals');
    expect((await show('dog'))?.category).toBe('Animals');
    expect((await show('fox'))?.category).toBe('Wild');
    await ok('admin/emoji/set-category-bulk', { ids: [cat.id], category: null });
    expect((await show('cat'))?.category).toBeNull();
    expect((await show('dog'))?.category).toBe('Animals');
  });

  it('sets and clears the licence', async () => {
    await ok('admin/emoji/set-license-bulk', { ids: [dog.id, fox.id], license: 'CC BY 4.0' });
    expect((await show('dog'))?.license).toBe('CC BY 4.0');
    expect((await show('fox'))?.license).toBe('CC BY 4.0');
    expect((await show('cat'))?.license).toBe('CC0');
    await ok('admin/emoji/set-license-bulk', { ids: [dog.id] });
    expect((await show('dog'))?.license).toBeNull();
  });

  it('sets, adds and removes aliases, each alias once', async () => {
    await ok('admin/emoji/add-aliases-bulk', { ids: [cat.id, dog.id], aliases: ['pet', 'kitty', ' '] });
    expect((await show('cat'))?.aliases).toEqual(['kitty', 'neko', 'pet']);
    expect((await show('dog'))?.aliases).toEqual(['puppy', 'pet', 'kitty']);
    expect((await show('fox'))?.aliases).toEqual([]);

    await ok('admin/emoji/remove-aliases-bulk', {
      ids: [cat.id, dog.id, fox.id],
      aliases: ['pet', 'neko', 'kitty'],
    });
    expect((await show('cat'))?.aliases).toEqual([]);
    expect((await show('dog'))?.aliases).toEqual(['puppy']);

    await ok('admin/emoji/set-aliases-bulk', { ids: [cat.id, fox.id], aliases: ['animal', 'animal'] });
    expect((await show('cat'))?.aliases).toEqual(['animal']);
    expect((await show('fox'))?.aliases).toEqual(['animal']);
    expect((await show('dog'))?.aliases).toEqual(['puppy']);
  });

  it('a change moves updatedAt on, so the image URL revalidates', async () => {
    const before = await okAs<entities.EmojiDetailedAdmin[]>(app, 'admin/emoji/list', admin, {
      query: 'cat',
    });
    await ok('admin/emoji/set-category-bulk', { ids: [cat.id], category: 'Pets' });
    const after = await okAs<entities.EmojiDetailedAdmin[]>(app, 'admin/emoji/list', admin, { query: 'cat' });
    expect(Date.parse(after[0]?.updatedAt ?? '')).toBeGreaterThan(Date.parse(before[0]?.updatedAt ?? ''));
  });

  it('deletes the listed emoji and their images, logging each as deleteCustomEmoji', async () => {
    await ok('admin/emoji/delete-bulk', { ids: [cat.id, fox.id, 'nosuchid'] });
    expect(await show('cat')).toBeNull();
    expect(await show('fox')).toBeNull();
    expect(await show('dog')).not.toBeNull();
    expect(emojiRowCount(app)).toBe(1);
    expect(storedEmojiImages(dataDir)).toHaveLength(1);

    const logs = await okAs<{ type: string; info: { emojiId: string } }[]>(
      app,
      'admin/show-moderation-logs',
      admin,
      {},
    );
    const deletions = logs.filter((l) => l.type === 'deleteCustomEmoji').map((l) => l.info.emojiId);
    expect(deletions.sort()).toEqual([cat.id, fox.id].sort());
  });

  it('tell every connection once per action: the changed emoji, then the deleted ones', async () => {
    const socket = await TestSocket.open(await listen(app));
    try {
      const ofType = (type: string) =>
        socket.messages
          .filter(
            (m): m is { type: string; body: { emojis: { name: string; category: string | null }[] } } =>
              (m as { type?: string }).type === type,
          )
          .map((m) => m.body.emojis);
      await ok('admin/emoji/set-category-bulk', { ids: [cat.id, dog.id], category: 'Zoo' });
      await socket.until(() => ofType('emojiUpdated').length >= 1, 'emojiUpdated');
      expect(ofType('emojiUpdated')[0]?.map((e) => [e.name, e.category])).toEqual([
        ['cat', 'Zoo'],
        ['dog', 'Zoo'],
      ]);
      await ok('admin/emoji/delete-bulk', { ids: [cat.id, fox.id] });
      await socket.until(() => ofType('emojiDeleted').length >= 1, 'emojiDeleted');
      expect(ofType('emojiDeleted')[0]?.map((e) => e.name)).toEqual(['cat', 'fox']);
      expect(ofType('emojiUpdated')).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('are for moderators and holders of canManageCustomEmojis only', async () => {
    const carol = await signup(app, 'carol');
    const bodies: [string, Record<string, unknown>][] = [
      ['admin/emoji/set-category-bulk', { ids: [cat.id], category: 'X' }],
      ['admin/emoji/set-license-bulk', { ids: [cat.id], license: 'X' }],
      ['admin/emoji/set-aliases-bulk', { ids: [cat.id], aliases: ['x'] }],
      ['admin/emoji/add-aliases-bulk', { ids: [cat.id], aliases: ['x'] }],
      ['admin/emoji/remove-aliases-bulk', { ids: [cat.id], aliases: ['kitty'] }],
      ['admin/emoji/delete-bulk', { ids: [cat.id] }],
    ];
    for (const [endpoint, body] of bodies) {
      expect(errorOf(await call(app, endpoint, carol, body)).code, endpoint).toBe('ROLE_PERMISSION_DENIED');
      expect((await call(app, endpoint, null, body)).statusCode, endpoint).toBe(401);
    }
    expect(await show('cat')).toMatchObject({ category: 'Pets', license: 'CC0', aliases: ['kitty', 'neko'] });

    const mod = await signupModerator(app);
    await ok('admin/emoji/set-category-bulk', { ids: [cat.id], category: 'ByMod' }, mod);
    expect((await show('cat'))?.category).toBe('ByMod');

    await ok('admin/roles/update-default-policies', { policies: { canManageCustomEmojis: true } });
    await ok('admin/emoji/delete-bulk', { ids: [dog.id] }, carol);
    expect(await show('dog')).toBeNull();
  });
});
