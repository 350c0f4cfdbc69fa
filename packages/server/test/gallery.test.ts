import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { image, upload } from './drive-helpers.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let db: Database;
let alice: TestAccount; // the first account: the admin
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  // A drive in a temporary folder, and the database at hand to age a post.
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-gallery-'));
  db = openDatabase(':memory:');
  app = await createTestApp({
    db,
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', dataDir }),
  });
  app.addHook('onClose', async () => {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
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
const codeOf = async (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  errorOf(await call(endpoint, who, body)).code;

let seed = 0;
const picture = async (who: TestAccount) => {
  seed += 1;
  return upload(app, who, { name: `p${seed}.png`, type: 'image/png', bytes: await image('png', 8, 8, seed) });
};

async function post(who: TestAccount, body: Record<string, unknown> = {}): Promise<entities.GalleryPost> {
  const fileIds = body.fileIds ?? [(await picture(who)).id];
  return ok<entities.GalleryPost>('gallery/posts/create', who, { title: 'Sunset', ...body, fileIds });
}

const titles = (list: entities.GalleryPost[]) => list.map((p) => p.title);

describe('gallery', () => {
  it('creates, shows, updates and deletes a post with the Misskey shape', async () => {
    const [a, b] = [await picture(bob), await picture(bob)];
    const created = await post(bob, { description: 'Seen from the hill', fileIds: [b.id, a.id] });
    expect(created).toMatchObject({
      title: 'Sunset',
      description: 'Seen from the hill',
      fileIds: [b.id, a.id],
      isSensitive: false,
      likedCount: 0,
      isLiked: false,
      userId: bob.id,
      user: { id: bob.id, username: 'bob' },
    });
    expect(created.files?.map((f) => f.id)).toEqual([b.id, a.id]);
    expect(created.files?.[0]?.url).toBe(b.url);
    expect(Object.keys(created).sort()).toEqual(
      [
        'createdAt',
        'description',
        'fileIds',
        'files',
        'id',
        'isLiked',
        'isSensitive',
        'likedCount',
        'title',
        'updatedAt',
        'user',
        'userId',
      ].sort(),
    );
    const shown = await ok<entities.GalleryPost>('gallery/posts/show', null, { postId: created.id });
    expect(shown.id).toBe(created.id);
    expect(shown).not.toHaveProperty('isLiked');

    const sensitive = await ok<entities.GalleryPost>('gallery/posts/update', bob, {
      postId: created.id,
      isSensitive: true,
      fileIds: [a.id],
    });
    expect(sensitive).toMatchObject({ isSensitive: true, fileIds: [a.id], title: 'Sunset' });
    // Fields left out keep their value: isSensitive stays set.
    const renamed = await ok<entities.GalleryPost>('gallery/posts/update', bob, {
      postId: created.id,
      title: 'Dusk',
      description: null,
    });
    expect(renamed).toMatchObject({ title: 'Dusk', description: null, isSensitive: true, fileIds: [a.id] });

    // A file deleted from the drive drops out of the post.
    const two = await post(bob, { fileIds: [a.id, b.id] });
    await ok('drive/files/delete', bob, { fileId: b.id });
    expect((await ok<entities.GalleryPost>('gallery/posts/show', bob, { postId: two.id })).fileIds).toEqual([
      a.id,
    ]);

    await ok('gallery/posts/delete', bob, { postId: created.id });
    expect(await codeOf('gallery/posts/show', bob, { postId: created.id })).toBe('NO_SUCH_POST');
  });

  it('takes 1 to 32 of the poster’s own files and a title', async () => {
    const mine = await picture(bob);
    const foreign = await picture(carol);
    expect(await codeOf('gallery/posts/create', bob, { title: 'x', fileIds: [] })).toBe('INVALID_PARAM');
    expect(await codeOf('gallery/posts/create', bob, { title: '', fileIds: [mine.id] })).toBe(
      'INVALID_PARAM',
    );
    expect(await codeOf('gallery/posts/create', bob, { title: 'x', fileIds: [mine.id, mine.id] })).toBe(
      'INVALID_PARAM',
    );
    const many = Array.from({ length: 33 }, (_, i) => `f${i}`);
    expect(await codeOf('gallery/posts/create', bob, { title: 'x', fileIds: many })).toBe('INVALID_PARAM');
    expect(await codeOf('gallery/posts/create', bob, { title: 'x', fileIds: [mine.id, foreign.id] })).toBe(
      'NO_SUCH_FILE',
    );
    expect(await codeOf('gallery/posts/create', bob, { title: 'x', fileIds: ['missing'] })).toBe(
      'NO_SUCH_FILE',
    );
    expect(await ok('i/gallery/posts', bob)).toEqual([]);
    const created = await post(bob, { fileIds: [mine.id] });
    expect(await codeOf('gallery/posts/update', bob, { postId: created.id, fileIds: [foreign.id] })).toBe(
      'NO_SUCH_FILE',
    );
    expect(await codeOf('gallery/posts/create', null, { title: 'x', fileIds: [mine.id] })).toBe(
      'CREDENTIAL_REQUIRED',
    );
  });

  it('lets only the owner edit; a moderator may delete, and that is logged', async () => {
    const bobs = await post(bob);
    expect(await codeOf('gallery/posts/update', carol, { postId: bobs.id, title: 'mine' })).toBe(
      'ACCESS_DENIED',
    );
    expect(await codeOf('gallery/posts/delete', carol, { postId: bobs.id })).toBe('ACCESS_DENIED');
    expect(await codeOf('gallery/posts/update', carol, { postId: 'nope', title: 'x' })).toBe('NO_SUCH_POST');
    expect(await codeOf('gallery/posts/delete', bob, { postId: 'nope' })).toBe('NO_SUCH_POST');
    expect((await ok<entities.GalleryPost>('gallery/posts/show', null, { postId: bobs.id })).title).toBe(
      'Sunset',
    );

    await ok('gallery/posts/delete', alice, { postId: bobs.id });
    expect(await codeOf('gallery/posts/show', null, { postId: bobs.id })).toBe('NO_SUCH_POST');
    const logs = await ok<entities.AdminShowModerationLogsResponse>('admin/show-moderation-logs', alice, {
      type: 'deleteGalleryPost',
    });
    expect(logs[0]).toMatchObject({
      type: 'deleteGalleryPost',
      info: { postId: bobs.id, postUserId: bob.id },
    });
  });

  it('counts likes, answers isLiked and lists the liker’s likes', async () => {
    const one = await post(bob, { title: 'one' });
    const two = await post(bob, { title: 'two' });
    await ok('gallery/posts/like', carol, { postId: one.id });
    await ok('gallery/posts/like', carol, { postId: two.id });
    await ok('gallery/posts/like', alice, { postId: two.id });
    expect(await codeOf('gallery/posts/like', carol, { postId: one.id })).toBe('ALREADY_LIKED');
    expect(await codeOf('gallery/posts/like', bob, { postId: one.id })).toBe('YOUR_POST');
    expect(await codeOf('gallery/posts/like', carol, { postId: 'nope' })).toBe('NO_SUCH_POST');
    expect(await ok('gallery/posts/show', carol, { postId: two.id })).toMatchObject({
      likedCount: 2,
      isLiked: true,
    });
    expect((await ok<entities.GalleryPost>('gallery/posts/show', bob, { postId: two.id })).isLiked).toBe(
      false,
    );

    const likes = await ok<entities.IGalleryLikesResponse>('i/gallery/likes', carol);
    expect(likes.map((l) => l.post.title)).toEqual(['two', 'one']);
    const older = await ok<entities.IGalleryLikesResponse>('i/gallery/likes', carol, {
      untilId: likes[0]?.id,
    });
    expect(older.map((l) => l.post.title)).toEqual(['one']);

    await ok('gallery/posts/unlike', carol, { postId: two.id });
    expect(await codeOf('gallery/posts/unlike', carol, { postId: two.id })).toBe('NOT_LIKED');
    expect((await ok<entities.GalleryPost>('gallery/posts/show', carol, { postId: two.id })).likedCount).toBe(
      1,
    );
    expect(
      (await ok<entities.IGalleryLikesResponse>('i/gallery/likes', carol)).map((l) => l.post.title),
    ).toEqual(['one']);

    // A liker who deletes their account takes their likes along, and the counts follow.
    const dave = await signup(app, 'dave', 'pw-secret');
    await ok('gallery/posts/like', dave, { postId: one.id });
    expect(titles(await ok('gallery/popular', null))).toEqual(['one', 'two']);
    await ok('i/delete-account', dave, { password: 'pw-secret' });
    const after = await ok<entities.GalleryPost>('gallery/posts/show', null, { postId: one.id });
    expect(after.likedCount).toBe(1);
  });

  it('ranks popular by all likes and featured by likes in a post’s first days, newest first', async () => {
    const old = await post(bob, { title: 'old' });
    const quiet = await post(bob, { title: 'quiet' });
    const loved = await post(bob, { title: 'loved' });
    await post(bob, { title: 'unliked' });
    expect(await ok('gallery/featured', null)).toEqual([]);
    expect(await ok('gallery/popular', null)).toEqual([]);
    // A post from ten days ago: likes it gets now are past its first three days.
    db.prepare('UPDATE gallery_posts SET created_at = ? WHERE id = ?').run(
      new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString(),
      old.id,
    );
    for (const who of [alice, carol]) await ok('gallery/posts/like', who, { postId: old.id });
    for (const who of [alice, carol]) await ok('gallery/posts/like', who, { postId: loved.id });
    await ok('gallery/posts/like', carol, { postId: quiet.id });

    expect(titles(await ok('gallery/popular', null))).toEqual(['loved', 'old', 'quiet']);
    expect(titles(await ok('gallery/featured', null))).toEqual(['loved', 'quiet']);
    expect(titles(await ok('gallery/featured', null, { limit: 1 }))).toEqual(['loved']);
    expect(titles(await ok('gallery/featured', null, { untilId: loved.id }))).toEqual(['quiet']);
  });

  it('lists recent, a user’s and one’s own posts with paging, and hides a suspended poster’s', async () => {
    const first = await post(bob, { title: 'first' });
    await post(carol, { title: 'second' });
    const third = await post(bob, { title: 'third' });
    expect(titles(await ok('gallery/posts', null))).toEqual(['third', 'second', 'first']);
    expect(titles(await ok('gallery/posts', null, { limit: 2 }))).toEqual(['third', 'second']);
    expect(titles(await ok('gallery/posts', null, { untilId: third.id }))).toEqual(['second', 'first']);
    expect(titles(await ok('gallery/posts', null, { sinceId: first.id }))).toEqual(['second', 'third']);
    expect(titles(await ok('users/gallery/posts', null, { userId: bob.id }))).toEqual(['third', 'first']);
    expect(titles(await ok('users/gallery/posts', null, { userId: bob.id, untilId: third.id }))).toEqual([
      'first',
    ]);
    expect(titles(await ok('i/gallery/posts', carol))).toEqual(['second']);
    await ok('gallery/posts/like', carol, { postId: first.id });

    await ok('admin/suspend-user', alice, { userId: bob.id });
    expect(titles(await ok('gallery/posts', carol))).toEqual(['second']);
    expect(await ok('users/gallery/posts', carol, { userId: bob.id })).toEqual([]);
    expect(await codeOf('gallery/posts/show', carol, { postId: first.id })).toBe('NO_SUCH_POST');
    expect(await ok('gallery/popular', carol)).toEqual([]);
    expect(await ok('gallery/featured', carol)).toEqual([]);
    expect(await ok('i/gallery/likes', carol)).toEqual([]);
    // Staff still see them, to moderate them.
    expect(titles(await ok('gallery/posts', alice))).toEqual(['third', 'second', 'first']);
  });

  it('asks app tokens for the Misskey permissions', async () => {
    const bobs = await post(bob);
    const file = await picture(carol);
    const tokenWith = async (permission: string[]) => {
      const { token } = await ok<{ token: string }>('miauth/gen-token', carol, {
        session: null,
        name: 'App',
        permission,
      });
      return { ...carol, token };
    };
    const reader = await tokenWith(['read:gallery', 'read:gallery-likes']);
    expect(await codeOf('gallery/posts/create', reader, { title: 't', fileIds: [file.id] })).toBe(
      'PERMISSION_DENIED',
    );
    expect(await codeOf('gallery/posts/like', reader, { postId: bobs.id })).toBe('PERMISSION_DENIED');
    expect(await ok('i/gallery/posts', reader)).toEqual([]);
    expect(await ok('i/gallery/likes', reader)).toEqual([]);
    const writer = await tokenWith(['write:gallery', 'write:gallery-likes']);
    await ok('gallery/posts/like', writer, { postId: bobs.id });
    await ok('gallery/posts/create', writer, { title: 't', fileIds: [file.id] });
    expect(await codeOf('i/gallery/posts', writer)).toBe('PERMISSION_DENIED');
    expect(await codeOf('i/gallery/likes', writer)).toBe('PERMISSION_DENIED');
    // The public lists need no permission at all.
    expect(titles(await ok('gallery/posts', writer))).toEqual(['t', 'Sunset']);
  });
});
