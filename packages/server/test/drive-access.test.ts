import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, pathOf, storedFiles, upload, wav } from './drive-helpers.js';
import { api, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let dataDir: string;
let alice: TestAccount;
let bob: TestAccount;
let mod: TestAccount;
let file: entities.DriveFile;

beforeEach(async () => {
  ({ app, dataDir } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  mod = await signup(app, 'carol', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
  file = await upload(app, alice, { name: 'cat.png', type: 'image/png', bytes: await image('png') });
});
afterEach(async () => {
  await app.close();
});

describe('who may see and change a drive file', () => {
  it('keeps other users out of update, delete and show', async () => {
    const update = await api(app, 'drive/files/update', { i: bob.token, fileId: file.id, name: 'mine.png' });
    expect(errorOf(update)).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '01a53b27-82fc-445b-a0c1-b558465a8ed2',
    });
    const sensitive = await api(app, 'drive/files/update', {
      i: bob.token,
      fileId: file.id,
      isSensitive: true,
    });
    expect(errorOf(sensitive)).toMatchObject({ code: 'ACCESS_DENIED' });
    const del = await api(app, 'drive/files/delete', { i: bob.token, fileId: file.id });
    expect(errorOf(del)).toMatchObject({ code: 'ACCESS_DENIED', id: '5eb8d909-2540-4970-90b8-dd6f86088121' });
    const show = await api(app, 'drive/files/show', { i: bob.token, fileId: file.id });
    expect(errorOf(show)).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '25b73c73-68b1-41d0-bad1-381cfdf6579f',
    });
    const list = (await api(app, 'drive/files', { i: bob.token })).json() as unknown[];
    expect(list).toEqual([]);
    const stillThere = (await api(app, 'drive/files/show', { i: alice.token, fileId: file.id })).json();
    expect(stillThere).toMatchObject({ name: 'cat.png', isSensitive: false });
  });

  it('lets a moderator mark the file sensitive and see it, but not rename it', async () => {
    const marked = await api(app, 'drive/files/update', { i: mod.token, fileId: file.id, isSensitive: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: file.id, isSensitive: true, userId: alice.id });
    const rename = await api(app, 'drive/files/update', { i: mod.token, fileId: file.id, name: 'x.png' });
    expect(errorOf(rename)).toMatchObject({ code: 'ACCESS_DENIED' });
    const shown = (await api(app, 'drive/files/show', { i: mod.token, fileId: file.id })).json();
    expect(shown).toMatchObject({ isSensitive: true, name: 'cat.png', user: { id: alice.id } });
  });

  it('answers NO_SUCH_FILE for an unknown id', async () => {
    for (const endpoint of ['drive/files/update', 'drive/files/delete', 'drive/files/show']) {
      const res = await api(app, endpoint, { i: alice.token, fileId: 'nope' });
      expect(errorOf(res).code).toBe('NO_SUCH_FILE');
    }
  });
});

describe('the owner managing files', () => {
  it('renames, describes, clears the description and refuses an empty name', async () => {
    const renamed = await api(app, 'drive/files/update', {
      i: alice.token,
      fileId: file.id,
      name: 'kitten.png',
      comment: 'A grey kitten asleep',
    });
    expect(renamed.json()).toMatchObject({ name: 'kitten.png', comment: 'A grey kitten asleep' });
    const cleared = await api(app, 'drive/files/update', { i: alice.token, fileId: file.id, comment: null });
    expect(cleared.json()).toMatchObject({ name: 'kitten.png', comment: null });
    const empty = await api(app, 'drive/files/update', { i: alice.token, fileId: file.id, name: '  ' });
    expect(errorOf(empty)).toMatchObject({ code: 'INVALID_FILE_NAME' });
  });

  it('shows a file by its URL or its thumbnail URL', async () => {
    for (const url of [file.url, file.thumbnailUrl as string]) {
      const res = await api(app, 'drive/files/show', { i: alice.token, url });
      expect(res.json()).toMatchObject({ id: file.id });
    }
    const other = await api(app, 'drive/files/show', { i: alice.token, url: 'https://example.com/files/x' });
    expect(errorOf(other).code).toBe('NO_SUCH_FILE');
  });

  it('lists files by folder and type, newest first, with paging', async () => {
    const folder = (await api(app, 'drive/folders/create', { i: alice.token, name: 'Sounds' })).json() as {
      id: string;
      name: string;
    };
    expect(folder.name).toBe('Sounds');
    const tone = await upload(
      app,
      alice,
      { name: 'tone.wav', type: 'audio/wav', bytes: wav() },
      { folderId: folder.id },
    );
    const second = await upload(app, alice, {
      name: 'dog.jpg',
      type: 'image/jpeg',
      bytes: await image('jpeg'),
    });

    const ids = async (params: Record<string, unknown>) =>
      ((await api(app, 'drive/files', { i: alice.token, ...params })).json() as { id: string }[]).map(
        (f) => f.id,
      );
    expect(await ids({})).toEqual([second.id, file.id]);
    expect(await ids({ folderId: folder.id })).toEqual([tone.id]);
    expect(await ids({ type: 'image/png' })).toEqual([file.id]);
    expect(await ids({ type: 'image/*' })).toEqual([second.id, file.id]);
    expect(await ids({ folderId: folder.id, type: 'audio/*' })).toEqual([tone.id]);
    expect(await ids({ untilId: second.id })).toEqual([file.id]);
    expect(await ids({ limit: 1 })).toEqual([second.id]);

    const folders = (await api(app, 'drive/folders', { i: alice.token })).json();
    expect(folders).toEqual([expect.objectContaining({ id: folder.id, parentId: null, filesCount: 1 })]);
    const moved = await api(app, 'drive/files/update', {
      i: alice.token,
      fileId: second.id,
      folderId: folder.id,
    });
    expect(moved.json()).toMatchObject({ folderId: folder.id });
    const intoOthers = await api(app, 'drive/files/update', {
      i: bob.token,
      fileId: second.id,
      folderId: null,
    });
    expect(errorOf(intoOthers).code).toBe('ACCESS_DENIED');
    const nested = await api(app, 'drive/folders/create', { i: bob.token, name: 'x', parentId: folder.id });
    expect(errorOf(nested)).toMatchObject({ code: 'NO_SUCH_FOLDER' });
  });

  it('deletes the file and its bytes; a moderator may delete too', async () => {
    const other = await upload(app, alice, {
      name: 'b.png',
      type: 'image/png',
      bytes: await image('png', 64, 64, 3),
    });
    expect(storedFiles(dataDir)).toHaveLength(4); // two originals and two thumbnails
    expect((await api(app, 'drive/files/delete', { i: alice.token, fileId: file.id })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: pathOf(file.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(file.thumbnailUrl as string) })).statusCode).toBe(
      404,
    );
    expect((await api(app, 'drive/files/delete', { i: mod.token, fileId: other.id })).statusCode).toBe(204);
    expect(storedFiles(dataDir)).toEqual([]);
    expect((await api(app, 'drive', { i: alice.token })).json()).toMatchObject({ usage: 0 });
  });
});
