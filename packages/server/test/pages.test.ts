import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let alice: TestAccount; // the first account: the admin
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
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

const text = (id: string, t: string) => ({ id, type: 'text', text: t });

function page(who: TestAccount, body: Record<string, unknown> = {}): Promise<entities.Page> {
  return ok<entities.Page>('pages/create', who, {
    title: 'Hello',
    name: 'hello',
    content: [text('b1', 'First words')],
    variables: [],
    script: '',
    ...body,
  });
}

const picture = async (who: TestAccount, seed = 0) =>
  upload(app, who, { name: `p${seed}.png`, type: 'image/png', bytes: await image('png', 8, 8, seed) });

const names = (list: entities.Page[]) => list.map((p) => p.name);

describe('pages', () => {
  it('creates, shows (by id and by URL), updates and deletes a page with the Misskey shape', async () => {
    const created = await page(bob, { summary: 'A greeting', font: 'serif', alignCenter: true });
    expect(created).toMatchObject({
      title: 'Hello',
      name: 'hello',
      summary: 'A greeting',
      content: [text('b1', 'First words')],
      variables: [],
      script: '',
      font: 'serif',
      alignCenter: true,
      hideTitleWhenPinned: false,
      eyeCatchingImageId: null,
      eyeCatchingImage: null,
      attachedFiles: [],
      likedCount: 0,
      isLiked: false,
      userId: bob.id,
      user: { id: bob.id, username: 'bob' },
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        'alignCenter',
        'attachedFiles',
        'content',
        'createdAt',
        'eyeCatchingImage',
        'eyeCatchingImageId',
        'font',
        'hideTitleWhenPinned',
        'id',
        'isLiked',
        'likedCount',
        'name',
        'script',
        'summary',
        'title',
        'updatedAt',
        'user',
        'userId',
        'variables',
      ].sort(),
    );
    // Signed out: the same page, without isLiked; by URL, the username in any case.
    const byUrl = await ok<entities.Page>('pages/show', null, { username: 'BOB', name: 'hello' });
    expect(byUrl.id).toBe(created.id);
    expect(byUrl).not.toHaveProperty('isLiked');
    expect((await ok<entities.Page>('pages/show', carol, { pageId: created.id })).isLiked).toBe(false);

    // pages/update answers nothing; fields left out keep their value, null clears the summary.
    const res = await call('pages/update', bob, { pageId: created.id, title: 'Hi', summary: null });
    expect(res.statusCode).toBe(204);
    const updated = await ok<entities.Page>('pages/show', bob, { pageId: created.id });
    expect(updated).toMatchObject({ title: 'Hi', summary: null, name: 'hello', font: 'serif' });
    expect(updated.content).toEqual(created.content);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    await ok('pages/delete', bob, { pageId: created.id });
    expect(await codeOf('pages/show', bob, { pageId: created.id })).toBe('NO_SUCH_PAGE');
    expect(await codeOf('pages/show', null, { username: 'bob', name: 'hello' })).toBe('NO_SUCH_PAGE');
  });

  it('keeps names unique per user, and takes any non-empty name as Misskey does', async () => {
    const first = await page(bob);
    expect(
      await codeOf('pages/create', bob, {
        title: 't',
        name: 'hello',
        content: [],
        variables: [],
        script: '',
      }),
    ).toBe('NAME_ALREADY_EXISTS');
    // Another user may use the same name, and each URL answers its own page.
    const carols = await page(carol);
    expect((await ok<entities.Page>('pages/show', null, { username: 'carol', name: 'hello' })).id).toBe(
      carols.id,
    );
    const second = await page(bob, { name: 'second' });
    expect(await codeOf('pages/update', bob, { pageId: second.id, name: 'hello' })).toBe(
      'NAME_ALREADY_EXISTS',
    );
    // Renaming a page to its own name is no clash.
    await ok('pages/update', bob, { pageId: first.id, name: 'hello' });
    for (const name of ['', 'x'.repeat(257)]) {
      expect(
        await codeOf('pages/create', bob, { title: 't', name, content: [], variables: [], script: '' }),
      ).toBe('INVALID_PARAM');
    }
    // Any other text is a name, found again by the same text (clients encode it in the URL).
    for (const name of ['野の記録', 'has space', 'a/b', 'ünï', '🌼'.repeat(256)]) {
      const made = await page(bob, { name });
      expect(made.name).toBe(name);
      expect((await ok<entities.Page>('pages/show', null, { username: 'bob', name })).id).toBe(made.id);
    }
    expect(await codeOf('pages/show', null, { username: 'bob', name: '野の' })).toBe('NO_SUCH_PAGE');
  });

  it('lets only the owner edit; a moderator may delete, and that is logged', async () => {
    const bobs = await page(bob);
    expect(await codeOf('pages/update', carol, { pageId: bobs.id, title: 'mine now' })).toBe('ACCESS_DENIED');
    expect(await codeOf('pages/delete', carol, { pageId: bobs.id })).toBe('ACCESS_DENIED');
    expect(await codeOf('pages/update', carol, { pageId: 'nope', title: 'x' })).toBe('NO_SUCH_PAGE');
    expect(await codeOf('pages/delete', bob, { pageId: 'nope' })).toBe('NO_SUCH_PAGE');
    expect(
      await codeOf('pages/create', null, { title: 't', name: 'n', content: [], variables: [], script: '' }),
    ).toBe('CREDENTIAL_REQUIRED');
    expect((await ok<entities.Page>('pages/show', bob, { pageId: bobs.id })).title).toBe('Hello');

    await ok('pages/delete', alice, { pageId: bobs.id });
    expect(await codeOf('pages/show', null, { pageId: bobs.id })).toBe('NO_SUCH_PAGE');
    const logs = await ok<entities.AdminShowModerationLogsResponse>('admin/show-moderation-logs', alice, {
      type: 'deletePage',
    });
    expect(logs[0]).toMatchObject({ type: 'deletePage', info: { pageId: bobs.id, pageUserId: bob.id } });
  });

  it('stores only the four block types, within bounds, with images from the own drive', async () => {
    const own = await picture(bob, 1);
    const eye = await picture(bob, 2);
    const foreign = await picture(carol, 3);
    const created = await page(bob, {
      eyeCatchingImageId: eye.id,
      content: [
        { ...text('t1', 'intro'), html: '<b>dropped</b>' },
        {
          id: 's1',
          type: 'section',
          title: 'Part',
          children: [
            { id: 'i1', type: 'image', fileId: own.id },
            { id: 'n1', type: 'note', note: null, detailed: true },
          ],
        },
        { id: 'i2', type: 'image', fileId: null },
      ],
    });
    expect(created.content).toEqual([
      text('t1', 'intro'),
      {
        id: 's1',
        type: 'section',
        title: 'Part',
        children: [
          { id: 'i1', type: 'image', fileId: own.id },
          { id: 'n1', type: 'note', note: null, detailed: true },
        ],
      },
      { id: 'i2', type: 'image', fileId: null },
    ]);
    expect(created.eyeCatchingImage).toMatchObject({ id: eye.id, url: eye.url });
    expect(created.attachedFiles.map((f) => f.id)).toEqual([own.id]);

    // Checked as alice: pages/create allows ten calls an hour, as Misskey.
    const bad = async (content: unknown[]) =>
      errorOf(
        await call('pages/create', alice, { title: 't', name: 'x', content, variables: [], script: '' }),
      );
    expect((await bad([{ id: 'a', type: 'button', text: 'go' }])).info).toMatchObject({
      param: 'content[0].type',
    });
    expect((await bad([{ id: 'a', type: 'text' }])).info).toMatchObject({ param: 'content[0].text' });
    expect((await bad([{ type: 'text', text: 'no id' }])).code).toBe('INVALID_PARAM');
    expect((await bad([{ id: 'a', type: 'section', title: 's' }])).code).toBe('INVALID_PARAM');
    expect((await bad([text('a', 'x'.repeat(32_769))])).code).toBe('INVALID_PARAM');
    let deep: Record<string, unknown> = text('leaf', 'deep');
    for (let i = 0; i < 9; i++) deep = { id: `s${i}`, type: 'section', title: 's', children: [deep] };
    expect((await bad([deep])).code).toBe('INVALID_PARAM');
    expect((await bad(Array.from({ length: 1001 }, (_, i) => text(`b${i}`, 'x')))).code).toBe(
      'INVALID_PARAM',
    );
    // A hundred blocks is an ordinary page.
    await page(bob, { name: 'long', content: Array.from({ length: 100 }, (_, i) => text(`b${i}`, 'x')) });

    // Someone else's file, as eye-catcher or image block, is refused; so on update.
    expect((await bad([{ id: 'i', type: 'image', fileId: foreign.id }])).code).toBe('NO_SUCH_FILE');
    expect(
      await codeOf('pages/create', bob, {
        title: 't',
        name: 'y',
        content: [],
        variables: [],
        script: '',
        eyeCatchingImageId: foreign.id,
      }),
    ).toBe('NO_SUCH_FILE');
    expect(await codeOf('pages/update', bob, { pageId: created.id, eyeCatchingImageId: foreign.id })).toBe(
      'NO_SUCH_FILE',
    );
    await ok('pages/update', bob, { pageId: created.id, eyeCatchingImageId: null });
    expect((await ok<entities.Page>('pages/show', bob, { pageId: created.id })).eyeCatchingImage).toBeNull();

    // Files deleted from the drive leave the page: the eye-catcher is unset, the image shows
    // nothing, and the editor may still save the page with that block in it.
    await ok('pages/update', bob, { pageId: created.id, eyeCatchingImageId: eye.id });
    await ok('drive/files/delete', bob, { fileId: eye.id });
    await ok('drive/files/delete', bob, { fileId: own.id });
    const after = await ok<entities.Page>('pages/show', bob, { pageId: created.id });
    expect(after).toMatchObject({ eyeCatchingImageId: null, eyeCatchingImage: null, attachedFiles: [] });
    await ok('pages/update', bob, { pageId: created.id, title: 'Saved again', content: after.content });
    expect(
      await codeOf('pages/update', bob, {
        pageId: created.id,
        content: [{ id: 'x', type: 'image', fileId: foreign.id }],
      }),
    ).toBe('NO_SUCH_FILE');
  });

  it('counts likes, answers isLiked, lists the liker’s likes and features the most liked', async () => {
    const one = await page(bob, { name: 'one' });
    const two = await page(bob, { name: 'two' });
    await page(bob, { name: 'unliked' });
    expect(await ok('pages/featured', null)).toEqual([]);

    await ok('pages/like', carol, { pageId: one.id });
    await ok('pages/like', carol, { pageId: two.id });
    await ok('pages/like', alice, { pageId: two.id });
    expect(await codeOf('pages/like', carol, { pageId: one.id })).toBe('ALREADY_LIKED');
    expect(await codeOf('pages/like', bob, { pageId: one.id })).toBe('YOUR_PAGE');
    expect(await codeOf('pages/like', carol, { pageId: 'nope' })).toBe('NO_SUCH_PAGE');

    const seen = await ok<entities.Page>('pages/show', carol, { pageId: two.id });
    expect(seen).toMatchObject({ likedCount: 2, isLiked: true });
    expect((await ok<entities.Page>('pages/show', bob, { pageId: two.id })).isLiked).toBe(false);
    expect(names(await ok('pages/featured', null))).toEqual(['two', 'one']);

    const likes = await ok<entities.IPageLikesResponse>('i/page-likes', carol);
    expect(likes.map((l) => l.page.name)).toEqual(['two', 'one']);
    expect(likes[0]?.page.isLiked).toBe(true);
    const older = await ok<entities.IPageLikesResponse>('i/page-likes', carol, { untilId: likes[0]?.id });
    expect(older.map((l) => l.page.name)).toEqual(['one']);

    await ok('pages/unlike', carol, { pageId: two.id });
    expect(await codeOf('pages/unlike', carol, { pageId: two.id })).toBe('NOT_LIKED');
    expect((await ok<entities.Page>('pages/show', carol, { pageId: two.id })).likedCount).toBe(1);
    expect((await ok<entities.IPageLikesResponse>('i/page-likes', carol)).map((l) => l.page.name)).toEqual([
      'one',
    ]);
    // A tie in likes puts the newer page first.
    expect(names(await ok('pages/featured', null))).toEqual(['two', 'one']);

    // A liker who deletes their account takes their likes along, and the counts follow.
    await ok('i/delete-account', carol, { password: 'pw-secret' });
    expect((await ok<entities.Page>('pages/show', null, { pageId: one.id })).likedCount).toBe(0);
    expect(names(await ok('pages/featured', null))).toEqual(['two']);
  });

  it('lists a user’s pages newest first with paging, and hides a suspended owner’s', async () => {
    const first = await page(bob, { name: 'first' });
    await page(bob, { name: 'second' });
    const third = await page(bob, { name: 'third' });
    await page(carol, { name: 'other' });
    expect(names(await ok('users/pages', null, { userId: bob.id }))).toEqual(['third', 'second', 'first']);
    expect(names(await ok('users/pages', null, { userId: bob.id, limit: 2 }))).toEqual(['third', 'second']);
    expect(names(await ok('users/pages', null, { userId: bob.id, untilId: third.id }))).toEqual([
      'second',
      'first',
    ]);
    expect(names(await ok('users/pages', null, { userId: bob.id, sinceId: first.id }))).toEqual([
      'second',
      'third',
    ]);
    expect(names(await ok('i/pages', bob, { limit: 1 }))).toEqual(['third']);
    expect(names(await ok('i/pages', carol))).toEqual(['other']);
    await ok('pages/like', carol, { pageId: first.id });

    await ok('admin/suspend-user', alice, { userId: bob.id });
    expect(await ok('users/pages', carol, { userId: bob.id })).toEqual([]);
    expect(await codeOf('pages/show', carol, { pageId: first.id })).toBe('NO_SUCH_PAGE');
    expect(await codeOf('pages/show', null, { username: 'bob', name: 'first' })).toBe('NO_SUCH_PAGE');
    expect(await codeOf('pages/like', carol, { pageId: third.id })).toBe('NO_SUCH_PAGE');
    expect(await ok('pages/featured', carol)).toEqual([]);
    expect(await ok('i/page-likes', carol)).toEqual([]);
    // Staff still see it, to moderate it.
    expect((await ok<entities.Page>('pages/show', alice, { pageId: first.id })).name).toBe('first');
  });

  it('asks app tokens for the Misskey permissions', async () => {
    const bobs = await page(bob);
    const tokenWith = async (permission: string[]) => {
      const { token } = await ok<{ token: string }>('miauth/gen-token', carol, {
        session: null,
        name: 'App',
        permission,
      });
      return { ...carol, token };
    };
    const reader = await tokenWith(['read:pages', 'read:page-likes']);
    expect(
      await codeOf('pages/create', reader, { title: 't', name: 'n', content: [], variables: [], script: '' }),
    ).toBe('PERMISSION_DENIED');
    expect(await codeOf('pages/like', reader, { pageId: bobs.id })).toBe('PERMISSION_DENIED');
    expect(await ok('i/pages', reader)).toEqual([]);
    expect(await ok('i/page-likes', reader)).toEqual([]);
    const writer = await tokenWith(['write:pages', 'write:page-likes']);
    await ok('pages/like', writer, { pageId: bobs.id });
    await ok('pages/create', writer, { title: 't', name: 'n', content: [], variables: [], script: '' });
    expect(await codeOf('i/pages', writer)).toBe('PERMISSION_DENIED');
    expect(await codeOf('i/page-likes', writer)).toBe('PERMISSION_DENIED');
    // page-push is for the user's own session only.
    expect(await codeOf('page-push', writer, { pageId: bobs.id, event: 'x' })).toBe('ACCESS_DENIED');
  });

  it('pushes a page event to the owner’s main stream with who sent it', async () => {
    const bobs = await page(bob);
    const baseUrl = await listen(app);
    const socket = await TestSocket.open(baseUrl, bob.token);
    try {
      socket.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
      await socket.until(
        () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
        'connected',
      );
      await ok('page-push', carol, { pageId: bobs.id, event: 'clicked', var: { n: 1 } });
      expect(await codeOf('page-push', carol, { pageId: 'nope', event: 'clicked' })).toBe('NO_SUCH_PAGE');
      await socket.until(() => socket.channelMessages('m', 'pageEvent').length > 0, 'pageEvent');
      expect(socket.channelMessages('m', 'pageEvent')).toEqual([
        expect.objectContaining({
          pageId: bobs.id,
          event: 'clicked',
          var: { n: 1 },
          userId: carol.id,
          user: expect.objectContaining({ id: carol.id, username: 'carol' }),
        }),
      ]);
    } finally {
      socket.close();
    }
  });
});
