import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, pathOf, upload, wav } from './drive-helpers.js';
import {
  addEmojiAs,
  call,
  emojiRowCount,
  signupAdmin,
  storedEmojiImages,
  uploadPicture,
} from './emoji-helpers.js';
import { errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let admin: TestAccount;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  admin = await signupAdmin(app);
});
afterEach(async () => {
  await app.close();
});

async function show(name: string): Promise<entities.EmojiDetailed | null> {
  const res = await call(app, 'emoji', null, { name });
  return res.statusCode === 200 ? (res.json() as entities.EmojiDetailed) : null;
}

describe('admin/emoji/update', () => {
  it('changes only the fields given', async () => {
    const emoji = await addEmojiAs(app, admin, 'cat', {
      category: 'Animals',
      aliases: ['kitty'],
      license: 'CC0',
    });
    const res = await call(app, 'admin/emoji/update', admin, {
      id: emoji.id,
      isSensitive: true,
      aliases: ['kitten', 'neko'],
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1', 'r1'],
    });
    expect(res.statusCode).toBe(204);
    expect(await show('cat')).toEqual({
      ...emoji,
      isSensitive: true,
      aliases: ['kitten', 'neko'],
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
    });
    await call(app, 'admin/emoji/update', admin, {
      name: 'cat',
      category: null,
      license: null,
      localOnly: true,
    });
    expect(await show('cat')).toMatchObject({
      category: null,
      license: null,
      localOnly: true,
      isSensitive: true,
    });
  });

  it('renames when given both id and name; the image follows the new name', async () => {
    const emoji = await addEmojiAs(app, admin, 'old_name');
    const res = await call(app, 'admin/emoji/update', admin, { id: emoji.id, name: 'new_name' });
    expect(res.statusCode).toBe(204);
    expect(await show('old_name')).toBeNull();
    expect(await show('new_name')).toMatchObject({
      id: emoji.id,
      url: expect.stringMatching(/\/emoji\/new_name\.webp$/),
    });
    expect((await app.inject({ method: 'GET', url: '/emoji/old_name.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/emoji/new_name.webp' })).statusCode).toBe(200);
  });

  it('replaces the image from another drive file; the URL stays and the ETag changes', async () => {
    const emoji = await addEmojiAs(app, admin, 'swap');
    const first = await app.inject({ method: 'GET', url: pathOf(emoji.url) });
    const tall = await uploadPicture(app, admin, 100, 400, 9);
    const res = await call(app, 'admin/emoji/update', admin, { id: emoji.id, fileId: tall.id });
    expect(res.statusCode).toBe(204);
    const second = await app.inject({ method: 'GET', url: pathOf(emoji.url) });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const meta = await sharp(second.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([32, 128]);
    expect(storedEmojiImages(dataDir)).toEqual([`${emoji.id}.webp`]);
  });

  it('refuses a taken name, an unknown emoji, a bad name and a bad file, changing nothing', async () => {
    const a = await addEmojiAs(app, admin, 'first');
    await addEmojiAs(app, admin, 'second');
    const before = await show('first');
    const bob = await signup(app, 'bob');
    const bobsFile = await uploadPicture(app, bob);
    const sound = await upload(app, admin, { name: 'a.wav', type: 'audio/wav', bytes: wav() });

    const cases: [Record<string, unknown>, string, string?][] = [
      [{ id: a.id, name: 'second' }, 'SAME_NAME_EMOJI_EXISTS', '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8'],
      [{ id: 'unknown000', isSensitive: true }, 'NO_SUCH_EMOJI', '684dec9d-a8c2-4364-9aa8-456c49cb1dc8'],
      [{ name: 'nobody', isSensitive: true }, 'NO_SUCH_EMOJI', '684dec9d-a8c2-4364-9aa8-456c49cb1dc8'],
      [{ id: a.id, name: 'bad name' }, 'INVALID_PARAM'],
      [{ id: a.id, fileId: bobsFile.id }, 'NO_SUCH_FILE', '14fb9fd9-0731-4e2f-aeb9-f09e4740333d'],
      [{ id: a.id, fileId: sound.id }, 'UNSUPPORTED_FILE_TYPE'],
      [{ isSensitive: true }, 'INVALID_PARAM'],
    ];
    for (const [body, code, id] of cases) {
      const res = await call(app, 'admin/emoji/update', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe(code);
      if (id) expect(errorOf(res).id).toBe(id);
    }
    expect(await show('first')).toEqual(before);
    expect(storedEmojiImages(dataDir)).toHaveLength(2);
  });

  it('refuses users without the right', async () => {
    const emoji = await addEmojiAs(app, admin, 'guarded');
    const bob = await signup(app, 'bob');
    const res = await call(app, 'admin/emoji/update', bob, { id: emoji.id, isSensitive: true });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('ROLE_PERMISSION_DENIED');
    expect((await show('guarded'))?.isSensitive).toBe(false);
  });
});

describe('admin/emoji/delete', () => {
  it('removes the emoji and its image', async () => {
    const emoji = await addEmojiAs(app, admin, 'gone');
    const res = await call(app, 'admin/emoji/delete', admin, { id: emoji.id });
    expect(res.statusCode).toBe(204);
    expect(await show('gone')).toBeNull();
    expect(emojiRowCount(app)).toBe(0);
    expect(storedEmojiImages(dataDir)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/emoji/gone.webp' })).statusCode).toBe(404);
  });

  it('answers NO_SUCH_EMOJI for an unknown id and refuses users without the right', async () => {
    const unknown = await call(app, 'admin/emoji/delete', admin, { id: 'unknown000' });
    expect(errorOf(unknown)).toMatchObject({
      code: 'NO_SUCH_EMOJI',
      id: 'be83669b-773a-44b7-b1f8-e5e5170ac3c2',
    });
    const emoji = await addEmojiAs(app, admin, 'kept');
    const bob = await signup(app, 'bob');
    const denied = await call(app, 'admin/emoji/delete', bob, { id: emoji.id });
    expect(errorOf(denied).code).toBe('ROLE_PERMISSION_DENIED');
    expect(await show('kept')).not.toBeNull();
  });
});

describe('admin/emoji/list', () => {
  it('pages newest first, filters by part of the name, and carries the admin fields', async () => {
    for (const name of ['alpha', 'beta', 'gamma', 'alpine']) await addEmojiAs(app, admin, name);
    const all = (await call(app, 'admin/emoji/list', admin, { limit: 10 })).json() as {
      name: string;
      id: string;
    }[];
    expect(all.map((e) => e.name)).toEqual(['alpine', 'gamma', 'beta', 'alpha']);
    const page = (await call(app, 'admin/emoji/list', admin, { limit: 2, untilId: all[1]?.id })).json() as {
      name: string;
    }[];
    expect(page.map((e) => e.name)).toEqual(['beta', 'alpha']);
    const found = (await call(app, 'admin/emoji/list', admin, { query: 'alp' })).json() as Record<
      string,
      unknown
    >[];
    expect(found.map((e) => e.name)).toEqual(['alpine', 'alpha']);
    expect(found[0]).toMatchObject({
      host: null,
      type: 'image/webp',
      uri: null,
      updatedAt: expect.any(String),
      publicUrl: expect.stringMatching(/\/emoji\/alpine\.webp$/),
    });
    // LIKE wildcards are matched literally.
    expect((await call(app, 'admin/emoji/list', admin, { query: '%' })).json()).toEqual([]);
  });

  it('is for emoji managers only', async () => {
    const bob = await signup(app, 'bob');
    expect(errorOf(await call(app, 'admin/emoji/list', bob)).code).toBe('ROLE_PERMISSION_DENIED');
  });
});

describe('GET /emoji/{name}.webp', () => {
  it('answers HEAD, revalidates with the ETag and caches for minutes only', async () => {
    await addEmojiAs(app, admin, 'cached');
    const get = await app.inject({ method: 'GET', url: '/emoji/cached.webp' });
    expect(get.headers['cache-control']).toMatch(/^public, max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(get.headers['cache-control']))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(get.headers.etag).toMatch(/^".+"$/);

    const head = await app.inject({ method: 'HEAD', url: '/emoji/cached.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);

    const again = await app.inject({
      method: 'GET',
      url: '/emoji/cached.webp',
      headers: { 'if-none-match': String(get.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/emoji/unknown.webp',
    '/emoji/cached@remote.example.webp',
    '/emoji/cached.png',
    '/emoji/..%2Fcached.webp',
    '/emoji/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  ])('answers 404 for %s', async (url) => {
    await addEmojiAs(app, admin, 'cached');
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });

  it("serves name@{this instance's host} as the local emoji", async () => {
    await addEmojiAs(app, admin, 'here');
    const host = new URL(app.instance.config.url).host;
    expect((await app.inject({ method: 'GET', url: `/emoji/here@${host}.webp` })).statusCode).toBe(200);
  });

  it('keeps working after the drive file it was made from is deleted', async () => {
    const file = await uploadPicture(app, admin);
    await call(app, 'admin/emoji/add', admin, { name: 'own_copy', fileId: file.id });
    const deleted = await call(app, 'drive/files/delete', admin, { fileId: file.id });
    expect(deleted.statusCode).toBe(204);
    const res = await app.inject({ method: 'GET', url: '/emoji/own_copy.webp' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });
});
