import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, image, upload, uploadRaw } from './drive-helpers.js';
import { api, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function folder(
  who: TestAccount,
  name: string,
  parentId: string | null = null,
): Promise<entities.DriveFolder> {
  const res = await api(app, 'drive/folders/create', { i: who.token, name, parentId });
  if (res.statusCode !== 200) throw new Error(`folder create failed: ${res.body}`);
  return res.json() as entities.DriveFolder;
}

async function show(who: TestAccount, folderId: string) {
  return api(app, 'drive/folders/show', { i: who.token, folderId });
}

describe('drive/folders/update', () => {
  it('renames a folder and moves it under another one and back to the root', async () => {
    const trips = await folder(alice, 'Trips');
    const photos = await folder(alice, 'Photos');

    const renamed = await api(app, 'drive/folders/update', {
      i: alice.token,
      folderId: trips.id,
      name: ' Travel ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: trips.id, name: 'Travel', parentId: null });

    const moved = await api(app, 'drive/folders/update', {
      i: alice.token,
      folderId: trips.id,
      parentId: photos.id,
    });
    expect(moved.json()).toMatchObject({ id: trips.id, name: 'Travel', parentId: photos.id });
    const inside = (await api(app, 'drive/folders', { i: alice.token, folderId: photos.id })).json();
    expect(inside).toMatchObject([{ id: trips.id, name: 'Travel' }]);

    const back = await api(app, 'drive/folders/update', {
      i: alice.token,
      folderId: trips.id,
      parentId: null,
    });
    expect(back.json()).toMatchObject({ parentId: null });
    expect((await show(alice, photos.id)).json()).toMatchObject({ foldersCount: 0 });
  });

  it('keeps the name when an empty one is sent, as Misskey does', async () => {
    const trips = await folder(alice, 'Trips');
    const res = await api(app, 'drive/folders/update', { i: alice.token, folderId: trips.id, name: '' });
    expect(res.json()).toMatchObject({ name: 'Trips' });
  });

  it('refuses a name longer than 200 characters', async () => {
    const trips = await folder(alice, 'Trips');
    const res = await api(app, 'drive/folders/update', {
      i: alice.token,
      folderId: trips.id,
      name: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect((await show(alice, trips.id)).json()).toMatchObject({ name: 'Trips' });
  });

  it('answers NO_SUCH_FOLDER for an unknown folder and for someone else’s', async () => {
    const bobs = await folder(bob, 'Secret');
    for (const folderId of ['nope', bobs.id]) {
      const res = await api(app, 'drive/folders/update', { i: alice.token, folderId, name: 'Mine' });
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_FOLDER',
        id: 'f7974dac-2c0d-4a27-926e-23583b28e98e',
      });
    }
    expect((await show(bob, bobs.id)).json()).toMatchObject({ name: 'Secret' });
  });

  it('answers NO_SUCH_PARENT_FOLDER for an unknown parent or one owned by someone else', async () => {
    const trips = await folder(alice, 'Trips');
    const bobs = await folder(bob, 'Secret');
    for (const parentId of ['nope', bobs.id]) {
      const res = await api(app, 'drive/folders/update', { i: alice.token, folderId: trips.id, parentId });
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_PARENT_FOLDER',
        id: 'ce104e3a-faaf-49d5-b459-10ff0cbbcaa1',
      });
    }
    expect((await show(alice, trips.id)).json()).toMatchObject({ parentId: null });
  });

  it('answers RECURSIVE_NESTING for the folder itself or one of its descendants', async () => {
    const a = await folder(alice, 'A');
    const b = await folder(alice, 'B', a.id);
    const c = await folder(alice, 'C', b.id);
    for (const parentId of [a.id, b.id, c.id]) {
      const res = await api(app, 'drive/folders/update', { i: alice.token, folderId: a.id, parentId });
      expect(errorOf(res)).toMatchObject({
        code: 'RECURSIVE_NESTING',
        id: 'dbeb024837894013aed44279f9199740',
      });
    }
    expect((await show(alice, a.id)).json()).toMatchObject({ parentId: null });
    // Moving down the tree the other way is fine.
    const ok = await api(app, 'drive/folders/update', { i: alice.token, folderId: c.id, parentId: a.id });
    expect(ok.json()).toMatchObject({ parentId: a.id });
  });

  it('requires signing in', async () => {
    const trips = await folder(alice, 'Trips');
    const res = await api(app, 'drive/folders/update', { folderId: trips.id, name: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('drive/folders/delete', () => {
  it('deletes an empty folder', async () => {
    const trips = await folder(alice, 'Trips');
    const res = await api(app, 'drive/folders/delete', { i: alice.token, folderId: trips.id });
    expect(res.statusCode).toBe(204);
    expect(errorOf(await show(alice, trips.id))).toMatchObject({ code: 'NO_SUCH_FOLDER' });
    expect((await api(app, 'drive/folders', { i: alice.token })).json()).toEqual([]);
  });

  it('answers HAS_CHILD_FILES_OR_FOLDERS and keeps everything while the folder holds a folder or a file', async () => {
    const trips = await folder(alice, 'Trips');
    const inner = await folder(alice, 'Inner', trips.id);
    const error = { code: 'HAS_CHILD_FILES_OR_FOLDERS', id: 'b0fc8a17-963c-405d-bfbc-859a487295e1' };

    expect(
      errorOf(await api(app, 'drive/folders/delete', { i: alice.token, folderId: trips.id })),
    ).toMatchObject(error);
    expect((await show(alice, inner.id)).json()).toMatchObject({ parentId: trips.id });

    await api(app, 'drive/folders/delete', { i: alice.token, folderId: inner.id });
    const file = await upload(
      app,
      alice,
      { name: 'cat.png', type: 'image/png', bytes: await image('png', 40, 30) },
      { folderId: trips.id },
    );
    expect(
      errorOf(await api(app, 'drive/folders/delete', { i: alice.token, folderId: trips.id })),
    ).toMatchObject(error);
    const kept = (await api(app, 'drive/files/show', { i: alice.token, fileId: file.id })).json();
    expect(kept).toMatchObject({ folderId: trips.id });
  });

  it('answers NO_SUCH_FOLDER for an unknown folder and leaves someone else’s alone', async () => {
    const bobs = await folder(bob, 'Secret');
    for (const folderId of ['nope', bobs.id]) {
      const res = await api(app, 'drive/folders/delete', { i: alice.token, folderId });
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_FOLDER',
        id: '1069098f-c281-440f-b085-f9932edbe091',
      });
    }
    expect((await show(bob, bobs.id)).statusCode).toBe(200);
  });
});

describe('drive/folders/show', () => {
  it('shows the owner a folder with its counts', async () => {
    const trips = await folder(alice, 'Trips');
    await folder(alice, 'Inner', trips.id);
    const res = await show(alice, trips.id);
    expect(res.json()).toMatchObject({
      id: trips.id,
      name: 'Trips',
      parentId: null,
      foldersCount: 1,
      filesCount: 0,
    });
  });

  it('hides someone else’s folder as if it did not exist', async () => {
    const bobs = await folder(bob, 'Secret');
    const res = await show(alice, bobs.id);
    expect(errorOf(res)).toMatchObject({
      code: 'NO_SUCH_FOLDER',
      id: 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9',
    });
    expect(res.body).not.toContain('Secret');
    expect((await api(app, 'drive/folders', { i: alice.token })).json()).toEqual([]);
  });
});

describe('drive/files/create into a folder', () => {
  it('answers NO_SUCH_FOLDER for someone else’s folder and stores nothing', async () => {
    const bobs = await folder(bob, 'Secret');
    const res = await uploadRaw(
      app,
      alice,
      { name: 'cat.png', type: 'image/png', bytes: await image('png', 40, 30) },
      { folderId: bobs.id },
    );
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_FOLDER' });
    expect((await api(app, 'drive/files', { i: alice.token })).json()).toEqual([]);
    expect((await show(bob, bobs.id)).json()).toMatchObject({ filesCount: 0 });
  });
});
